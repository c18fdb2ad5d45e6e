import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { stockTransferResource } from '../../../../shared/warehouse.ts'
import { ResourceListPage } from '../../../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../../../kernel/web/components/resource/list-loader.ts'
import { StationLink } from '../../../stations/StationLink.tsx'

export const Route = createFileRoute('/_app/(modules)/stock/transfer')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, stockTransferResource, deps),
  staticData: {
    meta: { name: 'stock_transfer', title: msg`Stock transfers`, icon: 'Truck', access: ['stock:view'], order: 5 },
  },
  component: () => (
    <ResourceListPage
      def={stockTransferResource}
      detailActions={(row) => <StationLink doc="StockTransfer" id={row.Id} state={String(row.State)} />}
    />
  ),
})
