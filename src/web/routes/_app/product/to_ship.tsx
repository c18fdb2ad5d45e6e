import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { QueuePage } from '../../../../kernel/web/components/queue/QueuePage.tsx'
import { queueRouteOptions } from '../../../../kernel/web/components/queue/queue-route.ts'

export const Route = createFileRoute('/_app/product/to_ship')({
  ...queueRouteOptions('orders-to-ship'),
  staticData: {
    meta: { name: 'product_to_ship', title: msg`Orders to ship`, icon: 'Truck', access: ['order:view'], order: 3.5 },
  },
  component: () => <QueuePage queue="orders-to-ship" />,
})
