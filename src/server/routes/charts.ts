import { z } from '@hono/zod-openapi'
import { achieveSeriesQuerySchema, BUCKETS, operationQuerySchema } from '../../shared/finance/series.ts'
import type { Deps } from '../../kernel/server/env.ts'
import { achievementSeries } from '../finance/series.ts'
import { operationSeries } from '../services/operation-series.ts'
import { defineRoute, envelope, json, requireAuth, type Router } from '../../kernel/server/routes/define.ts'

const int = () => z.number().int()
const Span = { BeginTime: int(), EndTime: int() }

const SeriesAnswer = z
  .object({
    ...Span,
    TimeZone: z.string(),
    Bucket: z.enum(BUCKETS),
    MonthlyTarget: int(),
    Target: int(),
    Total: int(),
    Count: int(),
    Buckets: z.array(z.object({ ...Span, Amount: int(), Count: int(), Target: int() })),
    Lines: z.array(
      z.object({ Id: int(), Name: z.string(), IsRank: int(), Amount: int(), Amounts: z.array(int()), Counts: z.array(int()) }),
    ),
  })
  .openapi('AchieveSeries')

const OperationAnswer = z
  .object({
    ...Span,
    TimeZone: z.string(),
    Bucket: z.enum(BUCKETS),
    Buckets: z.array(z.object(Span)),
    Counts: z.object({ Order: z.array(int()).nullable(), Entry: z.array(int()).nullable(), Delivery: z.array(int()).nullable() }),
    Declares: z.array(z.object({ State: z.string(), Count: int() })).nullable(),
    StockValue: z.array(int()).nullable(),
    Queues: z.array(z.object({ Queue: z.string(), Count: int(), Average: int(), Longest: int(), SlaMinutes: int() })).nullable(),
  })
  .openapi('OperationSeries')

/** The charts: achievements over time, and the operation figures over a range. */
export function registerCharts(app: Router, deps: Deps) {
  app.openapi(
    defineRoute(deps, ['finance:view', 'chart:view'], {
      method: 'get',
      path: '/Api/Achieve/Series',
      tags: ['Achieve'],
      summary:
        'Achievements over time: the range cut into days, weeks (from Sunday) or months of the company’s calendar, the amounts per agent (or department) and bucket, each bucket’s total and its share of the monthly target',
      request: { query: achieveSeriesQuerySchema },
      responses: { 200: json(envelope(SeriesAnswer)) },
    }),
    async (c) => {
      const auth = requireAuth(c)
      return c.json({ Result: true, Data: await achievementSeries(deps.db, auth, c.req.valid('query')) }, 200)
    },
  )
  app.openapi(
    defineRoute(deps, 'chart:view', {
      method: 'get',
      path: '/Api/Chart/Operation',
      tags: ['Chart'],
      summary:
        'Operation figures over a range: orders, inbound and outbound documents per bucket, declarations by state, stock value at each bucket’s end and queue waiting times; a figure is null where the caller may not view its documents',
      request: { query: operationQuerySchema },
      responses: { 200: json(envelope(OperationAnswer)) },
    }),
    async (c) => {
      const auth = requireAuth(c)
      return c.json({ Result: true, Data: await operationSeries(deps, auth, c.req.valid('query')) }, 200)
    },
  )
}
