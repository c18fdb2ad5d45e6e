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

/** How long a process keeps rules it read: another app server's change reaches it within this. */
export const SETTINGS_TTL_MS = 10_000
const remembered = new WeakMap<Db, Map<string, { at: number; epoch: number; values: Promise<Record<string, number>> }>>()
let epoch = 0

/**
 * numberSettings for reads made on every request (the queues' service levels and claim lapse):
 * remembered per database for a few seconds. A change made through the API is seen at once by this
 * process (`forgetSettings`); one made by another process or straight in the database, within the TTL.
 */
export function rememberedNumberSettings<K extends string>(db: Db, defaults: Readonly<Record<K, number>>): Promise<Record<K, number>> {
  let byKey = remembered.get(db)
  if (!byKey) remembered.set(db, (byKey = new Map()))
  const key = Object.keys(defaults).join('\n')
  const hit = byKey.get(key)
  if (hit && hit.epoch === epoch && Date.now() - hit.at < SETTINGS_TTL_MS) return hit.values as Promise<Record<K, number>>
  const values = numberSettings(db, defaults)
  byKey.set(key, { at: Date.now(), epoch, values })
  // A failed read is not remembered.
  values.catch(() => byKey.delete(key))
  return values
}

/** Drops what this process remembers of the settings (after a Setting is written or deleted). */
export function forgetSettings() {
  epoch++
}
