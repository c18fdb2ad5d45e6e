import { getTableName } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Target } from './target.ts'

/** Rows written to one table and how fast (generation included: it runs while COPY streams). */
export interface TableLoad {
  table: string
  rows: number
  seconds: number
  rowsPerSecond: number
}

/** COPY rows into a table, timed. */
export async function timedCopy(
  t: Target,
  loads: TableLoad[],
  table: PgTable,
  keys: readonly string[],
  rows: Iterable<readonly unknown[]>,
) {
  const started = performance.now()
  const n = await t.copy(table, keys, rows)
  const seconds = (performance.now() - started) / 1000
  const entry = { table: getTableName(table), rows: n, seconds: round(seconds, 2), rowsPerSecond: Math.round(n / Math.max(seconds, 1e-6)) }
  loads.push(entry)
  console.log(
    `  ${entry.table.padEnd(18)} ${String(n).padStart(9)} rows  ${entry.seconds.toFixed(1).padStart(6)} s  ${String(entry.rowsPerSecond).padStart(8)} rows/s`,
  )
  return n
}

/** The largest Id a table holds (explicit ids continue from it; the sequence is moved past them afterwards). */
export async function maxId(t: Target, table: PgTable): Promise<number> {
  const [row] = await t.rows<{ m: string | number | null }>(`select max(id) as m from "${getTableName(table)}"`)
  return Number(row?.m ?? 0)
}

/** Moves a table's id sequence past the ids written explicitly. */
export async function syncSequence(t: Target, table: PgTable) {
  const name = getTableName(table)
  await t.exec(`select setval(pg_get_serial_sequence('"${name}"', 'id'), greatest((select max(id) from "${name}"), 1))`)
}

export const round = (x: number, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits
