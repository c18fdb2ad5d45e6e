import { z } from '@hono/zod-openapi'
import type { Deps } from '../env.ts'
import { countReminders } from '../services/reminders.ts'
import { defineRoute, envelope, errorResponses, json, requireAuth, type Router } from './define.ts'

/** The spec's `Check/Count` query (section 7): Status, Fid, Type, Value, Day, EstateId, AgentId, Index, Size. */
const CheckQuery = z.object({
  Status: z.coerce.number().int().min(-1).max(99).optional(),
  Fid: z.coerce.number().int().min(0).optional(),
  Type: z.coerce.number().int().min(0).optional(),
  Value: z.string().trim().max(100).optional(),
  Day: z.coerce.number().int().min(0).optional(),
  EstateId: z.coerce.number().int().min(0).optional(),
  AgentId: z.coerce.number().int().min(0).optional(),
  Index: z.coerce.number().int().min(1).optional(),
  Size: z.coerce.number().int().min(1).max(1000).optional(),
})

export function registerCheck(app: Router, deps: Deps) {
  const count = defineRoute(deps, 'session', {
    method: 'get',
    path: '/Api/Check/Count',
    tags: ['Reminders'],
    summary: 'How many reminders the agent has (the header’s bell asks with Status=2)',
    request: { query: CheckQuery },
    responses: { 200: json(envelope(z.number().int())), ...errorResponses('session') },
  })
  app.openapi(count, async (c) => {
    const auth = requireAuth(c)
    const q = c.req.valid('query')
    return c.json({ Result: true, Data: await countReminders({ db: deps.db, auth }, { Status: q.Status }) }, 200)
  })
}
