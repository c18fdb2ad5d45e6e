import { z } from '@hono/zod-openapi'
import { REMINDER_TYPES, ReminderReadBody, ReminderSchema } from '../../kernel/shared/schemas/reminders.ts'
import { translate } from '../../kernel/server/lib/i18n.ts'
import { REMINDER_MESSAGES } from '../../kernel/shared/lifecycle/messages.ts'
import type { Deps } from '../../kernel/server/env.ts'
import { countReminders, findReminders, markRemindersRead } from '../services/reminders.ts'
import { defineRoute, envelope, json, requireAuth, type Router } from '../../kernel/server/routes/define.ts'
import { q } from '../../kernel/shared/schemas/fields.ts'
import { MAX_PAGE_INDEX } from '../../kernel/shared/schemas/list.ts'

/** The spec's `Check/Count` query (section 7): Status, Fid, Type, Value, Day, EstateId, AgentId, Index, Size. */
const CheckQuery = z.object({
  Status: z.coerce.number().int().min(-1).max(99).optional(),
  Fid: q.refId().optional(),
  Type: z.enum(REMINDER_TYPES).optional(),
  Value: z.string().trim().max(100).optional(),
  Day: q.int(0, 3660).optional(),
  EstateId: q.refId().optional(),
  AgentId: q.refId().optional(),
  Index: q.int(1, MAX_PAGE_INDEX).default(1),
  Size: z.coerce.number().int().min(1).max(1000).default(24),
})

/**
 * Reminders (API.md "Queues and reminders"): the bell's count, the reminder centre's items and
 * marking them read. They are the caller's own; each source applies the caller's data scope.
 */
export function registerCheck(app: Router, deps: Deps) {
  const count = defineRoute(deps, 'session', {
    method: 'get',
    path: '/Api/Check/Count',
    tags: ['Reminders'],
    summary: 'How many reminders the agent has (the header’s bell asks with Status=2: unread)',
    request: { query: CheckQuery },
    responses: { 200: json(envelope(z.number().int())) },
  })
  app.openapi(count, async (c) => {
    const auth = requireAuth(c)
    const q = c.req.valid('query')
    return c.json({ Result: true, Data: await countReminders({ deps, auth }, { Status: q.Status, Type: q.Type }) }, 200)
  })

  app.openapi(
    defineRoute(deps, 'session', {
      method: 'get',
      path: '/Api/Check/Index',
      tags: ['Reminders'],
      summary: 'The reminder centre: the agent’s reminders, unread first, most pressing first; Status=2 unread, 1 read',
      request: { query: CheckQuery },
      responses: { 200: json(envelope(z.array(ReminderSchema))) },
    }),
    async (c) => {
      const auth = requireAuth(c)
      const q = c.req.valid('query')
      const all = await findReminders({ deps, auth }, { Status: q.Status, Type: q.Type })
      return c.json({ Result: true, Data: all.slice((q.Index - 1) * q.Size, q.Index * q.Size), Count: all.length }, 200)
    },
  )

  app.openapi(
    defineRoute(deps, 'session', {
      method: 'post',
      path: '/Api/Check/Read',
      tags: ['Reminders'],
      summary: 'Mark reminders read (by Key, or All); a notice’s reminder marks the notice read too',
      request: { body: { content: { 'application/json': { schema: ReminderReadBody } }, required: true } },
      responses: { 200: json(envelope(z.number().int())) },
    }),
    async (c) => {
      const auth = requireAuth(c)
      const body = c.req.valid('json')
      const n = await markRemindersRead({ deps, auth }, 'All' in body ? 'all' : body.Keys)
      return c.json({ Result: true, Data: n, Message: translate(c.var.lang, REMINDER_MESSAGES.read) }, 200)
    },
  )
}
