import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { declareReceiptResource } from '../../../../shared/resources/customs.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'

export const Route = createFileRoute('/_app/exported/receipt')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, declareReceiptResource, deps),
  staticData: {
    meta: { name: 'exported_receipt', title: msg`Payment receipts`, icon: 'Receipt', access: ['declare:view'], order: 3 },
  },
  component: () => <ResourceListPage def={declareReceiptResource} />,
})
