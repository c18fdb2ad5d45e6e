import type { SQL } from 'drizzle-orm'
import type { Db, Tx } from './client.ts'

/** The rows of a hand-written statement, on either driver (both answer `{ rows }`). */
export async function rowsOf(db: Db | Tx, statement: SQL): Promise<Record<string, unknown>[]> {
  return ((await db.execute(statement)) as unknown as { rows: Record<string, unknown>[] }).rows
}
