import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm'
import type { Config } from '../config.ts'
import type { Db, Tx } from '../db/client.ts'
import { SmsCode, SmsOutbox } from '../db/schema/index.ts'
import type { Logger } from '../lib/logger.ts'
import {
  SMS_CODE_LENGTH,
  SMS_CODE_MAX_ATTEMPTS,
  SMS_CODE_TTL_MINUTES,
  SMS_HOURLY_LIMIT,
  SMS_RESEND_SECONDS,
} from '../../shared/schemas/account.ts'
import { now } from '../lib/clock.ts'

/** Where texts go. One method, so a provider is a few lines. */
export interface SmsSender {
  send(phone: string, text: string, type: number): Promise<void>
}

/** Development sender: keeps every text in the SmsOutbox table (`/system/sms_outbox`, `GET /Api/SmsOutbox/Index`). */
export function outboxSender(db: Db): SmsSender {
  return {
    async send(phone, text, type) {
      await db.insert(SmsOutbox).values({ Phone: phone, Type: type, Text: text, CreateTime: now() })
    },
  }
}

/**
 * A gateway that takes `POST <url>` with `{ "phone", "text" }` as JSON and answers 2xx when it
 * accepted the text. Anything else (or no answer within 10 s) is a failure.
 */
export function httpSender(url: string, token: string | undefined, log: Logger): SmsSender {
  return {
    async send(phone, text) {
      const headers: Record<string, string> = { 'content-type': 'application/json' }
      if (token) headers.authorization = `Bearer ${token}`
      const res = await fetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ phone, text }),
        signal: AbortSignal.timeout(10_000),
      })
      if (!res.ok) {
        log.warn('sms gateway refused', { status: res.status })
        throw new Error(`SMS gateway answered ${res.status}`)
      }
    },
  }
}

export function createSmsSender(config: Config, db: Db, log: Logger): SmsSender {
  return config.smsProviderUrl ? httpSender(config.smsProviderUrl, config.smsProviderToken, log) : outboxSender(db)
}

// ---------------------------------------------------------------------------------------------
// Codes

export const newCode = () => String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0')

/** `salt:sha256(salt:code)`. The code itself is never stored. */
export function hashCode(code: string, salt = randomBytes(12).toString('base64url')) {
  return `${salt}:${createHash('sha256').update(`${salt}:${code}`).digest('hex')}`
}

export function codeMatches(code: string, stored: string) {
  const salt = stored.slice(0, stored.indexOf(':'))
  const a = Buffer.from(hashCode(code, salt))
  const b = Buffer.from(stored)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** Advisory-lock namespace: serialises sends per phone number and per agent. */
const SMS_LOCK = 727_002

export type IssueResult =
  | { ok: true; id: number; code: string }
  | { ok: false; reason: 'tooSoon'; seconds: number }
  | { ok: false; reason: 'tooMany'; minutes: number }

/**
 * Checks the send limits and stores a new code for (phone, type, agent), in one transaction
 * that holds a lock on the phone and the agent, so two quick clicks cannot both pass the check.
 * Older unused codes of the same phone and purpose stop working: only the newest counts.
 */
export async function issueCode(db: Db, opts: { phone: string; type: number; agentId: number }): Promise<IssueResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SMS_LOCK}, ${opts.agentId}::int)`)
    await tx.execute(sql`select pg_advisory_xact_lock(${SMS_LOCK}, hashtext(${opts.phone}))`)
    const t = now()
    const hourAgo = t - 3600
    const [stats] = await tx
      .select({
        phoneHour: sql<number>`count(*) filter (where ${SmsCode.Phone} = ${opts.phone})`.mapWith(Number),
        agentHour: sql<number>`count(*) filter (where ${SmsCode.AgentId} = ${opts.agentId})`.mapWith(Number),
        lastPhone: sql<number>`coalesce(max(${SmsCode.CreateTime}) filter (where ${SmsCode.Phone} = ${opts.phone}), 0)`.mapWith(Number),
        oldestPhone: sql<number>`min(${SmsCode.CreateTime}) filter (where ${SmsCode.Phone} = ${opts.phone})`.mapWith(Number),
        oldestAgent: sql<number>`min(${SmsCode.CreateTime}) filter (where ${SmsCode.AgentId} = ${opts.agentId})`.mapWith(Number),
      })
      .from(SmsCode)
      .where(and(gt(SmsCode.CreateTime, hourAgo), sql`(${SmsCode.Phone} = ${opts.phone} or ${SmsCode.AgentId} = ${opts.agentId})`))
    if (stats && stats.lastPhone > t - SMS_RESEND_SECONDS) {
      return { ok: false, reason: 'tooSoon', seconds: Math.max(1, stats.lastPhone + SMS_RESEND_SECONDS - t) }
    }
    if (stats && (stats.phoneHour >= SMS_HOURLY_LIMIT || stats.agentHour >= SMS_HOURLY_LIMIT)) {
      const oldest = stats.phoneHour >= SMS_HOURLY_LIMIT ? stats.oldestPhone : stats.oldestAgent
      return { ok: false, reason: 'tooMany', minutes: Math.max(1, Math.ceil((oldest + 3600 - t) / 60)) }
    }
    // Codes older than a day are of no use to anyone, not even the limits.
    await tx.delete(SmsCode).where(lt(SmsCode.CreateTime, t - 86_400))
    await killCodes(tx, opts.phone, opts.type, t)
    const code = newCode()
    const [row] = await tx
      .insert(SmsCode)
      .values({
        Phone: opts.phone,
        Type: opts.type,
        AgentId: opts.agentId,
        CodeHash: hashCode(code),
        ExpireTime: t + SMS_CODE_TTL_MINUTES * 60,
        CreateTime: t,
      })
      .returning({ Id: SmsCode.Id })
    return { ok: true, id: row!.Id, code }
  })
}

async function killCodes(tx: Tx, phone: string, type: number, t: number) {
  await tx
    .update(SmsCode)
    .set({ UsedTime: t })
    .where(and(eq(SmsCode.Phone, phone), eq(SmsCode.Type, type), eq(SmsCode.UsedTime, 0)))
}

/** A code whose text could not be sent is dead at once (it still counts towards the limits). */
export async function discardCode(db: Db, id: number) {
  await db.update(SmsCode).set({ UsedTime: now() }).where(eq(SmsCode.Id, id))
}

export type CheckResult = 'ok' | 'wrong' | 'expired' | 'dead'

/**
 * Checks the newest code of (phone, type, agent) inside the caller's transaction and, when it
 * is right, uses it up. The row is locked, so one code serves one request. A wrong try is
 * counted (`countWrongTry`); the caller then ends its transaction normally so the count stays.
 */
export async function consumeCode(
  tx: Tx,
  opts: { phone: string; type: number; agentId: number; code: string },
): Promise<{ result: CheckResult; id?: number }> {
  const [row] = await tx
    .select()
    .from(SmsCode)
    .where(and(eq(SmsCode.Phone, opts.phone), eq(SmsCode.Type, opts.type), eq(SmsCode.AgentId, opts.agentId)))
    .orderBy(desc(SmsCode.Id))
    .limit(1)
    .for('update')
  if (!row || row.UsedTime !== 0 || row.Attempts >= SMS_CODE_MAX_ATTEMPTS) return { result: 'dead' }
  if (row.ExpireTime <= now()) return { result: 'expired' }
  if (!codeMatches(opts.code, row.CodeHash)) return { result: 'wrong', id: row.Id }
  await tx.update(SmsCode).set({ UsedTime: now() }).where(eq(SmsCode.Id, row.Id))
  return { result: 'ok', id: row.Id }
}

/** Counts a wrong try; the fifth one ends the code. */
export async function countWrongTry(db: Db | Tx, id: number) {
  await db
    .update(SmsCode)
    .set({ Attempts: sql`${SmsCode.Attempts} + 1` })
    .where(eq(SmsCode.Id, id))
}
