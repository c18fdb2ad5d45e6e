import { WAREHOUSE_RESOURCES, WAREHOUSE_SERVERS } from './server/resources.ts'
import type { ServerModule } from '../../kernel/server/module.ts'
import { WAREHOUSE_QUEUES } from './shared/queues.ts'
import { WAREHOUSE_PERMISSIONS } from './shared/permissions.ts'
import { registerLabels } from './server/labels.ts'
import { registerQuarantine } from './server/quarantine.ts'
import { registerValuation } from './server/valuation.ts'
import { expiryReminders } from './server/expiry.ts'

/** The overseas warehouses: places, stock and its ledger, and the entry, delivery, stocktake and ownership documents. */
export const warehouseModule: ServerModule = {
  name: 'warehouse',
  permissions: WAREHOUSE_PERMISSIONS,
  resources: WAREHOUSE_RESOURCES,
  lifecycles: WAREHOUSE_SERVERS,
  queues: WAREHOUSE_QUEUES,
  reminders: [expiryReminders],
  routes: (app, deps) => {
    registerLabels(app, deps)
    registerQuarantine(app, deps)
    registerValuation(app, deps)
  },
}
