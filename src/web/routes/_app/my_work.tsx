import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { MyWorkPage } from '../../features/queue/MyWorkPage.tsx'
import { queueSummaryQuery } from '../../../kernel/web/components/queue/queue-api.ts'

/** Every work queue the agent may see, and what they hold; opened from the header beside Home, in no menu group. */
export const Route = createFileRoute('/_app/my_work')({
  staticData: {
    meta: { name: 'my_work', title: msg`My work`, icon: 'ClipboardList', hidden: true },
  },
  loader: ({ context }) => void context.queryClient.prefetchQuery(queueSummaryQuery()),
  component: MyWorkPage,
})
