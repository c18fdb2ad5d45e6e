import type { MessageDescriptor } from '../../kernel/shared/messages.ts'
import type { ResourceDef } from '../../kernel/shared/resources/define.ts'
import { AGENT_EVENTS, agentResource } from '../resources/hr.ts'
import { CLIENT_EVENTS, clientResource } from '../resources/client.ts'
import {
  DELIVERY_EVENTS,
  ENTRY_EVENTS,
  INVENTORY_EVENTS,
  OWNERSHIP_EVENTS,
  deliveryResource,
  entryResource,
  inventoryResource,
  ownershipResource,
} from '../../modules/warehouse/shared/warehouse.ts'
import { ORDER_EVENTS, orderResource } from '../resources/order.ts'
import { OFFERING_ORDER_EVENTS, offeringOrderResource } from '../resources/offering.ts'
import { COUPON_EVENTS, couponResource } from '../resources/discount.ts'
import { LISTING_EVENTS, listingResource } from '../resources/commerce.ts'
import { DECLARE_EVENTS, declareResource } from '../resources/declare.ts'
import { STATION_CONTRACT_EVENTS, stationContractResource } from '../resources/attract.ts'
import { PURCHASE_CONTRACT_EVENTS, SALES_ORDER_EVENTS, purchaseContractResource, salesOrderResource } from '../resources/scm.ts'
import { REFUND_EVENTS, SETTLEMENT_EVENTS, refundResource, settlementResource } from '../resources/finance.ts'
import { INVOICE_EVENTS, RECEIVABLE_EVENTS, invoiceResource, receivableResource } from '../resources/receivable.ts'
import {
  MESSAGE_EVENTS,
  declareArrivalResource,
  declareDepartureResource,
  declareLogisticsResource,
  declareOrderResource,
  declareReceiptResource,
  declareWaybillResource,
} from '../resources/customs.ts'

/** The export documents sharing the message lifecycle with the declaration. */
const CUSTOMS_MESSAGE_DEFS: readonly ResourceDef[] = [
  declareOrderResource,
  declareReceiptResource,
  declareLogisticsResource,
  declareArrivalResource,
  declareDepartureResource,
  declareWaybillResource,
]

/** The resource definition of every lifecycle document (its `name` is the machine's `doc`). */
export const LIFECYCLE_DEFS: readonly ResourceDef[] = [
  clientResource,
  agentResource,
  entryResource,
  deliveryResource,
  inventoryResource,
  ownershipResource,
  orderResource,
  offeringOrderResource,
  declareResource,
  ...CUSTOMS_MESSAGE_DEFS,
  refundResource,
  settlementResource,
  stationContractResource,
  purchaseContractResource,
  salesOrderResource,
  couponResource,
  listingResource,
  receivableResource,
  invoiceResource,
]

/**
 * The label of every lifecycle event, by document and event name (`EVENT_LABELS.Client.release`).
 * State labels are the `State` options of each document's resource definition.
 */
export const EVENT_LABELS: Readonly<Record<string, Readonly<Record<string, MessageDescriptor>>>> = {
  Client: CLIENT_EVENTS,
  Agent: AGENT_EVENTS,
  Entry: ENTRY_EVENTS,
  Delivery: DELIVERY_EVENTS,
  Inventory: INVENTORY_EVENTS,
  Ownership: OWNERSHIP_EVENTS,
  Order: ORDER_EVENTS,
  OfferingOrder: OFFERING_ORDER_EVENTS,
  Declare: DECLARE_EVENTS,
  ...Object.fromEntries(CUSTOMS_MESSAGE_DEFS.map((d) => [d.name, MESSAGE_EVENTS])),
  Refund: REFUND_EVENTS,
  Settlement: SETTLEMENT_EVENTS,
  StationContract: STATION_CONTRACT_EVENTS,
  PurchaseContract: PURCHASE_CONTRACT_EVENTS,
  SalesOrder: SALES_ORDER_EVENTS,
  Coupon: COUPON_EVENTS,
  Listing: LISTING_EVENTS,
  Receivable: RECEIVABLE_EVENTS,
  Invoice: INVOICE_EVENTS,
}

/** The creation row every timeline starts with. */
export const CREATED_LABEL: MessageDescriptor = /*i18n*/ { id: 'event.create', message: 'Created' }

/** The label of every lifecycle state, by document and state name, from the documents' `State` options. */
export const STATE_LABELS: Readonly<Record<string, Readonly<Record<string, MessageDescriptor>>>> = Object.fromEntries(
  LIFECYCLE_DEFS.map((def) => [def.name, Object.fromEntries((def.options?.State ?? []).map((o) => [String(o.value), o.label]))]),
)
