import { eq } from 'drizzle-orm'
import { z } from '@hono/zod-openapi'
import type { Deps } from '../env.ts'
import { Agent } from '../db/schema/index.ts'
import { ApiError, tooMany, unauthorized } from '../lib/errors.ts'
import { clientIp } from '../lib/client-ip.ts'
import { dummyHash, verifyPassword } from '../lib/password.ts'
import { translate } from '../lib/i18n.ts'
import { M } from '../../shared/messages.ts'
import { admitAttempt, loginSucceeded } from '../services/login-throttle.ts'
import { createSession, LOCKED_OUT_STATES, revokeSession } from '../services/sessions.ts'
import { now } from '../lib/clock.ts'
import { companyTimeZone } from '../services/settings.ts'
import { defineRoute, envelope, errorResponse, json, requireAuth, type Router } from './define.ts'

/** Login body (spec section 7): the client sends the trimmed account as a number. */
export const LoginBody = z
  .object({
    Cellphone: z.union([
      z.number().int().min(10_000).max(999_999_999_999_999),
      z
        .string()
        .trim()
        .regex(/^\d{5,15}$/, { message: 'badMobile' }),
    ]),
    Pwd: z.string().min(1).max(200),
    Day: z.number().int().min(0).max(365).optional(),
  })
  .openapi('LoginBody')

const AgentInfo = z
  .object({
    avator: z.string(),
    user_name: z.string(),
    user_id: z.number().int(),
    access: z.array(z.string()),
    role: z.string(),
    department: z.string(),
    scope: z.string(),
    time_zone: z
      .string()
      .openapi({ description: "The company's time zone (IANA name): every date boundary is its", example: 'Asia/Shanghai' }),
  })
  .openapi('AgentInfo')

export function registerAgentSession(app: Router, deps: Deps) {
  const { db } = deps

  const login = defineRoute(deps, 'public', {
    method: 'post',
    path: '/Api/Agent/Login',
    tags: ['Session'],
    summary: 'Log in with mobile number and password',
    request: { body: { content: { 'application/json': { schema: LoginBody } }, required: true } },
    responses: {
      200: json(envelope(z.object({ Token: z.string() }))),
      401: errorResponse('Wrong account or password'),
      429: errorResponse('Too many failed attempts'),
    },
  })
  app.openapi(login, async (c) => {
    const body = c.req.valid('json')
    const account = String(body.Cellphone).trim()
    const ip = clientIp(c, deps.config.trustProxy)
    // Counted before the password is checked: the attempt past the limit is refused however many arrive at once.
    const wait = await admitAttempt(db, account, ip)
    if (wait > 0) throw tooMany(wait)

    const [agent] = await db
      .select({ Id: Agent.Id, Pwd: Agent.Pwd, Status: Agent.Status, State: Agent.State })
      .from(Agent)
      .where(eq(Agent.Mobile, account))
      .limit(1)
    const ok = await verifyPassword(body.Pwd, agent?.Pwd || (await dummyHash()))
    if (!agent || !ok) throw new ApiError(401, M.badLogin)
    if (agent.Status !== 1 || LOCKED_OUT_STATES.includes(agent.State)) throw new ApiError(401, M.accountDisabled)

    await loginSucceeded(db, account, ip)
    const token = await createSession(db, {
      agentId: agent.Id,
      day: body.Day ?? 0,
      sessionDays: deps.config.sessionDays,
      ip,
      userAgent: c.req.header('user-agent') ?? '',
    })
    await db.update(Agent).set({ LoginTime: now() }).where(eq(Agent.Id, agent.Id))
    return c.json({ Result: true, Data: { Token: token }, Message: translate(c.var.lang, M.loggedIn) }, 200)
  })

  const getInfo = defineRoute(deps, 'session', {
    method: 'get',
    path: '/Api/Agent/GetInfo',
    tags: ['Session'],
    summary: "The signed-in agent's name, avatar and permission keys",
    responses: { 200: json(envelope(AgentInfo)) },
  })
  app.openapi(getInfo, async (c) => {
    const auth = requireAuth(c)
    return c.json(
      {
        Result: true,
        Data: {
          avator: auth.avatar,
          user_name: auth.agentName,
          user_id: auth.agentId,
          access: auth.access,
          role: auth.roleTitle,
          department: auth.departmentName,
          scope: auth.scope,
          time_zone: await companyTimeZone(db),
        },
      },
      200,
    )
  })

  const logout = defineRoute(deps, 'session', {
    method: 'post',
    path: '/Api/Agent/Logout',
    tags: ['Session'],
    summary: 'End this session on the server at once',
    responses: { 200: json(envelope(z.null())) },
  })
  app.openapi(logout, async (c) => {
    const auth = c.get('auth')
    if (!auth) throw unauthorized()
    await revokeSession(db, auth.sessionId)
    return c.json({ Result: true, Data: null, Message: translate(c.var.lang, M.loggedOut) }, 200)
  })
}
