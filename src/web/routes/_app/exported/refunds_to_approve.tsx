import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { QueuePage } from '../../../../kernel/web/components/queue/QueuePage.tsx'
import { queueRouteOptions } from '../../../../kernel/web/components/queue/queue-route.ts'

// Reached from “My work” (and its reminders); the menu keeps the module's lists.
export const Route = createFileRoute('/_app/exported/refunds_to_approve')({
  ...queueRouteOptions('refunds-to-approve'),
  staticData: {
    meta: {
      name: 'exported_refunds_to_approve',
      title: msg`Tax refunds to approve`,
      icon: 'BadgePercent',
      access: ['declare:view', 'finance:view'],
      order: 9.1,
      hidden: true,
    },
  },
  component: () => <QueuePage queue="refunds-to-approve" />,
})
