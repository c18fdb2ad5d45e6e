import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { warehouseEquipmentResource } from '../../../../shared/warehouse.ts'
import { ResourceListPage } from '../../../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../../../kernel/web/components/resource/list-loader.ts'

export const Route = createFileRoute('/_app/(modules)/warehouse/equipment')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, warehouseEquipmentResource, deps),
  staticData: {
    meta: { name: 'warehouse_equipment', title: msg`Equipment`, icon: 'Forklift', access: ['warehouse:view'], order: 5 },
  },
  component: () => <ResourceListPage def={warehouseEquipmentResource} />,
})
