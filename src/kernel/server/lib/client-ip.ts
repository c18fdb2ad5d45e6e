import type { Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'

/**
 * The caller's address as our own proxies saw it. Behind `hops` proxies, each appending its
 * peer to X-Forwarded-For, the client is the entry `hops` places from the right; everything left
 * of it the client may have written itself, so it is never read. A header shorter than the
 * chain did not come through all our proxies: the socket's peer is taken instead.
 */
export function clientIp(c: Context, hops: number): string {
  if (hops > 0) {
    const chain = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
    const seen = chain[chain.length - hops]
    if (seen) return seen
  }
  try {
    return getConnInfo(c).remote.address ?? 'local'
  } catch {
    return 'local' // in-process calls (tests) have no socket
  }
}
