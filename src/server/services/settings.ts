import { and, eq, inArray } from 'drizzle-orm'
import type { Db, Tx } from '../db/client.ts'
import { Setting } from '../db/schema/index.ts'

/**
 * Numeric rules kept in settings (Setting rows whose Name is the key), read with their defaults.
 * A missing, disabled or non-numeric row falls back to the default.
 */
export async function numberSettings<K extends string>(db: Db | Tx, defaults: Readonly<Record<K, number>>): Promise<Record<K, number>> {
  const names = Object.keys(defaults) as K[]
  const rows = await db
    .select({ Name: Setting.Name, Value: Setting.Value })
    .from(Setting)
    .where(and(inArray(Setting.Name, names), eq(Setting.Status, 1)))
  const out: Record<K, number> = { ...defaults }
  for (const r of rows) {
    const n = Number(r.Value)
    if (r.Value.trim() !== '' && Number.isFinite(n)) out[r.Name as K] = n
  }
  return out
}
