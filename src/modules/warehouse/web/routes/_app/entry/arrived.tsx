import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { QueuePage } from '../../../../../../kernel/web/components/queue/QueuePage.tsx'
import { queueRouteOptions } from '../../../../../../kernel/web/components/queue/queue-route.ts'

export const Route = createFileRoute('/_app/(modules)/entry/arrived')({
  ...queueRouteOptions('putaway'),
  staticData: {
    meta: { name: 'entry_arrived', title: msg`Put-away`, icon: 'PackageOpen', access: ['entry:view', 'stock:view'], order: 3 },
  },
  component: () => <QueuePage queue="putaway" />,
})
