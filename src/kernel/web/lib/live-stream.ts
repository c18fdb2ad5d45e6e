import { useEffect, useRef } from 'react'
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query'
import { LANG_HEADER, TOKEN_HEADER } from '../../shared/api.ts'
import { currentLocale } from './i18n.ts'
import { getToken } from './session.ts'

/** The path of the live stream (server: kernel/server/routes/live.ts). */
const STREAM = '/Api/Live/Stream'

type Handler = (event: string, data: string) => void

/**
 * Reads a server-sent event stream from a fetch body: `event:` and `data:` lines, a blank line
 * ending each event, `:` comments (the heartbeat) ignored.
 */
export async function readEvents(body: ReadableStream<Uint8Array>, onEvent: Handler): Promise<void> {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  let event = 'message'
  let data: string[] = []
  for (;;) {
    const { value, done } = await reader.read()
    if (done) return
    buffer += decoder.decode(value, { stream: true })
    let nl: number
    while ((nl = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, nl).replace(/\r$/, '')
      buffer = buffer.slice(nl + 1)
      if (line === '') {
        if (data.length) onEvent(event, data.join('\n'))
        event = 'message'
        data = []
      } else if (line.startsWith(':')) continue
      else if (line.startsWith('event:')) event = line.slice(6).trim()
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''))
    }
  }
}

/**
 * What the app does with each event of the live stream: the queries it refreshes, and anything
 * else (a notice). `ready` after a reconnection and `reload` (changes may have been missed) refresh
 * every key named here.
 */
export type LiveHandlers = Readonly<
  Record<string, { refresh?: readonly QueryKey[]; run?: (data: unknown, queryClient: QueryClient) => void }>
>

/**
 * Keeps the live stream open while signed in: each change the server announces (in whichever
 * server process) refreshes the queries it concerns, so a reminder coming due or a visitor's
 * message shows without a reload. It is read with fetch, so the session token travels in the
 * `user` header as on every call, never in an address a log could keep (an EventSource cannot
 * send headers). Connects again after a drop, waiting longer each time.
 */
export function useLiveStream(handlers: LiveHandlers) {
  const queryClient = useQueryClient()
  const current = useRef(handlers)
  current.current = handlers
  useEffect(() => {
    const ctrl = new AbortController()
    // When the stream now open was asked for: what was loaded before may have missed a change.
    let openedAt = 0
    // Several changes in a burst refresh each key once.
    const waiting = new Map<string, QueryKey>()
    let timer: ReturnType<typeof setTimeout> | undefined
    const refresh = (keys: readonly QueryKey[]) => {
      for (const k of keys) waiting.set(JSON.stringify(k), k)
      clearTimeout(timer)
      timer = setTimeout(() => {
        const keys = [...waiting.values()]
        waiting.clear()
        for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey })
      }, 120)
    }
    const all = () => Object.values(current.current).flatMap((h) => h.refresh ?? [])
    const onEvent = (event: string, data: string) => {
      // Connected (again): only what was loaded before the stream was asked for is refreshed; the
      // page's first queries, loaded beside it, are not fetched twice.
      if (event === 'ready') {
        for (const queryKey of all())
          void queryClient.invalidateQueries({
            queryKey,
            predicate: (q) => q.state.dataUpdatedAt < openedAt && q.state.fetchStatus === 'idle',
          })
        return
      }
      if (event === 'reload') return refresh(all())
      const h = current.current[event]
      if (!h) return
      if (h.refresh) refresh(h.refresh)
      if (h.run) {
        let parsed: unknown
        try {
          parsed = JSON.parse(data)
        } catch {
          return
        }
        h.run(parsed, queryClient)
      }
    }
    const run = async () => {
      let delay = 1000
      while (!ctrl.signal.aborted) {
        let ended = false
        try {
          const token = getToken()
          if (!token) return
          openedAt = Date.now()
          const res = await fetch(STREAM, {
            headers: { [TOKEN_HEADER]: token, [LANG_HEADER]: currentLocale(), Accept: 'text/event-stream' },
            cache: 'no-store',
            credentials: 'same-origin',
            signal: ctrl.signal,
          })
          // No session: the next ordinary call deals with it.
          if (res.status === 401 || res.status === 403) return
          if (res.ok && res.body) {
            delay = 1000
            await readEvents(res.body, (event, data) => {
              if (event === 'end') ended = true
              else onEvent(event, data)
            })
          }
        } catch {
          // network gone or aborted: try again below unless stopped
        }
        if (ended || ctrl.signal.aborted) return
        await new Promise((r) => setTimeout(r, delay))
        delay = Math.min(delay * 2, 30_000)
      }
    }
    void run()
    return () => {
      ctrl.abort()
      clearTimeout(timer)
    }
  }, [queryClient])
}
