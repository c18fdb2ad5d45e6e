import { useSyncExternalStore } from 'react'
import { isRecord } from './values.ts'

/**
 * The tabs of opened pages (spec §2 "Tab bar", §4 "Tab rules").
 *
 * A tab is keyed by its pathname and remembers the full href (search included), so returning to
 * it restores its filters. Which tab is active is never stored: it is the tab whose key is the
 * pathname the router presents. The first half of this file is pure list logic (unit-tested);
 * the second half is the small store the shell reads, persisted in localStorage.
 */
export interface Tab {
  /** Pathname of the page: one tab per pathname. */
  key: string
  /** The route's meta name (`demand_trade` …); `home` for the home tab. */
  name: string
  /** Route id, to find the route's title and flags when the tab bar renders. */
  routeId: string
  /** Where the tab leads: pathname + search (+ hash), as last seen. */
  href: string
  /** A disabled tab cannot be selected and is skipped when choosing a neighbour. */
  disabled?: boolean
}

export const HOME_KEY = '/home'
export const HOME_TAB: Tab = { key: HOME_KEY, name: 'home', routeId: '/_app/home', href: HOME_KEY }

/** Clicks on the tab bar within this many ms after the active tab changed are ignored (§9). */
export const TAB_CLICK_LOCK_MS = 300

/** The home tab first (once), then the others in their order, without duplicate keys. */
export function normalizeTabs(tabs: readonly Tab[]): Tab[] {
  const stored = tabs.find((t) => t.key === HOME_KEY)
  const home =
    stored && stored.name === HOME_TAB.name && stored.routeId === HOME_TAB.routeId && !stored.disabled
      ? stored
      : { ...HOME_TAB, href: stored?.href ?? HOME_TAB.href }
  const seen = new Set<string>([HOME_KEY])
  const out: Tab[] = [home]
  for (const t of tabs) {
    if (seen.has(t.key)) continue
    seen.add(t.key)
    out.push(t)
  }
  return out
}

/** Opens (appends) a tab, or updates the href/name of the one with the same key. */
export function openTab(tabs: readonly Tab[], tab: Tab): Tab[] {
  const list = normalizeTabs(tabs)
  const i = list.findIndex((t) => t.key === tab.key)
  if (i < 0) return [...list, tab]
  const old = list[i]!
  if (old.href === tab.href && old.name === tab.name && old.routeId === tab.routeId) return list
  const next = [...list]
  next[i] = { ...old, href: tab.href, name: tab.name, routeId: tab.routeId }
  return next
}

/**
 * The tab to activate when the tab at `index` is removed: the next enabled tab after it, else
 * the previous enabled one before it, else none.
 */
export function neighbourOf(tabs: readonly Tab[], index: number): Tab | undefined {
  for (let i = index + 1; i < tabs.length; i++) if (!tabs[i]!.disabled) return tabs[i]
  for (let i = index - 1; i >= 0; i--) if (!tabs[i]!.disabled) return tabs[i]
  return undefined
}

export interface TabChange {
  tabs: Tab[]
  /** The tab to go to, when the active one was closed; undefined = stay where you are. */
  goTo?: Tab
}

/**
 * Closes one tab. The home tab cannot be closed. Closing the active tab moves to the next
 * enabled tab, else the previous one.
 */
export function closeTab(tabs: readonly Tab[], key: string, activeKey: string | undefined): TabChange {
  const list = normalizeTabs(tabs)
  const index = list.findIndex((t) => t.key === key)
  if (key === HOME_KEY || index < 0) return { tabs: list }
  const goTo = key === activeKey ? neighbourOf(list, index) : undefined
  return { tabs: list.filter((t) => t.key !== key), goTo }
}

/** Closes every tab but home, and goes home. */
export function closeAllTabs(tabs: readonly Tab[]): TabChange {
  const home = normalizeTabs(tabs)[0]!
  return { tabs: [home], goTo: home }
}

/** Keeps home and the given tab (the active one); goes to it when it was not active. */
export function closeOtherTabs(tabs: readonly Tab[], keepKey: string, activeKey?: string): TabChange {
  const list = normalizeTabs(tabs)
  const kept = list.filter((t) => t.key === HOME_KEY || t.key === keepKey)
  const keep = kept.find((t) => t.key === keepKey)
  return { tabs: kept, goTo: keep && keepKey !== activeKey ? keep : undefined }
}

/** True when a tab may be selected (not disabled). */
export function canSelect(tab: Tab | undefined): tab is Tab {
  return !!tab && !tab.disabled
}

/**
 * The tab bar's click lock: after the active tab changes, clicks are ignored for `ms`.
 * `now` is injectable for tests.
 */
export function createClickLock(ms = TAB_CLICK_LOCK_MS, now: () => number = () => Date.now()) {
  let changedAt = Number.NEGATIVE_INFINITY
  return {
    /** Record that the active tab changed (a click that took effect, or any navigation). */
    changed() {
      changedAt = now()
    },
    /** True while clicks are ignored. */
    locked() {
      return now() - changedAt < ms
    },
    /** Runs `action` unless locked; a click that runs starts a new lock. Answers whether it ran. */
    click(action: () => void): boolean {
      if (now() - changedAt < ms) return false
      changedAt = now()
      action()
      return true
    },
  }
}
export type ClickLock = ReturnType<typeof createClickLock>

/**
 * The pages kept alive (keep-alive slots), in a stable order: every page shown in this session
 * whose tab is still open and whose route is cached, plus the presented page. A page leaves when
 * its tab closes, and a not-cached (`noCache`) page as soon as it is left.
 */
export function keptPages(
  shown: readonly string[],
  tabs: readonly Tab[],
  activeKey: string | undefined,
  noCache: (tab: Tab) => boolean,
): string[] {
  const open = new Map(tabs.map((t) => [t.key, t]))
  const keys = shown.filter((k) => {
    if (k === activeKey) return true
    const tab = open.get(k)
    return !!tab && !noCache(tab)
  })
  if (activeKey && !keys.includes(activeKey)) keys.push(activeKey)
  return keys
}

// ---------------------------------------------------------------------------------------------
// The store: open tabs of the signed-in agent, persisted under localStorage `tabs`.

export const TABS_KEY = 'tabs'

interface Stored {
  /** Whose tabs these are: another agent signing in on this browser starts afresh. */
  user: number
  tabs: Tab[]
}

function isTab(v: unknown): v is Tab {
  return (
    isRecord(v) && typeof v.key === 'string' && typeof v.name === 'string' && typeof v.routeId === 'string' && typeof v.href === 'string'
  )
}

/** Reads the stored tabs of `user`; anything unreadable or someone else's gives just home. */
export function parseStoredTabs(raw: string | null, user: number): Tab[] {
  if (!raw) return [HOME_TAB]
  try {
    const v: unknown = JSON.parse(raw)
    if (!isRecord(v) || v.user !== user || !Array.isArray(v.tabs)) return [HOME_TAB]
    return normalizeTabs(v.tabs.filter(isTab).map(({ key, name, routeId, href }) => ({ key, name, routeId, href })))
  } catch {
    return [HOME_TAB]
  }
}

let state: Tab[] = [HOME_TAB]
let owner: number | null = null
const listeners = new Set<() => void>()

function emit() {
  for (const l of listeners) l()
}

function persist() {
  if (owner === null) return
  try {
    localStorage.setItem(TABS_KEY, JSON.stringify({ user: owner, tabs: state } satisfies Stored))
  } catch {
    // storage unavailable: the tabs last for this page only
  }
}

/** Loads the stored tabs of `user` (once per agent; later calls with the same user do nothing). */
export function loadTabs(user: number) {
  if (owner === user) return
  owner = user
  let raw: string | null = null
  try {
    raw = localStorage.getItem(TABS_KEY)
  } catch {
    // nothing stored
  }
  state = parseStoredTabs(raw, user)
  emit()
}

export function getTabs(): readonly Tab[] {
  return state
}

/** Replaces the tab list (normalised: home first) and stores it. */
export function setTabs(next: readonly Tab[]) {
  const list = normalizeTabs(next)
  if (list.length === state.length && list.every((t, i) => t === state[i])) return
  state = list
  persist()
  emit()
}

export function subscribeTabs(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function useTabs(): readonly Tab[] {
  return useSyncExternalStore(subscribeTabs, getTabs, getTabs)
}

/** Forgets the open tabs (on logout: "logging out also clears the stored router"). */
export function clearTabs() {
  state = [HOME_TAB]
  owner = null
  try {
    localStorage.removeItem(TABS_KEY)
  } catch {
    // nothing stored
  }
  emit()
}
