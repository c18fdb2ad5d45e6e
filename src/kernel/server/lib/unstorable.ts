import { createMiddleware } from 'hono/factory'
import { M } from '../../shared/messages.ts'
import { UNSTORABLE } from '../../shared/schemas/fields.ts'
import type { AppEnv } from '../env.ts'
import { badRequest, type FieldIssue } from './errors.ts'

/** The first place in a parsed JSON value holding a NUL or a lone surrogate (in a key or a text), as a field path. */
export function unstorableAt(value: unknown): string | undefined {
  const stack: [unknown, string][] = [[value, '']]
  while (stack.length) {
    const [v, path] = stack.pop()!
    if (typeof v === 'string') {
      if (UNSTORABLE.test(v)) return path || '_'
    } else if (Array.isArray(v)) {
      v.forEach((x, i) => stack.push([x, path ? `${path}.${i}` : String(i)]))
    } else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        const at = path ? `${path}.${k}` : k
        if (UNSTORABLE.test(k)) return at
        stack.push([x, at])
      }
    }
  }
  return undefined
}

const refuse = (field: string) => {
  const issue: FieldIssue = { Field: field, message: M.unstorable }
  return badRequest(M.unstorable, [issue])
}

/**
 * No text column can store a NUL and no JSON document may carry half a surrogate pair: such a
 * request is refused here, for every route, naming the field, before any route reads it.
 */
export const refuseUnstorable = createMiddleware<AppEnv>(async (c, next) => {
  // A NUL or half a surrogate pair can reach a query only percent-encoded (a raw one is no URL).
  if (c.req.url.includes('%'))
    for (const [k, v] of new URL(c.req.url).searchParams) {
      if (UNSTORABLE.test(k) || UNSTORABLE.test(v)) throw refuse(k)
    }
  if (c.req.method !== 'GET' && /^application\/(.+\+)?json/i.test(c.req.header('content-type') ?? '')) {
    let body: unknown
    try {
      body = await c.req.json()
    } catch {
      return next() // not JSON: the route's validator answers 400
    }
    const at = unstorableAt(body)
    if (at) throw refuse(at)
  }
  return next()
})
