import { agentResource, AGENT_GUARD_REASONS } from '../../shared/resources/hr.ts'
import { and, eq, ne, sql } from 'drizzle-orm'
import { agentLifecycle } from '../../../machines/agent.ts'
import { Agent, Client } from '../db/schema/index.ts'
import { LOCKED_OUT_STATES, revokeAgentSessions } from '../../kernel/server/services/sessions.ts'
import { assertAdministratorRemains } from '../../kernel/server/services/administrators.ts'
import type { ResourceHooks } from '../../kernel/server/resources/crud.ts'
import { clientServer } from './client.ts'
import { applyTransition, lifecycleHooks, type LifecycleServer } from '../../kernel/server/lifecycle/engine.ts'

export const agentServer: LifecycleServer = {
  lifecycle: agentLifecycle,
  table: Agent,
  def: agentResource,
  reasons: AGENT_GUARD_REASONS,
  effects: {
    async revokeSessions({ tx, row }) {
      await revokeAgentSessions(tx, row.Id)
    },
    /**
     * The leaver's private customers go to the successor, or to the high seas; each change is on the
     * customer's timeline. His suppliers go to the successor, and so do the customers and suppliers
     * he cooperated on (none: the link ends; nor where the successor owns them already).
     */
    async handOver({ tx, deps, row, event, auth, now }) {
      const successor = typeof event.data.SuccessorId === 'number' ? event.data.SuccessorId : undefined
      const owned = await tx
        .select({ Id: Client.Id, Version: Client.Version })
        .from(Client)
        .where(and(eq(Client.AgentId, row.Id), eq(Client.Kind, 1), eq(Client.State, 'Private'), ne(Client.Status, -1)))
      // Suppliers have no high seas: the successor takes them over; without one they stay for the supervisor to hand on.
      if (successor) {
        const [to] = await tx.select({ DepartmentId: Agent.DepartmentId }).from(Agent).where(eq(Agent.Id, successor))
        if (to)
          await tx
            .update(Client)
            .set({ AgentId: successor, DepartmentId: to.DepartmentId, UpdateTime: now })
            .where(and(eq(Client.AgentId, row.Id), eq(Client.Kind, 2), ne(Client.Status, -1)))
      }
      await tx
        .update(Client)
        .set({ CoAgentId: sql`case when ${Client.AgentId} = ${successor ?? 0} then 0 else ${successor ?? 0} end`, UpdateTime: now })
        .where(and(eq(Client.CoAgentId, row.Id), ne(Client.Status, -1)))
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
