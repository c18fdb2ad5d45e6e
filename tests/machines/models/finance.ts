import type { DocEvent } from '../../../machines/define.ts'
import { invoiceLifecycle } from '../../../machines/invoice.ts'
import { receivableLifecycle } from '../../../machines/receivable.ts'
import type { ApiDriver, DocModel } from '../model.ts'

/** Money is recorded by finance (the administrator in the demo); a cancelled document's write-off comes from the engine. */
const FINANCE = { Id: 1, supervisor: true }
const SYSTEM = { Id: 0, supervisor: true, system: true }
/** A demo customer (the fixtures' sales orders name it too). */
const CUSTOMER = 5
let seq = 0

async function receivable(api: ApiDriver, Amount: number) {
  const res = await api.call<{ Id: number }>('/Api/Receivable/Post', {
    body: { ClientId: CUSTOMER, SourceNo: `MODEL-${++seq}`, Currency: 'CNY', Amount },
  })
  if (res.status !== 200) throw new Error(JSON.stringify(res.body))
  return res.body.Data!.Id
}

export const receivableModel: DocModel = {
  lifecycle: receivableLifecycle,
  input: { record: { Amount: 100_000, Received: 0 }, lines: [], facts: {} },
  events: (): DocEvent[] => [
    { type: 'receive', data: { Paid: 40_000, Method: 'bank', Reference: 'CMB-1' }, actor: FINANCE },
    { type: 'receive', data: { Paid: 60_000, Method: 'cash', Reference: '' }, actor: FINANCE },
    { type: 'receive', data: { Paid: 100_000, Method: 'online', Reference: 'PAY-1' }, actor: FINANCE },
    { type: 'writeOff', data: { Reason: 'The customer was struck off' }, actor: FINANCE },
    { type: 'sourceCancelled', data: {}, actor: SYSTEM },
  ],
  // What was received decides what the next receipt may be.
  serialize: (snapshot) => `${String(snapshot.value)}:${String((snapshot.context as { record: { Received: number } }).record.Received)}`,
  // More than is still owed is refused.
  refusedByGuard: {
    state: 'PartlyPaid',
    event: { type: 'receive', data: { Paid: 100_000, Method: 'bank', Reference: '' }, actor: FINANCE },
  },
  create: (api) => receivable(api, 100_000),
}

const LINES = [
  { Title: 'Storage', Num: 3, Price: 9_999, TaxRate: 600 },
  { Title: 'Handling', Num: 1, Price: 12_345, TaxRate: 1300 },
]
/** LINES come to 42,342 before tax and 3,405 of tax. */
const TOTAL = 45_747

async function invoice(api: ApiDriver, owed: number) {
  const ReceivableId = await receivable(api, owed)
  const res = await api.call<{ Id: number }>('/Api/Invoice/Post', {
    body: { ReceivableId, BuyerName: 'Kedai Model Sdn Bhd', Lines: LINES },
  })
  if (res.status !== 200) throw new Error(JSON.stringify(res.body))
  return res.body.Data!.Id
}

export const invoiceModel: DocModel = {
  lifecycle: invoiceLifecycle,
  input: {
    record: { Total: TOTAL },
    lines: LINES.map((l, i) => ({ ...l, Id: i + 1 })),
    facts: { invoiceable: 50_000, receivableLive: true },
  },
  events: (): DocEvent[] => [
    { type: 'issue', data: {}, actor: FINANCE },
    { type: 'void', data: { Reason: 'Wrong tax number' }, actor: FINANCE },
  ],
  // An invoice above what its receivable has left to invoice is not issued.
  refusedByGuard: {
    state: 'Draft',
    event: { type: 'issue', data: {}, actor: FINANCE },
    facts: { invoiceable: 1_000, receivableLive: true },
    record: (api) => invoice(api, 1_000),
  },
  create: (api) => invoice(api, 50_000),
}
