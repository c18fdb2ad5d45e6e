import { useEffect, useRef } from 'react'

/** Whether a key goes to what the person is typing in, or to a dialog: then no page shortcut answers. */
export const typing = (el: EventTarget | null) =>
  el instanceof HTMLElement &&
  (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName) || !!el.closest('[role="dialog"]'))

/**
 * List shortcuts: `/` focuses the search box and `n` opens a new record, unless the person is
 * typing or a dialog is open. The listener lives with the page, so a hidden tab (its effects
 * disconnected) does not answer.
 */
export function useListKeys(handlers: { search(): void; create?: () => void }) {
  const ref = useRef(handlers)
  ref.current = handlers
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || typing(e.target)) return
      if (e.key === '/') {
        e.preventDefault()
        ref.current.search()
      } else if (e.key === 'n' && ref.current.create) {
        e.preventDefault()
        ref.current.create()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
}
