import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { QueuePage } from '../../../features/queue/QueuePage.tsx'
import { queueRouteOptions } from '../../../features/queue/queue-routes.ts'

export const Route = createFileRoute('/_app/delivery/picking')({
  ...queueRouteOptions('picking'),
  staticData: {
    meta: { name: 'delivery_picking', title: msg`Picking`, icon: 'ScanBarcode', access: ['delivery:view'], order: 2 },
  },
  component: () => <QueuePage queue="picking" />,
})
