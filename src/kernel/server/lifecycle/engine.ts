import { transaction } from '../db/transaction.ts'
import { wrote } from '../db/changes.ts'
import { and, asc, eq, getTableName, ne, sql, SQL } from 'drizzle-orm'
import { z } from '@hono/zod-openapi'
import {
  check,
  effectNames,
  isEditable,
  offeredEvents,
  type Actor,
  type DocContext,
  type DocEvent,
  type Lifecycle,
} from '../../../../machines/define.ts'
import { can } from '../../shared/permissions.ts'
import { LIFECYCLE_MESSAGES as LM } from '../../shared/lifecycle/messages.ts'
import { stateLabel } from '../../shared/resources/labels.ts'
import { M, type MessageDescriptor } from '../../shared/messages.ts'
import type { AuthContext, Deps } from '../env.ts'
import type { Db, Tx } from '../db/client.ts'
import { Statement, StatementCache } from '../db/statement.ts'
import { Agent, DocEvent as Timeline } from '../db/schema/index.ts'
import { ApiError, conflict, forbidden, notFound } from '../lib/errors.ts'
import { translate } from '../lib/i18n.ts'
import { validationError } from '../lib/validation.ts'
import { now } from '../lib/clock.ts'
import { claimAfter, claimGate, HELD, type Held } from '../services/claims.ts'
import { defineRoute, envelope, errorResponse, json, requireAuth } from '../routes/define.ts'
import type { CrudParts, ResourceHooks } from '../resources/crud.ts'
import { id, q, version } from '../../shared/schemas/fields.ts'
import { registerBulkTransition } from './bulk.ts'

export type { DocTable, Effect, EffectContext, LifecycleServer, Row } from '../contracts.ts'
import type { DocTable, LifecycleServer, Row } from '../contracts.ts'

/** Whether a row read from a document's table is one: a numeric Id and Version, and its State. */
export const isDocRow = (row: Record<string, unknown>): row is Row =>
  typeof row.Id === 'number' && typeof row.State === 'string' && typeof row.Version === 'number'

export const SYSTEM_ACTOR: Actor = { Id: 0, supervisor: true, system: true }

export function actorOf(auth: AuthContext | null): Actor {
  return auth ? { Id: auth.agentId, supervisor: auth.scope !== 'own' } : SYSTEM_ACTOR
}

function initialState(l: Lifecycle): string {
  return String(l.machine.config.initial)
}

async function contextOf(spec: LifecycleServer, from: Tx | Db, row: Row, actor: Actor, db: Db): Promise<DocContext> {
  const extra = spec.load ? await spec.load(from, row, actor, db) : {}
  return { record: row, lines: extra.lines ?? [], facts: extra.facts ?? {} }
}

/** Facts as message values (a list, `{shortLines}`, is joined when translated; its items may be labels). */
function reasonValues(spec: LifecycleServer, ctx: DocContext, state: string): Record<string, unknown> {
  return { ...ctx.facts, state: stateText(spec, state) }
}

/** An event that carries no data checks it against this (one schema, not one per request). */
const NO_DATA = z.object({})

/** A state's label from the document's definition, else its name. */
const stateText = (spec: LifecycleServer, state: string) => stateLabel(spec.def, state) ?? state

function refusal(spec: LifecycleServer, result: Exclude<ReturnType<typeof check>, { ok: true }>): MessageDescriptor {
  if (result.why === 'state') return LM.wrongState
  return spec.reasons[result.guard] ?? LM.guardFailed
}

export interface TransitionRequest {
  id: number
  event: string
  /** The Version the caller saw; omitted only by the scheduler. */
  version?: number
  data?: unknown
  /** The agent sending it; null for the scheduler (timed events, no permission or scope check). */
  auth: AuthContext | null
  /** The data scope the record must be in (the resource's scope for this agent), when it brings no `lock`. */
  scope?: SQL
  /**
   * A consequence of another accepted event (a leaving agent's customers): sent in the agent's
   * name, without its own permission check, as a supervisor would.
   */
  trusted?: boolean
  /** Locks the row, within the caller's scope, with its references' names (the resource's own lock, so the answer needs no re-read). */
  lock?: (tx: Tx, id: number) => Promise<Record<string, unknown> | undefined>
}

/**
 * One event on one record, all or nothing: lock the row, restore its state into the machine, check
 * the event there (guards see the record, its lines and facts), check permission, run the effects,
 * store the new state and Version, append the timeline row.
 */
export async function applyTransition(deps: Deps, spec: LifecycleServer, req: TransitionRequest, tx?: Tx): Promise<Row> {
  return (await runTransition(deps, spec, req, tx)).updated
}

/** applyTransition, answering the row as it was locked (with any names the lock joined) besides the stored one. */
export async function runTransition(
  deps: Deps,
  spec: LifecycleServer,
  req: TransitionRequest,
  tx?: Tx,
): Promise<{ before: Row; updated: Row }> {
  const run = async (tx: Tx) => {
    const { table, lifecycle } = spec
    const evSpec = lifecycle.events[req.event]
    if (!evSpec) throw new ApiError(400, LM.wrongState, { state: '' })
    if (req.auth && !req.trusted) {
      if (evSpec.timed) throw new ApiError(403, LM.timedOnly)
      if (!can(req.auth.access, evSpec.permission)) throw forbidden()
    }
    const [row] = req.lock
      ? [await req.lock(tx, req.id)]
      : await tx
          .select()
          .from(table)
          .where(and(eq(table.Id, req.id), ne(table.Status, -1), req.scope))
          .for('update')
          .limit(1)
    if (!row || !isDocRow(row)) throw notFound()
    if (req.version !== undefined && row.Version !== req.version) throw conflict()
    // A person's event on an item a colleague holds waits for it to be given back or taken over.
    const person = req.auth && !req.trusted ? req.auth : undefined
    if (person) await claimGate.before(deps, tx, person, lifecycle.doc, row.Id, HELD in row ? (row[HELD] as Held | null) : undefined)
    const parsed = (evSpec.data ?? NO_DATA).safeParse(req.data ?? {})
    if (!parsed.success) throw validationError(parsed.error)
    const actor = req.trusted ? { ...actorOf(req.auth), supervisor: true } : actorOf(req.auth)
    let event: DocEvent = { type: req.event, data: parsed.data, actor }
    const context = await contextOf(spec, tx, row, actor, deps.db)
    let result = check(lifecycle.machine, row.State, context, event)
    if (result.ok && spec.enrich) {
      event = { ...event, data: { ...event.data, ...(await spec.enrich({ tx, deps, row, context, event })) } }
      result = check(lifecycle.machine, row.State, context, event)
    }
    if (!result.ok) throw new ApiError(409, refusal(spec, result), reasonValues(spec, context, row.State))
    const t = now()
    const changes: Record<string, unknown> = {}
    for (const name of result.effects) {
      const effect = spec.effects?.[name]
      if (!effect) throw new Error(`${lifecycle.doc}: the machine names the effect ${name}, which has no handler`)
      const patch = await effect({ tx, deps, row, context, event, from: row.State, to: result.to, auth: req.auth, now: t })
      if (patch) Object.assign(changes, patch)
    }
    for (const follower of deps.registry?.followers.get(`${lifecycle.doc}.${req.event}`) ?? [])
      await follower.run({ tx, deps, row, context, event, from: row.State, to: result.to, auth: req.auth, now: t })
    const note = await spec.note?.({ tx, deps, row, context, event, from: row.State, to: result.to, auth: req.auth, now: t })
    // The new state, its timeline row and what a person's event does to the document's claim: one statement.
    const updated = await storeMove(
      deps.db,
      tx,
      table,
      { ...changes, State: result.to, ...(result.to !== row.State ? { StateTime: t } : {}), UpdateTime: t, UpdateAgent: actor.Id },
      row,
      person ? claimGate.after(lifecycle.machine, row.State, result.to) : 'none',
      {
        Doc: lifecycle.doc,
        DocId: row.Id,
        Event: req.event,
        From: row.State,
        To: result.to,
        AgentId: actor.Id,
        Data: note ? { ...event.data, ...note } : event.data,
        CreateTime: t,
        ...(person ? { ClaimAgent: person.agentId, ClaimTime: t } : {}),
      },
    )
    // (No row: it moved on since it was locked — an effect wrote it; the timeline row goes with the rollback.)
    if (!updated) throw conflict()
    await spec.afterTransition?.({ tx, deps, row, context, event, from: row.State, to: result.to, auth: req.auth, now: t, updated })
    return { before: row, updated }
  }
  // Inside a caller's transaction, the caller's commit is announced by the feed.
  return tx ? run(tx) : transaction(deps.db, run).finally(() => wrote(deps.db, spec.table))
}

// --- the statements every transition sends, built once per shape (db/statement.ts)

type Claim = 'none' | 'drop' | 'touch'
const moves = new WeakMap<DocTable, Map<string, Statement<Row>>>()
const timelineAlone = new StatementCache()

/**
 * The new state and the effects' changes stored with Version moved on, if the row still has the
 * Version it was locked with, together with the event's timeline row and (`drop` or `touch`) what
 * it does to the queue claim (services/claims.ts `claimAfter`): one statement, the timeline's and
 * the claim's parts common table expressions before the update. Answers the row as stored
 * (undefined when it had moved on; the caller's rollback then takes the timeline row back too).
 */
async function storeMove(
  db: Db,
  tx: Tx,
  table: DocTable,
  set: Record<string, unknown>,
  row: Row,
  claim: Claim,
  timeline: Record<string, unknown>,
): Promise<Row | undefined> {
  const values: Record<string, unknown> = {}
  let computed = false
  for (const k in set) {
    const v = set[k]
    if (v === undefined || k === 'Version') continue
    values[k] = v
    if (v instanceof SQL) computed = true
  }
  const marks: Record<string, unknown> = {}
  for (const k in timeline) marks[`t_${k}`] = timeline[k]
  // An effect's change computed by the database (an SQL expression) is part of the statement's shape: built here.
  if (computed) {
    const [updated] = await tx
      .update(table)
      .set({ ...values, Version: sql`${table.Version} + 1` })
      .where(and(eq(table.Id, row.Id), eq(table.Version, row.Version)))
      .returning()
    if (!updated || !isDocRow(updated)) return undefined
    await timelineAlone.get(claim, () => Statement.raw(db, 'timeline_add', withTimeline(db, claim))).run(tx, marks)
    return updated
  }
  const keys = Object.keys(values).sort()
  let byShape = moves.get(table)
  if (!byShape) moves.set(table, (byShape = new Map()))
  const key = `${claim} ${keys.join()}`
  let statement = byShape.get(key)
  if (!statement) {
    const placeholders = Object.fromEntries(keys.map((k) => [k, sql.placeholder(k)]))
    statement = new Statement<Row>(
      `move_${getTableName(table)}`,
      db
        .with(...timelineCtes(db, claim))
        .update(table)
        .set({ ...placeholders, Version: sql`${table.Version} + 1` })
        .where(and(eq(table.Id, sql.placeholder('_id')), eq(table.Version, sql.placeholder('_version'))))
        .returning(),
    )
    byShape.set(key, statement)
  }
  const [updated] = await statement.run(tx, { ...values, ...marks, _id: row.Id, _version: row.Version })
  return updated
}

/** The timeline row's insert (and the claim's change before it) as named parts of a statement; placeholders `t_Doc`, `t_DocId`, …. */
function timelineParts(db: Db, claim: Claim): [name: string, text: SQL][] {
  const insert = db.insert(Timeline).values({
    Doc: sql.placeholder('t_Doc'),
    DocId: sql.placeholder('t_DocId'),
    Event: sql.placeholder('t_Event'),
    From: sql.placeholder('t_From'),
    To: sql.placeholder('t_To'),
    AgentId: sql.placeholder('t_AgentId'),
    Data: sql.placeholder('t_Data'),
    CreateTime: sql.placeholder('t_CreateTime'),
  })
  const parts: [string, SQL][] = [['timeline', insert.getSQL()]]
  return claim === 'none' ? parts : [['claim', claimAfter(claim, 't_')], ...parts]
}

/** The same parts as common table expressions before an update the builder writes. */
const timelineCtes = (db: Db, claim: Claim) => timelineParts(db, claim).map(([name, text]) => db.$with(name, {}).as(text))

/** The same parts as a statement of their own (after an update built per request). */
const withTimeline = (db: Db, claim: Claim) =>
  sql`with ${sql.join(
    timelineParts(db, claim).map(([name, text]) => sql`${sql.identifier(name)} as (${text})`),
    sql`, `,
  )} select 1`

/** The events the record's state offers, each judged against the guards and the caller's permissions. */
export async function availableActions(db: Db, spec: LifecycleServer, row: Row, auth: AuthContext, lang: Parameters<typeof translate>[0]) {
  const actor = actorOf(auth)
  const context = await contextOf(spec, db, row, actor, db)
  return offeredEvents(spec.lifecycle, row.State).map((name) => {
    const evSpec = spec.lifecycle.events[name]!
    if (!can(auth.access, evSpec.permission)) return { Event: name, Allowed: false, Reason: translate(lang, M.forbidden) }
    const result = check(spec.lifecycle.machine, row.State, context, { type: name, data: {}, actor })
    return result.ok
      ? { Event: name, Allowed: true }
      : { Event: name, Allowed: false, Reason: translate(lang, refusal(spec, result), reasonValues(spec, context, row.State)) }
  })
}

/** A document's timeline, oldest first, with the names of the people who moved it. */
export function timelineOf(db: Db | Tx, doc: string, id: number) {
  return db
    .select({
      Id: Timeline.Id,
      Event: Timeline.Event,
      From: Timeline.From,
      To: Timeline.To,
      AgentId: Timeline.AgentId,
      AgentName: sql<string>`coalesce(${Agent.Name}, '')`,
      CreateTime: Timeline.CreateTime,
      Data: Timeline.Data,
    })
    .from(Timeline)
    .leftJoin(Agent, eq(Agent.Id, Timeline.AgentId))
    .where(and(eq(Timeline.Doc, doc), eq(Timeline.DocId, id)))
    .orderBy(asc(Timeline.Id))
}

const ActionRow = z.object({ Event: z.string(), Allowed: z.boolean(), Reason: z.string().optional() }).openapi('LifecycleAction')
const TimelineRow = z
  .object({
    Id: z.number().int(),
    Event: z.string(),
    From: z.string(),
    To: z.string(),
    AgentId: z.number().int(),
    AgentName: z.string(),
    CreateTime: z.number().int(),
    Data: z.record(z.string(), z.unknown()),
  })
  .openapi('TimelineRow')

/**
 * The generic router's hooks for a lifecycle document: a new record starts in the machine's
 * initial state with a `create` timeline row; edits are refused outside `editable` states; and
 * Actions, Transition and Timeline are added beside the CRUD routes.
 */
export function lifecycleHooks(spec: LifecycleServer, more: ResourceHooks = {}): ResourceHooks {
  const { lifecycle } = spec
  const missing = effectNames(lifecycle.machine).filter((n) => !spec.effects?.[n])
  if (missing.length) throw new Error(`${lifecycle.doc}: effects without a handler: ${missing.join(', ')}`)
  const doc = lifecycle.doc
  return {
    ...more,
    async beforeWrite(ctx) {
      const values = more.beforeWrite ? await more.beforeWrite(ctx) : ctx.values
      if (!ctx.current) return { ...values, State: initialState(lifecycle) }
      const state = String(ctx.current.State)
      if (!isEditable(lifecycle.machine, state)) throw new ApiError(409, LM.notEditable, { state: stateText(spec, state) })
      return values
    },
    // A document past its editable states is history (stock reserved, customs told): it stays.
    beforeDelete(tx, rows) {
      more.beforeDelete?.(tx, rows)
      const fixed = rows.find((r) => !isEditable(lifecycle.machine, String(r.State)))
      if (fixed) throw new ApiError(409, LM.notDeletable, { state: stateText(spec, String(fixed.State)) })
    },
    async afterWrite(ctx) {
      await more.afterWrite?.(ctx)
      if (ctx.current) return
      await spec.onCreate?.(ctx)
      await ctx.tx.insert(Timeline).values({
        Doc: doc,
        DocId: ctx.id,
        Event: 'create',
        From: '',
        To: initialState(lifecycle),
        AgentId: ctx.auth.agentId,
        Data: ctx.input,
      })
    },
    extend(app, deps, crud: CrudParts) {
      more.extend?.(app, deps, crud)
      const { db } = deps
      const view = [...crud.view]
      const visible = async (auth: AuthContext, id: number) => {
        const [row] = await db
          .select()
          .from(spec.table)
          .where(and(eq(spec.table.Id, id), ne(spec.table.Status, -1), crud.scoped(auth)))
          .limit(1)
        if (!row || !isDocRow(row)) throw notFound()
        return row
      }
      const IdQuery = z.object({ Id: q.id() })
      // One body per event, each with its own payload schema: the description says what each event carries.
      const [first, ...rest] = Object.entries(lifecycle.events).map(([event, spec]) =>
        z
          .object({ Id: id(), Event: z.literal(event), Version: version(), Data: (spec.data ?? z.object({})).optional() })
          .openapi(`${doc}Transition${event[0]!.toUpperCase()}${event.slice(1)}`),
      )
      if (!first) throw new Error(`${doc}: a lifecycle without events`)
      const TransitionBody = z.discriminatedUnion('Event', [first, ...rest]).openapi(`${doc}Transition`)

      app.openapi(
        defineRoute(deps, view, {
          method: 'get',
          path: `/Api/${doc}/Actions`,
          tags: [doc],
          summary: `The events the ${doc}'s state offers, each with whether the caller may send it now and why not`,
          request: { query: IdQuery },
          responses: { 200: json(envelope(z.array(ActionRow))), 404: errorResponse('No such record') },
        }),
        async (c) => {
          const auth = requireAuth(c)
          const row = await visible(auth, c.req.valid('query').Id)
          return c.json({ Result: true, Data: await availableActions(db, spec, row, auth, c.var.lang) }, 200)
        },
      )

      app.openapi(
        defineRoute(deps, view, {
          method: 'post',
          path: `/Api/${doc}/Transition`,
          tags: [doc],
          summary: `Send one event to a ${doc}: checked by its machine, effects and timeline in one transaction; refused → 409 and nothing changes`,
          request: {
            body: {
              content: {
                'application/json': {
                  schema: TransitionBody,
                },
              },
              required: true,
            },
          },
          responses: {
            200: json(envelope(z.looseObject({ Id: z.number().int(), State: z.string(), Version: z.number().int() }))),
            404: errorResponse('No such record'),
            409: errorResponse('Stale Version, or an event the state or its guards refuse'),
            ...(spec.enrich
              ? { 502: errorResponse('The outside service the event needs (the customs gateway) did not answer; nothing changed') }
              : {}),
          },
        }),
        async (c) => {
          const auth = requireAuth(c)
          const body = c.req.valid('json')
          const { before, updated } = await runTransition(deps, spec, {
            id: body.Id,
            event: body.Event,
            version: body.Version,
            data: body.Data,
            auth,
            lock: (tx, id) => crud.lockRow(tx, id, crud.scopeShape(auth), doc),
          })
          // The names the caller's own session knows (a claim makes the caller the owner).
          const known = {
            Agent: new Map([[auth.agentId, auth.agentName]]),
            Department: new Map([[auth.departmentId, auth.departmentName]]),
          }
          const data = await crud.answer(db, before, updated, known)
          if (!isDocRow(data)) throw new Error(`${doc}: a transition's answer without its Id, State or Version`)
          return c.json({ Result: true, Data: data, Message: translate(c.var.lang, LM.transitionDone) }, 200)
        },
      )

      registerBulkTransition(app, deps, spec, crud, view, runTransition)

      app.openapi(
        defineRoute(deps, view, {
          method: 'get',
          path: `/Api/${doc}/Timeline`,
          tags: [doc],
          summary: `The ${doc}'s timeline, oldest first: its creation and every accepted event`,
          request: { query: IdQuery },
          responses: { 200: json(envelope(z.array(TimelineRow))), 404: errorResponse('No such record') },
        }),
        async (c) => {
          const auth = requireAuth(c)
          const row = await visible(auth, c.req.valid('query').Id)
          return c.json({ Result: true, Data: await timelineOf(db, doc, row.Id) }, 200)
        },
      )
    },
  }
}
