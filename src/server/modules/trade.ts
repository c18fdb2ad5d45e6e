import { TRADE_RESOURCES, TRADE_SERVERS } from '../lifecycle/trade.ts'
import type { ServerModule } from '../../kernel/server/module.ts'
import { TRADE_QUEUES } from '../../shared/lifecycle/queues.ts'

/** Product orders from the shops. */
export const tradeModule: ServerModule = {
  name: 'trade',
  dependsOn: ['warehouse'],
  resources: TRADE_RESOURCES,
  lifecycles: TRADE_SERVERS,
  queues: TRADE_QUEUES,
}
