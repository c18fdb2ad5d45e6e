import { and, asc, count, eq, getTableColumns, gte, inArray, ne, notInArray, sql, type SQL } from 'drizzle-orm'
import { alias, type PgColumn } from 'drizzle-orm/pg-core'
import { can, canAny } from '../../shared/permissions.ts'
import { QUEUE_MESSAGES } from '../../shared/lifecycle/messages.ts'
import { slaDefaults, slaKey, type QueueItem, type QueueSummary } from '../../shared/lifecycle/queues.ts'

export type { QueueItem, QueueSummary }
import type { AuthContext, Deps } from '../env.ts'
import { Agent, QueueClaim, QueueTakeover } from '../db/schema/index.ts'
import { transaction } from '../db/transaction.ts'
import { placeholders, RenderedByCaller, Statement, StatementCache } from '../db/statement.ts'
import { ApiError, forbidden, notFound } from '../lib/errors.ts'
import { now } from '../lib/clock.ts'
import { registryOf, type DocAccess } from '../registry.ts'
import type { NarrowedQueue } from '../contracts.ts'
import { offeredEvents } from '../../../../machines/define.ts'
import { countCap, rememberedNumberSettings } from './settings.ts'
import { idleCutoff } from './claims.ts'

/**
 * Work queues (API.md "Queues and reminders"): the documents whose state carries a queue's tag,
 * oldest first by the time they entered it, with who holds each; a worker claims an item before
 * working on it and two workers never hold the same one. The queue routes, the reminders, the
 * home cards and the boards all read the queues here.
 */

/** The documents that feed some queue (what Claim and Release may name). */
export const queuedDocs = (deps: Deps) => [
  ...new Set([...registryOf(deps).queues.values()].flatMap((q) => q.sources.map((s) => s.lifecycle.doc))),
]

const slaDefaultsOf = new WeakMap<object, Record<string, number>>()

/** Each queue's service level in minutes, by queue name (Setting `Queue.Sla.<queue>`, else its area's default). */
export async function queueSlaMinutes(deps: Deps): Promise<ReadonlyMap<string, number>> {
  const queues = registryOf(deps).queues
  let defaults = slaDefaultsOf.get(queues)
  if (!defaults) slaDefaultsOf.set(queues, (defaults = slaDefaults([...queues.values()].map((q) => q.def))))
  const set = await rememberedNumberSettings(deps.db, defaults)
  return new Map([...queues.keys()].map((q) => [q, set[slaKey(q)] ?? 0]))
}

/** The extra condition a queue puts on one document type (registry: the jobs' narrowings), if any. */
export async function narrowing(deps: Deps, queue: string, doc: string, t: number): Promise<NarrowedQueue | undefined> {
  const narrowed = await registryOf(deps).narrowings.get(`${queue}/${doc}`)?.(deps, t)
  return narrowed === undefined || 'where' in narrowed ? narrowed : { where: narrowed }
}

/** The ids of a document type's items under a live claim (by `agentId` when given), as a subquery. */
const held = (deps: Deps, doc: string, cutoff: number, agentId?: number) =>
  deps.db
    .select({ Id: QueueClaim.DocId })
    .from(QueueClaim)
    .where(
      and(eq(QueueClaim.Doc, doc), gte(QueueClaim.LastTime, cutoff), agentId !== undefined ? eq(QueueClaim.AgentId, agentId) : undefined),
    )

/** "Take the next item" tries this many of the oldest free items per look, and looks again this often when others won them all. */
const NEXT_BATCH = 10
const NEXT_ROUNDS = 3

/** Narrows a queue: by warehouse, by owner, to the items the caller holds (`Mine`), or to those nobody holds (`Free`). */
export interface QueueFilter {
  WarehouseId?: number
  AgentId?: number
  Mine?: boolean
  Free?: boolean
}

type ItemRow = {
  Id: unknown
  Title: string
  State: unknown
  Version: unknown
  EnterTime: number
  WarehouseId: unknown
  AgentId: unknown
  AgentName: string
  HolderId: number
  HolderName: string
  ClaimTime: number
  DueTime: number
  DueRule: string
}
type SummaryRow = { Count: number; Mine: number; Free: number; Late: number; First: number }

/**
 * The queues' statements by shape (the source, its filters, the caller's scope, the narrowing):
 * a queue, the reminders, the home cards and the boards are refreshed all day by every worker, and
 * building their SQL with drizzle was a third of a request's CPU. Each shape is built once, then
 * run as a named statement PostgreSQL plans once per connection.
 */
const itemStatements = new StatementCache<ItemRow>()
const renderedWhere = new RenderedByCaller()
const countStatements = new StatementCache<{ n: number }>()
const summaryStatements = new StatementCache<SummaryRow>()

/** The queued documents of one source the caller may see: its states, its data scope, the filters. */
function sourceQuery(
  deps: Deps,
  a: DocAccess,
  states: string[],
  auth: AuthContext,
  q: QueueFilter,
  cutoff: number,
  narrow?: NarrowedQueue,
) {
  const db = deps.db
  const table = a.spec.table
  const cols = getTableColumns(table) as Record<string, PgColumn>
  const def = a.spec.def
  const doc = a.spec.lifecycle.doc
  const render = () =>
    placeholders(
      db,
      and(
        inArray(table.State, states),
        ne(table.Status, -1),
        a.scoped(auth),
        q.WarehouseId !== undefined ? (cols.WarehouseId ? eq(cols.WarehouseId, q.WarehouseId) : sql`false`) : undefined,
        q.AgentId !== undefined ? (cols.AgentId ? eq(cols.AgentId, q.AgentId) : sql`false`) : undefined,
        q.Mine ? inArray(table.Id, held(deps, doc, cutoff, auth.agentId)) : undefined,
        q.Free ? notInArray(table.Id, held(deps, doc, cutoff)) : undefined,
        narrow?.where,
      )!,
      'w',
    )
  // The request's values become placeholders; what is left is the shape its statements are kept by.
  // Without a narrowing (it reads the clock) or a claim filter (the idle cutoff), the condition is
  // the caller's and the filters' alone: rendered once per session.
  const where =
    narrow || q.Mine || q.Free ? render() : renderedWhere.get(auth, `${doc} ${states.join()} ${q.WarehouseId} ${q.AgentId}`, render)
  // When an item entered the queue: its state's start, unless the narrowing counts from elsewhere.
  // A queue without a narrowing has nothing of the request in them: nothing to render.
  const fixed = (shape: SQL) => ({ key: '', shape, values: {} })
  const enter = narrow?.enter ? placeholders(db, sql`${narrow.enter}`, 'e') : fixed(sql`${cols.StateTime!}`)
  const due = narrow?.due ? placeholders(db, narrow.due, 'd') : fixed(sql`0`)
  const rule = narrow?.rule ? placeholders(db, narrow.rule, 'r') : fixed(sql`''`)
  const shape = [doc, where.key, enter.key, due.key, rule.key].join('\u0001')
  const values = { ...where.values, ...enter.values, ...due.values, ...rule.values, cutoff }
  const live = and(eq(QueueClaim.Doc, doc), eq(QueueClaim.DocId, table.Id), gte(QueueClaim.LastTime, sql.placeholder('cutoff')))
  return {
    rows: (limit: number) =>
      itemStatements
        .get(shape, () => {
          const owner = alias(Agent, 'owner')
          const holder = alias(Agent, 'holder')
          const zero = sql<number>`0`
          return new Statement<ItemRow>(
            `queue_${doc}`,
            db
              .select({
                Id: table.Id,
                Title: sql<string>`${cols[def.label]!}::text`,
                State: table.State,
                Version: table.Version,
                EnterTime: sql<number>`${enter.shape}`.mapWith(Number),
                WarehouseId: cols.WarehouseId ?? zero,
                AgentId: cols.AgentId ?? zero,
                AgentName: sql<string>`coalesce(${owner.Name}, '')`,
                HolderId: sql<number>`coalesce(${QueueClaim.AgentId}, 0)`.mapWith(Number),
                HolderName: sql<string>`coalesce(${holder.Name}, '')`,
                ClaimTime: sql<number>`coalesce(${QueueClaim.ClaimTime}, 0)`.mapWith(Number),
                DueTime: sql<number>`${due.shape}`.mapWith(Number),
                DueRule: sql<string>`${rule.shape}::text`,
              })
              .from(table)
              .leftJoin(owner, eq(owner.Id, cols.AgentId ?? zero))
              .leftJoin(QueueClaim, live)
              .leftJoin(holder, eq(holder.Id, QueueClaim.AgentId))
              .where(where.shape)
              .orderBy(asc(enter.shape), asc(table.Id))
              .limit(sql.placeholder('limit')),
          )
        })
        .run(db, { ...values, limit }),
    /** How many items, counted up to `cap + 1` (a list's total is exact only up to the cap). */
    count: async (cap: number) => {
      const statement = countStatements.get(shape, () => {
        const limited = db
          .select({ one: sql`1` })
          .from(table)
          .where(where.shape)
          .limit(sql.placeholder('upTo'))
          .as('limited')
        return new Statement<{ n: number }>(`queue_count_${doc}`, db.select({ n: count() }).from(limited))
      })
      return (await statement.run(db, { ...values, upTo: cap + 1 }))[0]?.n ?? 0
    },
    /** Counts for the summary: all, held by the caller, free (unheld or lapsed), waiting since before `lateBefore`. */
    summary: (lateBefore: number) =>
      summaryStatements
        .get(shape, () => {
          const enterTime = sql`${enter.shape}`
          return new Statement<SummaryRow>(
            `queue_summary_${doc}`,
            db
              .select({
                Count: count(),
                Mine: sql<number>`count(*) filter (where ${QueueClaim.AgentId} = ${sql.placeholder('me')})`.mapWith(Number),
                Free: sql<number>`count(*) filter (where ${QueueClaim.Id} is null)`.mapWith(Number),
                Late: sql<number>`count(*) filter (where ${enterTime} < ${sql.placeholder('lateBefore')})`.mapWith(Number),
                First: sql<number>`coalesce(min(${enterTime}), 0)`.mapWith(Number),
              })
              .from(table)
              .leftJoin(QueueClaim, live)
              .where(where.shape),
          )
        })
        .run(db, { ...values, me: auth.agentId, lateBefore }),
  }
}

/**
 * Whether the caller works a document's items in these states: with its `update` key, or with the
 * key of an event those states offer (the operations supervisor approves the refunds of her queue
 * with `finance:update`, not the customs clerks' `declare:update`).
 */
function works(auth: AuthContext, a: DocAccess, states: readonly string[]) {
  if (can(auth.access, a.key('update'))) return true
  const l = a.spec.lifecycle
  return states.some((s) => offeredEvents(l, s).some((e) => can(auth.access, l.events[e]!.permission)))
}

/** The queues the caller may see and the documents feeding each (`works` also needed to work them). */
function sourcesFor(deps: Deps, auth: AuthContext, queue: string) {
  const registry = registryOf(deps)
  return (registry.queues.get(queue)?.sources ?? []).flatMap((s) => {
    const a = registry.docs.get(s.lifecycle.doc)
    return a && canAny(auth.access, a.view) ? [{ a, states: s.states }] : []
  })
}

/**
 * Every queue the caller can see, with how many items wait, how many the caller holds, how many
 * are free, how many are past the queue's service level, and the oldest item's age (seconds).
 * The "my work" page and the reminders read it.
 */
export async function queueSummary(deps: Deps, auth: AuthContext, only?: readonly string[]): Promise<QueueSummary[]> {
  const [cutoff, sla] = await Promise.all([idleCutoff(deps), queueSlaMinutes(deps)])
  const t = now()
  const out: QueueSummary[] = []
  for (const queue of only ?? registryOf(deps).queues.keys()) {
    const sources = sourcesFor(deps, auth, queue)
    const minutes = sla.get(queue)
    if (!sources.length || minutes === undefined) continue
    const parts = await Promise.all(
      sources.map(async ({ a, states }) => {
        const narrow = await narrowing(deps, queue, a.spec.lifecycle.doc, t)
        const [row] = await sourceQuery(deps, a, states, auth, {}, cutoff, narrow).summary(t - minutes * 60)
        return row
      }),
    )
    const firsts = parts.map((p) => p?.First ?? 0).filter((x) => x > 0)
    out.push({
      Queue: queue,
      Count: parts.reduce((n, p) => n + Number(p?.Count ?? 0), 0),
      Mine: parts.reduce((n, p) => n + (p?.Mine ?? 0), 0),
      Free: parts.reduce((n, p) => n + (p?.Free ?? 0), 0),
      Late: parts.reduce((n, p) => n + (p?.Late ?? 0), 0),
      Oldest: firsts.length ? t - Math.min(...firsts) : 0,
      SlaMinutes: minutes,
    })
  }
  return out
}

/** One page of a queue's items the caller may see, oldest first, and how many there are in all. */
export async function queueItems(deps: Deps, auth: AuthContext, q: QueueFilter & { Queue: string; Index: number; Size: number }) {
  const [cutoff, sla] = await Promise.all([idleCutoff(deps), queueSlaMinutes(deps)])
  const minutes = sla.get(q.Queue) ?? 0
  const t = now()
  const parts = await Promise.all(
    sourcesFor(deps, auth, q.Queue).map(async ({ a, states }) => {
      const doc = a.spec.lifecycle.doc
      return { doc, query: sourceQuery(deps, a, states, auth, q, cutoff, await narrowing(deps, q.Queue, doc, t)) }
    }),
  )
  // Each source is paged in the database up to this page's end; the merge keeps the oldest first.
  const end = q.Index * q.Size
  const rows = await Promise.all(
    parts.map(async (p) => (await p.query.rows(end)).map((r) => ({ Doc: p.doc, ...r, Age: t - Number(r.EnterTime), SlaMinutes: minutes }))),
  )
  // A source that answered fewer rows than asked has told its total; the others are counted up to the cap.
  const cap = await countCap(deps.db)
  const counts = await Promise.all(parts.map((p, i) => (rows[i]!.length < end ? rows[i]!.length : p.query.count(cap))))
  const merged = rows
    .flat()
    .sort((x, y) => Number(x.EnterTime) - Number(y.EnterTime) || Number(x.Id) - Number(y.Id))
    .slice((q.Index - 1) * q.Size, end)
  const total = counts.reduce((n, x) => n + x, 0)
  return { Data: merged as QueueItem[], ...(total > cap ? { Count: cap, Capped: true } : { Count: total }) }
}

/**
 * One statement decides: a free or lapsed item becomes the caller's, their own claim is refreshed
 * (unless `onlyFree`: then a claim of theirs counts as taken), anyone else's stands. True when the
 * caller now holds the item.
 */
async function take(deps: Deps, auth: AuthContext, doc: string, id: number, t: number, cutoff: number, onlyFree = false) {
  const [mine] = await deps.db
    .insert(QueueClaim)
    .values({ Doc: doc, DocId: id, AgentId: auth.agentId, ClaimTime: t, LastTime: t })
    .onConflictDoUpdate({
      target: [QueueClaim.Doc, QueueClaim.DocId],
      set: {
        AgentId: auth.agentId,
        LastTime: t,
        ClaimTime: sql`case when ${QueueClaim.AgentId} = ${auth.agentId} then ${QueueClaim.ClaimTime} else ${t} end`,
      },
      setWhere: onlyFree
        ? sql`${QueueClaim.LastTime} < ${cutoff}`
        : sql`${QueueClaim.AgentId} = ${auth.agentId} or ${QueueClaim.LastTime} < ${cutoff}`,
    })
    .returning({ AgentId: QueueClaim.AgentId })
  return !!mine
}

/** The item, visible to the caller and waiting in a queue, else 404 / 403 / 409. */
async function queuedItem(deps: Deps, auth: AuthContext, doc: string, id: number) {
  const a = registryOf(deps).docs.get(doc)
  if (!a) throw notFound()
  if (!works(auth, a, a.spec.lifecycle.steps)) throw forbidden()
  const table = a.spec.table
  const [row] = await deps.db
    .select({ State: table.State })
    .from(table)
    .where(and(eq(table.Id, id), ne(table.Status, -1), a.scoped(auth)))
  if (!row) throw notFound()
  if (!works(auth, a, [String(row.State)])) throw forbidden()
  const queues = [...registryOf(deps).queues.values()].filter((q) =>
    q.sources.some((s) => s.lifecycle.doc === doc && s.states.includes(String(row.State))),
  )
  if (!queues.length) throw new ApiError(409, QUEUE_MESSAGES.notQueued)
  if (queues.every((q) => q.def.claimed === false)) throw new ApiError(409, QUEUE_MESSAGES.notClaimed)
  return a
}

/** Claims an item for the caller; 409 naming the holder while someone else holds it. */
export async function claimItem(deps: Deps, auth: AuthContext, doc: string, id: number) {
  await queuedItem(deps, auth, doc, id)
  if (await take(deps, auth, doc, id, now(), await idleCutoff(deps))) return
  const [holder] = await deps.db
    .select({ Name: Agent.Name })
    .from(QueueClaim)
    .innerJoin(Agent, eq(Agent.Id, QueueClaim.AgentId))
    .where(and(eq(QueueClaim.Doc, doc), eq(QueueClaim.DocId, id)))
  throw new ApiError(409, QUEUE_MESSAGES.heldBy, { name: holder?.Name ?? '' })
}

/**
 * Takes the oldest free item of a queue (of one warehouse) the caller may work on, or null when none
 * is free. A queue whose items are not claimed answers its oldest (most urgent) item as it is.
 */
export async function nextItem(deps: Deps, auth: AuthContext, queue: string, warehouseId?: number): Promise<QueueItem | null> {
  // Only the documents the caller may work on (Claim's rule), not merely see.
  const sources = sourcesFor(deps, auth, queue).filter(({ a, states }) => works(auth, a, states))
  const sla = (await queueSlaMinutes(deps)).get(queue) ?? 0
  if (registryOf(deps).queues.get(queue)?.def.claimed === false) {
    const { Data } = await queueItems(deps, auth, { Queue: queue, WarehouseId: warehouseId, Index: 1, Size: 1 })
    return Data[0] ?? null
  }
  for (let round = 0; round < NEXT_ROUNDS; round++) {
    const [cutoff, t] = [await idleCutoff(deps), now()]
    const found = await Promise.all(
      sources.map(async ({ a, states }) => {
        const doc = a.spec.lifecycle.doc
        const rows = await sourceQuery(
          deps,
          a,
          states,
          auth,
          { WarehouseId: warehouseId, Free: true },
          cutoff,
          await narrowing(deps, queue, doc, t),
        ).rows(NEXT_BATCH)
        return rows.map((r) => ({ Doc: doc, ...r }))
      }),
    )
    const candidates = found
      .flat()
      .sort((x, y) => Number(x.EnterTime) - Number(y.EnterTime) || Number(x.Id) - Number(y.Id))
      .slice(0, NEXT_BATCH)
    if (!candidates.length) break
    for (const item of candidates) {
      // Another worker (or another tab of the caller's) may win this one between the look and the claim: then the next in line.
      if (!(await take(deps, auth, item.Doc, Number(item.Id), t, cutoff, true))) continue
      const [me] = await deps.db.select({ Name: Agent.Name }).from(Agent).where(eq(Agent.Id, auth.agentId))
      return {
        ...item,
        Age: t - Number(item.EnterTime),
        SlaMinutes: sla,
        HolderId: auth.agentId,
        HolderName: me?.Name ?? '',
        ClaimTime: t,
      } as QueueItem
    }
  }
  return null
}

/**
 * Takes over an item a colleague holds (their claim still live): it becomes the caller's, and the
 * takeover is recorded, so the former holder's reminders tell them. 409 when nobody else holds it
 * (claim it instead). Answers the former holder's name.
 */
export async function takeOverItem(deps: Deps, auth: AuthContext, doc: string, id: number): Promise<string> {
  await queuedItem(deps, auth, doc, id)
  return transaction(deps.db, async (tx) => {
    const cutoff = await idleCutoff(deps, tx)
    const [claim] = await tx
      .select({ Id: QueueClaim.Id, AgentId: QueueClaim.AgentId, LastTime: QueueClaim.LastTime, Name: Agent.Name })
      .from(QueueClaim)
      .leftJoin(Agent, eq(Agent.Id, QueueClaim.AgentId))
      .where(and(eq(QueueClaim.Doc, doc), eq(QueueClaim.DocId, id)))
      .for('update', { of: QueueClaim })
    if (!claim || claim.AgentId === auth.agentId || claim.LastTime < cutoff) throw new ApiError(409, QUEUE_MESSAGES.notHeld)
    const t = now()
    await tx.update(QueueClaim).set({ AgentId: auth.agentId, ClaimTime: t, LastTime: t }).where(eq(QueueClaim.Id, claim.Id))
    await tx.insert(QueueTakeover).values({ Doc: doc, DocId: id, FromAgentId: claim.AgentId, ToAgentId: auth.agentId, CreateTime: t })
    return claim.Name ?? ''
  })
}

/** Gives an item back (a supervisor may free another's); 404 when the caller held nothing to give. */
export async function releaseItem(deps: Deps, auth: AuthContext, doc: string, id: number) {
  const a = registryOf(deps).docs.get(doc)
  if (!a || !works(auth, a, a.spec.lifecycle.steps)) throw forbidden()
  const supervisor = auth.scope !== 'own'
  const rows = await deps.db
    .delete(QueueClaim)
    .where(and(eq(QueueClaim.Doc, doc), eq(QueueClaim.DocId, id), supervisor ? undefined : eq(QueueClaim.AgentId, auth.agentId)))
    .returning({ Id: QueueClaim.Id })
  if (!rows.length) throw notFound()
}
