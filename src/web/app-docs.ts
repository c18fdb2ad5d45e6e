import type { ResourceDef } from '../kernel/shared/resources/define.ts'
import type { ScreenAddress, WebDoc, WebQueue } from '../kernel/web/module.tsx'
import { agentLifecycle } from '../../machines/agent.ts'
import { clientLifecycle } from '../../machines/client.ts'
import { offeringOrderLifecycle, orderLifecycle } from '../../machines/order.ts'
import { declareLifecycle } from '../../machines/declare.ts'
import {
  declareArrivalLifecycle,
  declareDepartureLifecycle,
  declareLogisticsLifecycle,
  declareOrderLifecycle,
  declareReceiptLifecycle,
  declareWaybillLifecycle,
} from '../../machines/customs-docs.ts'
import { refundLifecycle } from '../../machines/refund.ts'
import { settlementLifecycle } from '../../machines/settlement.ts'
import { stationContractLifecycle } from '../../machines/station-contract.ts'
import { opportunityLifecycle } from '../../machines/opportunity.ts'
import { opportunityResource } from '../shared/resources/opportunity.ts'
import { purchaseContractLifecycle } from '../../machines/purchase-contract.ts'
import { salesOrderLifecycle } from '../../machines/sales-order.ts'
import { couponLifecycle } from '../../machines/coupon.ts'
import { listingLifecycle } from '../../machines/listing.ts'
import { receivableLifecycle } from '../../machines/receivable.ts'
import { invoiceLifecycle } from '../../machines/invoice.ts'
import { CRM_QUEUES, CUSTOMS_QUEUES, TRADE_QUEUES } from '../shared/lifecycle/queues.ts'
import { agentResource, departmentResource, roleResource, userResource } from '../shared/resources/hr.ts'
import { clientResource } from '../shared/resources/client.ts'
import { orderResource } from '../shared/resources/order.ts'
import { offeringOrderResource } from '../shared/resources/offering.ts'
import { couponResource } from '../shared/resources/discount.ts'
import { listingResource } from '../shared/resources/commerce.ts'
import { declareResource } from '../shared/resources/declare.ts'
import { stationContractResource } from '../shared/resources/attract.ts'
import { purchaseContractResource, salesOrderResource } from '../shared/resources/scm.ts'
import { refundResource, settlementResource } from '../shared/resources/finance.ts'
import { invoiceResource, receivableResource } from '../shared/resources/receivable.ts'
import { productResource } from '../shared/resources/product.ts'
import { shopResource } from '../shared/resources/system.ts'
import {
  declareArrivalResource,
  declareDepartureResource,
  declareLogisticsResource,
  declareOrderResource,
  declareReceiptResource,
  declareWaybillResource,
} from '../shared/resources/customs.ts'

/**
 * The lifecycle documents of the areas whose code still lives in the app's folders, with each
 * one's list screen (the resource definition's `route`, which a unit test holds this to).
 */
export const APP_AREA_DOCS: readonly WebDoc[] = [
  { lifecycle: clientLifecycle, def: clientResource, list: '/client/list' },
  { lifecycle: agentLifecycle, def: agentResource, list: '/user/agent' },
  { lifecycle: orderLifecycle, def: orderResource, list: '/product/order' },
  { lifecycle: offeringOrderLifecycle, def: offeringOrderResource, list: '/service/order' },
  { lifecycle: declareLifecycle, def: declareResource, list: '/exported/declare' },
  { lifecycle: declareOrderLifecycle, def: declareOrderResource, list: '/exported/order' },
  { lifecycle: declareReceiptLifecycle, def: declareReceiptResource, list: '/exported/receipt' },
  { lifecycle: declareLogisticsLifecycle, def: declareLogisticsResource, list: '/exported/logistics' },
  { lifecycle: declareArrivalLifecycle, def: declareArrivalResource, list: '/exported/arrival' },
  { lifecycle: declareDepartureLifecycle, def: declareDepartureResource, list: '/exported/departure' },
  { lifecycle: declareWaybillLifecycle, def: declareWaybillResource, list: '/exported/waybill' },
  { lifecycle: refundLifecycle, def: refundResource, list: '/exported/refund' },
  { lifecycle: settlementLifecycle, def: settlementResource, list: '/exported/settlement' },
  { lifecycle: stationContractLifecycle, def: stationContractResource, list: '/attract/contract' },
  { lifecycle: opportunityLifecycle, def: opportunityResource, list: '/client/opportunity' },
  { lifecycle: purchaseContractLifecycle, def: purchaseContractResource, list: '/scm/contract' },
  { lifecycle: salesOrderLifecycle, def: salesOrderResource, list: '/scm/order' },
  { lifecycle: couponLifecycle, def: couponResource, list: '/discount/coupon' },
  { lifecycle: listingLifecycle, def: listingResource, list: '/product/publish' },
  { lifecycle: receivableLifecycle, def: receivableResource, list: '/finance/income_list' },
  { lifecycle: invoiceLifecycle, def: invoiceResource, list: '/finance/invoice' },
]

const QUEUE_SCREENS = {
  'about-to-lose': '/client/about_to_lose',
  'orders-to-ship': '/product/to_ship',
  'to-post': '/exported/to_post',
  'awaiting-result': '/exported/awaiting_result',
  'refunds-to-approve': '/exported/refunds_to_approve',
  'refunds-to-pay': '/exported/refunds_to_pay',
  'settlements-to-approve': '/exported/settlements_to_approve',
  'settlements-outstanding': '/exported/settlements_outstanding',
} as const satisfies Record<(typeof CRM_QUEUES | typeof TRADE_QUEUES | typeof CUSTOMS_QUEUES)[number]['name'], ScreenAddress>

/** Those areas' work queues, in the order of the server's module list, with each one's screen. */
export const APP_AREA_QUEUES: readonly WebQueue[] = [...CRM_QUEUES, ...TRADE_QUEUES, ...CUSTOMS_QUEUES].map((q) => ({
  ...q,
  screen: QUEUE_SCREENS[q.name],
}))

/** What those areas' queued documents refer to besides each other (a reference the agent may not view is left out). */
export const APP_AREA_REFERENCED: readonly ResourceDef[] = [productResource, shopResource, roleResource, userResource, departmentResource]
