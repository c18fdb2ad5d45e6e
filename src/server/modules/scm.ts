import { completeOrdersOnShip, SCM_RESOURCES, SCM_SERVERS } from '../lifecycle/scm.ts'
import type { ServerModule } from '../../kernel/server/module.ts'
import { replenishJob, replenishReminders } from '../services/replenish.ts'
import { SCM_PERMISSIONS } from '../../shared/permissions.ts'

/** Supply chain: suppliers, purchase contracts and sales orders (their goods go through the warehouse). */
export const scmModule: ServerModule = {
  name: 'scm',
  dependsOn: ['crm', 'warehouse'],
  permissions: SCM_PERMISSIONS,
  resources: SCM_RESOURCES,
  lifecycles: SCM_SERVERS,
  followers: [completeOrdersOnShip],
  jobs: [replenishJob],
  reminders: [replenishReminders],
}
