import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { departmentResource } from '../../../../shared/resources/hr.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'

export const Route = createFileRoute('/_app/user/department')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, departmentResource, deps),
  staticData: {
    meta: { name: 'user_department', title: msg`Departments`, icon: 'Network', access: ['department:view'], order: 2 },
  },
  component: () => <ResourceListPage def={departmentResource} />,
})
