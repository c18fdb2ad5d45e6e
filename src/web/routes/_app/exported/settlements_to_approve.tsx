import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { QueuePage } from '../../../../kernel/web/components/queue/QueuePage.tsx'
import { queueRouteOptions } from '../../../../kernel/web/components/queue/queue-route.ts'

// Reached from “My work” (and its reminders); the menu keeps the module's lists.
export const Route = createFileRoute('/_app/exported/settlements_to_approve')({
  ...queueRouteOptions('settlements-to-approve'),
  staticData: {
    meta: {
      name: 'exported_settlements_to_approve',
      title: msg`FX settlements to approve`,
      icon: 'Banknote',
      access: ['declare:view', 'finance:view'],
      order: 11.1,
      hidden: true,
    },
  },
  component: () => <QueuePage queue="settlements-to-approve" />,
})
