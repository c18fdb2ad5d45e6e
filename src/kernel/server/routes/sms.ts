import { eq } from 'drizzle-orm'
import { z } from '@hono/zod-openapi'
import type { Deps } from '../env.ts'
import { Agent } from '../db/schema/index.ts'
import { ApiError, badRequest, messageOf, tooMany } from '../lib/errors.ts'
import { translate } from '../lib/i18n.ts'
import { fieldIssues } from '../lib/validation.ts'
import { M } from '../../shared/messages.ts'
import { SMS_CODE_TTL_MINUTES, SmsSendBody } from '../../shared/schemas/account.ts'
import { createSmsSender, discardCode, issueCode } from '../services/sms.ts'
import { defineRoute, envelope, errorResponse, json, requireAuth, type Router } from './define.ts'

export function registerSms(app: Router, deps: Deps) {
  const { db, log } = deps
  const sender = deps.sms ?? createSmsSender(deps.config, db, log)

  const send = defineRoute(deps, 'session', {
    method: 'post',
    path: '/Api/Sms/Send',
    tags: ['Sms'],
    summary: 'Send a verification code by SMS (Type 1: to the new number when changing one’s mobile)',
    request: { body: { content: { 'application/json': { schema: SmsSendBody } }, required: true } },
    responses: {
      200: json(envelope(z.null())),
      429: errorResponse('Asked again too soon, or too often this hour'),
      502: errorResponse('The SMS gateway did not take the text'),
    },
  })
  app.openapi(
    send,
    async (c) => {
      const auth = requireAuth(c)
      const { Phone, Type } = c.req.valid('json')
      // Type 1 (change mobile): not the agent's own number (which tells them nothing new).
      const [owner] = await db.select({ Id: Agent.Id }).from(Agent).where(eq(Agent.Mobile, Phone)).limit(1)
      if (owner?.Id === auth.agentId) throw badRequest(M.mobileSame)

      const issued = await issueCode(db, { phone: Phone, type: Type, agentId: auth.agentId })
      if (!issued.ok) {
        throw issued.reason === 'tooSoon' ? tooMany(issued.seconds, M.smsTooSoon) : tooMany(issued.minutes * 60, M.smsTooMany)
      }
      // Another member's login: counted and answered like any send, and its code checked like any
      // (Agent/UpdateMobile), so neither call tells which numbers are staff logins; the code is
      // never sent, so nobody can enter it.
      if (owner) return c.json({ Result: true, Data: null, Message: translate(c.var.lang, M.smsSent) }, 200)
      const text = translate(c.var.lang, M.smsCodeText, { code: issued.code, minutes: SMS_CODE_TTL_MINUTES })
      try {
        await sender.send(Phone, text, Type)
      } catch (e) {
        await discardCode(db, issued.id)
        log.error('sms not sent', { error: messageOf(e), requestId: c.var.requestId })
        throw new ApiError(502, M.smsSendFailed)
      }
      return c.json({ Result: true, Data: null, Message: translate(c.var.lang, M.smsSent) }, 200)
    },
    // Spec section 5: an invalid form answers "Information incomplete" (with the field errors).
    (result) => {
      if (!result.success) throw badRequest(M.infoIncomplete, fieldIssues(result.error))
    },
  )
}
