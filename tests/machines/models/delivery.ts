import type { AnyMachineSnapshot } from 'xstate'
import type { DocContext, DocEvent } from '../../../machines/define.ts'
import { deliveryLifecycle, type DeliveryFacts, type DeliveryLine, type DeliveryRecord } from '../../../machines/delivery.ts'
import type { DocModel } from '../model.ts'
import { ensureAvailable, getDoc, makeSite, postDoc, realLine, verifyStock, type Site } from './warehouse.ts'

const ADMIN = { Id: 1, supervisor: true }

const input: DocContext<DeliveryRecord, DeliveryLine, DeliveryFacts> = {
  record: { WarehouseId: 1, TotalWeight: 0, Name: 'Siti', Phone: '0123456789', Address: 'Jalan Meru 8', ToCountry: 'MY', Zip: '41050' },
  lines: [{ Id: 1, ProductId: 1, ProductNum: 2, PickNum: 0, PackNum: 0, ShortNum: 0 }],
  facts: { warehouseKnown: true, unknownProducts: [], shortLines: [] },
}

const sites = new Map<number, Site>()

type Reservation = { LineId: number; PlaceId: number; Qty: number }

export const deliveryModel: DocModel = {
  lifecycle: deliveryLifecycle,
  input,
  events: (): DocEvent[] => [
    { type: 'submit', data: {}, actor: ADMIN },
    { type: 'allocate', data: {}, actor: ADMIN },
    { type: 'startPicking', data: {}, actor: ADMIN },
    { type: 'pickLine', data: { LineId: 1, PlaceId: 1, Qty: 1 }, actor: ADMIN },
    { type: 'completePicking', data: {}, actor: ADMIN },
    { type: 'shortPick', data: { Reason: 'One unit damaged on the shelf', Backorder: true }, actor: ADMIN },
    { type: 'startPacking', data: {}, actor: ADMIN },
    { type: 'packLine', data: { LineId: 1, PackageNo: 'PK1', Qty: 1, Weight: 0.75 }, actor: ADMIN },
    { type: 'weighPackage', data: { PackageNo: 'PK1', Weight: 1.2 }, actor: ADMIN },
    { type: 'completePacking', data: {}, actor: ADMIN },
    { type: 'ship', data: { Express: 'DHL', ExpressNo: 'DHL0001' }, actor: ADMIN },
    { type: 'sign', data: {}, actor: ADMIN },
    { type: 'cancel', data: { Reason: 'Customer cancelled' }, actor: ADMIN },
  ],
  serialize: (snapshot: AnyMachineSnapshot) => {
    const { lines, record } = snapshot.context as typeof input
    return `${String(snapshot.value)}:${lines[0]!.PickNum}/${lines[0]!.PackNum}/${record.TotalWeight > 0 ? 'w' : ''}`
  },
  // Nothing picked yet: completing the picking is refused.
  refusedByGuard: { state: 'Picking', event: { type: 'completePicking', data: {}, actor: ADMIN } },
  create: async (api) => {
    const site = await makeSite(api)
    const id = await postDoc(api, 'Delivery', {
      Title: 'Path outbound',
      WarehouseId: site.warehouseId,
      Name: 'Siti',
      Phone: '0123456789',
      Address: 'Jalan Meru 8',
      ToCountry: 'MY',
      Zip: '41050',
      Lines: [{ ProductId: site.productId, ProductNum: 2 }],
    })
    sites.set(id, site)
    return id
  },
  prepare: async (api, id, event) => {
    const site = sites.get(id)!
    const data = { ...event.data }
    // Stock on the second place only after the first runs out: allocation spans places.
    if (event.type === 'allocate') {
      await ensureAvailable(api, site, site.placeIds[0]!, 0, 1)
      await ensureAvailable(api, site, site.placeIds[1]!, 0, 1)
    }
    if ('LineId' in data) data.LineId = (await realLine(api, 'Delivery', id, data.LineId)).Id
    if (event.type === 'pickLine') {
      // Pick where the line's stock is still reserved.
      const { Reservations } = await getDoc<{ Reservations: Reservation[] }>(api, 'Delivery', id)
      data.PlaceId = Reservations.find((r) => r.LineId === data.LineId && r.Qty > 0)?.PlaceId ?? site.placeIds[0]
    }
    return data
  },
  verify: (api) => verifyStock(api),
}
