import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { chatVisitResource } from '../../../../shared/resources/chat.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'

export const Route = createFileRoute('/_app/chat/history_list')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, chatVisitResource, deps),
  staticData: {
    meta: { name: 'history_list', title: msg`Visitor records`, icon: 'History', access: ['chat:view'], order: 2 },
  },
  component: () => <ResourceListPage def={chatVisitResource} />,
})
