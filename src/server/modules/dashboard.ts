import type { ServerModule } from '../../kernel/server/module.ts'
import { registerCharts } from '../routes/charts.ts'
import { registerHome } from '../routes/home.ts'
import { DASHBOARD_PERMISSIONS } from '../../shared/permissions.ts'

/** The home page's cards and trends and the operation and achievement charts, read across the areas. */
export const dashboardModule: ServerModule = {
  name: 'dashboard',
  dependsOn: ['crm', 'trade', 'warehouse', 'finance'],
  permissions: DASHBOARD_PERMISSIONS,
  routes(app, deps) {
    registerHome(app, deps)
    registerCharts(app, deps)
  },
}
