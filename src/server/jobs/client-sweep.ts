import { and, asc, eq, like, ne, or, sql, type SQL } from 'drizzle-orm'
import { CLIENT_POOL_DEFAULTS } from '../../shared/lifecycle/client-pool.ts'
import type { Db, Tx } from '../../kernel/server/db/client.ts'
import { Client, Setting } from '../db/schema/index.ts'
import { clientServer } from '../lifecycle/client.ts'
import type { Narrowing } from '../../kernel/server/registry.ts'
import { numberSettings } from '../../kernel/server/services/settings.ts'
import type { Job } from '../../kernel/server/jobs/job.ts'
import { moveEach } from '../../kernel/server/jobs/move-each.ts'

const DAY = 86_400
const RULES = ['NoFollowDays', 'NoDealDays'] as const
type Rule = (typeof RULES)[number]

/** The pool rules in force: days per rule (0: off), with the per-Level overrides, and the reminder lead. */
export interface PoolRules {
  days: Record<Rule, number>
  byLevel: Record<Rule, Map<number, number>>
  leadDays: number
}

/** Reads the rules from the settings (`ClientPool.<Rule>` and `ClientPool.<Rule>.L<level>`). */
export async function poolRules(db: Db | Tx): Promise<PoolRules> {
  const [base, rows] = await Promise.all([
    numberSettings(db, CLIENT_POOL_DEFAULTS),
    db
      .select({ Name: Setting.Name, Value: Setting.Value })
      .from(Setting)
      .where(and(eq(Setting.Status, 1), or(...RULES.map((r) => like(Setting.Name, `ClientPool.${r}.L%`))))),
  ])
  const byLevel: PoolRules['byLevel'] = { NoFollowDays: new Map(), NoDealDays: new Map() }
  for (const r of rows) {
    const m = /^ClientPool\.(NoFollowDays|NoDealDays)\.L(\d+)$/.exec(r.Name)
    const n = Number(r.Value)
    const rule = RULES.find((x) => x === m?.[1])
    if (m && rule && r.Value.trim() !== '' && Number.isFinite(n)) byLevel[rule].set(Number(m[2]), n)
  }
  return {
    days: { NoFollowDays: base['ClientPool.NoFollowDays'], NoDealDays: base['ClientPool.NoDealDays'] },
    byLevel,
    leadDays: base['ClientPool.LeadDays'],
  }
}

/** A rule's days for a customer Level (0: the rule is off for that level). */
export const daysFor = (rules: PoolRules, rule: Rule, level: number) => rules.byLevel[rule].get(level) ?? rules.days[rule]

// Whole seconds written into the statement: they are numbers we computed, never caller text.
const secs = (days: number) => sql.raw(String(Math.round(days * DAY)))

/** The moment the clock of each rule started: the last follow-up (or deal), claim or creation. */
const ANCHORS: Record<Rule, SQL> = {
  NoFollowDays: sql`greatest(${Client.FollowTime}, ${Client.ClaimTime}, ${Client.CreateTime})::bigint`,
  NoDealDays: sql`greatest(${Client.DealTime}, ${Client.ClaimTime}, ${Client.CreateTime})::bigint`,
}

/** When a customer falls by one rule (null where the rule is off for its Level); undefined when it is off for every level. */
export function ruleFallSql(rules: PoolRules, rule: Rule): SQL | undefined {
  const at = (days: number) => (days > 0 ? sql`(${ANCHORS[rule]} + ${secs(days)})` : sql`null`)
  const levels = [...rules.byLevel[rule].entries()]
  if (rules.days[rule] <= 0 && levels.every(([, d]) => d <= 0)) return undefined
  if (!levels.length) return at(rules.days[rule])
  const cases = levels.map(([level, d]) => sql`when ${sql.raw(String(level))} then ${at(d)}`)
  return sql`(case ${Client.Level} ${sql.join(cases, sql` `)} else ${at(rules.days[rule])} end)`
}

/**
 * A private customer's fall time (LIFECYCLES.md "Client"): the earliest of its rules' fall times;
 * undefined when every rule is off, so nobody falls.
 */
export function fallTimeSql(rules: PoolRules): SQL | undefined {
  const parts = RULES.map((r) => ruleFallSql(rules, r)).filter((p): p is SQL => !!p)
  return parts.length ? sql`least(${sql.join(parts, sql`, `)})` : undefined
}

/** The private customers (not deleted) whose fall time is at or before `t`. */
export function fallsBy(rules: PoolRules, t: number): SQL {
  const fall = fallTimeSql(rules)
  return and(eq(Client.Kind, 1), eq(Client.State, 'Private'), ne(Client.Status, -1), fall ? sql`${fall} <= ${t}` : sql`false`)!
}

/**
 * The about-to-lose queue (and the reminders that read it) holds only the customers falling within
 * the lead days. Each entered it when its warning began (its fall less the lead days), falls due at
 * its fall, and says by which rule and after how many days (`NoFollowDays 30`).
 */
export const aboutToLose: Narrowing = async (deps, t) => {
  const rules = await poolRules(deps.db)
  const fall = fallTimeSql(rules)
  if (!fall) return sql`false`
  const lead = Math.round(rules.leadDays * DAY)
  const [follow, deal] = RULES.map((r) => ruleFallSql(rules, r) ?? sql`null`)
  // The rule that falls first, and its days: from the rule's own clock start to the fall.
  const days = (rule: Rule) => sql`round((${fall} - ${ANCHORS[rule]}) / 86400.0)::int`
  return {
    where: sql`${fall} <= ${t + lead}`,
    enter: sql`(${fall} - ${lead})`,
    due: fall,
    rule: sql`case when ${follow} is not null and ${follow} <= coalesce(${deal}, ${follow})
      then 'NoFollowDays ' || ${days('NoFollowDays')} else 'NoDealDays ' || ${days('NoDealDays')} end`,
  }
}

/** The high-seas sweep: every private customer past its fall time is lost to the high seas, with the rule that fell. */
export const clientSweep: Job = {
  name: 'client-sweep',
  defaultMinutes: 60,
  async run({ deps, now }) {
    const rules = await poolRules(deps.db)
    const fall = RULES.map((r) => ruleFallSql(rules, r) ?? sql`null`)
    const due = await deps.db
      .select({
        Id: Client.Id,
        Level: Client.Level,
        FollowFall: sql<number | null>`${fall[0]}`.mapWith(Number),
        DealFall: sql<number | null>`${fall[1]}`.mapWith(Number),
      })
      .from(Client)
      .where(fallsBy(rules, now))
      .orderBy(asc(Client.Id))
    const counts: Record<Rule, number> = { NoFollowDays: 0, NoDealDays: 0 }
    // The timeline's `lose` row says what happened in the reader's language; the rule goes to the run log.
    const items = due.map((c) => {
      const rule: Rule = c.FollowFall !== null && c.FollowFall <= now ? 'NoFollowDays' : 'NoDealDays'
      counts[rule]++
      return { id: c.Id }
    })
    const moved = await moveEach(deps, clientServer, 'lose', items)
    return {
      moved,
      message: due.length ? `${due.length} due: ${counts.NoFollowDays} without a follow-up, ${counts.NoDealDays} without a deal` : '',
    }
  },
}
