import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Tx } from '../../kernel/server/db/client.ts'
import { Client, ClientFollow } from '../db/schema/index.ts'

/**
 * A customer's (or supplier's) follow-up summary, derived from its live follow-up rows and never
 * written any other way: how many there are, when the latest took place, and the next one planned.
 * The plan is the one made at the latest follow-up that made one (by when it took place, then by
 * number), so a back-dated note neither replaces nor drops it; once a later follow-up has taken
 * place at or after that time, the plan is kept and nothing is due (0).
 */
export async function deriveFollowSummary(tx: Tx, clientIds?: readonly number[]): Promise<void> {
  if (clientIds && !clientIds.length) return
  const which = clientIds ? inArray(Client.Id, [...new Set(clientIds)]) : undefined
  const rows = tx
    .select({
      id: Client.Id,
      n: sql<number>`count(${ClientFollow.Id})::int`.as('n'),
      last: sql<number>`coalesce(max(${ClientFollow.FollowTime}), 0)`.as('last'),
      plan: sql<number>`coalesce((array_agg(${ClientFollow.NextFollowTime} order by ${ClientFollow.FollowTime} desc, ${ClientFollow.Id} desc)
        filter (where ${ClientFollow.NextFollowTime} > 0))[1], 0)`.as('plan'),
    })
    .from(Client)
    .leftJoin(ClientFollow, and(eq(ClientFollow.ClientId, Client.Id), ne(ClientFollow.Status, -1)))
    .where(which)
    .groupBy(Client.Id)
    .as('s')
  const next = sql`case when ${rows.plan} > ${rows.last} then ${rows.plan} else 0 end`
  await tx
    .update(Client)
    .set({ FollowNum: sql`${rows.n}`, FollowTime: sql`${rows.last}`, NextFollowTime: next })
    .from(rows)
    .where(
      and(
        eq(Client.Id, rows.id),
        sql`(${Client.FollowNum}, ${Client.FollowTime}, ${Client.NextFollowTime}) is distinct from (${rows.n}, ${rows.last}, ${next})`,
      ),
    )
}

/** The customers the given follow-ups belong to. */
export async function followClients(tx: Tx, followIds: readonly number[]): Promise<number[]> {
  if (!followIds.length) return []
  const rows = await tx
    .selectDistinct({ ClientId: ClientFollow.ClientId })
    .from(ClientFollow)
    .where(inArray(ClientFollow.Id, [...followIds]))
  return rows.map((r) => r.ClientId)
}
