import type { AnyMachineSnapshot } from 'xstate'
import type { DocContext, DocEvent } from '../../../machines/define.ts'
import { entryLifecycle, type EntryFacts, type EntryLine, type EntryRecord } from '../../../machines/entry.ts'
import type { DocModel } from '../model.ts'
import { makeSite, postDoc, realLine, verifyStock, type Site } from './warehouse.ts'

const ADMIN = { Id: 1, supervisor: true }

const input: DocContext<EntryRecord, EntryLine, EntryFacts> = {
  record: { WarehouseId: 1 },
  lines: [{ Id: 1, ProductId: 1, ProductNum: 2, AlreadyNum: 0, BadNum: 0, PutNum: 0, ShortNum: 0 }],
  facts: { warehouseKnown: true, unknownProducts: [] },
}

const overReceived = (snapshot: AnyMachineSnapshot) =>
  (snapshot.context as typeof input).lines.some((l) => l.AlreadyNum + l.BadNum > l.ProductNum)

/** The warehouse, product and places each record was made with. */
const sites = new Map<number, Site>()

export const entryModel: DocModel = {
  lifecycle: entryLifecycle,
  input,
  events: (snapshot): DocEvent[] => [
    { type: 'submit', data: {}, actor: ADMIN },
    { type: 'arrive', data: {}, actor: ADMIN },
    { type: 'receiveLine', data: { LineId: 1, Qty: 1, BadQty: 0 }, actor: ADMIN },
    { type: 'receiveLine', data: { LineId: 1, Qty: 0, BadQty: 1 }, actor: ADMIN },
    // A supervisor's over-receipt, once per path (every acceptance takes in more: the graph would never
    // end); after it, an empty one the guard refuses.
    {
      type: 'acceptOver',
      data: { LineId: 1, Qty: overReceived(snapshot) ? 0 : 1, BadQty: 0, Reason: 'The supplier sent one more' },
      actor: ADMIN,
    },
    { type: 'finishReceiving', data: {}, actor: ADMIN },
    { type: 'closeShort', data: { Reason: 'The supplier sent less', Backorder: true }, actor: ADMIN },
    { type: 'startPutaway', data: {}, actor: ADMIN },
    { type: 'putLine', data: { LineId: 1, PlaceId: 1, Qty: 1 }, actor: ADMIN },
    { type: 'completePutaway', data: {}, actor: ADMIN },
    { type: 'cancel', data: { Reason: 'Order withdrawn' }, actor: ADMIN },
  ],
  // What the guards read: how much of the line is received and put away.
  serialize: (snapshot: AnyMachineSnapshot) => {
    const [l] = (snapshot.context as typeof input).lines
    return `${String(snapshot.value)}:${l!.AlreadyNum}/${l!.BadNum}/${l!.PutNum}`
  },
  // Nothing received yet: finishing is refused (close short instead).
  refusedByGuard: { state: 'Receiving', event: { type: 'finishReceiving', data: {}, actor: ADMIN } },
  create: async (api) => {
    const site = await makeSite(api)
    const id = await postDoc(api, 'Entry', {
      Title: 'Path inbound',
      WarehouseId: site.warehouseId,
      Lines: [{ ProductId: site.productId, ProductNum: 2 }],
    })
    sites.set(id, site)
    return id
  },
  prepare: async (api, id, event) => {
    const site = sites.get(id)!
    const data = { ...event.data }
    if ('LineId' in data) data.LineId = (await realLine(api, 'Entry', id, data.LineId)).Id
    if ('PlaceId' in data) data.PlaceId = site.placeIds[Number(data.PlaceId) - 1]
    return data
  },
  verify: (api) => verifyStock(api),
}
