import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { stockLedgerResource } from '../../../../shared/stock.ts'
import { ResourceListPage } from '../../../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../../../kernel/web/components/resource/list-loader.ts'

export const Route = createFileRoute('/_app/(modules)/stock/flows')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, stockLedgerResource, deps),
  staticData: {
    meta: { name: 'stock_flows', title: msg`Stock log`, icon: 'History', access: ['stock:view'], order: 3 },
  },
  component: () => <ResourceListPage def={stockLedgerResource} />,
})
