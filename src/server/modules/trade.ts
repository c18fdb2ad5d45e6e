import { TRADE_RESOURCES, TRADE_SERVERS } from '../lifecycle/trade.ts'
import type { ServerModule } from '../../kernel/server/module.ts'
import { TRADE_QUEUES } from '../../shared/lifecycle/queues.ts'
import { TRADE_PERMISSIONS } from '../../shared/permissions.ts'

/** Product orders from the shops. */
export const tradeModule: ServerModule = {
  name: 'trade',
  dependsOn: ['warehouse'],
  permissions: TRADE_PERMISSIONS,
  resources: TRADE_RESOURCES,
  lifecycles: TRADE_SERVERS,
  queues: TRADE_QUEUES,
}
