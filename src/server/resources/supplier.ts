import { eq } from 'drizzle-orm'
import { SUPPLIER_MESSAGES } from '../../shared/resources/supplier.ts'
import { Agent, Client } from '../db/schema/index.ts'
import { badRequest } from '../../kernel/server/lib/errors.ts'
import { partyScope, syncPrimaryContact } from '../lifecycle/client.ts'
import type { ResourceHooks } from '../../kernel/server/resources/crud.ts'
import { refuseDuplicate } from './party-duplicates.ts'

/**
 * Suppliers (client rows of Kind 2, the generic router pins them) are seen by their owner's scope
 * and the colleague cooperating on them, and keep their primary contact as customers do. They have
 * no ownership lifecycle (no high seas): the author owns what he brings in, and a supervisor hands
 * a supplier on by changing its owner, whose department it then follows.
 */
export const supplierHooks: ResourceHooks = {
  scope: partyScope,
  // A customer reference may name a supplier too (its contacts and follow-ups); a supplier reference only a supplier.
  referable: eq(Client.Kind, 2),
  async beforeWrite(ctx) {
    const { tx, auth, values, current } = ctx
    await refuseDuplicate(ctx, 2, partyScope)
    const out = { ...values }
    const wanted = Number(out.AgentId ?? current?.AgentId ?? 0) || auth.agentId
    const before = current ? Number(current.AgentId) : auth.agentId
    if (wanted !== before && auth.scope === 'own')
      throw badRequest(SUPPLIER_MESSAGES.ownerBySupervisor, [{ Field: 'AgentId', message: SUPPLIER_MESSAGES.ownerBySupervisor }])
    out.AgentId = wanted
    if (!current || wanted !== before) {
      const [owner] = await tx.select({ DepartmentId: Agent.DepartmentId }).from(Agent).where(eq(Agent.Id, wanted))
      if (owner) out.DepartmentId = owner.DepartmentId
    }
    return out
  },
  afterWrite: syncPrimaryContact,
}
