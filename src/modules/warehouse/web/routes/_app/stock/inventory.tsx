import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { inventoryResource } from '../../../../shared/warehouse.ts'
import { ResourceListPage } from '../../../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../../../kernel/web/components/resource/list-loader.ts'
import { InventoryPrintLinks } from '../../../PrintLinks.tsx'
import { StationLink } from '../../../stations/StationLink.tsx'

export const Route = createFileRoute('/_app/(modules)/stock/inventory')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, inventoryResource, deps),
  staticData: {
    meta: { name: 'stock_inventory', title: msg`Stocktake`, icon: 'ClipboardCheck', access: ['stock:view'], order: 2 },
  },
  component: () => (
    <ResourceListPage
      def={inventoryResource}
      detailActions={(row) => (
        <div className="flex flex-col gap-2">
          <StationLink doc="Inventory" id={row.Id} state={String(row.State)} />
          <InventoryPrintLinks id={row.Id} />
        </div>
      )}
    />
  ),
})
