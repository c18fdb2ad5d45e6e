import { FINANCE_RESOURCES, FINANCE_SERVERS } from '../lifecycle/finance-docs.ts'
import type { ServerModule } from '../../kernel/server/module.ts'
import { seedDemoCommissions } from '../db/seed/demo-commission.ts'
import { registerCommission } from '../routes/commission.ts'
import { registerFinance } from '../routes/finance.ts'
import { FINANCE_PERMISSIONS } from '../../shared/permissions.ts'

/** Receivables and invoices, achievements and commissions. */
export const financeModule: ServerModule = {
  name: 'finance',
  dependsOn: ['crm', 'trade', 'offerings', 'scm'],
  permissions: FINANCE_PERMISSIONS,
  resources: FINANCE_RESOURCES,
  lifecycles: FINANCE_SERVERS,
  routes(app, deps) {
    registerFinance(app, deps)
    registerCommission(app, deps)
  },
  demo: (tx, { mobiles, app }) => seedDemoCommissions(tx, mobiles, app),
}
