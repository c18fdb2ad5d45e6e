import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { smsOutboxResource } from '../../../../shared/resources/sms-outbox.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'

export const Route = createFileRoute('/_app/system/sms_outbox')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, smsOutboxResource, deps),
  staticData: {
    meta: { name: 'system_sms_outbox', title: msg`Texts kept unsent`, icon: 'MessageSquare', access: ['setting:view'], order: 13 },
  },
  component: () => <ResourceListPage def={smsOutboxResource} />,
})
