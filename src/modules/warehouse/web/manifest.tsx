import type { ScreenAddress, WebModule } from '../../../kernel/web/module.tsx'
import { deliveryLifecycle } from '../../../../machines/delivery.ts'
import { entryLifecycle } from '../../../../machines/entry.ts'
import { inventoryLifecycle } from '../../../../machines/inventory.ts'
import { ownershipLifecycle } from '../../../../machines/ownership.ts'
import { stockTransferLifecycle } from '../../../../machines/stock-transfer.ts'
import { WAREHOUSE_PERMISSIONS } from '../shared/permissions.ts'
import { WAREHOUSE_QUEUES } from '../shared/queues.ts'
import {
  deliveryResource,
  entryResource,
  inventoryResource,
  ownershipResource,
  placeResource,
  stockTransferResource,
  warehouseResource,
  zoneResource,
} from '../shared/warehouse.ts'
import { WAREHOUSE_PAYLOAD_PARTS } from './payload-places.tsx'
import { WAREHOUSE_PERMISSION_LABELS } from './permission-labels.ts'
import { Reservations } from './QueueReservations.tsx'
import { StationLink } from './stations/StationLink.tsx'

/** Each warehouse queue's screen. */
const QUEUE_SCREENS = {
  receiving: '/entry/receiving',
  putaway: '/entry/arrived',
  picking: '/delivery/picking',
  packing: '/delivery/packing',
  'to-ship': '/delivery/ship',
} as const satisfies Record<(typeof WAREHOUSE_QUEUES)[number]['name'], ScreenAddress>

/** What the warehouse brings to the browser beside its screens (src/kernel/web/module.tsx). */
export const webModule: WebModule = {
  name: 'warehouse',
  docs: [
    { lifecycle: entryLifecycle, def: entryResource, list: '/entry/list' },
    { lifecycle: deliveryLifecycle, def: deliveryResource, list: '/delivery/list' },
    { lifecycle: inventoryLifecycle, def: inventoryResource, list: '/stock/inventory' },
    { lifecycle: ownershipLifecycle, def: ownershipResource, list: '/stock/ownership' },
    { lifecycle: stockTransferLifecycle, def: stockTransferResource, list: '/stock/transfer' },
  ],
  queues: WAREHOUSE_QUEUES.map((q) => ({ ...q, screen: QUEUE_SCREENS[q.name] })),
  referenced: [warehouseResource, zoneResource, placeResource],
  permissions: WAREHOUSE_PERMISSIONS,
  permissionLabels: WAREHOUSE_PERMISSION_LABELS,
  // The event dialog's places: storage places of the document's warehouse, a line's reserved or suggested one.
  payloadParts: WAREHOUSE_PAYLOAD_PARTS,
  // A queued document's station, and where a delivery's goods are reserved.
  queueParts: {
    itemLinks: (doc, row) => <StationLink doc={doc} id={row.Id} state={String(row.State)} />,
    itemDetails: (_doc, row, lines) => <Reservations rows={row.Reservations} lines={lines} />,
  },
}
