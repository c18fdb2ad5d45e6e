import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { QueuePage } from '../../../../kernel/web/components/queue/QueuePage.tsx'
import { queueRouteOptions } from '../../../../kernel/web/components/queue/queue-route.ts'

// Reached from “My work” (and its reminders); the menu keeps the module's lists.
export const Route = createFileRoute('/_app/exported/settlements_outstanding')({
  ...queueRouteOptions('settlements-outstanding'),
  staticData: {
    meta: {
      name: 'exported_settlements_outstanding',
      title: msg`FX settlements outstanding`,
      icon: 'Coins',
      access: ['declare:view', 'finance:view'],
      order: 11.2,
      hidden: true,
    },
  },
  component: () => <QueuePage queue="settlements-outstanding" />,
})
