import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { UnixRange } from '../../kernel/shared/date-ranges.ts'
import {
  addMonths,
  ASSIST_SHARE_KEY,
  COMMISSION_DEFAULTS,
  commissionPart,
  monthOf,
  monthRange,
  type CloseRefusal,
  type CommissionAnswer,
  type CommissionDocRow,
  type CommissionDocsQuery,
  type CommissionRow,
  type CommissionTotals,
} from '../../shared/finance/commission.ts'
import { M } from '../../kernel/shared/messages.ts'
import type { Db, Tx } from '../../kernel/server/db/client.ts'
import {
  AchieveCredit,
  AchieveMonth,
  Agent,
  CommissionCredit,
  CommissionLine,
  CommissionPeriod,
  Department,
  Role,
} from '../db/schema/index.ts'
import type { AuthContext } from '../../kernel/server/env.ts'
import { ApiError, notFound } from '../../kernel/server/lib/errors.ts'
import { preparedRows, runShaped, StatementCache } from '../../kernel/server/db/statement.ts'
import { AnswersByVersion } from '../../kernel/server/db/answers.ts'
import { scopeCondition } from '../../kernel/server/services/scope.ts'
import { numberSettings, rememberedNumberSettings } from '../../kernel/server/services/settings.ts'
import { companyTimeZone, creditDocRow, credits, rowsOf, shareOf } from './achieve.ts'

/** The rule: see src/shared/finance/commission.ts. */

type Period = typeof CommissionPeriod.$inferSelect

interface Context {
  month: string
  range: UnixRange
  timeZone: string
  /** The closed periods, oldest first. */
  periods: Period[]
  closed: Period | undefined
  firstOpen: string | null
  refusal: CloseRefusal | null
}

async function contextOf(db: Db | Tx, month: string, now: Date): Promise<Context> {
  const timeZone = await companyTimeZone(db)
  const periods = await db.select().from(CommissionPeriod).orderBy(asc(CommissionPeriod.Month))
  const closed = periods.find((p) => p.Month === month)
  const earliest = periods[0]
  const latest = periods.at(-1)
  const firstOpen = latest ? addMonths(latest.Month, 1) : null
  const range = closed ? { BeginTime: closed.BeginTime, EndTime: closed.EndTime } : monthRange(month, timeZone)
  const refusal: CloseRefusal | null = closed
    ? 'closed'
    : earliest && month < earliest.Month
      ? 'beforeHistory'
      : firstOpen && month > firstOpen
        ? 'earlierOpen'
        : range.EndTime >= Math.floor(now.getTime() / 1000)
          ? 'notEnded'
          : null
  return { month, range, timeZone, periods, closed, firstOpen, refusal }
}

/**
 * What an open month counts, as the database keeps it (schema/achieve.ts), per agent: the month sums
 * of its credits no closed period counted (an open month's range is its company month), and in the
 * first open month the late credits, read on the partial index of the unfrozen ones.
 */
function keptFigures(ctx: Context): SQL {
  const earliest = ctx.periods[0]
  const latest = ctx.periods.at(-1)
  const late =
    earliest && latest && ctx.month === ctx.firstOpen
      ? sql` union all select ${AchieveCredit.AgentId}, ${AchieveCredit.Amount}, 1, 1 from ${AchieveCredit}
          where ${AchieveCredit.Frozen} = 0 and ${AchieveCredit.T} between ${earliest.BeginTime} and ${latest.EndTime}`
      : sql``
  return sql`select c.agent as agent, sum(c.amount)::bigint as amount, sum(c.docs)::int as docs, sum(c.late)::int as late from (
      select ${AchieveMonth.AgentId} as agent, ${AchieveMonth.Amount} as amount, ${AchieveMonth.Docs} as docs, 0 as late from ${AchieveMonth}
        where ${AchieveMonth.Month} = ${`${ctx.month}-01`}::date and ${AchieveMonth.Frozen} = 0${late}
    ) c group by c.agent`
}

/** A closed month's lines, one statement per caller's scope shape. */
const closedLines = new StatementCache<typeof CommissionLine.$inferSelect>()

/** Whether a credit of `credits` (read from the documents) was counted by a closed period. */
const notFrozen = sql`not exists (select 1 from ${CommissionCredit} where ${CommissionCredit.Doc} = c.doc and ${CommissionCredit.DocId} = c.id and ${CommissionCredit.AgentId} = c.agent)`

/**
 * The credits an open month counts, read from the documents: the achievements' credits of its own
 * moments, and in the first open month also the late ones (moments in a closed period), each unless
 * a closed period counted it (`keptFigures` sums the same from the rollups).
 * Columns: those of `credits` and `late` (1 for a late one).
 */
function liveCredits(ctx: Context, share: number): SQL {
  const { range } = ctx
  const earliest = ctx.periods[0]
  const latest = ctx.periods.at(-1)
  const withLate = earliest && latest && ctx.month === ctx.firstOpen
  const scan = withLate ? { BeginTime: Math.min(earliest.BeginTime, range.BeginTime), EndTime: range.EndTime } : range
  const when = withLate ? sql`(c.t >= ${range.BeginTime} or c.t between ${earliest.BeginTime} and ${latest.EndTime})` : sql`true`
  return sql`select c.*, (case when c.t < ${range.BeginTime} then 1 else 0 end) as late
    from (${credits(scan, share)}) c
    where ${when} and ${notFrozen}`
}

type Figure = CommissionRow & { DepartmentId: number; AssisterId: number }

/**
 * The rule's inputs for what each agent achieved (`achieved`: agent, amount, docs, late), in one
 * statement with each agent's current role, department and assisting link: an agent counts with
 * what they achieved and what the agents they assist achieved. `visible` (the caller's data scope on
 * the agent and their department) keeps only the figures the caller may see.
 */
function figuresSql(achieved: SQL, visible?: SQL): SQL {
  const assister = sql`(case when ${Agent.Assister} > 0 and ${Agent.Assister} <> ${Agent.Id} then ${Agent.Assister} else 0 end)`
  return sql`with a as (${achieved}),
      h as (select ${assister} as agent, sum(a.amount)::bigint as assisted from a join ${Agent} on ${Agent.Id} = a.agent group by 1),
      p as (select coalesce(a.agent, h.agent) as agent, coalesce(a.amount, 0) as amount, coalesce(a.docs, 0) as docs, coalesce(a.late, 0) as late,
          coalesce(h.assisted, 0) as assisted
        from a full join (select * from h where h.agent > 0) h on h.agent = a.agent)
      select p.agent as "Id", ${Agent.Name} as "Name", ${Agent.DepartmentId} as "DepartmentId", ${assister} as "AssisterId",
        coalesce(${Role.Title}, '') as "RoleTitle", coalesce(${Role.Percentage}, 0) as "RolePercentage",
        coalesce(${Department.Name}, '') as "DepartmentName", coalesce(${Department.Percentage}, 0) as "DepartmentPercentage",
        p.amount as "Achievement", p.docs as "Documents", p.late as "Late", p.assisted as "Assisted"
      from p join ${Agent} on ${Agent.Id} = p.agent left join ${Role} on ${Role.Id} = ${Agent.RoleId} left join ${Department} on ${Department.Id} = ${Agent.DepartmentId}
      where (p.docs > 0 or p.assisted <> 0) and ${visible ?? sql`true`}`
}

/** The rule applied to `figuresSql`'s rows, largest total first. */
function figureRows(rows: Record<string, unknown>[], assistShare: number): Figure[] {
  const out: Figure[] = rows.map((x) => {
    const achievement = Number(x.Achievement)
    const help = Number(x.Assisted)
    const rolePct = Number(x.RolePercentage)
    const deptPct = Number(x.DepartmentPercentage)
    const own = commissionPart(achievement, rolePct)
    const assisting = commissionPart(help, assistShare)
    const department = commissionPart(achievement, deptPct)
    return {
      AgentId: Number(x.Id),
      Name: String(x.Name),
      DepartmentId: Number(x.DepartmentId),
      DepartmentName: String(x.DepartmentName),
      RoleTitle: String(x.RoleTitle),
      AssisterId: Number(x.AssisterId),
      Achievement: achievement,
      RolePercentage: rolePct,
      Own: own,
      Assisted: help,
      AssistShare: assistShare,
      Assisting: assisting,
      DepartmentPercentage: deptPct,
      Department: department,
      Total: own + assisting + department,
      Documents: Number(x.Documents),
      Late: Number(x.Late),
    }
  })
  return out.sort((x, y) => y.Total - x.Total || y.Achievement - x.Achievement || x.AgentId - y.AgentId)
}

async function assistShareOf(db: Db | Tx): Promise<number> {
  return (await numberSettings(db, COMMISSION_DEFAULTS))[ASSIST_SHARE_KEY]
}

/** Which agents' figures the caller may see: the data scope on the agent and their department. */
async function visibleAgents(db: Db | Tx, auth: AuthContext, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set()
  const scope = scopeCondition(db, auth, { owner: Agent.Id, department: Agent.DepartmentId })
  const rows = await db
    .select({ Id: Agent.Id })
    .from(Agent)
    .where(and(inArray(Agent.Id, ids), scope))
  return new Set(rows.map((r) => r.Id))
}

const totalsOf = (rows: CommissionRow[]): CommissionTotals => ({
  Achievement: rows.reduce((a, r) => a + r.Achievement, 0),
  Own: rows.reduce((a, r) => a + r.Own, 0),
  Assisting: rows.reduce((a, r) => a + r.Assisting, 0),
  Department: rows.reduce((a, r) => a + r.Department, 0),
  Total: rows.reduce((a, r) => a + r.Total, 0),
})

const strip = ({ DepartmentId: _d, AssisterId: _a, ...row }: Figure): CommissionRow => row

/** One month's commissions: frozen once closed, else live. */
export async function commissions(db: Db, auth: AuthContext, asked: string | undefined, now = new Date()): Promise<CommissionAnswer> {
  const timeZone = await companyTimeZone(db)
  const t = Math.floor(now.getTime() / 1000)
  const month = asked ?? addMonths(monthOf(t, timeZone), -1)
  // The clock enters the answer only as whether the month has ended (it may be closed then).
  const ended = monthRange(month, timeZone).EndTime < t
  return keptCommissions.get(db, auth, `${month} ${ended} ${timeZone}`, () => computeCommissions(db, auth, month, now))
}

/** Commission answers, kept while what they read is unchanged (db/answers.ts). */
export const keptCommissions = new AnswersByVersion<CommissionAnswer>()

async function computeCommissions(db: Db, auth: AuthContext, month: string, now: Date): Promise<CommissionAnswer> {
  const ctx = await contextOf(db, month, now)
  let rows: CommissionRow[]
  let closed: CommissionAnswer['Closed'] = null
  let assistShare: number
  if (ctx.closed) {
    const p = ctx.closed
    assistShare = p.AssistShare
    const scope = scopeCondition(db, auth, { owner: CommissionLine.AgentId, department: CommissionLine.DepartmentId })
    const lines = await runShaped(
      closedLines,
      db,
      'commission_closed',
      scope,
      (visible) =>
        db
          .select()
          .from(CommissionLine)
          .where(and(eq(CommissionLine.PeriodId, sql.placeholder('period')), visible))
          .orderBy(sql`${CommissionLine.Total} desc, ${CommissionLine.Achievement} desc, ${CommissionLine.AgentId}`),
      { period: p.Id },
    )
    rows = lines.map((l) => ({
      AgentId: l.AgentId,
      Name: l.AgentName,
      DepartmentName: l.DepartmentName,
      RoleTitle: l.RoleTitle,
      Achievement: l.Achievement,
      RolePercentage: l.RolePercentage,
      Own: l.Own,
      Assisted: l.Assisted,
      AssistShare: l.AssistShare,
      Assisting: l.Assisting,
      DepartmentPercentage: l.DepartmentPercentage,
      Department: l.DepartmentShare,
      Total: l.Total,
      Documents: l.Documents,
      Late: l.Late,
    }))
    const [by] = await db.select({ Name: Agent.Name }).from(Agent).where(eq(Agent.Id, p.ClosedBy))
    closed = { ByName: by?.Name ?? '', Time: p.ClosedTime }
  } else {
    // Read on every request: remembered until a setting changes.
    assistShare = (await rememberedNumberSettings(db, COMMISSION_DEFAULTS))[ASSIST_SHARE_KEY]
    const visible = scopeCondition(db, auth, { owner: Agent.Id, department: Agent.DepartmentId })
    rows = figureRows(await preparedRows(db, 'commission_open', figuresSql(keptFigures(ctx), visible)), assistShare).map(strip)
  }
  return {
    Month: month,
    ...ctx.range,
    TimeZone: ctx.timeZone,
    Closed: closed,
    Closable: ctx.refusal === null,
    Refusal: ctx.refusal,
    FirstOpen: ctx.firstOpen,
    ClosedMonths: ctx.periods.map((p) => p.Month).reverse(),
    AssistShare: assistShare,
    Totals: totalsOf(rows),
    Rows: rows,
  }
}

function refuse(ctx: Context): never {
  switch (ctx.refusal) {
    case 'closed':
      throw new ApiError(409, M.periodClosed)
    case 'notEnded':
      throw new ApiError(409, M.periodNotEnded)
    case 'earlierOpen':
      throw new ApiError(409, M.periodEarlierOpen, { month: ctx.firstOpen })
    default:
      throw new ApiError(409, M.periodBeforeHistory)
  }
}

/**
 * Closes a month in one transaction: the period row (unique per month, so a second close fails),
 * the exact credits it counts, then each agent's figures computed from those very rows.
 */
export async function closePeriod(db: Db | Tx, closedBy: number, month: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const ctx = await contextOf(tx, month, now)
    if (ctx.refusal) refuse(ctx)
    const assistShare = await assistShareOf(tx)
    const share = await shareOf(tx)
    const live = liveCredits(ctx, share)
    const [period] = await tx
      .insert(CommissionPeriod)
      .values({
        Month: month,
        ...ctx.range,
        TimeZone: ctx.timeZone,
        AssistShare: assistShare,
        ClosedBy: closedBy,
        ClosedTime: Math.floor(now.getTime() / 1000),
      })
      .returning({ Id: CommissionPeriod.Id })
    const periodId = period!.Id
    await tx.execute(sql`insert into ${CommissionCredit} ("period_id", "doc", "doc_id", "agent_id", "department_id", "amount", "total", "shared", "no", "title", "module", "time", "late")
      select ${periodId}::int, c.doc, c.id, c.agent, c.dept, c.amount, c.total, c.shared, c.no, c.title, c.module, c.t, c.late from (${live}) c`)
    const frozen = sql`select ${CommissionCredit.AgentId} as agent, sum(${CommissionCredit.Amount})::bigint as amount, count(*)::int as docs, sum(${CommissionCredit.Late})::int as late
      from ${CommissionCredit} where ${CommissionCredit.PeriodId} = ${periodId} group by 1`
    const figures = figureRows(await rowsOf(tx, figuresSql(frozen)), assistShare)
    for (let i = 0; i < figures.length; i += 500) {
      await tx.insert(CommissionLine).values(
        figures.slice(i, i + 500).map((f) => ({
          PeriodId: periodId,
          AgentId: f.AgentId,
          AgentName: f.Name,
          DepartmentId: f.DepartmentId,
          DepartmentName: f.DepartmentName,
          RoleTitle: f.RoleTitle,
          AssisterId: f.AssisterId,
          Achievement: f.Achievement,
          RolePercentage: f.RolePercentage,
          Own: f.Own,
          Assisted: f.Assisted,
          AssistShare: f.AssistShare,
          Assisting: f.Assisting,
          DepartmentPercentage: f.DepartmentPercentage,
          DepartmentShare: f.Department,
          Total: f.Total,
          Documents: f.Documents,
          Late: f.Late,
        })),
      )
    }
  })
}

/** The credits behind one agent's commission in a month (their own, and those of the agents they assist), newest first. */
export async function commissionDocs(
  db: Db | Tx,
  auth: AuthContext,
  q: CommissionDocsQuery,
  now = new Date(),
): Promise<{ rows: CommissionDocRow[]; more: boolean }> {
  const ctx = await contextOf(db, q.Month, now)
  const visible = await visibleAgents(db, auth, [q.AgentId])
  if (!visible.has(q.AgentId)) {
    // A closed period may name an agent since gone elsewhere: its frozen line decides.
    const line = ctx.closed
      ? await db
          .select({ Id: CommissionLine.Id })
          .from(CommissionLine)
          .where(
            and(
              eq(CommissionLine.PeriodId, ctx.closed.Id),
              eq(CommissionLine.AgentId, q.AgentId),
              scopeCondition(db, auth, { owner: CommissionLine.AgentId, department: CommissionLine.DepartmentId }),
            ),
          )
      : []
    if (!line.length) throw notFound()
  }
  const share = await shareOf(db)
  const source = ctx.closed
    ? sql`select ${CommissionCredit.Doc} as doc, ${CommissionCredit.DocId} as id, ${CommissionCredit.No} as no, ${CommissionCredit.Title} as title, ${CommissionCredit.Module} as module,
        ${CommissionCredit.AgentId} as agent, ${CommissionCredit.Amount} as amount, ${CommissionCredit.Total} as total, ${CommissionCredit.Shared} as shared, ${CommissionCredit.Time} as t, ${CommissionCredit.Late} as late
      from ${CommissionCredit} where ${CommissionCredit.PeriodId} = ${ctx.closed.Id}`
    : liveCredits(ctx, share)
  const assisted = ctx.closed
    ? sql`(select ${CommissionLine.AgentId} from ${CommissionLine} where ${CommissionLine.PeriodId} = ${ctx.closed.Id} and ${CommissionLine.AssisterId} = ${q.AgentId})`
    : sql`(select ${Agent.Id} from ${Agent} where ${Agent.Assister} = ${q.AgentId} and ${Agent.Id} <> ${q.AgentId})`
  const rows = await rowsOf(
    db,
    sql`select c.doc as "Doc", c.id as "Id", c.no as "No", c.title as "Title", c.module as "Module", c.agent as "AgentId", coalesce(${Agent.Name}, '') as "AgentName",
        c.t as "Time", c.amount as "Amount", c.total as "Total", c.shared as "Shared", c.late as "Late", (case when c.agent = ${q.AgentId} then 'own' else 'assisting' end) as "Part"
      from (${source}) c left join ${Agent} on ${Agent.Id} = c.agent
      where c.agent = ${q.AgentId} or c.agent in ${assisted}
      order by c.t desc, c.doc, c.id desc, c.agent
      limit ${q.Size + 1} offset ${(q.Index - 1) * q.Size}`,
  )
  const page = rows.slice(0, q.Size).map((x) => ({
    ...creditDocRow(x),
    Late: Number(x.Late),
    Part: x.Part as CommissionDocRow['Part'],
  }))
  return { rows: page, more: rows.length > q.Size }
}
