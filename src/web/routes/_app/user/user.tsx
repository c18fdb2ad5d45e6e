import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { userResource } from '../../../../shared/resources/hr.ts'
import { ResourceListPage } from '../../../components/resource/ResourceListPage.tsx'
import { resourceRouteOptions } from '../../../components/resource/route.ts'

export const Route = createFileRoute('/_app/user/user')({
  ...resourceRouteOptions(userResource),
  staticData: {
    meta: { name: 'user_user', title: msg`End users`, icon: 'UserRound', access: ['user:view'], order: 4 },
  },
  component: () => <ResourceListPage def={userResource} />,
})
