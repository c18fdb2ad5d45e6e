import type { MessageDescriptor } from '@lingui/core'

/**
 * Short-lived notices (toasts) raised from anywhere, including code outside React such as the
 * API client. Texts are message descriptors, translated when shown, or ready text (a server
 * `Message`). They last 4.5 s (spec section 9) and sit 24 px from the top.
 */
export type NoticeTone = 'info' | 'success' | 'error'
export const NOTICE_MS = 4500
export interface Notice {
  id: number
  tone: NoticeTone
  text: MessageDescriptor | string
}

type Listener = () => void
let notices: readonly Notice[] = []
let nextId = 1
const listeners = new Set<Listener>()

function emit() {
  for (const l of listeners) l()
}

export function subscribeNotices(listener: Listener) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function getNotices() {
  return notices
}

export function dismissNotice(id: number) {
  notices = notices.filter((n) => n.id !== id)
  emit()
}

/** Shows a notice for `ms` milliseconds; the same text is not stacked twice. */
export function notify(text: Notice['text'], tone: NoticeTone = 'info', ms = NOTICE_MS) {
  const key = typeof text === 'string' ? text : (text.id ?? text.message)
  const existing = notices.find((n) => (typeof n.text === 'string' ? n.text : (n.text.id ?? n.text.message)) === key)
  if (existing) return existing.id
  const id = nextId++
  notices = [...notices, { id, tone, text }]
  emit()
  if (ms > 0) setTimeout(() => dismissNotice(id), ms)
  return id
}
