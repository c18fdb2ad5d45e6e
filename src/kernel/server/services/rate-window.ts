import { lt, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { transaction } from '../db/transaction.ts'
import { PublicThrottle } from '../db/schema/index.ts'
import { now } from '../lib/clock.ts'

/** A counter in fixed windows: `amount` (1 for a request, its bytes for an upload) against `limit` per `window` seconds. */
export interface WindowKey {
  key: string
  limit: number
  window: number
  amount?: number
}

/** How long a counter is kept after its window began: longer than the longest window in use (a day). */
const KEEP_SECONDS = 2 * 86_400

/**
 * Counts against each key in its window, one upsert per key under its row lock, so however many
 * arrive at once the one past the limit is refused; answers the seconds to wait when a key is
 * over its limit, else 0. Old counters are swept now and then by the calls themselves.
 */
export async function admitWindow(db: Db, keys: readonly WindowKey[]): Promise<number> {
  const t = now()
  return transaction(db, async (tx) => {
    let wait = 0
    for (const k of [...keys].sort((a, b) => a.key.localeCompare(b.key))) {
      const T = PublicThrottle
      const amount = k.amount ?? 1
      const expired = sql`${T.WindowStart} <= ${t - k.window}`
      const [row] = await tx
        .insert(T)
        .values({ Key: k.key.slice(0, 200), WindowStart: t, Hits: amount })
        .onConflictDoUpdate({
          target: T.Key,
          set: {
            Hits: sql`case when ${expired} then ${amount} else ${T.Hits} + ${amount} end`,
            WindowStart: sql`case when ${expired} then ${t} else ${T.WindowStart} end`,
          },
        })
        .returning()
      if (row!.Hits > k.limit) wait = Math.max(wait, row!.WindowStart + k.window - t)
    }
    if (Math.random() < 0.01) await tx.delete(PublicThrottle).where(lt(PublicThrottle.WindowStart, t - KEEP_SECONDS))
    return wait
  })
}
