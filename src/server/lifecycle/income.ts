import { and, eq, ne, sql } from 'drizzle-orm'
import type { Db, Tx } from '../db/client.ts'
import { DeclareIncome, Settlement } from '../db/schema/index.ts'

/** What an income has left for settlements: its amount and what live settlements not refused draw on it (the income locked in a transaction). */
export async function incomeLeft(db: Tx | Db, incomeId: number, exceptSettlement = 0): Promise<{ amount: number; drawn: number } | undefined> {
  const [income] = await db
    .select({ Amount: DeclareIncome.Amount })
    .from(DeclareIncome)
    .where(and(eq(DeclareIncome.Id, incomeId), ne(DeclareIncome.Status, -1)))
    .for('update')
  if (!income) return undefined
  const [drawn] = await db
    .select({ Sum: sql<number>`coalesce(sum(${Settlement.Amount}), 0)`.mapWith(Number) })
    .from(Settlement)
    .where(and(eq(Settlement.IncomeId, incomeId), ne(Settlement.Status, -1), ne(Settlement.Id, exceptSettlement), sql`${Settlement.State} not in ('Rejected', 'Cancelled')`))
  return { amount: income.Amount, drawn: drawn!.Sum }
}
