import { sql } from 'drizzle-orm'
import { z } from '@hono/zod-openapi'
import type { Deps } from '../env.ts'
import { defineRoute, envelope, json, type Router } from './define.ts'

export function registerHealth(app: Router, deps: Deps) {
  const route = defineRoute(deps, 'public', {
    method: 'get',
    path: '/Api/Health',
    tags: ['System'],
    summary: 'Liveness; with Deep=1 also a database round trip',
    request: { query: z.object({ Deep: z.coerce.number().int().min(0).max(1).optional() }) },
    responses: {
      200: json(envelope(z.object({ Status: z.literal('ok'), Db: z.string(), Time: z.number().int() }))),
    },
  })
  app.openapi(route, async (c) => {
    if (c.req.valid('query').Deep) await deps.db.execute(sql`select 1`)
    return c.json({ Result: true, Data: { Status: 'ok' as const, Db: deps.dbKind, Time: Math.floor(Date.now() / 1000) } }, 200)
  })
}
