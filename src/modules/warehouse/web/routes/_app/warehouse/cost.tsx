import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { warehouseCostResource } from '../../../../shared/warehouse.ts'
import { ResourceListPage } from '../../../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../../../kernel/web/components/resource/list-loader.ts'

export const Route = createFileRoute('/_app/(modules)/warehouse/cost')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, warehouseCostResource, deps),
  staticData: {
    meta: { name: 'warehouse_cost', title: msg`Warehouse costs`, icon: 'Coins', access: ['warehouse:view'], order: 4 },
  },
  component: () => <ResourceListPage def={warehouseCostResource} />,
})
