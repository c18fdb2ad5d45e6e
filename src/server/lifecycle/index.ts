import { clientResource } from '../../shared/resources/client.ts'
import { Client } from '../db/schema/index.ts'
import type { ResourceHooks } from '../resources/crud.ts'
import { agentServer } from './agent.ts'
import { clientHooks, clientServer } from './client.ts'
import type { LifecycleServer } from './engine.ts'
import { WAREHOUSE_RESOURCES, WAREHOUSE_SERVERS } from './warehouse.ts'
import { TRADE_RESOURCES, TRADE_SERVERS } from './trade.ts'
import { ATTRACT_RESOURCES, ATTRACT_SERVERS } from './attract.ts'
import { SCM_RESOURCES, SCM_SERVERS } from './scm.ts'
import { OFFERING_RESOURCES, OFFERING_SERVERS } from './offering.ts'
import { DISCOUNT_RESOURCES, DISCOUNT_SERVERS } from './coupon.ts'
import { LISTING_RESOURCES, LISTING_SERVERS } from './listing.ts'
import { FINANCE_RESOURCES, FINANCE_SERVERS } from './finance-docs.ts'

/** The lifecycle documents served by the generic router (Agent is served with the HR module). */
export const LIFECYCLE_RESOURCES = [
  { def: clientResource, table: Client, hooks: clientHooks as ResourceHooks },
  ...WAREHOUSE_RESOURCES,
  ...TRADE_RESOURCES,
  ...ATTRACT_RESOURCES,
  ...SCM_RESOURCES,
  ...OFFERING_RESOURCES,
  ...DISCOUNT_RESOURCES,
  ...LISTING_RESOURCES,
  ...FINANCE_RESOURCES,
] as const

/** Every lifecycle's server side, by document name: for the scheduler and the tests. */
export const LIFECYCLE_SERVERS: Readonly<Record<string, LifecycleServer>> = {
  Client: clientServer,
  Agent: agentServer,
  ...WAREHOUSE_SERVERS,
  ...TRADE_SERVERS,
  ...ATTRACT_SERVERS,
  ...SCM_SERVERS,
  ...OFFERING_SERVERS,
  ...DISCOUNT_SERVERS,
  ...LISTING_SERVERS,
  ...FINANCE_SERVERS,
}
