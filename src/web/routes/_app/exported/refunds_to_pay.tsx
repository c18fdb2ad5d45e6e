import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { QueuePage } from '../../../../kernel/web/components/queue/QueuePage.tsx'
import { queueRouteOptions } from '../../../../kernel/web/components/queue/queue-route.ts'

// Reached from “My work” (and its reminders); the menu keeps the module's lists.
export const Route = createFileRoute('/_app/exported/refunds_to_pay')({
  ...queueRouteOptions('refunds-to-pay'),
  staticData: {
    meta: {
      name: 'exported_refunds_to_pay',
      title: msg`Tax refunds to pay out`,
      icon: 'HandCoins',
      access: ['declare:view', 'finance:view'],
      order: 9.2,
      hidden: true,
    },
  },
  component: () => <QueuePage queue="refunds-to-pay" />,
})
