import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react'
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useRouter, useRouterState } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { CommandPalette } from './CommandPalette.tsx'
import { agentInfoQuery } from '../lib/auth.ts'
import { showPageTitle } from '../lib/i18n.ts'
import {
  HOME_KEY,
  closeAllTabs,
  closeOtherTabs,
  closeTab,
  getTabs,
  keptPages,
  loadTabs,
  openTab,
  setTabs,
  useTabs,
  type Tab,
  type TabChange,
} from '../lib/tabs.ts'
import { layoutOptions, setMenuCollapsed, storedMenuNames, useIsNarrow, useLayoutPrefs } from '../lib/layout-prefs.ts'
import { applyMenuLayout, buildMenu, canOpen } from './menu.ts'
import { myMenuLayoutQuery } from '../lib/menu-layout.ts'
import { menuRoutes, metaOf, usePageInfo } from './page-info.ts'
import { AppHeader, type HeaderItems } from './AppHeader.tsx'
import { SideMenu } from './SideMenu.tsx'
import { TabBar } from './TabBar.tsx'
import { Breadcrumb } from './Breadcrumb.tsx'
import { LoadingBar } from './LoadingBar.tsx'
import { KeepAlive, type KeepAliveSlot } from './KeepAlive.tsx'
import { reminderKeys } from './ReminderBell.tsx'
import { AccountDialogs } from './account/AccountDialogs.tsx'
import { cn } from '../lib/cn.ts'

// The top menu (switch style) and its pop-up panels load only for those who choose it.
const TopMenu = lazy(() => import('./TopMenu.tsx').then((m) => ({ default: m.TopMenu })))

/**
 * The signed-in shell (spec §2 "Main shell"): header, side or top menu, tabs of opened pages,
 * breadcrumb, and the pages themselves, kept alive per tab.
 */
export function AppShell({
  names,
  headerItems,
}: {
  /** Limit the menu to these route names (a supplied list); else to a list stored locally, if any. */
  names?: readonly string[]
  /** What the app's areas add to the header (AppHeader `items`). */
  headerItems?: HeaderItems
}) {
  const router = useRouter()
  const queryClient = useQueryClient()
  const { i18n } = useLingui()
  const { data: info } = useSuspenseQuery(agentInfoQuery)
  const access = info.access

  // Tabs belong to the agent: load theirs once, before the first paint (no subscriber yet).
  useMemo(() => loadTabs(info.user_id), [info.user_id])
  const storedTabs = useTabs()

  const page = usePageInfo()
  const activeKey = page?.key
  const resolved = useRouterState({ select: (s) => s.resolvedLocation?.href })
  const resolvedPath = useRouterState({ select: (s) => s.resolvedLocation?.pathname })
  const activeHref = resolvedPath === activeKey ? resolved : undefined
  const searchStr = useRouterState({ select: (s) => s.location.searchStr })
  const { hideMenu, hideTabs } = layoutOptions(searchStr)

  const { style, collapsed } = useLayoutPrefs()
  const narrow = useIsNarrow()
  const [drawer, setDrawer] = useState(false)
  // The narrow-screen drawer closes when the page changes.
  const [drawerFor, setDrawerFor] = useState(activeKey)
  if (drawerFor !== activeKey) {
    setDrawerFor(activeKey)
    setDrawer(false)
  }

  // The role's stored layout (`/system/menu`) arranges the menu once it has come; until then, or
  // if it never does, the route table's order stands.
  const layout = useQuery(myMenuLayoutQuery).data
  const menu = useMemo(
    () => applyMenuLayout(buildMenu(menuRoutes(router), { access, names: names ?? storedMenuNames() }), layout),
    [router, access, names, layout],
  )

  // Only tabs of screens the agent may still open (permissions change; routes get removed).
  const tabs = useMemo(
    () => storedTabs.filter((t) => t.key === HOME_KEY || (!!metaOf(router, t.routeId) && canOpen(metaOf(router, t.routeId), access))),
    [storedTabs, router, access],
  )

  // Every presented screen with meta opens (or updates) its tab, remembering its full address.
  const tabName = page?.meta?.name ?? (activeKey === HOME_KEY ? 'home' : undefined)
  const routeId = page?.routeId
  useEffect(() => {
    if (!activeKey || !activeHref || !tabName || !routeId) return
    setTabs(openTab(getTabs(), { key: activeKey, name: tabName, routeId, href: activeHref }))
  }, [activeKey, activeHref, tabName, routeId])

  // Page title: "<page> - <app>", kept by the language switch too (lib/i18n.ts).
  const pageTitle = page?.title
  useEffect(() => {
    showPageTitle(pageTitle)
    return () => showPageTitle(undefined)
  }, [pageTitle, i18n.locale])

  // Keep-alive slots: every cached tab shown once in this session, plus the presented page.
  const [versions, setVersions] = useState<Record<string, number>>({})
  const [shown, setShown] = useState<readonly string[]>([])
  if (activeKey && !shown.includes(activeKey)) setShown([...shown, activeKey])
  const slots: KeepAliveSlot[] = useMemo(
    () =>
      keptPages(shown, tabs, activeKey, (tab) => !!metaOf(router, tab.routeId)?.noCache).map((key) => ({
        key,
        version: versions[key] ?? 0,
      })),
    [shown, tabs, activeKey, versions, router],
  )

  // Forget slots that are gone (closed tabs, left no-cache pages), so reopening starts afresh.
  useEffect(() => {
    const keep = new Set(slots.map((s) => s.key))
    if (shown.some((k) => !keep.has(k))) setShown(shown.filter((k) => keep.has(k)))
  }, [slots, shown])

  const go = useCallback((tab: Tab) => void router.navigate({ href: tab.href }), [router])
  const apply = useCallback(
    (change: TabChange) => {
      setTabs(change.tabs)
      if (change.goTo) go(change.goTo)
    },
    [go],
  )

  const refresh = useCallback(() => {
    if (!activeKey) return
    setVersions((v) => ({ ...v, [activeKey]: (v[activeKey] ?? 0) + 1 }))
    // The page's loaders and the queries it is showing (hidden tabs run no queries).
    void router.invalidate()
    void queryClient.invalidateQueries({
      type: 'active',
      predicate: (q) => q.queryKey[0] !== reminderKeys.count[0],
    })
  }, [activeKey, router, queryClient])

  const showSide = !hideMenu && (narrow ? drawer : style === 'side')
  const sideOpen = showSide && (narrow || !collapsed)
  const showTop = !hideMenu && !narrow && style === 'top'
  const menuButton = !hideMenu && (narrow || style === 'side')

  return (
    <div
      className="flex h-full flex-col"
      data-testid="app-shell"
      data-menu-style={style}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && narrow && drawer) setDrawer(false)
      }}
    >
      <a
        href="#page-content"
        className="sr-only rounded-md bg-white px-3 py-2 text-sm font-medium text-neutral-900 shadow-lg ring-2 ring-sky-600 focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50"
        onClick={(e) => {
          // Focus moves without touching the address: the router owns it.
          e.preventDefault()
          document.getElementById('page-content')?.focus()
        }}
        data-testid="skip-link"
      >
        <Trans>Skip to the page</Trans>
      </a>
      <LoadingBar />
      <AppHeader
        menuButton={menuButton}
        menuOpen={sideOpen}
        onMenuButton={() => (narrow ? setDrawer((d) => !d) : setMenuCollapsed(!collapsed))}
        items={headerItems}
      />
      {showTop ? (
        <Suspense fallback={<div className="h-10 shrink-0 border-b border-neutral-200 bg-white" />}>
          <TopMenu groups={menu} activePath={activeKey} />
        </Suspense>
      ) : null}
      <div className="relative flex min-h-0 flex-1">
        {showSide ? (
          <>
            {narrow ? (
              <div
                aria-hidden
                data-testid="menu-backdrop"
                className="absolute inset-0 z-20 bg-neutral-900/20"
                onClick={() => setDrawer(false)}
              />
            ) : null}
            <SideMenu
              groups={menu}
              activePath={activeKey}
              onNavigate={narrow ? () => setDrawer(false) : undefined}
              className={cn(
                'shrink-0 overflow-hidden border-r border-neutral-200 transition-[width] duration-150',
                narrow && 'absolute inset-y-0 left-0 z-30 shadow-lg',
                sideOpen ? 'w-40' : 'invisible w-0 border-r-0',
              )}
            />
          </>
        ) : null}
        <div className="flex min-w-0 flex-1 flex-col">
          {hideTabs ? null : (
            <TabBar
              tabs={tabs}
              activeKey={activeKey}
              onSelect={go}
              onClose={(tab) => apply(closeTab(tabs, tab.key, activeKey))}
              onCloseAll={() => apply(closeAllTabs(tabs))}
              onCloseOthers={() => activeKey && apply(closeOtherTabs(tabs, activeKey, activeKey))}
              onRefresh={refresh}
            />
          )}
          <Breadcrumb page={page} />
          <div id="page-content" tabIndex={-1} className="flex min-h-0 flex-1 flex-col outline-none" data-testid="page-content">
            <KeepAlive slots={slots} activeKey={activeKey} activeHref={activeHref} />
          </div>
        </div>
      </div>
      <AccountDialogs />
      <CommandPalette menu={menu} />
    </div>
  )
}
