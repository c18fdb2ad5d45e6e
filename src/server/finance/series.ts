import { sql, type SQL } from 'drizzle-orm'
import { dayOf, type UnixRange } from '../../kernel/shared/date-ranges.ts'
import {
  bucketsOf,
  chooseBucket,
  MONTHLY_TARGET_KEY,
  prorate,
  SERIES_DEFAULTS,
  type AchieveSeriesAnswer,
  type AchieveSeriesQuery,
  type SeriesLine,
} from '../../shared/finance/series.ts'
import type { Db, Tx } from '../../kernel/server/db/client.ts'
import { Agent, Department } from '../db/schema/index.ts'
import type { AuthContext } from '../../kernel/server/env.ts'
import { numberSettings } from '../../kernel/server/services/settings.ts'
import { companyTimeZone, resolveRange, rolledCounting, rolledCredits } from './achieve.ts'
import { preparedRows } from '../../kernel/server/db/statement.ts'

/** `width_bucket`'s thresholds: each bucket's first second, as a bigint array literal of parameters. */
export const bucketStarts = (buckets: readonly UnixRange[]): SQL =>
  sql`array[${sql.join(
    buckets.map((b) => sql`${b.BeginTime}`),
    sql`, `,
  )}]::bigint[]`

/**
 * Achievements over time: the rolled credits of the range (what the achievement figures read) put
 * into their bucket by their company day, summed per agent or department and per bucket in one
 * statement, with each bucket's total, its deals counted once.
 */
export async function achievementSeries(
  db: Db | Tx,
  auth: AuthContext,
  q: AchieveSeriesQuery,
  now = new Date(),
): Promise<AchieveSeriesAnswer> {
  const timeZone = await companyTimeZone(db)
  const r = resolveRange(q, timeZone, now)
  const bucket = q.Bucket ?? chooseBucket(r)
  const buckets = bucketsOf(r, bucket, timeZone)
  const settings = await numberSettings(db, SERIES_DEFAULTS)
  const monthly = Math.max(0, Math.round(settings[MONTHLY_TARGET_KEY]))
  const { where, deals } = rolledCounting(db, auth, q.DepartmentId)
  const who = q.By === 'agent' ? sql`c.agent` : sql`c.dept`
  const name = q.By === 'agent' ? sql`${Agent.Name}` : sql`${Department.Name}`
  const rank = q.By === 'agent' ? sql`${Agent.IsRank}` : sql`${Department.IsRank}`
  const join =
    q.By === 'agent' ? sql`left join ${Agent} on ${Agent.Id} = c.agent` : sql`left join ${Department} on ${Department.Id} = c.dept`
  // Buckets are whole company days (but for the range's own ends): a credit's day finds its bucket.
  const firstDays = sql`array[${sql.join(
    buckets.map((b) => sql`${dayOf(b.BeginTime, timeZone)}`),
    sql`, `,
  )}]::date[]`
  const rows = await preparedRows(
    db,
    'achieve_series',
    sql`with c as (${rolledCredits(r, timeZone, { months: bucket === 'month' })}),
      b as (select c.*, width_bucket(c.day::date, ${firstDays}) as b from c where ${where})
      select 0 as "IsTotal", c.b as "B", ${who} as "Id", coalesce(${name}, '') as "Name", coalesce(${rank}, 0) as "IsRank",
        sum(c.amount)::bigint as "Amount", ${q.By === 'agent' ? deals.agent : deals.department} as "Count"
      from b as c ${join}
      group by c.b, ${who}, ${name}, ${rank}
      union all
      select 1, c.b, null, '', 0, sum(c.amount)::bigint, ${deals.all} from b as c group by c.b
      order by 2, 1 desc`,
  )
  const n = buckets.length
  const out = buckets.map((b) => ({ ...b, Amount: 0, Count: 0, Target: prorate(monthly, b, timeZone) }))
  const lines = new Map<number, SeriesLine>()
  for (const x of rows) {
    const i = Number(x.B) - 1
    if (i < 0 || i >= n) continue
    if (Number(x.IsTotal)) {
      out[i]!.Amount = Number(x.Amount)
      out[i]!.Count = Number(x.Count)
      continue
    }
    const id = Number(x.Id)
    let line = lines.get(id)
    if (!line)
      lines.set(
        id,
        (line = {
          Id: id,
          Name: String(x.Name),
          IsRank: Number(x.IsRank),
          Amount: 0,
          Amounts: Array<number>(n).fill(0),
          Counts: Array<number>(n).fill(0),
        }),
      )
    line.Amounts[i] = Number(x.Amount)
    line.Counts[i] = Number(x.Count)
    line.Amount += Number(x.Amount)
  }
  return {
    ...r,
    TimeZone: timeZone,
    Bucket: bucket,
    MonthlyTarget: monthly,
    Target: prorate(monthly, r, timeZone),
    Total: out.reduce((s, b) => s + b.Amount, 0),
    Count: out.reduce((s, b) => s + b.Count, 0),
    Buckets: out,
    Lines: [...lines.values()].sort((a, b) => b.Amount - a.Amount || a.Id - b.Id),
  }
}
