import type { MessageDescriptor } from '@lingui/core'
import type { MenuLayout } from '../../../kernel/shared/schemas/menu-layout.ts'
import type { IconName } from '../../../kernel/web/shell/icons.ts'
import type { MenuGroup } from '../../../kernel/web/shell/menu.ts'

/** One entry of a group being laid out: a screen of the route table, or an external link. */
export type DraftEntry =
  | { kind: 'screen'; id: string; name: string; title: MessageDescriptor; icon?: IconName | undefined; path: string; hidden: boolean }
  | { kind: 'link'; id: string; link: string; title: string; url: string }

export interface DraftGroup {
  key: string
  title: MessageDescriptor
  icon?: IconName | undefined
  hidden: boolean
  items: DraftEntry[]
}

/**
 * The editor's groups: every group and screen of the route table (whatever the role may open),
 * in the layout's order, then those it does not name in the route table's; the layout's links in
 * their places. Names the route table no longer has are dropped.
 */
export function draftOf(catalogue: MenuGroup[], layout: MenuLayout | null): DraftGroup[] {
  const byKey = new Map(catalogue.map((g) => [g.key, g]))
  const out: DraftGroup[] = []
  const toGroup = (g: MenuGroup, hidden: boolean, entries: MenuLayout['groups'][number]['items']): DraftGroup => {
    const screens = new Map(g.items.map((i) => [i.name, i]))
    const items: DraftEntry[] = []
    for (const e of entries) {
      if ('link' in e) items.push({ kind: 'link', id: `l:${e.link}`, link: e.link, title: e.title, url: e.url })
      else {
        const s = screens.get(e.name)
        if (!s) continue
        screens.delete(e.name)
        items.push({ kind: 'screen', id: `s:${s.name}`, name: s.name, title: s.title, icon: s.icon, path: s.path, hidden: e.hidden })
      }
    }
    for (const s of screens.values())
      items.push({ kind: 'screen', id: `s:${s.name}`, name: s.name, title: s.title, icon: s.icon, path: s.path, hidden: false })
    return { key: g.key, title: g.title, icon: g.icon, hidden, items }
  }
  for (const lg of layout?.groups ?? []) {
    const g = byKey.get(lg.key)
    if (!g) continue
    byKey.delete(lg.key)
    out.push(toGroup(g, lg.hidden, lg.items))
  }
  for (const g of byKey.values()) out.push(toGroup(g, false, []))
  return out
}

/** The layout a draft stores. */
export function layoutOf(draft: DraftGroup[]): MenuLayout {
  return {
    groups: draft.map((g) => ({
      key: g.key,
      hidden: g.hidden,
      items: g.items.map((i) => (i.kind === 'screen' ? { name: i.name, hidden: i.hidden } : { link: i.link, title: i.title, url: i.url })),
    })),
  }
}

/** A link id no entry of the draft has. */
export function newLinkId(draft: DraftGroup[]): string {
  const taken = new Set(draft.flatMap((g) => g.items.flatMap((i) => (i.kind === 'link' ? [i.link] : []))))
  for (let n = taken.size + 1; ; n++) if (!taken.has(`link-${n}`)) return `link-${n}`
}
