import type { Lifecycle } from './define.ts'
import { agentLifecycle } from './agent.ts'
import { clientLifecycle } from './client.ts'
import { deliveryLifecycle } from './delivery.ts'
import { entryLifecycle } from './entry.ts'
import { inventoryLifecycle } from './inventory.ts'
import { ownershipLifecycle } from './ownership.ts'
import { offeringOrderLifecycle, orderLifecycle } from './order.ts'
import { declareLifecycle } from './declare.ts'
import { CUSTOMS_DOC_LIFECYCLES } from './customs-docs.ts'
import { refundLifecycle } from './refund.ts'
import { settlementLifecycle } from './settlement.ts'
import { stationContractLifecycle } from './station-contract.ts'
import { purchaseContractLifecycle } from './purchase-contract.ts'
import { salesOrderLifecycle } from './sales-order.ts'
import { couponLifecycle } from './coupon.ts'
import { listingLifecycle } from './listing.ts'
import { receivableLifecycle } from './receivable.ts'
import { invoiceLifecycle } from './invoice.ts'

/** Every document lifecycle, by document name: the client's record pages and the server's engine read this one list. */
export const LIFECYCLES: readonly Lifecycle[] = [
  clientLifecycle,
  agentLifecycle,
  entryLifecycle,
  deliveryLifecycle,
  inventoryLifecycle,
  ownershipLifecycle,
  orderLifecycle,
  offeringOrderLifecycle,
  declareLifecycle,
  ...CUSTOMS_DOC_LIFECYCLES,
  refundLifecycle,
  settlementLifecycle,
  stationContractLifecycle,
  purchaseContractLifecycle,
  salesOrderLifecycle,
  couponLifecycle,
  listingLifecycle,
  receivableLifecycle,
  invoiceLifecycle,
]

export const LIFECYCLE_BY_DOC: Readonly<Record<string, Lifecycle>> = Object.fromEntries(LIFECYCLES.map((l) => [l.doc, l]))
