import type { AgentInfo } from '../../shared/api.ts'
import { TOKEN_HEADER } from '../../shared/api.ts'
import { clearTabs } from './tabs.ts'
import { isRecord } from './values.ts'
import { isTimeZone } from '../../shared/date-ranges.ts'

/**
 * The signed-in agent as the browser keeps it: the token in the `user` cookie (what the API
 * reads from the `user` header), and name, id, avatar, permission keys and the chosen session
 * length in localStorage under `session`.
 */
export const TOKEN_COOKIE = TOKEN_HEADER
export const SESSION_KEY = 'session'

export interface StoredSession {
  userName: string
  userId: number
  avatar: string
  access: string[]
  /** Days the login lasts; 0 = until the browser closes. */
  day: number
  /** The company's time zone (Agent/GetInfo); '' until known. */
  timeZone: string
}

const EMPTY: StoredSession = { userName: '', userId: 0, avatar: '', access: [], day: 0, timeZone: '' }

export function getToken(): string | null {
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    if (part.slice(0, eq).trim() !== TOKEN_COOKIE) continue
    const value = part.slice(eq + 1).trim()
    if (!value) return null
    try {
      return decodeURIComponent(value)
    } catch {
      return null
    }
  }
  return null
}

function cookieTail() {
  return `; path=/; SameSite=Strict${location.protocol === 'https:' ? '; Secure' : ''}`
}

/** Stores the token: a session cookie when `day` is 0, else one that expires after `day` days. */
export function setToken(token: string, day: number) {
  let cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}${cookieTail()}`
  if (day > 0) cookie += `; expires=${new Date(Date.now() + day * 86_400_000).toUTCString()}`
  document.cookie = cookie
  writeStored({ ...readStored(), day })
}

function readStored(): StoredSession {
  try {
    const raw = localStorage.getItem(SESSION_KEY)
    if (!raw) return { ...EMPTY }
    const v: unknown = JSON.parse(raw)
    if (!isRecord(v)) return { ...EMPTY }
    return {
      userName: typeof v.userName === 'string' ? v.userName : '',
      userId: typeof v.userId === 'number' ? v.userId : 0,
      avatar: typeof v.avatar === 'string' ? v.avatar : '',
      access: Array.isArray(v.access) ? v.access.filter((a): a is string => typeof a === 'string') : [],
      day: typeof v.day === 'number' ? v.day : 0,
      timeZone: typeof v.timeZone === 'string' ? v.timeZone : '',
    }
  } catch {
    return { ...EMPTY }
  }
}

function writeStored(value: StoredSession) {
  try {
    localStorage.setItem(SESSION_KEY, JSON.stringify(value))
  } catch {
    // storage unavailable: the cookie alone still carries the login
  }
}

/** What is known about the signed-in agent, or null when there is no token. */
export function getSession(): StoredSession | null {
  return getToken() ? readStored() : null
}

/** Stores what `Agent/GetInfo` answered. */
export function saveInfo(info: AgentInfo) {
  writeStored({
    ...readStored(),
    userName: info.user_name,
    userId: info.user_id,
    avatar: info.avator,
    access: [...info.access],
    timeZone: info.time_zone,
  })
  zone = isTimeZone(info.time_zone) ? info.time_zone : undefined
}

let zone: string | undefined
let zoneRead = false
/**
 * The company's time zone, in which the browser shows moments and counts its days ("today", a
 * date typed into a form): the same days as the server's, wherever the viewer's computer is.
 * Undefined (the viewer's own) before the first Agent/GetInfo.
 */
export function companyZone(): string | undefined {
  if (!zoneRead) {
    zoneRead = true
    const stored = readStored().timeZone
    if (!zone && isTimeZone(stored)) zone = stored
  }
  return zone
}

/**
 * Forgets the token and everything stored about the agent, open tabs included (the language
 * choice stays). Logout and any 401 both come through here.
 */
export function clearSession() {
  clearTabs()
  document.cookie = `${TOKEN_COOKIE}=${cookieTail()}; expires=Thu, 01 Jan 1970 00:00:00 GMT`
  try {
    localStorage.removeItem(SESSION_KEY)
  } catch {
    // nothing stored
  }
}

/** The session as the router context carries it (guards read it in `beforeLoad`). */
export const session = { getToken, getSession, clearSession } as const
export type SessionApi = typeof session
