import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { stockBalanceResource } from '../../../../shared/resources/stock.ts'
import { ResourceListPage } from '../../../components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../components/resource/route.ts'
import { prefetchList } from '../../../components/resource/list-loader.ts'

export const Route = createFileRoute('/_app/stock/list')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, stockBalanceResource, deps),
  staticData: {
    meta: { name: 'stock_list', title: msg`Stock`, icon: 'Boxes', access: ['stock:view'], order: 1 },
  },
  component: StockList,
})

/** A row opens the ledger of that product at that place for that owner. */
function StockList() {
  const navigate = useNavigate()
  return (
    <ResourceListPage
      def={stockBalanceResource}
      onOpen={(r) => void navigate({ to: '/stock/flows', search: { ProductId: r.ProductId, PlaceId: r.PlaceId, OwnerId: r.OwnerId } as never })}
    />
  )
}
