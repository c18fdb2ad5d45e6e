import { and, eq, inArray, lt, ne, notExists, notInArray, sql } from 'drizzle-orm'
import { QueueClaim } from '../db/schema/index.ts'
import { registryOf } from '../registry.ts'
import { CLAIM_DEFAULTS } from '../services/claims.ts'
import { numberSettings } from '../services/settings.ts'
import type { Deps } from '../env.ts'
import type { Job } from './job.ts'

/** The queued states of each document type (a claim on a document in any other state holds nothing). */
function queuedStates(deps: Deps): Map<string, string[]> {
  const out = new Map<string, string[]>()
  for (const q of registryOf(deps).queues.values())
    for (const s of q.sources) out.set(s.lifecycle.doc, [...(out.get(s.lifecycle.doc) ?? []), ...s.states])
  return out
}

/**
 * Clears the queue claims that hold nothing any more: idle longer than `Queue.ClaimIdleMinutes`
 * (the queue already treats them as free), or on a document that has left its queue (moved on,
 * deleted) or was never a queued kind of document.
 */
export const claimExpiry: Job = {
  name: 'claim-expiry',
  defaultMinutes: 10,
  async run({ deps, now }) {
    const minutes = (await numberSettings(deps.db, CLAIM_DEFAULTS))['Queue.ClaimIdleMinutes']
    const lapsed = await deps.db
      .delete(QueueClaim)
      .where(lt(QueueClaim.LastTime, now - Math.round(minutes * 60)))
      .returning({ Id: QueueClaim.Id })
    const states = queuedStates(deps)
    let left = 0
    for (const [doc, list] of states) {
      const table = registryOf(deps).docs.get(doc)?.spec.table
      if (!table) continue
      const queued = deps.db
        .select({ x: sql`1` })
        .from(table)
        .where(and(eq(table.Id, QueueClaim.DocId), inArray(table.State, list), ne(table.Status, -1)))
      left += (
        await deps.db
          .delete(QueueClaim)
          .where(and(eq(QueueClaim.Doc, doc), notExists(queued)))
          .returning({ Id: QueueClaim.Id })
      ).length
    }
    left += (
      await deps.db
        .delete(QueueClaim)
        .where(notInArray(QueueClaim.Doc, [...states.keys()]))
        .returning({ Id: QueueClaim.Id })
    ).length
    return { moved: lapsed.length + left, message: lapsed.length + left ? `${lapsed.length} idle, ${left} no longer queued` : '' }
  },
}
