import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { transferProductResource } from '../../../../shared/resources/transfer.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'

export const Route = createFileRoute('/_app/transfer/product')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, transferProductResource, deps),
  staticData: {
    meta: { name: 'transfer_product', title: msg`Transfer products`, icon: 'Container', access: ['transfer:view'], order: 4 },
  },
  component: () => <ResourceListPage def={transferProductResource} />,
})
