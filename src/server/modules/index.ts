import { assembleModules, type ServerModule } from '../../kernel/server/module.ts'
import type { Job } from '../../kernel/server/contracts.ts'
import type { Lifecycle } from '../../../machines/define.ts'
import { KERNEL_JOBS } from '../../kernel/server/jobs/kernel-jobs.ts'
import { installPermissions } from '../../kernel/shared/permissions.ts'
import { installQueues } from '../../kernel/shared/lifecycle/queues.ts'
import { installBuiltinTexts } from '../../kernel/shared/builtin-texts.ts'
import { BUILTIN_TEXTS } from '../../shared/builtin-texts.ts'
import { systemModule } from './system.ts'
import { crmModule } from './crm.ts'
import { hrModule } from './hr.ts'
import { warehouseModule } from '../../modules/warehouse/manifest.ts'
import { tradeModule } from './trade.ts'
import { customsModule } from './customs.ts'
import { scmModule } from './scm.ts'
import { offeringsModule } from './offerings.ts'
import { commerceModule } from './commerce.ts'
import { financeModule } from './finance.ts'
import { mediaModule } from './media.ts'
import { examsModule } from './exams.ts'
import { chatModule } from './chat.ts'
import { transferModule } from './transfer.ts'
import { dashboardModule } from './dashboard.ts'

/**
 * The app's one list of business areas, in dependency order: the server's registry, CRUD routes,
 * lifecycle servers, queue narrowings, jobs and area routes all come from it. Adding an area is
 * its module plus one line here (docs/ARCHITECTURE.md).
 */
export const SERVER_MODULES: readonly ServerModule[] = [
  systemModule,
  crmModule,
  hrModule,
  warehouseModule,
  tradeModule,
  customsModule,
  scmModule,
  offeringsModule,
  commerceModule,
  financeModule,
  mediaModule,
  examsModule,
  chatModule,
  transferModule,
  dashboardModule,
]

/** The modules put together once (module.ts `assembleModules`), their permission table and queues installed. */
export const APP_MODULES = assembleModules(SERVER_MODULES)
installPermissions(APP_MODULES.permissions)
installQueues(APP_MODULES.queues)
installBuiltinTexts(BUILTIN_TEXTS)
/** Every resource the generic CRUD router serves, from the modules. */
export const RESOURCES = APP_MODULES.resources
/** Every lifecycle's server side, by document name, from the modules. */
export const LIFECYCLE_SERVERS = APP_MODULES.lifecycles
/** Every lifecycle machine, by document name, from the modules (their machines live in machines/). */
export const LIFECYCLE_BY_DOC: Readonly<Record<string, Lifecycle>> = Object.fromEntries(
  Object.entries(LIFECYCLE_SERVERS).map(([doc, s]) => [doc, s.lifecycle]),
)
/** Every lifecycle machine, in module order. */
export const LIFECYCLES: readonly Lifecycle[] = Object.values(LIFECYCLE_BY_DOC)
export { KERNEL_JOBS }
/** Every scheduled job the server runs (and an administrator may run on demand). */
export const APP_JOBS: readonly Job[] = [...APP_MODULES.jobs, ...KERNEL_JOBS]
