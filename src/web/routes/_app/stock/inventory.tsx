import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { inventoryResource } from '../../../../shared/resources/warehouse.ts'
import { ResourceListPage } from '../../../components/resource/ResourceListPage.tsx'
import { resourceRouteOptions } from '../../../components/resource/route.ts'

export const Route = createFileRoute('/_app/stock/inventory')({
  ...resourceRouteOptions(inventoryResource),
  staticData: {
    meta: { name: 'stock_inventory', title: msg`Stocktake`, icon: 'ClipboardCheck', access: ['stock:view'], order: 2 },
  },
  component: () => <ResourceListPage def={inventoryResource} />,
})
