import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { agentResource } from '../../../../shared/resources/hr.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'

export const Route = createFileRoute('/_app/user/agent')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, agentResource, deps),
  staticData: {
    meta: { name: 'user_agent', title: msg`Staff`, icon: 'IdCard', access: ['agent:view'], order: 1 },
  },
  component: () => <ResourceListPage def={agentResource} />,
})
