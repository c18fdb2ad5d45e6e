import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { warehouseResource } from '../../../../shared/resources/warehouse.ts'
import { ResourceListPage } from '../../../components/resource/ResourceListPage.tsx'
import { resourceRouteOptions } from '../../../components/resource/route.ts'

export const Route = createFileRoute('/_app/warehouse/list')({
  ...resourceRouteOptions(warehouseResource),
  staticData: {
    meta: { name: 'warehouse_list', title: msg`Warehouses`, icon: 'Warehouse', access: ['warehouse:view'], order: 1 },
  },
  component: () => <ResourceListPage def={warehouseResource} />,
})
