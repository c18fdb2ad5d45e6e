import { and, eq, ne, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../kernel/server/db/client.ts'
import { DeclareIncome, Settlement } from '../db/schema/index.ts'

/**
 * What an income has left for settlements: its amount and what live settlements not refused draw
 * on it. A write locks the income (`lock`), so two settlements written at once cannot both pass.
 */
export async function incomeLeft(
  db: Tx | Db,
  incomeId: number,
  exceptSettlement = 0,
  lock = true,
): Promise<{ amount: number; drawn: number } | undefined> {
  const query = db
    .select({ Amount: DeclareIncome.Amount })
    .from(DeclareIncome)
    .where(and(eq(DeclareIncome.Id, incomeId), ne(DeclareIncome.Status, -1)))
  const [income] = lock ? await query.for('update') : await query
  if (!income) return undefined
  const [drawn] = await db
    .select({ Sum: sql<number>`coalesce(sum(${Settlement.Amount}), 0)`.mapWith(Number) })
    .from(Settlement)
    .where(
      and(
        eq(Settlement.IncomeId, incomeId),
        ne(Settlement.Status, -1),
        ne(Settlement.Id, exceptSettlement),
        sql`${Settlement.State} not in ('Rejected', 'Cancelled')`,
      ),
    )
  return { amount: income.Amount, drawn: drawn!.Sum }
}
