import type { DocModel } from '../model.ts'
import { agentModel } from './agent.ts'
import { clientModel } from './client.ts'
import { deliveryModel } from './delivery.ts'
import { entryModel } from './entry.ts'
import { inventoryModel } from './inventory.ts'
import { ownershipModel } from './ownership.ts'
import { orderModel } from './order.ts'
import { CUSTOMS_DOC_MODELS, declareModel } from './customs.ts'
import { refundModel } from './refund.ts'
import { settlementModel } from './settlement.ts'
import { stationContractModel } from './station-contract.ts'
import { purchaseContractModel, salesOrderModel } from './scm.ts'
import { offeringOrderModel } from './offering.ts'
import { couponModel } from './coupon.ts'
import { listingModel } from './listing.ts'
import { invoiceModel, receivableModel } from './finance.ts'

/** One model per lifecycle machine (machines/index.ts); a test checks none is missing. */
export const MODELS: readonly DocModel[] = [
  clientModel,
  agentModel,
  entryModel,
  deliveryModel,
  inventoryModel,
  ownershipModel,
  orderModel,
  offeringOrderModel,
  declareModel,
  ...CUSTOMS_DOC_MODELS,
  refundModel,
  settlementModel,
  stationContractModel,
  purchaseContractModel,
  salesOrderModel,
  couponModel,
  listingModel,
  receivableModel,
  invoiceModel,
]
