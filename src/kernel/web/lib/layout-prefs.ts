import { useSyncExternalStore } from 'react'

/**
 * The shell's layout choices, remembered in localStorage (spec §4: "Menu collapsed flag …
 * persist in local storage"), and the window width the layout rules read (§9).
 */
export type MenuStyle = 'side' | 'top'

export const MENU_STYLE_KEY = 'menuStyle'
export const MENU_COLLAPSED_KEY = 'menuCollapsed'
/** Optional JSON array of route names the menu is limited to (spec §2: "a name list stored locally"). */
export const MENU_NAMES_KEY = 'menuNames'

/** Side menu width and its collapsed width, in px (§9). */
export const SIDE_MENU_WIDTH = 160
export const SIDE_MENU_COLLAPSED_WIDTH = 0
export const HEADER_HEIGHT = 48
/** Below this window width the side menu collapses (§9 "narrow breakpoint 600 px"). */
export const NARROW_WIDTH = 600

export interface LayoutPrefs {
  style: MenuStyle
  collapsed: boolean
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

function write(key: string, value: string) {
  try {
    localStorage.setItem(key, value)
  } catch {
    // storage unavailable: the choice lasts for this page only
  }
}

let prefs: LayoutPrefs | null = null
const listeners = new Set<() => void>()

function getPrefs(): LayoutPrefs {
  prefs ??= { style: read(MENU_STYLE_KEY) === 'top' ? 'top' : 'side', collapsed: read(MENU_COLLAPSED_KEY) === '1' }
  return prefs
}

function update(next: Partial<LayoutPrefs>) {
  prefs = { ...getPrefs(), ...next }
  write(MENU_STYLE_KEY, prefs.style)
  write(MENU_COLLAPSED_KEY, prefs.collapsed ? '1' : '0')
  for (const l of listeners) l()
}

function subscribePrefs(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function useLayoutPrefs(): LayoutPrefs {
  return useSyncExternalStore(subscribePrefs, getPrefs, getPrefs)
}

/** "Switch style": side menu ⇄ top menu. */
export function toggleMenuStyle() {
  update({ style: getPrefs().style === 'side' ? 'top' : 'side' })
}

export function setMenuCollapsed(collapsed: boolean) {
  update({ collapsed })
}

/** The route-name list stored locally, when there is one. */
export function storedMenuNames(): string[] | undefined {
  const raw = read(MENU_NAMES_KEY)
  if (!raw) return undefined
  try {
    const v: unknown = JSON.parse(raw)
    return Array.isArray(v) ? v.filter((n): n is string => typeof n === 'string') : undefined
  } catch {
    return undefined
  }
}

function subscribeResize(listener: () => void) {
  window.addEventListener('resize', listener)
  return () => window.removeEventListener('resize', listener)
}

/** The window's inner width, updated on resize. */
export function useWindowWidth(): number {
  return useSyncExternalStore(
    subscribeResize,
    () => window.innerWidth,
    () => 1280,
  )
}

/** True below the narrow breakpoint (600 px). */
export function useIsNarrow(): boolean {
  return useWindowWidth() < NARROW_WIDTH
}

/** The URL's layout options as the signed-in pages' route reads them: only those present. */
export type LayoutSearch = { mode?: number; menu?: string; tabs?: string }
export const LAYOUT_KEYS = ['mode', 'menu', 'tabs'] as const

export function layoutSearch(search: Record<string, unknown>): LayoutSearch {
  const out: LayoutSearch = {}
  const mode = Number(search.mode)
  if (search.mode !== undefined && Number.isInteger(mode)) out.mode = mode
  if (typeof search.menu === 'string') out.menu = search.menu
  if (typeof search.tabs === 'string') out.tabs = search.tabs
  return out
}

/**
 * The URL's layout options, from the current search string (spec §2): `mode` > 0 — odd hides
 * the menu, divisible by 3 hides the tabs; `menu=no` hides the menu; `tabs=no` hides the tabs.
 */
export function layoutOptions(searchStr: string): { hideMenu: boolean; hideTabs: boolean } {
  const params = new URLSearchParams(searchStr)
  const mode = Number.parseInt(params.get('mode') ?? '', 10)
  const hasMode = Number.isFinite(mode) && mode > 0
  return {
    hideMenu: (hasMode && mode % 2 === 1) || params.get('menu') === 'no',
    hideTabs: (hasMode && mode % 3 === 0) || params.get('tabs') === 'no',
  }
}
