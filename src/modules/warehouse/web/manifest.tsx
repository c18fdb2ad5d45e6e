import type { WebModule } from '../../../kernel/web/module.tsx'
import { WAREHOUSE_PERMISSIONS } from '../shared/permissions.ts'
import { WAREHOUSE_PAYLOAD_PARTS } from './payload-places.tsx'
import { WAREHOUSE_PERMISSION_LABELS } from './permission-labels.ts'
import { Reservations } from './QueueReservations.tsx'
import { StationLink } from './stations/StationLink.tsx'

/** What the warehouse brings to the browser beside its screens (src/kernel/web/module.tsx). */
export const webModule: WebModule = {
  name: 'warehouse',
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
