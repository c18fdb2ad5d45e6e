import { and, eq, ne } from 'drizzle-orm'
import { agentLifecycle } from '../../../machines/agent.ts'
import { Agent, Client } from '../db/schema/index.ts'
import { LOCKED_OUT_STATES, revokeAgentSessions } from '../services/sessions.ts'
import { assertAdministratorRemains } from '../services/administrators.ts'
import type { ResourceHooks } from '../resources/crud.ts'
import { clientServer } from './client.ts'
import { applyTransition, lifecycleHooks, type LifecycleServer } from './engine.ts'

export const agentServer: LifecycleServer = {
  lifecycle: agentLifecycle,
  table: Agent,
  effects: {
    async revokeSessions({ tx, row }) {
      await revokeAgentSessions(tx, row.Id)
    },
    /** The leaver's private customers go to the successor, or to the high seas; each change is on the customer's timeline. */
    async handOver({ tx, deps, row, event, auth, now }) {
      const successor = event.data.SuccessorId as number | undefined
      const owned = await tx
        .select({ Id: Client.Id, Version: Client.Version })
        .from(Client)
        .where(and(eq(Client.AgentId, row.Id), eq(Client.State, 'Private'), ne(Client.Status, -1)))
      for (const c of owned) {
        await applyTransition(
          deps,
          clientServer,
          successor
            ? { id: c.Id, event: 'transfer', data: { AgentId: successor }, auth, trusted: true }
            : { id: c.Id, event: 'release', data: { Reason: String(event.data.Reason || row.Name) }, auth, trusted: true },
          tx,
        )
      }
      return { LeaveTime: now }
    },
    rejoin: ({ now }) => ({ LeaveTime: 0, JoinTime: now }),
  },
  // Suspending or letting go of the last administrator would leave nobody to run the installation.
  async afterTransition({ tx, to }) {
    if (LOCKED_OUT_STATES.includes(to)) await assertAdministratorRemains(tx)
  },
}

export const withAgentLifecycle = (hooks: ResourceHooks): ResourceHooks => lifecycleHooks(agentServer, hooks)
