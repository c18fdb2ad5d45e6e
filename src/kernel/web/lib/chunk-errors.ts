import { useEffect, useState, type ErrorInfo } from 'react'
import { msg } from '@lingui/core/macro'
import { i18n } from './i18n.ts'
import { notify } from './notices.ts'

/**
 * A script or style chunk that fails to load (spec section 8): the user is told which chunk
 * and why — missing, error or timeout (chunks have 120 s, section 9).
 */
export const CHUNK_TIMEOUT_MS = 120_000
export type ChunkFailure = 'missing' | 'error' | 'timeout'

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError'
  constructor(
    readonly chunk: string,
    readonly reason: ChunkFailure,
    options?: ErrorOptions,
  ) {
    super(`Loading chunk ${chunk} failed (${reason})`, options)
  }
}

/** How browsers and Vite word a failed dynamic import or preload; group 1 is the address when given. */
const PATTERNS = [
  /^Failed to fetch dynamically imported module:?\s*(\S+)?/,
  /^error loading dynamically imported module:?\s*(\S+)?/,
  /^Importing a module script failed/,
  /^Unable to preload CSS for (\S+)/,
  /^Loading (?:CSS )?chunk (\S+) failed/,
]

/** The chunk address in a failed-import error: a string ('' when unnamed), or null when it is no such error. */
export function chunkUrlOf(error: unknown): string | null {
  if (error instanceof ChunkLoadError) return error.chunk
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  for (const re of PATTERNS) {
    const m = re.exec(message)
    if (m) return m[1] ?? ''
  }
  return null
}

/** The file name of a chunk address (`/assets/home-a1b2c3.js` → `home-a1b2c3.js`). */
export function chunkName(url: string): string {
  if (!url) return '?'
  try {
    return new URL(url, location.href).pathname.split('/').pop() || url
  } catch {
    return url
  }
}

/** Asks the server about the file: 404 is "missing", no answer in 120 s "timeout", else "error". */
async function classify(url: string): Promise<ChunkFailure> {
  if (!url) return 'error'
  try {
    const res = await fetch(new URL(url, location.href), {
      method: 'HEAD',
      cache: 'no-store',
      signal: AbortSignal.timeout(CHUNK_TIMEOUT_MS),
    })
    return res.status === 404 || res.status === 410 ? 'missing' : 'error'
  } catch (err) {
    return err instanceof Error && err.name === 'TimeoutError' ? 'timeout' : 'error'
  }
}

const REASONS = {
  missing: msg`the file is missing (a newer version may have been installed; reload the page)`,
  error: msg`it failed to load`,
  timeout: msg`no answer within 120 seconds`,
} as const

/** Why a chunk failed, asked of the server once per address. */
const reasons = new Map<string, Promise<ChunkFailure>>()
function reasonFor(error: unknown, url: string): Promise<ChunkFailure> {
  if (error instanceof ChunkLoadError) return Promise.resolve(error.reason)
  let known = reasons.get(url)
  if (!known) {
    known = classify(url)
    reasons.set(url, known)
    // Forget it after a while: a later failure of the same address may have another cause.
    setTimeout(() => reasons.delete(url), 10_000)
  }
  return known
}

/** "Could not load part of the page (home-a1b2.js): it failed to load", in the current language. */
export function chunkFailureText(url: string, reason: ChunkFailure): string {
  const chunk = chunkName(url)
  const why = i18n._(REASONS[reason])
  return i18n._(msg`Could not load part of the page (${chunk}): ${why}`)
}

const recently = new Map<string, number>()

/** Tells the user about a failed chunk once (per chunk, per 10 s). Answers whether it was one. */
export function reportChunkError(error: unknown): boolean {
  const url = chunkUrlOf(error)
  if (url === null) return false
  const now = Date.now()
  if (now - (recently.get(url) ?? 0) < 10_000) return true
  recently.set(url, now)
  void reasonFor(error, url).then((reason) => {
    const chunk = chunkName(url)
    const why = i18n._(REASONS[reason])
    notify(msg`Could not load part of the page (${chunk}): ${why}`, 'error', 10_000)
  })
  return true
}

/**
 * For an error page: the chunk-failure line for `error` (once its reason is known), or null
 * when the error is no failed chunk. The root error page replaces the whole app, notices
 * included, so it should show this line itself.
 */
export function useChunkFailure(error: unknown): string | null {
  const url = chunkUrlOf(error)
  const [reason, setReason] = useState<ChunkFailure | null>(null)
  useEffect(() => {
    if (url === null) return
    let live = true
    void reasonFor(error, url).then((r) => {
      if (live) setReason(r)
    })
    return () => {
      live = false
    }
  }, [error, url])
  return url !== null && reason ? chunkFailureText(url, reason) : null
}

/** A dynamic import that gives up after the chunk time-out (for hand-written lazy imports). */
export function withChunkTimeout<T>(load: Promise<T>, chunk: string, ms = CHUNK_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(chunk, 'timeout')), ms)
  })
  return Promise.race([load, timeout]).finally(() => clearTimeout(timer))
}

/** Vite announces every failed chunk or style preload on `window` before the import rejects. */
export function installChunkErrorHandlers(): () => void {
  const onPreloadError = (e: Event) => {
    reportChunkError('payload' in e ? e.payload : undefined)
  }
  window.addEventListener('vite:preloadError', onPreloadError)
  return () => window.removeEventListener('vite:preloadError', onPreloadError)
}

/**
 * React root option `onCaughtError`: errors that reached an error boundary — the router's error
 * component among them, which is where a route's failed chunk lands. Logged as React would,
 * and a chunk failure is also reported to the user.
 */
export function onCaughtError(error: unknown, info: ErrorInfo) {
  reportChunkError(error)
  console.error(error, info.componentStack ?? '')
}
