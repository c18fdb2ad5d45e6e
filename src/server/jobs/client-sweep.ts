import { asc, sql } from 'drizzle-orm'
import { Client } from '../db/schema/index.ts'
import { clientServer } from '../lifecycle/client.ts'
import { ANCHORS, DAY, fallsBy, fallTimeSql, poolRules, RULES, ruleFallSql, type Rule } from '../lifecycle/client-fall.ts'
import type { Narrowing } from '../../kernel/server/registry.ts'
import type { Job } from '../../kernel/server/jobs/job.ts'
import { moveEach } from '../../kernel/server/jobs/move-each.ts'

/**
 * The about-to-lose queue (and the reminders that read it) holds only the customers falling within
 * the lead days. Each entered it when its warning began (its fall less the lead days), falls due at
 * its fall, and says by which rule and after how many days (`NoFollowDays 30`), or `Extended`.
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
    // An extension that outlasts the rules is why it falls then.
    rule: sql`case when ${Client.KeepUntil} >= least(${follow}, ${deal}) then 'Extended'
      when ${follow} is not null and ${follow} <= coalesce(${deal}, ${follow})
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
