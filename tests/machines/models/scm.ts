import type { DocEvent } from '../../../machines/define.ts'
import { purchaseContractLifecycle } from '../../../machines/purchase-contract.ts'
import { salesOrderLifecycle } from '../../../machines/sales-order.ts'
import type { ApiDriver, DocModel } from '../model.ts'
import { getDoc, makeSite, postDoc, type Site } from './warehouse.ts'

const ADMIN = { Id: 1, supervisor: true }
const SALES = { Id: 3, supervisor: false }
const SCHEDULER = { Id: 0, supervisor: true, system: true }
let seq = 0
// One site per server: test files share this module (vitest `isolate: false`), each with its own database.
const sites = new WeakMap<ApiDriver['server'], Promise<Site>>()
const siteOf = (api: ApiDriver) => {
  const made = sites.get(api.server) ?? makeSite(api)
  sites.set(api.server, made)
  return made
}
const tag = () => `${++seq}-${Math.random().toString(36).slice(2, 7)}`
const facts = { warehouseKnown: true, unknownProducts: [] as string[] }

/** A purchasing contract the salesperson wrote with a supplier of his own, for the path's warehouse and product. */
export const purchaseContractModel: DocModel = {
  lifecycle: purchaseContractLifecycle,
  input: {
    record: { SupplierId: 1, WarehouseId: 1 },
    lines: [{ Id: 1, ProductId: 1, ProductNum: 10, Price: 1500 }],
    facts: { ...facts, supplierKnown: true, entryDone: true },
  },
  events: (): DocEvent[] => [
    { type: 'approve', data: {}, actor: ADMIN },
    { type: 'approve', data: {}, actor: SALES },
    { type: 'sign', data: {}, actor: ADMIN },
    { type: 'complete', data: {}, actor: ADMIN },
    { type: 'cancel', data: { Reason: 'The supplier raised the price' }, actor: ADMIN },
  ],
  // Only a supervisor approves a contract.
  refusedByGuard: { state: 'Draft', event: { type: 'approve', data: {}, actor: SALES } },
  async create(api) {
    const { warehouseId, productId } = await siteOf(api)
    const supplier = await postDoc(api, 'Supplier', { ClientName: `Path supplier ${tag()}` }, 'sales')
    return postDoc(
      api,
      'PurchaseContract',
      {
        ContractNo: `PATH-CG-${tag()}`,
        SupplierId: supplier,
        WarehouseId: warehouseId,
        Lines: [{ ProductId: productId, ProductNum: 10, Price: 1500 }],
      },
      'sales',
    )
  },
  // Completing waits for the entry signing created: the warehouse cancels it here (storing it is the warehouse paths' business).
  async prepare(api, id, event) {
    if (event.type !== 'complete') return
    const { EntryId } = await getDoc<{ EntryId: number }>(api, 'PurchaseContract', id)
    if (!EntryId) return
    const entry = await getDoc<{ Version: number; State: string }>(api, 'Entry', EntryId)
    if (entry.State === 'Stored' || entry.State === 'Cancelled') return
    const res = await api.call('/Api/Entry/Transition', {
      body: { Id: EntryId, Event: 'cancel', Version: entry.Version, Data: { Reason: 'Path: goods not coming' } },
    })
    if (res.status !== 200) throw new Error(JSON.stringify(res.body))
  },
  as: (event) => (event.actor.Id === SALES.Id ? 'sales' : 'admin'),
}

async function salesOrder(api: ApiDriver, extra: Record<string, unknown> = {}) {
  const { warehouseId, productId } = await siteOf(api)
  const client = await postDoc(api, 'Client', { ClientName: `Path buyer ${tag()}`, Type: 2 }, 'sales')
  const body = {
    OrderNo: `PATH-XS-${tag()}`,
    ClientId: client,
    WarehouseId: warehouseId,
    Name: 'Siti',
    Phone: '0123456789',
    Address: 'Jalan Meru 8',
    ToCountry: 'MY',
    Zip: '41050',
  }
  return postDoc(api, 'SalesOrder', { ...body, Lines: [{ ProductId: productId, ProductNum: 2, Price: 5900 }], ...extra }, 'sales')
}

/** A sales order to a customer of the salesperson's; its `ship` is the server's, sent as the scheduler sends timed events. */
export const salesOrderModel: DocModel = {
  lifecycle: salesOrderLifecycle,
  input: {
    record: { ClientId: 1, WarehouseId: 1, Name: 'Siti', Phone: '0123456789', Address: 'Jalan Meru 8', ToCountry: 'MY', Zip: '41050' },
    lines: [{ Id: 1, ProductId: 1, ProductNum: 2, Price: 5900 }],
    facts: { ...facts, clientKnown: true },
  },
  events: (): DocEvent[] => [
    { type: 'confirm', data: {}, actor: ADMIN },
    { type: 'ship', data: {}, actor: SCHEDULER },
    { type: 'cancel', data: { Reason: 'The customer will collect it' }, actor: ADMIN },
  ],
  // A confirmed order is not cancelled without a reason: its delivery is cancelled with it.
  refusedByGuard: { state: 'Confirmed', event: { type: 'cancel', data: { Reason: '' }, actor: ADMIN } },
  create: (api) => salesOrder(api),
  as: () => 'sales',
}
