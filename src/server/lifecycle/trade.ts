import { declareResource } from '../../shared/resources/declare.ts'
import { refundResource, settlementResource } from '../../shared/resources/finance.ts'
import { orderResource } from '../../shared/resources/order.ts'
import { Declare, Order, Refund, Settlement } from '../db/schema/index.ts'
import type { ResourceHooks } from '../resources/crud.ts'
import { declareHooks, declareServer } from './declare.ts'
import type { LifecycleServer } from './engine.ts'
import { orderHooks, orderServer } from './order.ts'
import { refundHooks, refundServer } from './refund.ts'
import { settlementHooks, settlementServer } from './settlement.ts'
import { CUSTOMS_DOC_SERVERS, CUSTOMS_RESOURCES } from './customs-docs.ts'

/** Product orders, customs declarations and what released goods feed: the tax refund and the FX settlement. */
export const TRADE_RESOURCES = [
  { def: orderResource, table: Order, hooks: orderHooks as ResourceHooks },
  { def: declareResource, table: Declare, hooks: declareHooks as ResourceHooks },
  { def: refundResource, table: Refund, hooks: refundHooks as ResourceHooks },
  { def: settlementResource, table: Settlement, hooks: settlementHooks as ResourceHooks },
  ...CUSTOMS_RESOURCES,
] as const

export const TRADE_SERVERS: Readonly<Record<string, LifecycleServer>> = {
  Order: orderServer,
  Declare: declareServer,
  Refund: refundServer,
  Settlement: settlementServer,
  ...CUSTOMS_DOC_SERVERS,
}
