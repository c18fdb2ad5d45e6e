import { and, eq, gt, or, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { LoginFailure } from '../db/schema/index.ts'
import { now } from './sessions.ts'

/** More than MAX failures in WINDOW seconds, per account or per address, blocks further tries. */
export const MAX_FAILURES = 5
export const WINDOW = 600

/** Seconds until the next try is allowed, or 0. Counted in the database, so every app server agrees. */
export async function blockedFor(db: Db, account: string, ip: string): Promise<number> {
  const since = now() - WINDOW
  const [row] = await db
    .select({
      byAccount: sql<number>`count(*) filter (where ${LoginFailure.Account} = ${account})`.mapWith(Number),
      byIp: sql<number>`count(*) filter (where ${LoginFailure.Ip} = ${ip})`.mapWith(Number),
      oldest: sql<number>`min(${LoginFailure.CreateTime})`.mapWith(Number),
    })
    .from(LoginFailure)
    .where(and(gt(LoginFailure.CreateTime, since), or(eq(LoginFailure.Account, account), eq(LoginFailure.Ip, ip))))
  if (!row || (row.byAccount < MAX_FAILURES && row.byIp < MAX_FAILURES)) return 0
  return Math.max(1, row.oldest + WINDOW - now())
}

export async function recordFailure(db: Db, account: string, ip: string) {
  await db.insert(LoginFailure).values({ Account: account, Ip: ip, CreateTime: now() })
}

/** A successful login forgets the account's failures (not the address's). */
export async function clearFailures(db: Db, account: string) {
  await db.delete(LoginFailure).where(eq(LoginFailure.Account, account))
}
