import { declarePollJob } from '../jobs/declare-poll.ts'
import { DECLARATION_RESOURCES, DECLARATION_SERVERS } from '../lifecycle/trade.ts'
import type { ServerModule } from '../../kernel/server/module.ts'
import { CUSTOMS_QUEUES } from '../../shared/lifecycle/queues.ts'
import { CUSTOMS_PERMISSIONS } from '../../shared/permissions.ts'

/** Export declarations with their message documents and the gateway's answers; the tax refunds and FX settlements they feed. */
export const customsModule: ServerModule = {
  name: 'customs',
  dependsOn: ['trade'],
  permissions: CUSTOMS_PERMISSIONS,
  resources: DECLARATION_RESOURCES,
  lifecycles: DECLARATION_SERVERS,
  queues: CUSTOMS_QUEUES,
  jobs: [declarePollJob],
}
