import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { agentResource } from '../../../../shared/resources/hr.ts'
import { ResourceListPage } from '../../../components/resource/ResourceListPage.tsx'
import { resourceRouteOptions } from '../../../components/resource/route.ts'

export const Route = createFileRoute('/_app/user/agent')({
  ...resourceRouteOptions(agentResource),
  staticData: {
    meta: { name: 'user_agent', title: msg`Staff`, icon: 'IdCard', access: ['agent:view'], order: 1 },
  },
  component: () => <ResourceListPage def={agentResource} />,
})
