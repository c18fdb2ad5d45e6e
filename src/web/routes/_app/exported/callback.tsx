import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { customsReceiptResource } from '../../../../shared/resources/customs.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'

export const Route = createFileRoute('/_app/exported/callback')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, customsReceiptResource, deps),
  staticData: {
    meta: { name: 'exported_callback', title: msg`Customs receipts`, icon: 'MailCheck', access: ['declare:view'], order: 10 },
  },
  component: () => <ResourceListPage def={customsReceiptResource} />,
})
