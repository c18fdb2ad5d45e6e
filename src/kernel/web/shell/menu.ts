import type { MessageDescriptor } from '@lingui/core'
import { can } from '../../shared/permissions.ts'
import { builtinText } from '../../shared/builtin-texts.ts'
import type { GroupMeta, RouteMeta } from './route-meta.ts'
import type { IconName } from './icons.ts'
import type { MenuLayout } from '../../shared/schemas/menu-layout.ts'

/** What the menu builder needs of a route (a subset of TanStack's route objects). */
export interface RouteLike {
  id: string
  fullPath: string
  parentRoute?: RouteLike | undefined
  options: { staticData?: { meta?: RouteMeta; group?: GroupMeta } }
}

export interface MenuItem {
  name: string
  path: string
  title: MessageDescriptor
  icon?: IconName
  search?: Record<string, string | number>
  external?: string
}

export interface MenuGroup {
  key: string
  path: string
  title: MessageDescriptor
  icon?: IconName
  items: MenuItem[]
}

/** True when the agent's access list opens a route (no access list = any signed-in agent). */
export function canOpen(meta: RouteMeta | undefined, access: readonly string[]): boolean {
  if (!meta?.access?.length) return true
  return meta.access.some((key) => can(access, key))
}

export interface MenuFilter {
  access: readonly string[]
  /** Limit to these route names (a supplied list, or one stored locally); undefined = no limit. */
  names?: readonly string[] | undefined
}

/**
 * The menu, built from the routes themselves: groups in order, each with the screens the
 * agent may open. Hidden routes and hidden groups are left out, and so are groups left empty.
 */
export function buildMenu(routes: Iterable<RouteLike>, filter: MenuFilter): MenuGroup[] {
  const groups = new Map<string, { meta: GroupMeta; path: string; items: (MenuItem & { order: number })[] }>()
  const all = [...routes]
  for (const r of all) {
    const g = r.options.staticData?.group
    if (g && !g.hidden) groups.set(r.id, { meta: g, path: r.fullPath, items: [] })
  }
  for (const r of all) {
    const meta = r.options.staticData?.meta
    if (!meta || meta.hidden) continue
    if (!canOpen(meta, filter.access)) continue
    if (filter.names && !filter.names.includes(meta.name)) continue
    const group = r.parentRoute ? groups.get(r.parentRoute.id) : undefined
    if (!group) continue
    group.items.push({
      name: meta.name,
      path: r.fullPath,
      title: meta.title,
      icon: meta.icon,
      search: meta.search,
      external: meta.external,
      order: meta.order ?? 0,
    })
  }
  return [...groups.values()]
    .filter((g) => g.items.length > 0)
    .sort((a, b) => a.meta.order - b.meta.order)
    .map((g) => ({
      key: g.meta.key,
      path: g.path,
      title: g.meta.title,
      icon: g.meta.icon,
      items: g.items.sort((a, b) => a.order - b.order).map(({ order: _order, ...item }) => item),
    }))
}

/** The top menu shows every group above 1100 px of window width, else the first five. */
export const TOP_MENU_WIDE = 1100
export const TOP_MENU_NARROW_GROUPS = 5
export function topMenuGroups<T>(groups: T[], windowWidth: number): T[] {
  return windowWidth > TOP_MENU_WIDE ? groups : groups.slice(0, TOP_MENU_NARROW_GROUPS)
}

/** A top-menu panel: 570 wide when the group has more than 3 children, else 190 per child. */
export function topPanelWidth(children: number): number {
  return children > 3 ? 570 : 190 * children
}

/**
 * The menu laid out as a role's stored layout says (`/system/menu`): groups and screens in its
 * order, those it hides left out, its external links in their places. It arranges what `buildMenu`
 * gave and adds links; it never brings back a screen the agent may not open or the route table
 * hides. Groups and screens the layout does not name keep their own order after those it does.
 */
export function applyMenuLayout(groups: MenuGroup[], layout: MenuLayout | null | undefined): MenuGroup[] {
  if (!layout) return groups
  const byKey = new Map(groups.map((g) => [g.key, g]))
  const out: MenuGroup[] = []
  const placed = new Set<string>()
  for (const lg of layout.groups) {
    const group = byKey.get(lg.key)
    if (!group) continue
    placed.add(lg.key)
    if (lg.hidden) continue
    const screens = new Map(group.items.map((i) => [i.name, i]))
    const items: MenuItem[] = []
    const named = new Set<string>()
    for (const entry of lg.items) {
      if ('link' in entry) {
        items.push({
          name: `link-${entry.link}`,
          path: entry.url,
          // The demo's seeded link in the reader's language while unedited; anyone's own title as typed.
          title: builtinText('menu-link', entry.link, entry.title) ?? { id: entry.title, message: entry.title },
          icon: 'ExternalLink',
          external: entry.url,
        })
        continue
      }
      named.add(entry.name)
      const item = screens.get(entry.name)
      if (item && !entry.hidden) items.push(item)
    }
    for (const item of group.items) if (!named.has(item.name)) items.push(item)
    if (items.length > 0) out.push({ ...group, items })
  }
  for (const g of groups) if (!placed.has(g.key)) out.push(g)
  return out
}
