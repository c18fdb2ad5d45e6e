import { sql, type SQL } from 'drizzle-orm'
import { AGEING_BUCKETS, type AgeingAnswer, type AgeingRow } from '../../shared/finance/receivable.ts'
import type { Db, Tx } from '../../kernel/server/db/client.ts'
import { Receivable } from '../db/schema/index.ts'

const DAY = 86_400

/**
 * What is still owed, by currency and age, over the receivables the list selects (`where`: its own
 * filters and the caller's scope), in one statement. Each open receivable's balance lands in
 * exactly one bucket by its whole days since OpenTime, so the buckets add up to the open total.
 */
export async function ageing(db: Db | Tx, where: SQL | undefined, at = Math.floor(Date.now() / 1000)): Promise<AgeingAnswer> {
  const open = sql`${Receivable.State} in ('Open', 'PartlyPaid')`
  const days = sql`greatest(0, (${at}::bigint - ${Receivable.OpenTime}) / ${DAY})`
  const bucket = (from: number, to: number | null): SQL =>
    sql`coalesce(sum(${Receivable.Balance}) filter (where ${open} and ${days} >= ${from}${to === null ? sql`` : sql` and ${days} <= ${to}`}), 0)::bigint`
  const rows = await db
    .select({
      Currency: Receivable.Currency,
      Count: sql<number>`count(*) filter (where ${open})`.mapWith(Number),
      Open: sql<number>`coalesce(sum(${Receivable.Balance}) filter (where ${open}), 0)::bigint`.mapWith(Number),
      Received: sql<number>`coalesce(sum(${Receivable.Received}), 0)::bigint`.mapWith(Number),
      Amount: sql<number>`coalesce(sum(${Receivable.Amount}), 0)::bigint`.mapWith(Number),
      ...Object.fromEntries(AGEING_BUCKETS.map((b) => [b.key, sql<number>`${bucket(b.from, b.to)}`.mapWith(Number)])),
    })
    .from(Receivable)
    .where(where)
    .groupBy(Receivable.Currency)
    .orderBy(Receivable.Currency)
  return { At: at, Rows: rows as unknown as AgeingRow[] }
}
