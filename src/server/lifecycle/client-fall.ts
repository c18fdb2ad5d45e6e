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

/**
 * One override of a rule's days: for a customer Level (`.L<level>`), for the customers of a
 * department's pool (`.D<id>`), or for one level within one department (`.D<id>.L<level>`).
 */
export interface PoolOverride {
  level?: number
  department?: number
  days: number
}

/** The pool rules in force: days per rule (0: off), their overrides, and the reminder lead. */
export interface PoolRules {
  days: Record<Rule, number>
  /** Most specific first: department and level, then level, then department (the customer's importance beats a team's pace). */
  overrides: Record<Rule, PoolOverride[]>
  leadDays: number
}

const OVERRIDE = /^ClientPool\.(NoFollowDays|NoDealDays)(?:\.D(\d+))?(?:\.L(\d+))?$/
const specificity = (o: PoolOverride) => (o.department !== undefined && o.level !== undefined ? 0 : o.level !== undefined ? 1 : 2)

/** Reads the rules from the settings (`ClientPool.<Rule>`, and `.L<level>`, `.D<department>`, `.D<department>.L<level>`). */
export async function poolRules(db: Db | Tx): Promise<PoolRules> {
  const [base, rows] = await Promise.all([
    numberSettings(db, CLIENT_POOL_DEFAULTS),
    db
      .select({ Name: Setting.Name, Value: Setting.Value })
      .from(Setting)
      .where(
        and(
          eq(Setting.Status, 1),
          or(...RULES.flatMap((r) => [like(Setting.Name, `ClientPool.${r}.L%`), like(Setting.Name, `ClientPool.${r}.D%`)])),
        ),
      ),
  ])
  const overrides: PoolRules['overrides'] = { NoFollowDays: [], NoDealDays: [] }
  for (const r of rows) {
    const m = OVERRIDE.exec(r.Name)
    const n = Number(r.Value)
    const rule = RULES.find((x) => x === m?.[1])
    if (!m || !rule || r.Value.trim() === '' || !Number.isFinite(n) || (m[2] === undefined && m[3] === undefined)) continue
    overrides[rule].push({
      ...(m[2] !== undefined ? { department: Number(m[2]) } : {}),
      ...(m[3] !== undefined ? { level: Number(m[3]) } : {}),
      days: n,
    })
  }
  for (const r of RULES) overrides[r].sort((a, b) => specificity(a) - specificity(b))
  return {
    days: { NoFollowDays: base['ClientPool.NoFollowDays'], NoDealDays: base['ClientPool.NoDealDays'] },
    overrides,
    leadDays: base['ClientPool.LeadDays'],
  }
}

const applies = (o: PoolOverride, level: number, department: number) =>
  (o.level === undefined || o.level === level) && (o.department === undefined || o.department === department)

/** A rule's days for a customer of a Level in a department's pool (0: the rule is off for it). */
export const daysFor = (rules: PoolRules, rule: Rule, level: number, department = 0) =>
  rules.overrides[rule].find((o) => applies(o, level, department))?.days ?? rules.days[rule]

// Whole seconds written into the statement: they are numbers we computed, never caller text.
export const secs = (days: number) => sql.raw(String(Math.round(days * DAY)))

/** The moment the clock of each rule started: the last follow-up (or deal), claim or creation. */
export const ANCHORS: Record<Rule, SQL> = {
  NoFollowDays: sql`greatest(${Client.FollowTime}, ${Client.ClaimTime}, ${Client.CreateTime})::bigint`,
  NoDealDays: sql`greatest(${Client.DealTime}, ${Client.ClaimTime}, ${Client.CreateTime})::bigint`,
}

/** When a customer falls by one rule (null where the rule is off for it); undefined when it is off for everyone. */
export function ruleFallSql(rules: PoolRules, rule: Rule): SQL | undefined {
  const at = (days: number) => (days > 0 ? sql`(${ANCHORS[rule]} + ${secs(days)})` : sql`null`)
  const list = rules.overrides[rule]
  if (rules.days[rule] <= 0 && list.every((o) => o.days <= 0)) return undefined
  if (!list.length) return at(rules.days[rule])
  // Numbers we parsed from setting names, never caller text.
  const n = (v: number) => sql.raw(String(v))
  const cases = list.map((o) => {
    const when = [
      o.department !== undefined ? sql`${Client.DepartmentId} = ${n(o.department)}` : undefined,
      o.level !== undefined ? sql`${Client.Level} = ${n(o.level)}` : undefined,
    ].filter((w): w is SQL => !!w)
    return sql`when ${sql.join(when, sql` and `)} then ${at(o.days)}`
  })
  return sql`(case ${sql.join(cases, sql` `)} else ${at(rules.days[rule])} end)`
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
