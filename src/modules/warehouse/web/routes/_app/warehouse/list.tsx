import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { warehouseResource } from '../../../../shared/warehouse.ts'
import { ResourceListPage } from '../../../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../../../kernel/web/components/resource/list-loader.ts'
import { PlaceLabelsLink } from '../../../PrintLinks.tsx'

export const Route = createFileRoute('/_app/(modules)/warehouse/list')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, warehouseResource, deps),
  staticData: {
    meta: { name: 'warehouse_list', title: msg`Warehouses`, icon: 'Warehouse', access: ['warehouse:view'], order: 1 },
  },
  // A warehouse's place labels, all of its storage places on one sheet.
  component: () => <ResourceListPage def={warehouseResource} detailActions={(row) => <PlaceLabelsLink ids={[]} warehouseId={row.Id} />} />,
})
