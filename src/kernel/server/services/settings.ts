import { and, eq, inArray } from 'drizzle-orm'
import type { Db, Tx } from '../db/client.ts'
import { Setting } from '../db/schema/index.ts'
import { hasFeed, onChange } from '../db/changes.ts'
import { LIST_COUNT_CAP_DEFAULT, LIST_COUNT_CAP_KEY } from '../../shared/schemas/list.ts'
import { DEFAULT_TIME_ZONE, isTimeZone, TIME_ZONE_KEY } from '../../shared/date-ranges.ts'

/**
 * Numeric rules kept in settings (Setting rows whose Name is the key), read with their defaults.
 * A missing, disabled or non-numeric row falls back to the default.
 */
export async function numberSettings<K extends string>(db: Db | Tx, defaults: Readonly<Record<K, number>>): Promise<Record<K, number>> {
  const names = Object.keys(defaults)
  const named = (name: string): name is K => Object.hasOwn(defaults, name)
  const rows = await db
    .select({ Name: Setting.Name, Value: Setting.Value })
    .from(Setting)
    .where(and(inArray(Setting.Name, names), eq(Setting.Status, 1)))
  const out: Record<K, number> = { ...defaults }
  for (const r of rows) {
    const n = Number(r.Value)
    if (r.Value.trim() !== '' && Number.isFinite(n) && named(r.Name)) out[r.Name] = n
  }
  return out
}

/**
 * How long a process keeps rules it read. A change through any app server reaches every process at
 * once (db/changes.ts); this bounds only what the feed could miss, and is short while it is down.
 */
export const SETTINGS_TTL_MS = 60_000
const UNFED_TTL_MS = 3000
const remembered = new WeakMap<Db, Map<string, { at: number; epoch: number; values: Promise<unknown> }>>()
let epoch = 0

/** A read of settings remembered per database, forgotten whenever the database says a setting changed. */
function rememberedRead<T>(db: Db, key: string, read: () => Promise<T>): Promise<T> {
  let byKey = remembered.get(db)
  if (!byKey) {
    const fresh = new Map<string, { at: number; epoch: number; values: Promise<unknown> }>()
    remembered.set(db, (byKey = fresh))
    onChange(db, 'settings', () => fresh.clear())
  }
  const hit = byKey.get(key)
  if (hit && hit.epoch === epoch && Date.now() - hit.at < (hasFeed(db) ? SETTINGS_TTL_MS : UNFED_TTL_MS)) return hit.values as Promise<T>
  const values = read()
  byKey.set(key, { at: Date.now(), epoch, values })
  // A failed read is not remembered.
  values.catch(() => byKey.delete(key))
  return values
}

/**
 * numberSettings for reads made on every request or transition (the queues' service levels, the
 * claim rules): remembered per database, forgotten whenever the database says a setting changed.
 */
export function rememberedNumberSettings<K extends string>(
  db: Db,
  defaults: Readonly<Record<K, number>>,
  /** Where a miss reads: inside a transaction, its own connection (the embedded database has only one). */
  reader: Db | Tx = db,
): Promise<Record<K, number>> {
  return rememberedRead(db, Object.keys(defaults).join('\n'), () => numberSettings(reader, defaults))
}

/**
 * The company's time zone (IANA name, `Company.TimeZone`): every "today", week and month of the
 * product is its, on the server and in the browser. A missing or unknown name reads as the default.
 */
export function companyTimeZone(db: Db, reader: Db | Tx = db): Promise<string> {
  return rememberedRead(db, TIME_ZONE_KEY, () => readTimeZone(reader))
}

/** companyTimeZone read afresh (inside a transaction that may have just written it). */
export async function readTimeZone(reader: Db | Tx): Promise<string> {
  const [row] = await reader
    .select({ Value: Setting.Value })
    .from(Setting)
    .where(and(eq(Setting.Name, TIME_ZONE_KEY), eq(Setting.Status, 1)))
    .limit(1)
  const name = row?.Value.trim() ?? ''
  return isTimeZone(name) ? name : DEFAULT_TIME_ZONE
}

/** Drops what this process remembers of the settings (after a Setting is written or deleted). */
export function forgetSettings() {
  epoch++
}

/** The cap of exact list counts (a setting, 1,000 unless changed): beyond it a list says "more than". */
export const countCap = async (db: Db): Promise<number> =>
  (await rememberedNumberSettings(db, { [LIST_COUNT_CAP_KEY]: LIST_COUNT_CAP_DEFAULT }))[LIST_COUNT_CAP_KEY] ?? LIST_COUNT_CAP_DEFAULT
