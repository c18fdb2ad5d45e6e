import type { AnyMachineSnapshot } from 'xstate'
import type { DocContext, DocEvent } from '../../../machines/define.ts'
import { inventoryLifecycle, type InventoryFacts, type InventoryLine, type InventoryRecord } from '../../../machines/inventory.ts'
import type { DocModel } from '../model.ts'
import { ensureAvailable, getDoc, makeSite, postDoc, verifyStock, type Site } from './warehouse.ts'

const ADMIN = { Id: 1, supervisor: true }

const input: DocContext<InventoryRecord, InventoryLine, InventoryFacts> = {
  record: { WarehouseId: 1, ZoneId: 0, UpdateAgent: 0 },
  lines: [],
  facts: { warehouseKnown: true, stock: [{ ProductId: 1, PlaceId: 1, OwnerId: 0, ProductNum: 3 }] },
}

const sites = new Map<number, Site>()

export const inventoryModel: DocModel = {
  lifecycle: inventoryLifecycle,
  input,
  events: (): DocEvent[] => [
    { type: 'start', data: {}, actor: ADMIN },
    { type: 'countLine', data: { LineId: 1, Qty: 1 }, actor: ADMIN },
    { type: 'submitCounts', data: { Counts: [{ LineId: 1, Counted: 2 }] }, actor: ADMIN },
    { type: 'recount', data: {}, actor: ADMIN },
    { type: 'post', data: { ConfirmMoved: false }, actor: ADMIN },
    { type: 'cancel', data: { Reason: 'Recount next week' }, actor: ADMIN },
  ],
  // Counts above 2 read as 2: the station's scans may go on, the paths need not.
  serialize: (snapshot: AnyMachineSnapshot) =>
    `${String(snapshot.value)}:${(snapshot.context as typeof input).lines.map((l) => Math.min(l.Counted, 2)).join(',')}`,
  // Counts that leave a line uncounted are refused.
  refusedByGuard: { state: 'Counting', event: { type: 'submitCounts', data: { Counts: [] }, actor: ADMIN } },
  create: async (api) => {
    const site = await makeSite(api)
    const id = await postDoc(api, 'Inventory', { Title: 'Path stocktake', WarehouseId: site.warehouseId })
    sites.set(id, site)
    return id
  },
  prepare: async (api, id, event) => {
    const site = sites.get(id)!
    if (event.type === 'start') await ensureAvailable(api, site, site.placeIds[0]!, 0, 3)
    if (event.type === 'countLine')
      return { ...event.data, LineId: (await getDoc(api, 'Inventory', id)).Lines[Number(event.data.LineId) - 1]?.Id ?? event.data.LineId }
    if (event.type !== 'submitCounts') return event.data
    // The model's line n is the record's line n (one product on one place: one line).
    const { Lines } = await getDoc(api, 'Inventory', id)
    const counts = event.data.Counts as { LineId: number; Counted: number }[]
    return { Counts: counts.map((c) => ({ LineId: Lines[c.LineId - 1]?.Id ?? c.LineId, Counted: c.Counted })) }
  },
  verify: (api) => verifyStock(api),
}
