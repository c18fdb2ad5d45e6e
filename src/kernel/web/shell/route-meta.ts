import type { MessageDescriptor } from '@lingui/core'
import type { PermissionKey } from '../../shared/permissions.ts'
import type { IconName } from './icons.ts'

/**
 * Menu data every screen carries next to its route (in `staticData`), so the menus, tabs,
 * breadcrumb, page title and permission guard all read one declaration.
 */
export interface RouteMeta {
  /** The spec's route name (`demand_trade`, `remaid_list` …); unique. */
  name: string
  /** Translated title, from Lingui's `msg` macro. */
  title: MessageDescriptor
  icon?: IconName
  /** Left out of the menus (still reachable by URL or link). */
  hidden?: boolean
  /** The agent needs at least one of these keys; none listed = any signed-in agent. */
  access?: PermissionKey[]
  /** Open this address outside the console instead of the route. */
  external?: string
  /** Not kept alive when its tab is left (state is rebuilt on return). */
  noCache?: boolean
  /** Default query the menu link opens with (`/single/shop?Id=121001`). */
  search?: Record<string, string | number>
  /** Position within its group; lower first. */
  order?: number
}

/** A menu group: the layout route of a path prefix (`/client`, `/warehouse` …). */
export interface GroupMeta {
  key: string
  title: MessageDescriptor
  icon?: IconName
  hidden?: boolean
  order: number
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    meta?: RouteMeta
    group?: GroupMeta
  }
}
