import { and, eq } from 'drizzle-orm'
import type { AnyStateMachine } from 'xstate'
import { queueOf } from '../../../../machines/define.ts'
import { QUEUE_MESSAGES } from '../../shared/lifecycle/messages.ts'
import type { AuthContext, Deps } from '../env.ts'
import type { Tx } from '../db/client.ts'
import { Agent, QueueClaim } from '../db/schema/index.ts'
import { ApiError } from '../lib/errors.ts'
import { now } from '../lib/clock.ts'
import { rememberedNumberSettings } from './settings.ts'

/** A claim nobody has touched for this long lapses (Setting `Queue.ClaimIdleMinutes`). */
export const CLAIM_DEFAULTS = { 'Queue.ClaimIdleMinutes': 30 }

/** The time before which a claim's last touch means it has lapsed. */
export const idleCutoff = async (deps: Deps, reader?: Tx) =>
  now() - (await rememberedNumberSettings(deps.db, CLAIM_DEFAULTS, reader))['Queue.ClaimIdleMinutes'] * 60

/**
 * What a claim means to a lifecycle event (the engine asks before and after each one sent by a
 * person): an item someone else holds is theirs until they give it back, it lapses, or the caller
 * takes it over (`Queue/TakeOver`), so the event is refused naming the holder. The holder's own
 * event keeps the claim alive; once the document moves to another queue (or out of every queue)
 * the claim ends with the work it was for.
 */
export const claimGate = {
  async before(deps: Deps, tx: Tx, auth: AuthContext, doc: string, id: number) {
    const [claim] = await tx
      .select({ AgentId: QueueClaim.AgentId, LastTime: QueueClaim.LastTime, Name: Agent.Name })
      .from(QueueClaim)
      .leftJoin(Agent, eq(Agent.Id, QueueClaim.AgentId))
      .where(and(eq(QueueClaim.Doc, doc), eq(QueueClaim.DocId, id)))
    if (!claim || claim.AgentId === auth.agentId) return
    if (claim.LastTime < (await idleCutoff(deps, tx))) return
    throw new ApiError(409, QUEUE_MESSAGES.heldByTakeOver, { name: claim.Name ?? '' })
  },
  async after(tx: Tx, machine: AnyStateMachine, auth: AuthContext, doc: string, id: number, from: string, to: string) {
    const where = and(eq(QueueClaim.Doc, doc), eq(QueueClaim.DocId, id))
    if (queueOf(machine, from) !== queueOf(machine, to)) await tx.delete(QueueClaim).where(where)
    else
      await tx
        .update(QueueClaim)
        .set({ LastTime: now() })
        .where(and(where, eq(QueueClaim.AgentId, auth.agentId)))
  },
}
