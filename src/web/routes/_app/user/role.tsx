import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { roleResource } from '../../../../shared/resources/hr.ts'
import { ResourceListPage } from '../../../components/resource/ResourceListPage.tsx'
import { resourceRouteOptions } from '../../../components/resource/route.ts'
import { ApplyRoleToStaff } from '../../../features/hr/ApplyRoleToStaff.tsx'

export const Route = createFileRoute('/_app/user/role')({
  ...resourceRouteOptions(roleResource),
  staticData: {
    meta: { name: 'user_role', title: msg`Roles`, icon: 'ShieldCheck', access: ['role:view'], order: 3 },
  },
  component: () => <ResourceListPage def={roleResource} detailActions={(row) => <ApplyRoleToStaff roleId={row.Id} />} />,
})
