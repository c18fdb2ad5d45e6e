import { z } from '@hono/zod-openapi'
import { streamSSE, type SSEStreamingApi } from 'hono/streaming'
import type { Deps } from '../env.ts'
import type { LiveSource } from '../contracts.ts'
import { notify, onChange } from '../db/changes.ts'
import { resolveSession } from '../services/sessions.ts'
import { can } from '../../shared/permissions.ts'
import { TOKEN_HEADER } from '../../shared/api.ts'
import { defineRoute, type Router } from './define.ts'

/** How often an idle stream says it is alive (and checks that its session still is): proxies drop silent connections. */
export const LIVE_HEARTBEAT_MS = 25_000

/** What came due: a document, and when (a reminder's key names the same). */
export interface DueItem {
  Doc: string
  Id: number
  At: number
}

/**
 * The kernel's own news: something came due for one agent (`reminder:<agentId>:<Doc>:<Id>:<At>`),
 * so their bell counts again and the browser names it.
 */
export const REMINDER_LIVE: LiveSource = {
  topic: 'reminder',
  concerns: async (_deps, auth, arg) => arg.split(':')[0] === String(auth.agentId),
  data: (arg) => {
    const [, Doc, Id, At] = arg.split(':')
    return Doc ? { Doc, Id: Number(Id), At: Number(At) } : {}
  },
}

/** Tells one agent, in every process, that `item` came due for them (at the commit of the transaction `db` belongs to). */
export const tellReminder = (db: Pick<Deps['db'], 'execute'>, agentId: number, item: DueItem) =>
  notify(db, 'reminder', `${agentId}:${item.Doc}:${item.Id}:${item.At}`)

/**
 * One stream per browser tab carries all the news the areas announce (a browser opens few
 * connections to one server, so each kind of news cannot have its own).
 */
export function registerLive(app: Router, deps: Deps, sources: readonly LiveSource[]) {
  const events = sources.map((s) => `\`${s.topic}\`${s.permission ? ` (with ${s.permission})` : ''}`).join(', ')
  app.openapi(
    defineRoute(deps, 'session', {
      method: 'get',
      path: '/Api/Live/Stream',
      tags: ['Live'],
      summary: `Server-sent events of what concerns the caller, in whichever server process it happened: ${events}; \`reload\` when changes may have been missed; \`end\` when the session ends. Read it with fetch and the \`user\` header (no token in the address)`,
      responses: { 200: { description: 'An event stream', content: { 'text/event-stream': { schema: z.string() } } } },
    }),
    (c) => {
      const token = c.req.header(TOKEN_HEADER) ?? ''
      return streamSSE(c, (stream) => liveStream(deps, sources, token, stream)) as never
    },
  )
}

/** The open streams of each database's app (each a function that ends it), ended when its server stops. */
const openStreams = new WeakMap<Deps['db'], Set<() => Promise<void>>>()

/**
 * Ends every live stream of this app and resolves once they have ended (or after a second): a
 * stopping server waits for its connections, and a stream never ends by itself.
 */
export async function endLiveStreams(db: Deps['db']): Promise<void> {
  const ends = [...(openStreams.get(db) ?? [])].map((end) => end())
  await Promise.race([Promise.all(ends), new Promise((r) => setTimeout(r, 1000).unref())])
}

/**
 * One agent's live stream. The database's change feed (db/changes.ts) names each change, whichever
 * process wrote it; the stream passes on what the agent may hear. Before each delivery and every
 * heartbeat the session is looked up again (served from memory, and forgotten at once when a
 * logout or suspension is announced), so a stream never outlives its session.
 */
async function liveStream(deps: Deps, sources: readonly LiveSource[], token: string, stream: SSEStreamingApi) {
  const { db } = deps
  // Per source: the things named since the last delivery, or `true` when it changed as a whole.
  const pending = new Map<LiveSource, Set<string> | true>()
  let reload = false
  let wake: (() => void) | undefined
  const poke = () => wake?.()
  const offs = sources.map((source) =>
    onChange(db, source.topic, (arg) => {
      // A topic that names one thing heard without a name: the feed was interrupted.
      if (arg === undefined && source.concerns) reload = true
      else if (arg === undefined) pending.set(source, true)
      else {
        const had = pending.get(source)
        if (had !== true) pending.set(source, (had ?? new Set()).add(arg))
      }
      poke()
    }),
  )
  offs.push(onChange(db, 'auth', poke))
  let open = true
  let ended = () => {}
  const done = new Promise<void>((resolve) => (ended = resolve))
  const end = () => {
    open = false
    poke()
    return done
  }
  stream.onAbort(() => void end())
  let streams = openStreams.get(db)
  if (!streams) openStreams.set(db, (streams = new Set()))
  streams.add(end)
  try {
    await stream.writeSSE({ event: 'ready', data: '{}', retry: 3000 })
    while (open) {
      if (!pending.size && !reload) {
        let timer: NodeJS.Timeout | undefined
        await new Promise<void>((resolve) => {
          wake = resolve
          timer = setTimeout(resolve, LIVE_HEARTBEAT_MS)
        })
        clearTimeout(timer)
        wake = undefined
      }
      if (!open) break
      const auth = await resolveSession(db, token)
      if (!auth) {
        await stream.writeSSE({ event: 'end', data: '{}' })
        break
      }
      const heard = [...pending]
      pending.clear()
      let sent = false
      if (reload) {
        reload = false
        await stream.writeSSE({ event: 'reload', data: '{}' })
        sent = true
      } else
        for (const [source, args] of heard) {
          if (source.permission && !can(auth.access, source.permission)) continue
          if (args === true) {
            await stream.writeSSE({ event: source.topic, data: '{}' })
            sent = true
            continue
          }
          for (const arg of args) {
            if (source.concerns && !(await source.concerns(deps, auth, arg))) continue
            await stream.writeSSE({ event: source.topic, data: JSON.stringify(source.data ? source.data(arg) : { Id: Number(arg) }) })
            sent = true
          }
        }
      if (!sent) await stream.write(': ping\n\n')
    }
  } finally {
    ended()
    streams.delete(end)
    for (const off of offs) off()
  }
}
