import { useSyncExternalStore } from 'react'

/** The header's fullscreen toggle, on the standard Fullscreen API. */
function subscribe(listener: () => void) {
  document.addEventListener('fullscreenchange', listener)
  return () => document.removeEventListener('fullscreenchange', listener)
}

export function isFullscreen(): boolean {
  return typeof document !== 'undefined' && !!document.fullscreenElement
}

export function fullscreenSupported(): boolean {
  return typeof document !== 'undefined' && !!document.fullscreenEnabled
}

export function useIsFullscreen(): boolean {
  return useSyncExternalStore(subscribe, isFullscreen, () => false)
}

/** Enters fullscreen on the whole page, or leaves it. Refusals (no user gesture) are ignored. */
export async function toggleFullscreen(): Promise<void> {
  try {
    if (document.fullscreenElement) await document.exitFullscreen()
    else await document.documentElement.requestFullscreen()
  } catch {
    // the browser refused (not allowed here, or not from a user gesture)
  }
}
