import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { QueuePage } from '../../../../kernel/web/components/queue/QueuePage.tsx'
import { queueRouteOptions } from '../../../../kernel/web/components/queue/queue-route.ts'

export const Route = createFileRoute('/_app/exported/awaiting_result')({
  ...queueRouteOptions('awaiting-result'),
  staticData: {
    meta: { name: 'exported_awaiting_result', title: msg`Awaiting customs`, icon: 'History', access: ['declare:view'], order: 5.2 },
  },
  component: () => <QueuePage queue="awaiting-result" />,
})
