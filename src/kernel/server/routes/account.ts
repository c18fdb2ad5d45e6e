import { transaction } from '../db/transaction.ts'
import { and, desc, eq, gt, ne, sql } from 'drizzle-orm'
import { z } from '@hono/zod-openapi'
import type { Deps } from '../env.ts'
import { Agent, Session } from '../db/schema/index.ts'
import { badRequest, conflict, notFound } from '../lib/errors.ts'
import { translate } from '../lib/i18n.ts'
import { M } from '../../shared/messages.ts'
import { SessionDeleteBody, SMS_TYPE, UpdateMobileBody } from '../../shared/schemas/account.ts'
import { consumeCode, countWrongTry } from '../services/sms.ts'
import { revokeAgentSessions } from '../services/sessions.ts'
import { wrote } from '../db/changes.ts'
import { now } from '../lib/clock.ts'
import { defineRoute, envelope, errorResponse, json, requireAuth, type Router } from './define.ts'

const SessionRow = z
  .object({
    Id: z.number().int(),
    CreateTime: z.number().int(),
    LastTime: z.number().int(),
    ExpireTime: z.number().int(),
    Ip: z.string(),
    UserAgent: z.string(),
    Current: z.boolean(),
  })
  .openapi('SessionRow')

/** A unique index said no (two agents taking one number at the same instant). */
function isUniqueViolation(err: unknown): boolean {
  for (let e = err; typeof e === 'object' && e !== null; e = 'cause' in e ? e.cause : undefined) {
    if ('code' in e && e.code === '23505') return true
  }
  return false
}

/** The signed-in agent's own account: mobile number and open sessions. */
export function registerAccount(app: Router, deps: Deps) {
  const { db } = deps

  const updateMobile = defineRoute(deps, 'session', {
    method: 'post',
    path: '/Api/Agent/UpdateMobile',
    tags: ['Agent'],
    summary: 'Change one’s own mobile number (the login account) with the SMS code sent to the new number',
    request: { body: { content: { 'application/json': { schema: UpdateMobileBody } }, required: true } },
    responses: {
      200: json(envelope(z.object({ Mobile: z.string() }))),
      409: errorResponse('The number belongs to another member of staff'),
    },
  })
  app.openapi(updateMobile, async (c) => {
    const auth = requireAuth(c)
    const { Mobile, ValidCode } = c.req.valid('json')
    let outcome: 'ok' | 'same' | 'wrong' | 'expired' | 'dead'
    try {
      outcome = await transaction(db, async (tx) => {
        const [me] = await tx.select({ Mobile: Agent.Mobile }).from(Agent).where(eq(Agent.Id, auth.agentId)).for('update')
        if (me?.Mobile === Mobile) return 'same'
        // The code first: only whoever received it at that number learns that it is taken.
        const check = await consumeCode(tx, { phone: Mobile, type: SMS_TYPE.changeMobile, agentId: auth.agentId, code: ValidCode })
        if (check.result === 'wrong') {
          // Counted, and committed: returning (not throwing) keeps this transaction's writes.
          await countWrongTry(tx, check.id!)
          return 'wrong'
        }
        if (check.result !== 'ok') return check.result
        const [other] = await tx
          .select({ Id: Agent.Id })
          .from(Agent)
          .where(and(eq(Agent.Mobile, Mobile), ne(Agent.Id, auth.agentId)))
          .limit(1)
        // Thrown, not returned: the code stays unused for when the number is free again.
        if (other) throw conflict(M.mobileTaken)
        await tx
          .update(Agent)
          .set({ Mobile, UpdateTime: now(), UpdateAgent: auth.agentId, Version: sql`${Agent.Version} + 1` })
          .where(eq(Agent.Id, auth.agentId))
        // The login changed: whoever else holds a session of the old one signs in again.
        await revokeAgentSessions(tx, auth.agentId, auth.sessionId)
        return 'ok'
      })
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(M.mobileTaken)
      throw err
    } finally {
      wrote(db, Session)
    }
    const field = (d: (typeof M)[keyof typeof M]) => [{ Field: 'ValidCode', message: d }]
    switch (outcome) {
      case 'same':
        throw badRequest(M.mobileSame, [{ Field: 'Mobile', message: M.mobileSame }])
      case 'wrong':
        throw badRequest(M.codeWrong, field(M.codeWrong))
      case 'expired':
        throw badRequest(M.codeExpired, field(M.codeExpired))
      case 'dead':
        throw badRequest(M.codeDead, field(M.codeDead))
    }
    return c.json({ Result: true, Data: { Mobile }, Message: translate(c.var.lang, M.mobileChanged) }, 200)
  })

  const sessions = defineRoute(deps, 'session', {
    method: 'get',
    path: '/Api/Session/Index',
    tags: ['Session'],
    summary: 'The caller’s own open sessions, most recently used first',
    responses: { 200: json(envelope(z.array(SessionRow))) },
  })
  app.openapi(sessions, async (c) => {
    const auth = requireAuth(c)
    const rows = await db
      .select({
        Id: Session.Id,
        CreateTime: Session.CreateTime,
        LastTime: Session.LastTime,
        ExpireTime: Session.ExpireTime,
        Ip: Session.Ip,
        UserAgent: Session.UserAgent,
      })
      .from(Session)
      .where(and(eq(Session.AgentId, auth.agentId), eq(Session.RevokeTime, 0), gt(Session.ExpireTime, now())))
      .orderBy(desc(Session.LastTime), desc(Session.Id))
    const data = rows.map((r) => ({ ...r, Current: r.Id === auth.sessionId }))
    return c.json({ Result: true, Data: data, Count: data.length }, 200)
  })

  const revoke = defineRoute(deps, 'session', {
    method: 'post',
    path: '/Api/Session/Delete',
    tags: ['Session'],
    summary: 'Sign out one of one’s own sessions (404 for any other)',
    request: { body: { content: { 'application/json': { schema: SessionDeleteBody } }, required: true } },
    responses: {
      200: json(envelope(z.null())),
      404: errorResponse('No such open session of the caller'),
    },
  })
  app.openapi(revoke, async (c) => {
    const auth = requireAuth(c)
    const { Id } = c.req.valid('json')
    const done = await db
      .update(Session)
      .set({ RevokeTime: now() })
      .where(and(eq(Session.Id, Id), eq(Session.AgentId, auth.agentId), eq(Session.RevokeTime, 0), gt(Session.ExpireTime, now())))
      .returning({ Id: Session.Id })
    if (done.length === 0) throw notFound()
    return c.json({ Result: true, Data: null, Message: translate(c.var.lang, M.sessionRevoked) }, 200)
  })
}
