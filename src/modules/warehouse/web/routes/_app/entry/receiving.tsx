import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { QueuePage } from '../../../../../../kernel/web/components/queue/QueuePage.tsx'
import { queueRouteOptions } from '../../../../../../kernel/web/components/queue/queue-route.ts'

export const Route = createFileRoute('/_app/(modules)/entry/receiving')({
  ...queueRouteOptions('receiving'),
  staticData: {
    meta: { name: 'entry_receiving', title: msg`Receiving`, icon: 'Inbox', access: ['entry:view', 'stock:view'], order: 2 },
  },
  component: () => <QueuePage queue="receiving" />,
})
