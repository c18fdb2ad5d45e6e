import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { userResource } from '../../../../shared/resources/hr.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'

export const Route = createFileRoute('/_app/user/user')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, userResource, deps),
  staticData: {
    meta: { name: 'user_user', title: msg`End users`, icon: 'UserRound', access: ['user:view'], order: 4 },
  },
  component: () => <ResourceListPage def={userResource} />,
})
