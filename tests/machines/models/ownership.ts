import type { DocContext, DocEvent } from '../../../machines/define.ts'
import { ownershipLifecycle, type OwnershipFacts, type OwnershipLine, type OwnershipRecord } from '../../../machines/ownership.ts'
import type { DocModel } from '../model.ts'
import { ensureAvailable, makeSite, postDoc, verifyStock, type Site } from './warehouse.ts'

/** Demo agent ids: the administrator approves what the warehouse worker submits. */
const ADMIN = { Id: 1, supervisor: true }
const WAREHOUSE = { Id: 4, supervisor: true }

const input: DocContext<OwnershipRecord, OwnershipLine, OwnershipFacts> = {
  record: { OwnerId: 1, ToOwnerId: 2, UpdateAgent: 0 },
  lines: [{ Id: 1, ProductId: 1, PlaceId: 1, ProductNum: 2 }],
  facts: { warehouseKnown: true, unknownProducts: [], shortLines: [] },
}

const sites = new Map<number, Site>()

export const ownershipModel: DocModel = {
  lifecycle: ownershipLifecycle,
  input,
  events: (): DocEvent[] => [
    { type: 'submit', data: {}, actor: WAREHOUSE },
    { type: 'approve', data: {}, actor: ADMIN },
    { type: 'approve', data: {}, actor: WAREHOUSE },
    { type: 'reject', data: { Reason: 'Wrong shop' }, actor: ADMIN },
  ],
  // The submitter may not approve their own transfer.
  refusedByGuard: { state: 'Submitted', event: { type: 'approve', data: {}, actor: WAREHOUSE } },
  create: async (api) => {
    const site = await makeSite(api)
    const id = await postDoc(
      api,
      'Ownership',
      {
        Title: 'Path title transfer',
        WarehouseId: site.warehouseId,
        OwnerId: 1,
        ToOwnerId: 2,
        Lines: [{ ProductId: site.productId, ProductNum: 2, PlaceId: site.placeIds[0] }],
      },
      'warehouse',
    )
    sites.set(id, site)
    return id
  },
  prepare: async (api, id, event) => {
    const site = sites.get(id)!
    if (event.type === 'approve') await ensureAvailable(api, site, site.placeIds[0]!, 1, 2)
    return event.data
  },
  as: (event) => (event.actor.Id === WAREHOUSE.Id ? 'warehouse' : 'admin'),
  verify: (api) => verifyStock(api),
}
