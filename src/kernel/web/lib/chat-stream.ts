import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { LANG_HEADER, TOKEN_HEADER } from '../../shared/api.ts'
import { currentLocale } from './i18n.ts'
import { getToken } from './session.ts'

/** Everything the chat screens and the header badge show lives under this key: one invalidation refreshes all. */
export const CHAT_KEY = ['chat'] as const

/** The visitor records' resource: its lists' cache key (resource-api.ts `resourceKeys`). */
const VISITS = 'ChatVisit'

/** The path of the live stream (server: routes/chat.ts). */
const STREAM = '/Api/Chat/Stream'

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
 * Keeps the live chat stream open while `enabled`: each change the server announces (a message,
 * a read, an assignment, in whichever server process) refreshes the chat queries, so new messages
 * and the unread badge appear without a reload. It is read with fetch, so the session token
 * travels in the `user` header as on every call, never in an address a log could keep (an
 * EventSource cannot send headers). Connects again after a drop, waiting longer each time.
 */
export function useChatStream(enabled: boolean) {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!enabled) return
    const ctrl = new AbortController()
    let timer: ReturnType<typeof setTimeout> | undefined
    // Several changes in a burst refresh once.
    const refresh = () => {
      clearTimeout(timer)
      timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: CHAT_KEY }), 120)
    }
    const run = async () => {
      let delay = 1000
      while (!ctrl.signal.aborted) {
        let ended = false
        try {
          const token = getToken()
          if (!token) return
          const res = await fetch(STREAM, {
            headers: { [TOKEN_HEADER]: token, [LANG_HEADER]: currentLocale(), Accept: 'text/event-stream' },
            cache: 'no-store',
            credentials: 'same-origin',
            signal: ctrl.signal,
          })
          // No session or no chat permission: the next ordinary call deals with it.
          if (res.status === 401 || res.status === 403) return
          if (res.ok && res.body) {
            delay = 1000
            await readEvents(res.body, (event) => {
              if (event === 'end') ended = true
              // A visit: the visitor records lists (the resource's own cache) refresh; after a
              // reconnect (`ready`) or a gap (`reload`) they may have missed some too.
              else if (event !== 'chat') void queryClient.invalidateQueries({ queryKey: [VISITS] })
              // `ready`, `chat`, `reload`: the chat screens and the badge.
              if (event !== 'end' && event !== 'visit') refresh()
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
  }, [enabled, queryClient])
}
