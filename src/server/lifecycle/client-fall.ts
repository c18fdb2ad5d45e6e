import { and, eq, like, ne, or, sql, type SQL } from 'drizzle-orm'
import { CLIENT_POOL_DEFAULTS } from '../../shared/lifecycle/client-pool.ts'
import type { Db, Tx } from '../../kernel/server/db/client.ts'
import { Client, Setting } from '../db/schema/index.ts'
import { numberSettings } from '../../kernel/server/services/settings.ts'

/*
 * When a private customer falls to the high seas (LIFECYCLES.md "Client"), in SQL: read by the
 * sweep, the about-to-lose queue and the `extend` event, which keeps a customer past its fall.
 */

export const DAY = 86_400
export const RULES = ['NoFollowDays', 'NoDealDays'] as const
export type Rule = (typeof RULES)[number]

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
export const secs = (days: number) => sql.raw(String(Math.round(days * DAY)))

/** The moment the clock of each rule started: the last follow-up (or deal), claim or creation. */
export const ANCHORS: Record<Rule, SQL> = {
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
 * A private customer's fall time: the earliest of its rules' fall times, or its extension's end if
 * later; undefined when every rule is off, so nobody falls.
 */
export function fallTimeSql(rules: PoolRules): SQL | undefined {
  const parts = RULES.map((r) => ruleFallSql(rules, r)).filter((p): p is SQL => !!p)
  return parts.length ? sql`greatest(least(${sql.join(parts, sql`, `)}), ${Client.KeepUntil})` : undefined
}

/** The private customers (not deleted) whose fall time is at or before `t`. */
export function fallsBy(rules: PoolRules, t: number): SQL {
  const fall = fallTimeSql(rules)
  return and(eq(Client.Kind, 1), eq(Client.State, 'Private'), ne(Client.Status, -1), fall ? sql`${fall} <= ${t}` : sql`false`)!
}
