import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { QueuePage } from '../../../../../../kernel/web/components/queue/QueuePage.tsx'
import { queueRouteOptions } from '../../../../../../kernel/web/components/queue/queue-route.ts'

export const Route = createFileRoute('/_app/(modules)/delivery/packing')({
  ...queueRouteOptions('packing'),
  staticData: {
    meta: { name: 'delivery_packing', title: msg`Packing`, icon: 'Package', access: ['delivery:view'], order: 3 },
  },
  component: () => <QueuePage queue="packing" />,
})
