import type { MessageDescriptor } from '../../kernel/shared/messages.ts'
import type { ResourceDef } from '../../kernel/shared/resources/define.ts'
import { agentResource } from '../resources/hr.ts'
import { clientResource } from '../resources/client.ts'
import { deliveryResource, entryResource, inventoryResource, ownershipResource } from '../../modules/warehouse/shared/warehouse.ts'
import { orderResource } from '../resources/order.ts'
import { offeringOrderResource } from '../resources/offering.ts'
import { couponResource } from '../resources/discount.ts'
import { listingResource } from '../resources/commerce.ts'
import { declareResource } from '../resources/declare.ts'
import { stationContractResource } from '../resources/attract.ts'
import { purchaseContractResource, salesOrderResource } from '../resources/scm.ts'
import { refundResource, settlementResource } from '../resources/finance.ts'
import { invoiceResource, receivableResource } from '../resources/receivable.ts'
import {
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

/** The label of every lifecycle event, by document and event name, from the documents' definitions (`events`). */
export const EVENT_LABELS: Readonly<Record<string, Readonly<Record<string, MessageDescriptor>>>> = Object.fromEntries(
  LIFECYCLE_DEFS.map((def) => [def.name, def.events ?? {}]),
)

/** The label of every lifecycle state, by document and state name, from the documents' `State` options. */
export const STATE_LABELS: Readonly<Record<string, Readonly<Record<string, MessageDescriptor>>>> = Object.fromEntries(
  LIFECYCLE_DEFS.map((def) => [def.name, Object.fromEntries((def.options?.State ?? []).map((o) => [String(o.value), o.label]))]),
)
