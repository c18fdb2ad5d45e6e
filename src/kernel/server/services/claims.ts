import { and, eq, getTableName, sql, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
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
  /**
   * `held`: the claim as the row's lock read it (`claimColumn`, `HELD`), so no statement of its own
   * is sent; without it the claim is read here.
   */
  async before(deps: Deps, tx: Tx, auth: AuthContext, doc: string, id: number, held?: Held | null) {
    const [claim] =
      held !== undefined
        ? [held ?? undefined]
        : await tx
            .select({ AgentId: QueueClaim.AgentId, LastTime: QueueClaim.LastTime, Name: Agent.Name })
            .from(QueueClaim)
            .leftJoin(Agent, eq(Agent.Id, QueueClaim.AgentId))
            .where(and(eq(QueueClaim.Doc, doc), eq(QueueClaim.DocId, id)))
    if (!claim || claim.AgentId === auth.agentId) return
    if (claim.LastTime < (await idleCutoff(deps, tx))) return
    throw new ApiError(409, QUEUE_MESSAGES.heldByTakeOver, { name: claim.Name ?? '' })
  },
  /**
   * What the event does to a claim, as a statement to run with the timeline's row (`claimAfter`
   * names its values): the claim ends once the document moves to another queue (or out of every
   * queue), else the holder's own event keeps it alive.
   */
  after(machine: AnyStateMachine, from: string, to: string): 'drop' | 'touch' {
    return queueOf(machine, from) !== queueOf(machine, to) ? 'drop' : 'touch'
  },
}

/** A document's claim as its lock reads it. */
export interface Held {
  AgentId: number
  LastTime: number
  Name: string | null
}

/** Where a locked row carries its claim (a symbol: no list, answer or copy of the row sees it). */
export const HELD = Symbol('held')

/**
 * The claim on a row of `table` as one JSON value (or null): a column of the row's lock. Every name
 * is written out in full (a single table's selection renders its columns bare).
 */
export function claimColumn(doc: string, table: PgTable): SQL<Held | null> {
  const c = (name: string) => sql`${sql.identifier('held_claim')}.${sql.identifier(name)}`
  const rowId = sql`${sql.identifier(getTableName(table))}.${sql.identifier('id')}`
  return sql<Held | null>`(select json_build_object('AgentId', ${c('agent_id')}, 'LastTime', ${c('last_time')},
    'Name', (select ${sql.identifier('held_agent')}.${sql.identifier('name')} from ${Agent} ${sql.identifier('held_agent')}
      where ${sql.identifier('held_agent')}.${sql.identifier('id')} = ${c('agent_id')}))
    from ${QueueClaim} ${sql.identifier('held_claim')} where ${c('doc')} = ${doc} and ${c('doc_id')} = ${rowId})`
}

/**
 * The claim's part of a transition's statement (a common table expression), with placeholders
 * `DocId`, `Doc`, `ClaimAgent` and `ClaimTime` (each after `prefix`).
 */
export function claimAfter(kind: 'drop' | 'touch', prefix = ''): SQL {
  const mark = (name: string) => sql.placeholder(prefix + name)
  const where = sql`${QueueClaim.Doc} = ${mark('Doc')} and ${QueueClaim.DocId} = ${mark('DocId')}`
  return kind === 'drop'
    ? sql`delete from ${QueueClaim} where ${where}`
    : sql`update ${QueueClaim} set ${sql.identifier('last_time')} = ${mark('ClaimTime')}
        where ${where} and ${QueueClaim.AgentId} = ${mark('ClaimAgent')}`
}
