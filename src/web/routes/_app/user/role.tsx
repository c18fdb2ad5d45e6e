import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { roleResource } from '../../../../shared/resources/hr.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'
import { ApplyRoleToStaff } from '../../../features/hr/ApplyRoleToStaff.tsx'

export const Route = createFileRoute('/_app/user/role')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, roleResource, deps),
  staticData: {
    meta: { name: 'user_role', title: msg`Roles`, icon: 'ShieldCheck', access: ['role:view'], order: 3 },
  },
  component: () => <ResourceListPage def={roleResource} detailActions={(row) => <ApplyRoleToStaff roleId={row.Id} />} />,
})
