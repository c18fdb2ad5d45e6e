import { and, asc, eq, gt, sql } from 'drizzle-orm'
import type { Db, Tx } from '../db/client.ts'
import { transaction } from '../db/transaction.ts'
import { LoginLockout, LoginThrottle } from '../db/schema/index.ts'
import { now } from '../lib/clock.ts'

/**
 * Login protection as OWASP's authentication guidance has it: throttling that grows, never a hard
 * lock, and never one person's lock-out caused by someone else.
 *
 * - An account from one address may try ACCOUNT_LIMIT times in a window; the next try blocks that
 *   pair for BASE_BLOCK seconds, doubling with each block (up to MAX_BLOCK) until a success or a
 *   quiet day. The same account from another address is not affected, so guessing an
 *   administrator's password from one place never keeps the administrator out from another.
 * - An address may fail ADDRESS_LIMIT times across accounts (an office shares one address, so the
 *   limit is high; successes do not count), then it is blocked the same way.
 * - An attempt is counted before the password is checked, in one statement per key under the
 *   key's row lock, so however many arrive at once, the one past the limit is refused.
 * - Every block is written to LoginLockout for administrators, who can lift it.
 */
export const ACCOUNT_LIMIT = 5
export const ADDRESS_LIMIT = 50
export const WINDOW = 600
export const BASE_BLOCK = 60
export const MAX_BLOCK = 3600
/** A key without a block for this long starts again from the shortest one. */
const LEVEL_RESET = 86_400

type Kind = 'account' | 'address'
interface Key {
  key: string
  kind: Kind
  account: string
  ip: string
  limit: number
}

const keysOf = (account: string, ip: string): Key[] => [
  { key: `a:${account}|${ip}`, kind: 'account', account, ip, limit: ACCOUNT_LIMIT },
  { key: `i:${ip}`, kind: 'address', account: '', ip, limit: ADDRESS_LIMIT },
]

/** How long the n-th block (0-based) lasts. */
export const blockSeconds = (level: number) => Math.min(MAX_BLOCK, BASE_BLOCK * 2 ** Math.min(level, 20))

/** Counts one attempt on a key (none while it is blocked) and answers the key after it, under its row lock. */
async function count(tx: Tx, k: Key, t: number) {
  const T = LoginThrottle
  const blocked = sql`${T.BlockedUntil} > ${t}`
  const expired = sql`${T.WindowStart} <= ${t - WINDOW}`
  const [row] = await tx
    .insert(T)
    .values({ Key: k.key, Kind: k.kind, Account: k.account, Ip: k.ip.slice(0, 64), Attempts: 1, WindowStart: t, LastTime: t })
    .onConflictDoUpdate({
      target: T.Key,
      set: {
        Attempts: sql`case when ${blocked} then ${T.Attempts} when ${expired} then 1 else ${T.Attempts} + 1 end`,
        WindowStart: sql`case when ${blocked} then ${T.WindowStart} when ${expired} then ${t} else ${T.WindowStart} end`,
        Level: sql`case when ${T.LastTime} < ${t - LEVEL_RESET} and not ${blocked} then 0 else ${T.Level} end`,
        LastTime: t,
      },
    })
    .returning()
  return row!
}

/**
 * Counts this attempt against the account-from-address and the address; answers the seconds to
 * wait when either is (or now becomes) blocked, else 0 and the password may be checked.
 */
export async function admitAttempt(db: Db, account: string, ip: string): Promise<number> {
  const t = now()
  return transaction(db, async (tx) => {
    let wait = 0
    // Always the same key order, so two attempts never wait on each other's rows crosswise.
    for (const k of keysOf(account, ip).sort((a, b) => a.key.localeCompare(b.key))) {
      const row = await count(tx, k, t)
      if (row.BlockedUntil > t) {
        wait = Math.max(wait, row.BlockedUntil - t)
        continue
      }
      if (row.Attempts <= k.limit) continue
      const until = t + blockSeconds(row.Level)
      await tx
        .update(LoginThrottle)
        .set({ BlockedUntil: until, Level: row.Level + 1, Attempts: 0, WindowStart: until })
        .where(eq(LoginThrottle.Key, k.key))
      await tx.insert(LoginLockout).values({
        Key: k.key,
        Kind: k.kind,
        Account: k.account,
        Ip: k.ip.slice(0, 64),
        Attempts: row.Attempts - 1,
        Level: row.Level + 1,
        BlockedUntil: until,
        CreateTime: t,
      })
      wait = Math.max(wait, until - t)
    }
    return wait
  })
}

/** The right password: the account starts afresh from this address, and the address does not count it. */
export async function loginSucceeded(db: Db, account: string, ip: string) {
  const [accountKey, addressKey] = keysOf(account, ip)
  await transaction(db, async (tx) => {
    await tx.delete(LoginThrottle).where(eq(LoginThrottle.Key, accountKey!.key))
    await tx
      .update(LoginThrottle)
      .set({ Attempts: sql`greatest(${LoginThrottle.Attempts} - 1, 0)` })
      .where(and(eq(LoginThrottle.Key, addressKey!.key), gt(LoginThrottle.Attempts, 0)))
  })
}

/** The blocks still in force, newest first (for the administrators' list). */
export function activeBlocks(db: Db) {
  return db.select().from(LoginThrottle).where(gt(LoginThrottle.BlockedUntil, now())).orderBy(asc(LoginThrottle.BlockedUntil))
}

/**
 * An administrator lifts a lock-out: its key starts afresh (no block, shortest back-off) and the
 * lock-out row records who lifted it. Answers false when the row does not exist.
 */
export async function liftLockout(db: Db, lockoutId: number, agentId: number): Promise<boolean> {
  return transaction(db, async (tx) => {
    const [row] = await tx.select().from(LoginLockout).where(eq(LoginLockout.Id, lockoutId)).for('update')
    if (!row) return false
    const t = now()
    await tx.delete(LoginThrottle).where(eq(LoginThrottle.Key, row.Key))
    // Every block of that key still in force ends with it.
    await tx
      .update(LoginLockout)
      .set({ LiftTime: t, LiftAgent: agentId })
      .where(and(eq(LoginLockout.Key, row.Key), eq(LoginLockout.LiftTime, 0), gt(LoginLockout.BlockedUntil, t)))
    if (row.LiftTime === 0) await tx.update(LoginLockout).set({ LiftTime: t, LiftAgent: agentId }).where(eq(LoginLockout.Id, row.Id))
    return true
  })
}
