import { z } from '@hono/zod-openapi'
import {
  CLOSE_REFUSALS,
  COMMISSION_PARTS,
  commissionCloseSchema,
  commissionDocsQuerySchema,
  commissionQuerySchema,
} from '../../shared/finance/commission.ts'
import type { Deps } from '../../kernel/server/env.ts'
import { closePeriod, commissionDocs, commissions } from '../finance/commission.ts'
import { defineRoute, envelope, json, requireAuth, type Router } from '../../kernel/server/routes/define.ts'
import { AchieveDocRow } from './finance.ts'

const money = z.number().int()
const CommissionRow = z
  .object({
    AgentId: z.number().int(),
    Name: z.string(),
    DepartmentName: z.string(),
    RoleTitle: z.string(),
    Achievement: money,
    RolePercentage: z.number().int(),
    Own: money,
    Assisted: money,
    AssistShare: z.number().int(),
    Assisting: money,
    DepartmentPercentage: z.number().int(),
    Department: money,
    Total: money,
    Documents: z.number().int(),
    Late: z.number().int(),
  })
  .openapi('CommissionRow')

const CommissionAnswer = z
  .object({
    Month: z.string(),
    BeginTime: z.number().int(),
    EndTime: z.number().int(),
    TimeZone: z.string(),
    Closed: z.object({ ByName: z.string(), Time: z.number().int() }).nullable(),
    Closable: z.boolean(),
    Refusal: z.enum(CLOSE_REFUSALS).nullable(),
    FirstOpen: z.string().nullable(),
    ClosedMonths: z.array(z.string()),
    AssistShare: z.number().int(),
    Totals: z.object({ Achievement: money, Own: money, Assisting: money, Department: money, Total: money }),
    Rows: z.array(CommissionRow),
  })
  .openapi('CommissionAnswer')

// A drill-down row of an achievement, and whether it came late and for whom it counts.
const CommissionDocRow = AchieveDocRow.extend({ Late: z.number().int(), Part: z.enum(COMMISSION_PARTS) }).openapi('CommissionDocRow')

/** Commissions: a month's figures per agent (live, or frozen once closed), the credits behind one, and closing a month. */
export function registerCommission(app: Router, deps: Deps) {
  app.openapi(
    defineRoute(deps, 'finance:view', {
      method: 'get',
      path: '/Api/Commission/Index',
      tags: ['Commission'],
      summary:
        'Each agent’s commission for a month (company time zone): own, assisting and department parts with the percentages they used; frozen once the month is closed',
      request: { query: commissionQuerySchema },
      responses: { 200: json(envelope(CommissionAnswer)) },
    }),
    async (c) => {
      const auth = requireAuth(c)
      return c.json({ Result: true, Data: await commissions(deps.db, auth, c.req.valid('query').Month) }, 200)
    },
  )
  app.openapi(
    defineRoute(deps, 'finance:view', {
      method: 'get',
      path: '/Api/Commission/Documents',
      tags: ['Commission'],
      summary:
        'The credits behind one agent’s commission for a month: their own and those of the agents they assist, late ones marked, newest first',
      request: { query: commissionDocsQuerySchema },
      responses: { 200: json(envelope(z.array(CommissionDocRow)).extend({ Next: z.boolean().optional() })) },
    }),
    async (c) => {
      const auth = requireAuth(c)
      const { rows, more } = await commissionDocs(deps.db, auth, c.req.valid('query'))
      return c.json({ Result: true, Data: rows, ...(more ? { Next: true } : {}) }, 200)
    },
  )
  app.openapi(
    defineRoute(deps, 'finance:update', {
      method: 'post',
      path: '/Api/Commission/Close',
      tags: ['Commission'],
      summary:
        'Closes a month: freezes each agent’s figures and the credits counted. Only the first open month, once it has ended; a second close answers 409',
      request: { body: { content: { 'application/json': { schema: commissionCloseSchema } }, required: true } },
      responses: { 200: json(envelope(CommissionAnswer)) },
    }),
    async (c) => {
      const auth = requireAuth(c)
      const { Month } = c.req.valid('json')
      await closePeriod(deps.db, auth.agentId, Month)
      return c.json({ Result: true, Data: await commissions(deps.db, auth, Month) }, 200)
    },
  )
}
