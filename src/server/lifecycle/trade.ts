import { declareResource } from '../../shared/resources/declare.ts'
import { refundResource, settlementResource } from '../../shared/resources/finance.ts'
import { orderResource } from '../../shared/resources/order.ts'
import { Declare, Order, Refund, Settlement } from '../db/schema/index.ts'
import { resource } from '../../kernel/server/module.ts'
import { declareHooks, declareServer } from './declare.ts'
import type { LifecycleServer } from '../../kernel/server/lifecycle/engine.ts'
import { orderHooks, orderServer } from './order.ts'
import { refundHooks, refundServer } from './refund.ts'
import { settlementHooks, settlementServer } from './settlement.ts'
import { CUSTOMS_DOC_SERVERS, CUSTOMS_RESOURCES } from './customs-docs.ts'

/** Product orders. */
export const TRADE_RESOURCES = [resource(orderResource, Order, orderHooks)]
export const TRADE_SERVERS: Readonly<Record<string, LifecycleServer>> = { Order: orderServer }

/** Customs declarations, their message documents, and what released goods feed: the tax refund and the FX settlement. */
export const DECLARATION_RESOURCES = [
  resource(declareResource, Declare, declareHooks),
  resource(refundResource, Refund, refundHooks),
  resource(settlementResource, Settlement, settlementHooks),
  ...CUSTOMS_RESOURCES,
]
export const DECLARATION_SERVERS: Readonly<Record<string, LifecycleServer>> = {
  Declare: declareServer,
  Refund: refundServer,
  Settlement: settlementServer,
  ...CUSTOMS_DOC_SERVERS,
}
