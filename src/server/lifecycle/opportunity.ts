import { and, between, eq, inArray, ne, sql, type SQL } from 'drizzle-orm'
import { opportunityLifecycle, FUNNEL_STAGES } from '../../../machines/opportunity.ts'
import { OPPORTUNITY_GUARD_REASONS, opportunityResource } from '../../shared/resources/opportunity.ts'
import { FunnelAnswer, FunnelQuery, type FunnelGroup, type FunnelStage } from '../../shared/resources/opportunity-funnel.ts'
import { Agent, Client, Department, DocEvent, Opportunity } from '../db/schema/index.ts'
import type { Db } from '../../kernel/server/db/client.ts'
import type { AuthContext } from '../../kernel/server/env.ts'
import { badRequest } from '../../kernel/server/lib/errors.ts'
import { now } from '../../kernel/server/lib/clock.ts'
import { defineRoute, envelope, json, requireAuth } from '../../kernel/server/routes/define.ts'
import { resource } from '../../kernel/server/module.ts'
import type { ResourceHooks } from '../../kernel/server/resources/crud.ts'
import { lifecycleHooks, type LifecycleServer } from '../../kernel/server/lifecycle/engine.ts'
import { M } from '../../kernel/shared/messages.ts'
import { rowsOf } from '../../kernel/server/db/rows.ts'

export const opportunityServer: LifecycleServer = {
  lifecycle: opportunityLifecycle,
  table: Opportunity,
  def: opportunityResource,
  reasons: OPPORTUNITY_GUARD_REASONS,
  load: async (_tx, row) => ({ facts: { amount: Number(row.Amount) } }),
  effects: {
    recordLoss: ({ event }) => ({ LostReason: String(event.data.Reason ?? '') }),
    clearLoss: () => ({ LostReason: '' }),
  },
}

/** An opportunity is a customer's (not a supplier's), one the writer may see. */
const opportunityRules: ResourceHooks = {
  async beforeWrite({ tx, values }) {
    if (values.ClientId === undefined) return values
    const [client] = await tx
      .select({ Id: Client.Id })
      .from(Client)
      .where(and(eq(Client.Id, Number(values.ClientId)), eq(Client.Kind, 1), ne(Client.Status, -1)))
    if (!client) throw badRequest(M.invalid, [{ Field: 'ClientId', message: M.invalid }])
    return values
  },
}

/** A stage's place in the funnel (Lost is none: a lost deal reached what it reached before). */
const rankOf = (col: SQL | typeof Opportunity.State) =>
  sql`(case ${col} ${sql.join(
    FUNNEL_STAGES.map((s, i) => sql`when ${s} then ${sql.raw(String(i))}`),
    sql` `,
  )} else -1 end)`

/** The funnel of the opportunities a query selects, within the agent's scope. */
export async function funnel(db: Db, auth: AuthContext, scoped: SQL | undefined, q: FunnelQuery): Promise<FunnelAnswer> {
  const t = now()
  const where = and(
    ne(Opportunity.Status, -1),
    scoped,
    q.AgentId ? eq(Opportunity.AgentId, q.AgentId) : undefined,
    q.DepartmentId ? eq(Opportunity.DepartmentId, q.DepartmentId) : undefined,
    q.BeginTime !== undefined || q.EndTime !== undefined
      ? between(Opportunity.CreateTime, q.BeginTime ?? 0, q.EndTime ?? 2 ** 31 - 1)
      : undefined,
  )
  const chosen = db.select({ Id: Opportunity.Id }).from(Opportunity).where(where)
  // How far each got: the furthest stage its timeline entered, or stands in.
  const opps = await db
    .select({
      Id: Opportunity.Id,
      State: Opportunity.State,
      Amount: Opportunity.Amount,
      AgentId: Opportunity.AgentId,
      DepartmentId: Opportunity.DepartmentId,
      Reach:
        sql<number>`greatest(${rankOf(Opportunity.State)}, coalesce((select max(${rankOf(sql`e."to"`)}) from ${DocEvent} e where e."doc" = 'Opportunity' and e."doc_id" = ${Opportunity.Id}), 0))`.mapWith(
          Number,
        ),
    })
    .from(Opportunity)
    .where(where)
  // Each stay in a stage, from its entry to the next entry (or now, while it stays).
  const stays = await rowsOf(
    db,
    sql`
    select stage, percentile_cont(0.5) within group (order by d) as median, avg(d) as mean from (
      select e."to" as stage,
        coalesce(lead(e."create_time") over (partition by e."doc_id" order by e."create_time", e."id"), ${t}) - e."create_time" as d
      from ${DocEvent} e
      where e."doc" = 'Opportunity' and e."to" <> '' and e."doc_id" in (${chosen})
    ) v group by stage`,
  )
  const stayOf = new Map(stays.map((r) => [String(r.stage), r]))
  const Stages: FunnelStage[] = FUNNEL_STAGES.map((stage, k) => {
    const reached = opps.filter((o) => o.Reach >= k)
    const next = opps.filter((o) => o.Reach >= k + 1).length
    const final = stage === 'Won'
    const stay = final ? undefined : stayOf.get(stage)
    return {
      Stage: stage,
      Reached: reached.length,
      Amount: reached.reduce((n, o) => n + o.Amount, 0),
      Conversion: final || !reached.length ? null : next / reached.length,
      MedianSeconds: Math.round(Number(stay?.median ?? 0)),
      MeanSeconds: Math.round(Number(stay?.mean ?? 0)),
      Now: opps.filter((o) => o.State === stage).length,
    }
  })
  const key = q.By === 'department' ? 'DepartmentId' : 'AgentId'
  const ids = [...new Set(opps.map((o) => o[key]))]
  const names = new Map<number, string>()
  if (ids.length) {
    const table = q.By === 'department' ? Department : Agent
    for (const r of await db.select({ Id: table.Id, Name: table.Name }).from(table).where(inArray(table.Id, ids))) names.set(r.Id, r.Name)
  }
  const Groups: FunnelGroup[] = ids
    .map((id) => {
      const mine = opps.filter((o) => o[key] === id)
      const open = mine.filter((o) => o.State !== 'Won' && o.State !== 'Lost')
      const won = mine.filter((o) => o.State === 'Won')
      const lost = mine.filter((o) => o.State === 'Lost').length
      return {
        Id: id,
        Name: names.get(id) ?? '',
        Open: open.length,
        OpenAmount: open.reduce((n, o) => n + o.Amount, 0),
        Won: won.length,
        WonAmount: won.reduce((n, o) => n + o.Amount, 0),
        Lost: lost,
        WinRate: won.length + lost ? won.length / (won.length + lost) : null,
      }
    })
    .sort((a, b) => b.WonAmount - a.WonAmount || b.OpenAmount - a.OpenAmount || a.Id - b.Id)
  return { Total: opps.length, Stages, Groups }
}

/** The funnel report, beside the list (the same scope). */
const funnelRoute: ResourceHooks = {
  extend(app, deps, crud) {
    app.openapi(
      defineRoute(deps, crud.key('view'), {
        method: 'get',
        path: '/Api/Opportunity/Funnel',
        tags: ['Opportunity'],
        summary:
          'The opportunity funnel: of those created in the range (in scope), how many reached each stage, their amount, the share that went on, the time spent in each; then by owner or department',
        request: { query: FunnelQuery },
        responses: { 200: json(envelope(FunnelAnswer)) },
      }),
      async (c) => {
        const auth = requireAuth(c)
        return c.json({ Result: true, Data: await funnel(deps.db, auth, crud.scoped(auth), c.req.valid('query')) }, 200)
      },
    )
  },
}

export const OPPORTUNITY_RESOURCES = [
  resource(opportunityResource, Opportunity, lifecycleHooks(opportunityServer, { ...opportunityRules, ...funnelRoute })),
]
