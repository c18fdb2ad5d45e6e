import type { LiveHandlers } from '../kernel/web/lib/live-stream.ts'
import { CHAT_KEY } from './features/chat/chat-api.ts'
import { announceDue } from './features/reminders/due-notice.ts'

/**
 * What the console does with each event of the live stream (server: `LiveSource`s of the kernel
 * and the modules): the queries each refreshes, and the notice of a reminder coming due.
 */
export const LIVE_HANDLERS: LiveHandlers = {
  reminder: { refresh: [['reminders'], ['home']], run: (data, queryClient) => void announceDue(data, queryClient) },
  chat: { refresh: [CHAT_KEY] },
  // The visitor records' resource (its lists' cache key).
  visit: { refresh: [['ChatVisit']] },
}
