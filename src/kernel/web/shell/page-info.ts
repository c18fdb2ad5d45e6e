import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useRouter, useRouterState, type RegisteredRouter } from '@tanstack/react-router'
import type { GroupMeta, RouteMeta } from './route-meta.ts'
import type { RouteLike } from './menu.ts'
import { HOME_KEY } from '../lib/tabs.ts'

/** Title of the home tab when its route carries no meta. */
export const HOME_TITLE = msg`Home`

export interface PageInfo {
  /** Pathname of the presented page (the tab key). */
  key: string
  routeId: string
  meta?: RouteMeta | undefined
  group?: GroupMeta | undefined
  /** The page's title: its meta title, "Home" for /home, else none. */
  title?: MessageDescriptor | undefined
}

function routeOf(router: RegisteredRouter, routeId: string): RouteLike | undefined {
  return menuRoutes(router).find((r) => r.id === routeId)
}

export function metaOf(router: RegisteredRouter, routeId: string): RouteMeta | undefined {
  return routeOf(router, routeId)?.options.staticData?.meta
}

/**
 * The menu data of the screen at an address (`/delivery/list`), wherever its file is mounted: a
 * module's screens sit under a `(modules)` group, so their route ids are not the address.
 */
export function metaAt(router: RegisteredRouter, path: string): RouteMeta | undefined {
  return menuRoutes(router).find((r) => r.fullPath === path && r.options.staticData?.meta)?.options.staticData?.meta
}

/** The menu group (layout route) a route sits in, if any. */
export function groupOf(router: RegisteredRouter, routeId: string): GroupMeta | undefined {
  for (let r = routeOf(router, routeId)?.parentRoute; r; r = r.parentRoute) {
    const g = r.options.staticData?.group
    if (g) return g
  }
  return undefined
}

/** The pathname of the deepest presented match: the page being shown (the tab key). */
export function leafPathname(matches: readonly { pathname: string }[]): string | undefined {
  return matches[matches.length - 1]?.pathname
}

export function titleOf(meta: RouteMeta | undefined, key: string): MessageDescriptor | undefined {
  return meta?.title ?? (key === HOME_KEY ? HOME_TITLE : undefined)
}

/**
 * The presented page, from the router's presented matches (not from the location, which
 * changes as soon as a navigation starts): the same source the keep-alive slots use.
 */
export function usePageInfo(): PageInfo | undefined {
  const router = useRouter()
  const leaf = useRouterState({
    select: (s) => {
      const key = leafPathname(s.matches)
      const routeId: string | undefined = s.matches[s.matches.length - 1]?.routeId
      return key && routeId ? `${routeId}\n${key}` : ''
    },
  })
  if (!leaf) return undefined
  const [routeId = '', key = ''] = leaf.split('\n')
  const meta = metaOf(router, routeId)
  return { key, routeId, meta, group: groupOf(router, routeId), title: titleOf(meta, key) }
}

/** The routes the menus are built from. */
export function menuRoutes(router: RegisteredRouter): RouteLike[] {
  return Object.values(router.routesById)
}
