import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { QueuePage } from '../../../../kernel/web/components/queue/QueuePage.tsx'
import { queueRouteOptions } from '../../../../kernel/web/components/queue/queue-route.ts'

export const Route = createFileRoute('/_app/exported/to_post')({
  ...queueRouteOptions('to-post'),
  staticData: {
    meta: { name: 'exported_to_post', title: msg`Customs documents to post`, icon: 'Upload', access: ['declare:view'], order: 5.1 },
  },
  component: () => <QueuePage queue="to-post" />,
})
