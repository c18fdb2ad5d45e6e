import type { AnyMachineSnapshot } from 'xstate'
import type { DocContext, DocEvent } from '../../../machines/define.ts'
import {
  stockTransferLifecycle,
  type StockTransferFacts,
  type StockTransferLine,
  type StockTransferRecord,
} from '../../../machines/stock-transfer.ts'
import type { DocModel } from '../model.ts'
import { ensureAvailable, makeSite, postDoc, realLine, verifyStock, type Site } from './warehouse.ts'

const WAREHOUSE = { Id: 4, supervisor: false }

/** Between two warehouses: the path through the road (a move inside one warehouse skips it). */
const input: DocContext<StockTransferRecord, StockTransferLine, StockTransferFacts> = {
  record: { FromWarehouseId: 1, ToWarehouseId: 2 },
  lines: [{ Id: 1, ProductId: 1, ProductNum: 2, FromPlaceId: 1, PickNum: 0, PutNum: 0 }],
  facts: { warehouseKnown: true, unknownProducts: [], targetKnown: true },
}

/** The source and target sites each record was made with. */
const sites = new Map<number, { from: Site; to: Site }>()

export const stockTransferModel: DocModel = {
  lifecycle: stockTransferLifecycle,
  input,
  events: (): DocEvent[] => [
    { type: 'submit', data: {}, actor: WAREHOUSE },
    { type: 'pickLine', data: { LineId: 1, Qty: 1 }, actor: WAREHOUSE },
    { type: 'finishPicking', data: {}, actor: WAREHOUSE },
    { type: 'closeShort', data: { Reason: 'One could not be found' }, actor: WAREHOUSE },
    { type: 'arrive', data: {}, actor: WAREHOUSE },
    { type: 'putLine', data: { LineId: 1, PlaceId: 1, Qty: 1 }, actor: WAREHOUSE },
    { type: 'complete', data: {}, actor: WAREHOUSE },
    { type: 'cancel', data: { Reason: 'Not needed after all' }, actor: WAREHOUSE },
  ],
  // What the guards read: how much of the line is picked and put away.
  serialize: (snapshot: AnyMachineSnapshot) => {
    const [l] = (snapshot.context as typeof input).lines
    return `${String(snapshot.value)}:${l!.PickNum}/${l!.PutNum}`
  },
  // Nothing picked yet: picking cannot be finished.
  refusedByGuard: { state: 'Picking', event: { type: 'finishPicking', data: {}, actor: WAREHOUSE } },
  create: async (api) => {
    const from = await makeSite(api)
    const to = await makeSite(api)
    const id = await postDoc(
      api,
      'StockTransfer',
      {
        Title: 'Path transfer',
        WarehouseId: from.warehouseId,
        ToWarehouseId: to.warehouseId,
        Lines: [{ ProductId: from.productId, ProductNum: 2, FromPlaceId: from.placeIds[0] }],
      },
      'warehouse',
    )
    sites.set(id, { from, to })
    return id
  },
  prepare: async (api, id, event) => {
    const { from, to } = sites.get(id)!
    const data = { ...event.data }
    if ('LineId' in data) data.LineId = (await realLine(api, 'StockTransfer', id, data.LineId)).Id
    if ('PlaceId' in data) data.PlaceId = to.placeIds[Number(data.PlaceId) - 1]
    // Released for picking, the line's two units are reserved at their place: they must be there.
    if (event.type === 'submit') await ensureAvailable(api, from, from.placeIds[0]!, 0, 2)
    return data
  },
  as: () => 'warehouse',
  verify: (api) => verifyStock(api),
}
