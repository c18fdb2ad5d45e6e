import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { QueuePage } from '../../../../kernel/web/components/queue/QueuePage.tsx'
import { queueRouteOptions } from '../../../../kernel/web/components/queue/queue-route.ts'
import { FallRule, KeepCustomer } from '../../../features/client/AboutToLose.tsx'

export const Route = createFileRoute('/_app/client/about_to_lose')({
  ...queueRouteOptions('about-to-lose'),
  staticData: {
    meta: { name: 'client_about_to_lose', title: msg`About to go public`, icon: 'TriangleAlert', access: ['client:view'], order: 1.5 },
  },
  component: () => (
    <QueuePage
      queue="about-to-lose"
      dueRule={(item) => <FallRule rule={item.DueRule} />}
      rowAction={(item) => <KeepCustomer item={item} />}
    />
  ),
})
