import { z } from '@hono/zod-openapi'
import { ACHIEVE_DOCS, achieveDocsQuerySchema, achieveQuerySchema } from '../../shared/finance/achieve.ts'
import type { Deps } from '../../kernel/server/env.ts'
import { achievementDocs, achievements } from '../finance/achieve.ts'
import { defineRoute, envelope, json, requireAuth, type Router } from '../../kernel/server/routes/define.ts'

const AchieveRow = z
  .object({
    Id: z.number().int(),
    Name: z.string(),
    DepartmentName: z.string().optional(),
    IsRank: z.number().int(),
    Rank: z.number().int().nullable(),
    Amount: z.number().int(),
    Count: z.number().int(),
    Shared: z.number().int(),
  })
  .openapi('AchieveRow')

const AchieveAnswer = z
  .object({
    BeginTime: z.number().int(),
    EndTime: z.number().int(),
    TimeZone: z.string(),
    AsOf: z.number().int(),
    Total: z.number().int(),
    Count: z.number().int(),
    Rows: z.array(AchieveRow),
  })
  .openapi('AchieveAnswer')

export const AchieveDocRow = z
  .object({
    Doc: z.enum(ACHIEVE_DOCS),
    Id: z.number().int(),
    No: z.string(),
    Title: z.string(),
    Module: z.string(),
    AgentId: z.number().int(),
    AgentName: z.string(),
    Time: z.number().int(),
    Amount: z.number().int(),
    Total: z.number().int(),
    Shared: z.number().int(),
  })
  .openapi('AchieveDocRow')

/** Achievements: the figures by agent or department over a range, and the documents behind one. */
export function registerFinance(app: Router, deps: Deps) {
  app.openapi(
    defineRoute(deps, ['finance:view', 'chart:view'], {
      method: 'get',
      path: '/Api/Achieve/Index',
      tags: ['Achieve'],
      summary:
        'Deal amounts credited to each agent (or department) over a range: a preset in the company’s time zone, or BeginTime/EndTime; ranked where the rank flag is on',
      request: { query: achieveQuerySchema },
      responses: { 200: json(envelope(AchieveAnswer)) },
    }),
    async (c) => {
      const auth = requireAuth(c)
      return c.json({ Result: true, Data: await achievements(deps.db, auth, c.req.valid('query')) }, 200)
    },
  )
  app.openapi(
    defineRoute(deps, ['finance:view', 'chart:view'], {
      method: 'get',
      path: '/Api/Achieve/Documents',
      tags: ['Achieve'],
      summary: 'The documents behind one agent’s or one department’s achievement over a range, newest first, with what each credited',
      request: { query: achieveDocsQuerySchema },
      responses: { 200: json(envelope(z.array(AchieveDocRow)).extend({ Next: z.boolean().optional() })) },
    }),
    async (c) => {
      const auth = requireAuth(c)
      const { rows, more } = await achievementDocs(deps.db, auth, c.req.valid('query'))
      return c.json({ Result: true, Data: rows, ...(more ? { Next: true } : {}) }, 200)
    },
  )
}
