import { agentServer } from '../lifecycle/agent.ts'
import type { ServerModule } from '../../kernel/server/module.ts'
import { HR_RESOURCES } from '../resources/hr.ts'
import { registerAccount } from '../../kernel/server/routes/account.ts'
import { registerAgentSession } from '../../kernel/server/routes/agent-session.ts'
import { registerAgent } from '../../kernel/server/routes/agent.ts'
import { registerSms } from '../../kernel/server/routes/sms.ts'
import { HR_PERMISSIONS } from '../../shared/permissions.ts'

/** Staff, roles and departments, sign-in and the member's own account; a leaving member's customers go back to the pool (crm). */
export const hrModule: ServerModule = {
  name: 'hr',
  dependsOn: ['crm'],
  permissions: HR_PERMISSIONS,
  resources: HR_RESOURCES,
  lifecycles: { Agent: agentServer },
  routes(app, deps) {
    registerAgentSession(app, deps)
    registerAgent(app, deps)
    registerAccount(app, deps)
    registerSms(app, deps)
  },
}
