import { inArray, sql, type SQL } from 'drizzle-orm'
import { dayOf, dayRange, presetRange, type UnixRange } from '../../kernel/shared/date-ranges.ts'
import { firstOfMonth, firstOfNextMonth } from '../../kernel/shared/buckets.ts'
import {
  ACHIEVE_DEFAULTS,
  CO_AGENT_SHARE_KEY,
  type AchieveAnswer,
  type AchieveDocRow,
  type AchieveDocsQuery,
  type AchieveQuery,
  type AchieveRow,
} from '../../shared/finance/achieve.ts'
import type { Db, Tx } from '../../kernel/server/db/client.ts'
import { rowsOf } from '../../kernel/server/db/rows.ts'
import { AnswersByVersion } from '../../kernel/server/db/answers.ts'
import { placeholders, preparedShape, RenderedByCaller, type RenderedText } from '../../kernel/server/db/statement.ts'
import { AchieveCredit, AchieveDay, AchieveMonth, Agent, Client, Department, OfferingOrder, Order, SalesOrder } from '../db/schema/index.ts'
import type { AuthContext } from '../../kernel/server/env.ts'
import { scopeCondition } from '../../kernel/server/services/scope.ts'
import { companyTimeZone, numberSettings } from '../../kernel/server/services/settings.ts'

export { companyTimeZone } from '../../kernel/server/services/settings.ts'

export { rowsOf } from '../../kernel/server/db/rows.ts'

/** The moments a query names: its preset in the company's time zone, or its own two. */
export function resolveRange(
  q: { Range?: AchieveQuery['Range']; BeginTime?: number; EndTime?: number },
  timeZone: string,
  now = new Date(),
): UnixRange {
  return q.Range ? presetRange(q.Range, now, timeZone) : { BeginTime: q.BeginTime!, EndTime: q.EndTime! }
}

// Orders count once paid and not cancelled (a cancelled paid order was refunded).
const PAID = ['RetryShip', 'ConfirmReceive', 'Completed']
const CONFIRMED = ['Confirmed', 'Completed']

/**
 * Every credit of the range, one row per document and agent credited: the documents' owners, and
 * for a sales order to a customer shared with a cooperating agent, that agent's share (rounded
 * down; the owner keeps the rest, so the shares add up to the deal).
 */
export function credits(r: UnixRange, share: number): SQL {
  const cut = sql`(${SalesOrder.Amount}::bigint * ${share}::int / 10000)::int`
  const shared = sql`${Client.CoAgentId} > 0 and ${Client.CoAgentId} <> ${SalesOrder.AgentId}`
  return sql`
    select 'Order'::text as doc, ${Order.Id} as id, ${Order.OrderNo} as no, ${Order.Title} as title, ''::text as module,
      ${Order.AgentId} as agent, ${Order.DepartmentId} as dept, ${Order.DealAmount} as amount, ${Order.DealAmount} as total, 0 as shared, ${Order.PayTime} as t
    from ${Order}
    where ${Order.Status} <> -1 and ${inArray(Order.State, PAID)} and ${Order.PayTime} between ${r.BeginTime} and ${r.EndTime}
    union all
    select 'OfferingOrder', ${OfferingOrder.Id}, ${OfferingOrder.OrderNo}, ${OfferingOrder.Title}, ${OfferingOrder.Module},
      ${OfferingOrder.AgentId}, ${OfferingOrder.DepartmentId}, ${OfferingOrder.DealAmount}, ${OfferingOrder.DealAmount}, 0, ${OfferingOrder.PayTime}
    from ${OfferingOrder}
    where ${OfferingOrder.Status} <> -1 and ${inArray(OfferingOrder.State, PAID)} and ${OfferingOrder.PayTime} between ${r.BeginTime} and ${r.EndTime}
    union all
    select 'SalesOrder', ${SalesOrder.Id}, ${SalesOrder.OrderNo}, ${SalesOrder.Name}, '',
      ${SalesOrder.AgentId}, ${SalesOrder.DepartmentId}, ${SalesOrder.Amount} - (case when ${shared} then ${cut} else 0 end), ${SalesOrder.Amount}, 0, ${SalesOrder.DealTime}
    from ${SalesOrder} left join ${Client} on ${Client.Id} = ${SalesOrder.ClientId}
    where ${SalesOrder.Status} <> -1 and ${inArray(SalesOrder.State, CONFIRMED)} and ${SalesOrder.DealTime} between ${r.BeginTime} and ${r.EndTime}
    union all
    select 'SalesOrder', ${SalesOrder.Id}, ${SalesOrder.OrderNo}, ${SalesOrder.Name}, '',
      ${Client.CoAgentId}, ${Agent.DepartmentId}, ${cut}, ${SalesOrder.Amount}, 1, ${SalesOrder.DealTime}
    from ${SalesOrder} join ${Client} on ${Client.Id} = ${SalesOrder.ClientId} join ${Agent} on ${Agent.Id} = ${Client.CoAgentId}
    where ${SalesOrder.Status} <> -1 and ${inArray(SalesOrder.State, CONFIRMED)} and ${SalesOrder.DealTime} between ${r.BeginTime} and ${r.EndTime} and ${shared}`
}

/** Which credits the caller may see: the data scope, on the credit's agent and department. */
export const scopeOf = (db: Db | Tx, auth: AuthContext): SQL =>
  scopeCondition(db, auth, { owner: sql`c.agent`, department: sql`c.dept` }) ?? sql`true`

/** A department and its whole branch. */
export const branchOf = (id: number) =>
  sql`(select ${Department.Id} from ${Department} where ${Department.Path} like (select ${Department.Path} from ${Department} where ${Department.Id} = ${id}) || '%')`

/** The cooperating agent's share of a shared customer's deal (hundredths of a percent). */
export async function shareOf(db: Db | Tx) {
  return (await numberSettings(db, ACHIEVE_DEFAULTS))[CO_AGENT_SHARE_KEY]
}

/** Places in the ranking: those whose rank flag is on, by amount, ties sharing a place. */
function ranked(rows: Omit<AchieveRow, 'Rank'>[]): AchieveRow[] {
  let place = 0
  let last: number | undefined
  let seen = 0
  return rows.map((r) => {
    if (!r.IsRank) return { ...r, Rank: null }
    seen++
    if (r.Amount !== last) place = seen
    last = r.Amount
    return { ...r, Rank: place }
  })
}

/**
 * A range as the company days wholly inside it (`from` ≤ day < `until`) and the moments left at its
 * ends: a preset's range is whole days, so only the day rollups are read; a range cut inside a day
 * reads that day's part from the credits.
 */
export function daysWithin(r: UnixRange, timeZone: string): { from: string; until: string; edges: UnixRange[] } {
  const startOf = (day: string) => dayRange(day, day, timeZone)!.BeginTime
  const after = (day: string) => dayOf(dayRange(day, day, timeZone)!.EndTime + 1, timeZone)
  let from = dayOf(r.BeginTime, timeZone)
  if (startOf(from) < r.BeginTime) from = after(from)
  const until = dayOf(r.EndTime + 1, timeZone)
  if (from >= until) return { from: until, until, edges: [r] }
  const edges: UnixRange[] = []
  if (r.BeginTime < startOf(from)) edges.push({ BeginTime: r.BeginTime, EndTime: startOf(from) - 1 })
  if (startOf(until) <= r.EndTime) edges.push({ BeginTime: startOf(until), EndTime: r.EndTime })
  return { from, until, edges }
}

/** The whole months among the days `from` ≤ day < `until` (`from` ≤ month < `until`), if any. */
export function monthsWithin(from: string, until: string): { from: string; until: string } | null {
  const first = from.endsWith('-01') ? from : firstOfNextMonth(from)
  const last = firstOfMonth(until)
  return first < last ? { from: first, until: last } : null
}

/**
 * The credits of a range from the rollups (schema/achieve.ts): with `months`, the month sums of its
 * whole months, then the day sums of its other whole days, and the credits of its partial ends.
 * Columns: agent, dept, owner, owner_dept, shared, amount, docs, day (a month's first day for a
 * month sum: only readers that bucket by month ask for months).
 */
export function rolledCredits(r: UnixRange, timeZone: string, opts: { months?: boolean } = {}): SQL {
  const { from, until, edges } = daysWithin(r, timeZone)
  const months = opts.months ? monthsWithin(from, until) : null
  const days = (a: string, b: string) =>
    sql`select ${AchieveDay.AgentId} as agent, ${AchieveDay.DepartmentId} as dept, ${AchieveDay.OwnerId} as owner, ${AchieveDay.OwnerDepartmentId} as owner_dept,
      ${AchieveDay.Shared} as shared, ${AchieveDay.Amount} as amount, ${AchieveDay.Docs} as docs, ${AchieveDay.Day} as day
    from ${AchieveDay} where ${AchieveDay.Day} >= ${a}::date and ${AchieveDay.Day} < ${b}::date`
  const parts = months
    ? [
        sql`select ${AchieveMonth.AgentId} as agent, ${AchieveMonth.DepartmentId} as dept, ${AchieveMonth.OwnerId} as owner, ${AchieveMonth.OwnerDepartmentId} as owner_dept,
          ${AchieveMonth.Shared} as shared, ${AchieveMonth.Amount} as amount, ${AchieveMonth.Docs} as docs, ${AchieveMonth.Month} as day
        from ${AchieveMonth} where ${AchieveMonth.Month} >= ${months.from}::date and ${AchieveMonth.Month} < ${months.until}::date`,
        ...(from < months.from ? [days(from, months.from)] : []),
        ...(months.until < until ? [days(months.until, until)] : []),
      ]
    : [days(from, until)]
  for (const e of edges)
    parts.push(sql`select ${AchieveCredit.AgentId}, ${AchieveCredit.DepartmentId}, ${AchieveCredit.OwnerId}, ${AchieveCredit.OwnerDepartmentId},
        ${AchieveCredit.Shared}, ${AchieveCredit.Amount}, 1, ${AchieveCredit.Day}
      from ${AchieveCredit} where ${AchieveCredit.T} between ${e.BeginTime} and ${e.EndTime}`)
  return sql.join(parts, sql` union all `)
}

/**
 * Which rolled credits (`c`) the caller sees (the data scope, a department's branch), and how their
 * deals are counted: a shared deal credits two agents, but a department (when both are its members)
 * and a total count it once, a share only when the owner's credit is not among them.
 */
export function rolledCounting(db: Db | Tx, auth: AuthContext, departmentId?: number) {
  const narrowed = (dept: SQL) => (departmentId ? sql`${dept} in ${branchOf(departmentId)}` : sql`true`)
  const ownerSeen = sql`${scopeCondition(db, auth, { owner: sql`c.owner`, department: sql`c.owner_dept` }) ?? sql`true`} and ${narrowed(sql`c.owner_dept`)}`
  return {
    where: sql`${scopeOf(db, auth)} and ${narrowed(sql`c.dept`)}`,
    deals: {
      agent: sql`sum(c.docs)::int`,
      department: sql`coalesce(sum(c.docs) filter (where c.shared = 0 or not (c.owner_dept = c.dept and ${ownerSeen})), 0)::int`,
      all: sql`coalesce(sum(c.docs) filter (where c.shared = 0 or not (${ownerSeen})), 0)::int`,
    },
  }
}

const renderedReports = new RenderedByCaller<RenderedText>()
/** The figures of a report, kept while the rollups they read are unchanged (db/answers.ts). */
export const keptAchievements = new AnswersByVersion<Pick<AchieveAnswer, 'Total' | 'Count' | 'Rows'>>()

/**
 * The figures by agent or by department over the range, from the rollups: the cost grows with the
 * days and agents on screen, not with the deals. A shared deal credits two agents, but a total counts
 * it once: a department's (when both are its members) and the grand total count a share only when
 * the owner's credit is not among them.
 */
export async function achievements(db: Db, auth: AuthContext, q: AchieveQuery, now = new Date()): Promise<AchieveAnswer> {
  const timeZone = await companyTimeZone(db)
  const r = resolveRange(q, timeZone, now)
  // The statement is the caller's, the grouping's and the range's alone: rendered once per session.
  const text = () => {
    const { where, deals } = rolledCounting(db, auth, q.DepartmentId)
    return q.By === 'agent'
      ? sql`with c as (${rolledCredits(r, timeZone, { months: true })})
        select c.agent as "Id", coalesce(${Agent.Name}, '') as "Name", coalesce(${Department.Name}, '') as "DepartmentName", coalesce(${Agent.IsRank}, 0) as "IsRank",
          sum(c.amount)::bigint as "Amount", ${deals.agent} as "Count", coalesce(sum(c.amount) filter (where c.shared = 1), 0)::bigint as "Shared",
          ${deals.all} as "Deals"
        from c left join ${Agent} on ${Agent.Id} = c.agent left join ${Department} on ${Department.Id} = ${Agent.DepartmentId}
        where ${where}
        group by c.agent, ${Agent.Name}, ${Department.Name}, ${Agent.IsRank}
        order by "Amount" desc, c.agent`
      : sql`with c as (${rolledCredits(r, timeZone, { months: true })})
        select c.dept as "Id", coalesce(${Department.Name}, '') as "Name", coalesce(${Department.IsRank}, 0) as "IsRank",
          sum(c.amount)::bigint as "Amount", ${deals.department} as "Count", coalesce(sum(c.amount) filter (where c.shared = 1), 0)::bigint as "Shared",
          ${deals.all} as "Deals"
        from c left join ${Department} on ${Department.Id} = c.dept
        where ${where}
        group by c.dept, ${Department.Name}, ${Department.IsRank}
        order by "Amount" desc, c.dept`
  }
  const key = `${q.By} ${q.DepartmentId ?? 0} ${r.BeginTime} ${r.EndTime} ${timeZone}`
  const figures = await keptAchievements.get(db, auth, key, async () => {
    const rows = await preparedShape(
      db,
      'achieve',
      renderedReports.get(auth, key, () => placeholders(db, text())),
    )
    const out = rows.map((x) => ({
      Id: Number(x.Id),
      Name: String(x.Name),
      ...(q.By === 'agent' ? { DepartmentName: String(x.DepartmentName) } : {}),
      IsRank: Number(x.IsRank),
      Amount: Number(x.Amount),
      Count: Number(x.Count),
      Shared: Number(x.Shared),
    }))
    return { Total: out.reduce((n, x) => n + x.Amount, 0), Count: rows.reduce((n, x) => n + Number(x.Deals), 0), Rows: ranked(out) }
  })
  // As of now: the version read just now says the figures have not changed since they were computed.
  return { ...r, TimeZone: timeZone, AsOf: Math.floor(now.getTime() / 1000), ...figures }
}

/** The documents behind one agent's or one department's figure, newest first, a page at a time. */
export async function achievementDocs(
  db: Db | Tx,
  auth: AuthContext,
  q: AchieveDocsQuery,
  now = new Date(),
): Promise<{ rows: AchieveDocRow[]; more: boolean }> {
  const timeZone = await companyTimeZone(db)
  const r = resolveRange(q, timeZone, now)
  const share = await shareOf(db)
  const whose = q.AgentId ? sql`c.agent = ${q.AgentId}` : sql`c.dept = ${q.DepartmentId!}`
  const rows = await rowsOf(
    db,
    sql`with c as (${credits(r, share)})
      select c.doc as "Doc", c.id as "Id", c.no as "No", c.title as "Title", c.module as "Module", c.agent as "AgentId", coalesce(${Agent.Name}, '') as "AgentName",
        c.t as "Time", c.amount as "Amount", c.total as "Total", c.shared as "Shared"
      from c left join ${Agent} on ${Agent.Id} = c.agent
      where ${scopeOf(db, auth)} and ${whose}
      order by c.t desc, c.doc, c.id desc
      limit ${q.Size + 1} offset ${(q.Index - 1) * q.Size}`,
  )
  return { rows: rows.slice(0, q.Size).map(creditDocRow), more: rows.length > q.Size }
}

/** A credit's document as the drill-downs answer it, from a statement's row (achievements and commissions alike). */
export function creditDocRow(x: Record<string, unknown>): AchieveDocRow {
  return {
    Doc: x.Doc as AchieveDocRow['Doc'],
    Id: Number(x.Id),
    No: String(x.No),
    Title: String(x.Title),
    Module: String(x.Module),
    AgentId: Number(x.AgentId),
    AgentName: String(x.AgentName),
    Time: Number(x.Time),
    Amount: Number(x.Amount),
    Total: Number(x.Total),
    Shared: Number(x.Shared),
  }
}
