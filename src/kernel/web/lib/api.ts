import { msg, t } from '@lingui/core/macro'
import { IDEMPOTENCY_HEADER, LANG_HEADER, TOKEN_HEADER, type Envelope } from '../../shared/api.ts'
import { currentLocale, i18n } from './i18n.ts'
import { notify } from './notices.ts'
import { clearSession, getToken } from './session.ts'

export type { Envelope }

export type QueryValue = string | number | boolean | null | undefined
export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  query?: Record<string, QueryValue | readonly QueryValue[]>
  body?: unknown
  signal?: AbortSignal
  /** Let the request outlive the page (used by logout). */
  keepalive?: boolean
  /** Send this token instead of the stored one (logout sends the token it just cleared). */
  token?: string | null
  /** No notice when the network is down (background calls such as logout). */
  quiet?: boolean
  /** The same for every send of one submission (`newIdempotencyKey`): the server runs it once. */
  idempotencyKey?: string
}

/** A fresh key for one submission (getRandomValues: randomUUID needs a secure context, a LAN address is not one). */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')
}

/** The request never reached the server (offline, DNS, connection refused). */
export class NetworkError extends Error {
  override name = 'NetworkError'
}

/** The session ended on the server: the page is being sent to /login. */
export class SessionEndedError extends Error {
  override name = 'SessionEndedError'
}

const BASE = '/Api/'
/** Calls that answer 401 for a wrong password rather than for a missing session. */
const NO_SESSION_PATHS = new Set(['Agent/Login'])

export const NO_NETWORK = msg`Seems there is no network`

function normalisePath(path: string) {
  return path.replace(/^\/+/, '').replace(/^Api\//, '')
}

function buildUrl(path: string, query: ApiOptions['query']) {
  const url = BASE + path
  if (!query) return url
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value]
    for (const v of values) if (v !== undefined && v !== null && v !== '') params.append(key, String(v))
  }
  const qs = params.toString()
  return qs ? `${url}?${qs}` : url
}

/**
 * Calls `/Api/<path>` and answers the response envelope, whatever its `Result`.
 * Rejects when the network is down (after a notice) and when the session has ended
 * (after clearing it and sending the browser to /login).
 */
export async function api<T = unknown>(path: string, options: ApiOptions = {}): Promise<Envelope<T>> {
  const rel = normalisePath(path)
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST')
  const headers: Record<string, string> = { Accept: 'application/json', [LANG_HEADER]: currentLocale() }
  const token = options.token === undefined ? getToken() : options.token
  if (token) headers[TOKEN_HEADER] = token
  if (options.idempotencyKey) headers[IDEMPOTENCY_HEADER] = options.idempotencyKey
  const init: RequestInit = { method, headers, credentials: 'same-origin' }
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json'
    init.body = JSON.stringify(options.body)
  }
  if (options.signal) init.signal = options.signal
  if (options.keepalive) init.keepalive = true

  let res: Response
  try {
    res = await fetch(buildUrl(rel, options.query), init)
  } catch (err) {
    if (err instanceof Error && err.name === 'AbortError') throw err
    if (!options.quiet) notify(NO_NETWORK, 'error')
    throw new NetworkError(i18n._(NO_NETWORK), { cause: err })
  }

  if (res.status === 401 && !NO_SESSION_PATHS.has(rel.split('?')[0]!)) {
    clearSession()
    if (location.pathname !== '/login') location.assign('/login')
    throw new SessionEndedError('401')
  }

  const text = await res.text().catch(() => '')
  try {
    const body = JSON.parse(text) as Envelope<T>
    if (body && typeof body === 'object' && typeof body.Result === 'boolean') return body
  } catch {
    // fall through: not the envelope (a proxy error page, say)
  }
  const status = res.status
  return { Result: false, Message: t`The server did not answer properly (HTTP ${status})` }
}
