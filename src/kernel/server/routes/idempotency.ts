import { createHash } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { and, eq, lt } from 'drizzle-orm'
import { createMiddleware } from 'hono/factory'
import { z } from 'zod'
import { IdempotencyKey } from '../db/schema/index.ts'
import type { AppEnv, Deps } from '../env.ts'
import { ApiError, badRequest } from '../lib/errors.ts'
import { now } from '../lib/clock.ts'
import { M } from '../../shared/messages.ts'
import { IDEMPOTENCY_HEADER } from '../../shared/api.ts'
import { getAuth } from './define.ts'

/** The headers of a stored answer, as the first request's answer had them. */
const StoredHeaders = z.record(z.string(), z.string())

/** How long a key is remembered; a repeat later than this is a new request. */
export const IDEMPOTENCY_SECONDS = 86_400
/** How long a repeat waits for the first request to answer before it is told to try again. */
const WAIT_MS = 30_000
const KEY = /^[A-Za-z0-9_-]{8,100}$/

/**
 * A POST that carries an `Idempotency-Key` runs once per agent and key: a repeat (a double
 * click, a retry after a lost answer), even one arriving while the first still runs, gets the
 * first one's answer, status and body, and writes nothing. The key is claimed by a row insert, so
 * two processes on one database agree on which request runs; the repeat polls that row until it
 * holds the answer. A 5xx is not kept (the next try runs afresh); the same key with another path
 * or body is refused (422). Without a session the route answers as it always does.
 */
export function idempotency(deps: Deps) {
  const { db } = deps
  return createMiddleware<AppEnv>(async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER)
    if (c.req.method !== 'POST' || key === undefined) return next()
    if (!KEY.test(key)) throw badRequest(M.idempotencyKeyInvalid)
    const auth = await getAuth(c, deps)
    if (!auth) return next()
    const hash = createHash('sha256')
      .update(c.req.path)
      .update('\n')
      .update(await c.req.text())
      .digest('base64url')
    const mine = and(eq(IdempotencyKey.AgentId, auth.agentId), eq(IdempotencyKey.Key, key))
    const until = Date.now() + WAIT_MS
    for (;;) {
      const t = now()
      const [claimed] = await db
        .insert(IdempotencyKey)
        .values({ AgentId: auth.agentId, Key: key, Hash: hash, CreateTime: t })
        .onConflictDoNothing()
        .returning({ Key: IdempotencyKey.Key })
      if (claimed) break
      const [first] = await db.select().from(IdempotencyKey).where(mine)
      if (!first) continue // the first failed and let the key go: this one runs
      if (first.CreateTime < t - IDEMPOTENCY_SECONDS) {
        await db.delete(IdempotencyKey).where(and(mine, lt(IdempotencyKey.CreateTime, t - IDEMPOTENCY_SECONDS)))
        continue
      }
      if (first.Hash !== hash) throw new ApiError(422, M.idempotencyKeyReused)
      if (first.Status > 0) {
        const headers = new Headers(StoredHeaders.parse(JSON.parse(first.Headers)))
        headers.set('idempotent-replay', 'true')
        return new Response(Buffer.from(first.Body, 'base64'), { status: first.Status, headers })
      }
      if (Date.now() > until) throw new ApiError(409, M.idempotencyPending)
      await sleep(25)
    }
    let res: Response | undefined
    try {
      await next()
      res = c.res
    } finally {
      if (!res || res.status >= 500) await db.delete(IdempotencyKey).where(mine)
      else {
        const headers: Record<string, string> = {}
        for (const name of ['content-type', 'content-encoding', 'vary']) {
          const v = res.headers.get(name)
          if (v) headers[name] = v
        }
        const body = Buffer.from(await res.clone().arrayBuffer()).toString('base64')
        await db
          .update(IdempotencyKey)
          .set({ Status: res.status, Headers: JSON.stringify(headers), Body: body })
          .where(mine)
        // Keys past their day go with the agent's next one (an index on AgentId, CreateTime).
        await db
          .delete(IdempotencyKey)
          .where(and(eq(IdempotencyKey.AgentId, auth.agentId), lt(IdempotencyKey.CreateTime, now() - IDEMPOTENCY_SECONDS)))
      }
    }
  })
}
