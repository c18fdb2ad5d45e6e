import { transaction } from '../db/transaction.ts'
import { eq, getTableColumns } from 'drizzle-orm'
import { z } from '@hono/zod-openapi'
import type { Deps } from '../env.ts'
import { Agent, Session } from '../db/schema/index.ts'
import { ApiError, forbidden, notFound, tooMany } from '../lib/errors.ts'
import { clientIp } from '../lib/client-ip.ts'
import { hashPassword, verifyPassword } from '../lib/password.ts'
import { translate } from '../lib/i18n.ts'
import { M } from '../../shared/messages.ts'
import { UpdatePwdBody } from '../../shared/schemas/password.ts'
import { createSession, revokeAgentSessions } from '../services/sessions.ts'
import { admitAttempt, loginSucceeded } from '../services/login-throttle.ts'
import { wrote } from '../db/changes.ts'
import { now } from '../lib/clock.ts'
import { defineRoute, envelope, errorResponse, json, requireAuth, type Router } from './define.ts'

/** Agent columns a response may carry: never the password hash. */
const { Pwd: _pwd, ...agentColumns } = getTableColumns(Agent)
const AgentRow = z.looseObject({ Id: z.number().int(), Name: z.string(), Mobile: z.string() }).openapi('Agent')

export function registerAgent(app: Router, deps: Deps) {
  const { db } = deps

  const my = defineRoute(deps, 'session', {
    method: 'get',
    path: '/Api/Agent/My',
    tags: ['Agent'],
    summary: "The signed-in agent's own record",
    responses: { 200: json(envelope(AgentRow)) },
  })
  app.openapi(my, async (c) => {
    const auth = requireAuth(c)
    const [row] = await db.select(agentColumns).from(Agent).where(eq(Agent.Id, auth.agentId))
    if (!row) throw notFound()
    return c.json({ Result: true, Data: row }, 200)
  })

  const updatePwd = defineRoute(deps, 'session', {
    method: 'post',
    path: '/Api/User/UpdatePwd',
    tags: ['Session'],
    summary: 'Change one’s own password; every session of the agent ends and a new token is issued',
    request: { body: { content: { 'application/json': { schema: UpdatePwdBody } }, required: true } },
    responses: { 200: json(envelope(z.object({ Token: z.string() }))), 429: errorResponse('Too many wrong old passwords') },
  })
  app.openapi(updatePwd, async (c) => {
    const auth = requireAuth(c)
    const body = c.req.valid('json')
    if (body.Id !== undefined && body.Id !== auth.agentId) throw forbidden()
    // Guessing the old password with a borrowed session is throttled like a login, per agent.
    const account = `pwd:${auth.agentId}`
    const ip = clientIp(c, deps.config.trustProxy)
    const wait = await admitAttempt(db, account, ip)
    if (wait > 0) throw tooMany(wait)
    const [agent] = await db.select({ Pwd: Agent.Pwd }).from(Agent).where(eq(Agent.Id, auth.agentId))
    if (!agent || !(await verifyPassword(body.OldPwd, agent.Pwd))) {
      throw new ApiError(400, M.oldPwdWrong, undefined, [{ Field: 'OldPwd', message: M.oldPwdWrong }])
    }
    await loginSucceeded(db, account, ip)
    const hash = await hashPassword(body.NewPwd)
    const token = await transaction(db, async (tx) => {
      // The new session lasts as long as the one it replaces was asked to (the login's "days").
      const [current] = await tx.select({ Day: Session.Day }).from(Session).where(eq(Session.Id, auth.sessionId))
      await tx.update(Agent).set({ Pwd: hash, UpdateTime: now(), UpdateAgent: auth.agentId }).where(eq(Agent.Id, auth.agentId))
      await revokeAgentSessions(tx, auth.agentId)
      return createSession(tx, {
        agentId: auth.agentId,
        day: current?.Day ?? 0,
        sessionDays: deps.config.sessionDays,
        ip,
        userAgent: c.req.header('user-agent') ?? '',
      })
    })
    wrote(db, Session)
    return c.json({ Result: true, Data: { Token: token }, Message: translate(c.var.lang, M.setSuccess) }, 200)
  })
}
