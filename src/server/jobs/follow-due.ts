import { and, eq, gt, gte, lte, ne, sql } from 'drizzle-orm'
import { Client, JobRun } from '../db/schema/index.ts'
import type { Job } from '../../kernel/server/jobs/job.ts'
import { tellReminder } from '../../kernel/server/routes/live.ts'

/** How far back a first run (or one after a long pause) looks: older plans are already overdue in every bell. */
const LOOKBACK = 3600

/**
 * A planned follow-up coming due is told to its owner (and the colleague cooperating on the
 * customer) at its time, on the live stream (`reminder`), so their bell counts it and a notice
 * names the customer without waiting for the next poll. Each run covers the plans since the last
 * run began (the boundary second again: the browser shows each notice once).
 */
export const followDue: Job = {
  name: 'follow-due',
  defaultMinutes: 1,
  async run({ deps, now }) {
    // Since the last run that went well began (a first run, or one after a long pause, looks back an
    // hour), in the same statement as the plans.
    const lastStart = sql`(select max(${JobRun.StartTime}) from ${JobRun} where ${JobRun.Job} = 'follow-due' and ${JobRun.Outcome} = 1)`
    const since = sql`greatest(coalesce(${lastStart}, 0), ${now - LOOKBACK})`
    const due = await deps.db
      .select({ Id: Client.Id, AgentId: Client.AgentId, CoAgentId: Client.CoAgentId, At: Client.NextFollowTime })
      .from(Client)
      .where(
        and(
          gte(Client.NextFollowTime, since),
          lte(Client.NextFollowTime, now),
          eq(Client.Kind, 1),
          eq(Client.State, 'Private'),
          ne(Client.Status, -1),
          gt(Client.AgentId, 0),
          // A follow-up that took place at or after the plan leaves nothing due.
          sql`${Client.NextFollowTime} > ${Client.FollowTime}`,
        ),
      )
    for (const c of due)
      for (const agent of new Set([c.AgentId, c.CoAgentId].filter((a) => a > 0)))
        await tellReminder(deps.db, agent, { Doc: 'Client', Id: c.Id, At: c.At })
    return { moved: 0, message: due.length ? `${due.length} follow-ups came due` : '' }
  },
}
