import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { inventoryResource } from '../../../../shared/resources/warehouse.ts'
import { ResourceListPage } from '../../../components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../components/resource/route.ts'
import { prefetchList } from '../../../components/resource/list-loader.ts'

export const Route = createFileRoute('/_app/stock/inventory')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, inventoryResource, deps),
  staticData: {
    meta: { name: 'stock_inventory', title: msg`Stocktake`, icon: 'ClipboardCheck', access: ['stock:view'], order: 2 },
  },
  component: () => <ResourceListPage def={inventoryResource} />,
})
