import { and, count, eq, getTableColumns, ne, or, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { z } from '@hono/zod-openapi'
import { isFinal, queueOf, stateNames, type Lifecycle } from '../../../../machines/define.ts'
import { canAny } from '../../shared/permissions.ts'
import type { BoardState, BoardSummary } from '../../shared/schemas/board.ts'
import type { AuthContext, Deps } from '../env.ts'
import { forbidden } from '../lib/errors.ts'
import { registryOf, type DocAccess } from '../registry.ts'
import { now } from '../lib/clock.ts'
import { defineRoute, envelope, errorResponse, json, requireAuth, type Router } from './define.ts'
import { narrowing, queueSlaMinutes } from '../services/queues.ts'

/** A board's states: the lifecycle's steps (the main road, then the exits), then any state they leave out. */
export function boardStates(l: Lifecycle): string[] {
  const names = stateNames(l.machine)
  return [...l.steps.filter((s) => names.includes(s)), ...names.filter((s) => !l.steps.includes(s))]
}

const StateRow = z
  .object({
    State: z.string(),
    Queue: z.string(),
    Final: z.boolean(),
    Count: z.number().int(),
    Late: z.number().int(),
    Oldest: z.number().int(),
    SlaMinutes: z.number().int(),
  })
  .openapi('BoardState')

const summaryRow = (docs: readonly string[]) =>
  z
    .object({
      Doc: z.enum(docs),
      Open: z.number().int(),
      Late: z.number().int(),
      Total: z.number().int(),
    })
    .openapi('BoardSummary')

/**
 * Every state of one document type within the caller's data scope, in one grouped query: how many
 * records stand in it, how many have stood there longer than the service level of the queue it
 * feeds (since they entered the state, as the queues count it), and since when the oldest has.
 */
async function board(deps: Deps, a: DocAccess, auth: AuthContext, sla: ReadonlyMap<string, number>, t: number): Promise<BoardState[]> {
  const { table, lifecycle } = a.spec
  const updated = (getTableColumns(table) as Record<string, PgColumn>).StateTime!
  const states = boardStates(lifecycle).map((State) => {
    const queue = queueOf(lifecycle.machine, State)
    return { State, Queue: queue ?? '', Final: isFinal(lifecycle.machine, State), SlaMinutes: queue ? (sla.get(queue) ?? 0) : 0 }
  })
  const timed = states.filter((s) => s.SlaMinutes > 0)
  // A record is late when it entered its state before the state's cutoff and its queue holds it (the
  // about-to-lose queue only the customers near their fall); states without a service level never are.
  const late = await Promise.all(
    timed.map(async (s) => {
      const narrowed = await narrowing(deps, s.Queue, lifecycle.doc, t)
      // Counted from when the item entered the queue, as the queue counts it.
      return and(eq(table.State, s.State), sql`${narrowed?.enter ?? updated} < ${t - s.SlaMinutes * 60}`, narrowed?.where)
    }),
  )
  const cutoff = late.length ? or(...late) : undefined
  const rows = await deps.db
    .select({
      State: table.State,
      Count: count(),
      Late: cutoff ? sql<number>`count(*) filter (where ${cutoff})`.mapWith(Number) : sql<number>`0`.mapWith(Number),
      First: sql<number>`coalesce(min(${updated}), 0)`.mapWith(Number),
    })
    .from(table)
    .where(and(ne(table.Status, -1), a.scoped(auth)))
    .groupBy(table.State)
  const byState = new Map(rows.map((r) => [String(r.State), r]))
  return states.map((s) => {
    const r = byState.get(s.State)
    return { ...s, Count: Number(r?.Count ?? 0), Late: r?.Late ?? 0, Oldest: r?.First ? Math.max(0, t - r.First) : 0 }
  })
}

/** The lifecycle document types the caller may view, in the order the modules list them. */
function viewable(deps: Deps, auth: AuthContext) {
  return [...registryOf(deps).docs.values()].filter((a) => canAny(auth.access, a.view))
}

/**
 * Supervisor boards: per lifecycle document type, how many records stand in each state and how
 * many of those have waited past the service level of the queue the state feeds. The web's
 * progress chart reads the same per-state service levels from here.
 */
export function registerBoard(app: Router, deps: Deps) {
  const docs = [...registryOf(deps).docs.keys()]
  app.openapi(
    defineRoute(deps, 'session', {
      method: 'get',
      path: '/Api/Board/Index',
      tags: ['Board'],
      summary:
        "A document type's board: every state of its machine in step order with its count, late count, oldest age (seconds) and service level, within the caller's data scope",
      request: { query: z.object({ Doc: z.enum(docs) }) },
      responses: { 200: json(envelope(z.array(StateRow))), 403: errorResponse('No permission to view the document type') },
    }),
    async (c) => {
      const auth = requireAuth(c)
      const a = registryOf(deps).docs.get(c.req.valid('query').Doc)
      if (!a || !canAny(auth.access, a.view)) throw forbidden()
      const data = await board(deps, a, auth, await queueSlaMinutes(deps), now())
      return c.json({ Result: true, Data: data }, 200)
    },
  )

  app.openapi(
    defineRoute(deps, 'session', {
      method: 'get',
      path: '/Api/Board/Summary',
      tags: ['Board'],
      summary: 'For each document type the caller may view: records in open (non-final) states, how many of them are late, and all records',
      request: {},
      responses: { 200: json(envelope(z.array(summaryRow(docs)))) },
    }),
    async (c) => {
      const auth = requireAuth(c)
      const sla = await queueSlaMinutes(deps)
      const t = now()
      const data: BoardSummary[] = []
      for (const a of viewable(deps, auth)) {
        const states = await board(deps, a, auth, sla, t)
        const open = states.filter((s) => !s.Final)
        data.push({
          Doc: a.spec.lifecycle.doc,
          Open: open.reduce((n, s) => n + s.Count, 0),
          Late: open.reduce((n, s) => n + s.Late, 0),
          Total: states.reduce((n, s) => n + s.Count, 0),
        })
      }
      return c.json({ Result: true, Data: data }, 200)
    },
  )
}
