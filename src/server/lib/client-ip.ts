import type { Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'

/** The caller's address: X-Forwarded-For's first hop only when we run behind our own proxy. */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const fwd = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
    if (fwd) return fwd
  }
  try {
    return getConnInfo(c).remote.address ?? 'local'
  } catch {
    return 'local' // in-process calls (tests) have no socket
  }
}
