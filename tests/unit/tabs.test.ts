import { describe, expect, it } from 'vitest'
import {
  HOME_KEY,
  HOME_TAB,
  TAB_CLICK_LOCK_MS,
  canSelect,
  closeAllTabs,
  closeOtherTabs,
  closeTab,
  createClickLock,
  keptPages,
  neighbourOf,
  normalizeTabs,
  openTab,
  parseStoredTabs,
  type Tab,
} from '../../src/kernel/web/lib/tabs.ts'
import { layoutOptions } from '../../src/kernel/web/lib/layout-prefs.ts'

const tab = (key: string, extra: Partial<Tab> = {}): Tab => ({
  key,
  name: key.slice(1).replace('/', '_'),
  routeId: `/_app${key}`,
  href: key,
  ...extra,
})
const keys = (tabs: readonly Tab[]) => tabs.map((t) => t.key)

describe('tab list', () => {
  it('always starts with the home tab, once', () => {
    expect(keys(normalizeTabs([]))).toEqual([HOME_KEY])
    expect(keys(normalizeTabs([tab('/a'), HOME_TAB, tab('/b'), tab('/a')]))).toEqual([HOME_KEY, '/a', '/b'])
  })

  it('opening a page appends its tab; opening it again updates the href in place', () => {
    let tabs = openTab([HOME_TAB], tab('/a'))
    tabs = openTab(tabs, tab('/b'))
    expect(keys(tabs)).toEqual([HOME_KEY, '/a', '/b'])
    tabs = openTab(tabs, tab('/a', { href: '/a?Status=2' }))
    expect(keys(tabs)).toEqual([HOME_KEY, '/a', '/b'])
    expect(tabs[1]!.href).toBe('/a?Status=2')
  })

  it('answers the same tabs when nothing changed (no needless store writes)', () => {
    const tabs = openTab([HOME_TAB], tab('/a'))
    expect(openTab(tabs, tab('/a'))[1]).toBe(tabs[1])
  })

  it('the home tab cannot be closed', () => {
    const tabs = [HOME_TAB, tab('/a')]
    const change = closeTab(tabs, HOME_KEY, HOME_KEY)
    expect(keys(change.tabs)).toEqual([HOME_KEY, '/a'])
    expect(change.goTo).toBeUndefined()
  })

  it('closing the active tab moves to the next tab', () => {
    const tabs = [HOME_TAB, tab('/a'), tab('/b'), tab('/c')]
    const change = closeTab(tabs, '/b', '/b')
    expect(keys(change.tabs)).toEqual([HOME_KEY, '/a', '/c'])
    expect(change.goTo?.key).toBe('/c')
  })

  it('closing the last tab while active moves to the previous one', () => {
    const tabs = [HOME_TAB, tab('/a'), tab('/b')]
    expect(closeTab(tabs, '/b', '/b').goTo?.key).toBe('/a')
    expect(closeTab([HOME_TAB, tab('/a')], '/a', '/a').goTo?.key).toBe(HOME_KEY)
  })

  it('skips disabled neighbours', () => {
    const tabs = [HOME_TAB, tab('/a'), tab('/b'), tab('/c', { disabled: true })]
    expect(closeTab(tabs, '/b', '/b').goTo?.key).toBe('/a')
    expect(neighbourOf([tab('/x', { disabled: true }), tab('/y')], 1)).toBeUndefined()
    expect(canSelect(tab('/x', { disabled: true }))).toBe(false)
    expect(canSelect(tab('/x'))).toBe(true)
  })

  it('closing a tab that is not active stays where you are', () => {
    const change = closeTab([HOME_TAB, tab('/a'), tab('/b')], '/a', '/b')
    expect(keys(change.tabs)).toEqual([HOME_KEY, '/b'])
    expect(change.goTo).toBeUndefined()
  })

  it('close all leaves only home and goes there', () => {
    const change = closeAllTabs([HOME_TAB, tab('/a'), tab('/b')])
    expect(keys(change.tabs)).toEqual([HOME_KEY])
    expect(change.goTo?.key).toBe(HOME_KEY)
  })

  it('close others keeps home and the given tab', () => {
    const tabs = [HOME_TAB, tab('/a'), tab('/b'), tab('/c')]
    const change = closeOtherTabs(tabs, '/b', '/b')
    expect(keys(change.tabs)).toEqual([HOME_KEY, '/b'])
    expect(change.goTo).toBeUndefined()
    expect(closeOtherTabs(tabs, '/c', '/a').goTo?.key).toBe('/c')
    expect(keys(closeOtherTabs(tabs, HOME_KEY, HOME_KEY).tabs)).toEqual([HOME_KEY])
  })
})

describe('tab click lock', () => {
  it(`ignores clicks within ${TAB_CLICK_LOCK_MS} ms after a change`, () => {
    let now = 1000
    const lock = createClickLock(TAB_CLICK_LOCK_MS, () => now)
    const clicks: string[] = []
    expect(lock.click(() => clicks.push('a'))).toBe(true)
    now += 100
    expect(lock.click(() => clicks.push('b'))).toBe(false)
    now += TAB_CLICK_LOCK_MS - 100
    expect(lock.click(() => clicks.push('c'))).toBe(true)
    expect(clicks).toEqual(['a', 'c'])
  })

  it('a change from elsewhere (a menu link, back/forward) starts the lock too', () => {
    let now = 0
    const lock = createClickLock(300, () => now)
    lock.changed()
    now = 299
    expect(lock.locked()).toBe(true)
    expect(lock.click(() => {})).toBe(false)
    now = 300
    expect(lock.locked()).toBe(false)
  })
})

describe('stored tabs', () => {
  const stored = JSON.stringify({ user: 7, tabs: [HOME_TAB, tab('/a'), { key: 1 }, tab('/b')] })

  it('restores the agent’s own tabs, dropping malformed entries', () => {
    expect(keys(parseStoredTabs(stored, 7))).toEqual([HOME_KEY, '/a', '/b'])
  })

  it('another agent, or anything unreadable, starts with home only', () => {
    expect(keys(parseStoredTabs(stored, 8))).toEqual([HOME_KEY])
    expect(keys(parseStoredTabs('not json', 7))).toEqual([HOME_KEY])
    expect(keys(parseStoredTabs(null, 7))).toEqual([HOME_KEY])
  })
})

describe('kept pages (keep-alive slots)', () => {
  const tabs = [HOME_TAB, tab('/a'), tab('/b'), tab('/nc')]
  const noCache = (t: Tab) => t.key === '/nc'

  it('keeps every page shown whose tab is open, in a stable order, plus the presented page', () => {
    expect(keptPages([HOME_KEY, '/a', '/b'], tabs, '/a', noCache)).toEqual([HOME_KEY, '/a', '/b'])
    expect(keptPages([HOME_KEY], tabs, '/b', noCache)).toEqual([HOME_KEY, '/b'])
  })

  it('drops a closed tab’s page, and a not-cached page once it is left', () => {
    expect(keptPages([HOME_KEY, '/a', '/b'], [HOME_TAB, tab('/b')], '/b', noCache)).toEqual([HOME_KEY, '/b'])
    expect(keptPages([HOME_KEY, '/nc'], tabs, '/nc', noCache)).toEqual([HOME_KEY, '/nc'])
    expect(keptPages([HOME_KEY, '/nc'], tabs, '/a', noCache)).toEqual([HOME_KEY, '/a'])
  })

  it('a restored tab that was never shown is not rendered until it is opened', () => {
    expect(keptPages([HOME_KEY], tabs, HOME_KEY, noCache)).toEqual([HOME_KEY])
  })
})

describe('URL layout options', () => {
  it.each([
    ['', false, false],
    ['?mode=0', false, false],
    ['?mode=1', true, false],
    ['?mode=2', false, false],
    ['?mode=3', true, true],
    ['?mode=6', false, true],
    ['?mode=9', true, true],
    ['?mode=x', false, false],
    ['?menu=no', true, false],
    ['?tabs=no', false, true],
    ['?menu=no&tabs=no&Id=3', true, true],
  ])('%s → hide menu %s, hide tabs %s', (search, hideMenu, hideTabs) => {
    expect(layoutOptions(search)).toEqual({ hideMenu, hideTabs })
  })
})
