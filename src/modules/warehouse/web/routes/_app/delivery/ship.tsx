import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { QueuePage } from '../../../../../../kernel/web/components/queue/QueuePage.tsx'
import { queueRouteOptions } from '../../../../../../kernel/web/components/queue/queue-route.ts'

export const Route = createFileRoute('/_app/(modules)/delivery/ship')({
  ...queueRouteOptions('to-ship'),
  staticData: {
    meta: { name: 'delivery_ship', title: msg`Shipping`, icon: 'Truck', access: ['delivery:view'], order: 4 },
  },
  component: () => <QueuePage queue="to-ship" />,
})
