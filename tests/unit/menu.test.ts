import { describe, expect, it } from 'vitest'
import { buildMenu, canOpen, topMenuGroups, topPanelWidth, type RouteLike } from '../../src/web/shell/menu.ts'
import type { GroupMeta, RouteMeta } from '../../src/web/shell/route-meta.ts'

const t = (message: string) => ({ id: message, message })
const group = (id: string, order: number, extra: Partial<GroupMeta> = {}): RouteLike => ({
  id,
  fullPath: id.replace('/_app', ''),
  options: { staticData: { group: { key: id, title: t(id), order, ...extra } } },
})
const leaf = (parent: RouteLike, name: string, meta: Partial<RouteMeta> = {}): RouteLike => ({
  id: `${parent.id}/${name}`,
  fullPath: `${parent.fullPath}/${name}`,
  parentRoute: parent,
  options: { staticData: { meta: { name, title: t(name), ...meta } } },
})

describe('menu built from the routes', () => {
  const client = group('/_app/client', 10)
  const stock = group('/_app/stock', 20)
  const app = group('/_app/app', 30, { hidden: true })
  const routes = [
    stock,
    client,
    app,
    leaf(client, 'follow', { order: 2, access: ['client:view'] }),
    leaf(client, 'list', { order: 1, access: ['client:view'], search: { Id: 1 } }),
    leaf(client, 'menu', { hidden: true }),
    leaf(stock, 'flows', { access: ['stock:view'] }),
    leaf(app, 'list'),
  ]

  it('orders groups and items, leaves out hidden routes, hidden groups and empty groups', () => {
    const menu = buildMenu(routes, { access: ['*'] })
    expect(menu.map((g) => g.key)).toEqual(['/_app/client', '/_app/stock'])
    expect(menu[0]!.items.map((i) => i.name)).toEqual(['list', 'follow'])
    expect(menu[0]!.items[0]!.search).toEqual({ Id: 1 })
  })

  it('keeps only what the access list opens', () => {
    const menu = buildMenu(routes, { access: ['stock:view'] })
    expect(menu.map((g) => g.key)).toEqual(['/_app/stock'])
    expect(buildMenu(routes, { access: [] })).toEqual([])
  })

  it('limits to a list of route names', () => {
    const menu = buildMenu(routes, { access: ['*'], names: ['follow'] })
    expect(menu.flatMap((g) => g.items.map((i) => i.name))).toEqual(['follow'])
  })

  it('canOpen: no access list opens for all; otherwise any one key', () => {
    expect(canOpen({ name: 'x', title: t('x') }, [])).toBe(true)
    expect(canOpen({ name: 'x', title: t('x'), access: ['client:view', 'stock:view'] }, ['stock:view'])).toBe(true)
    expect(canOpen({ name: 'x', title: t('x'), access: ['client:view'] }, ['stock:view'])).toBe(false)
  })

  it('top menu: every group above 1100 px, else the first five; panel widths 570 or 190 per child', () => {
    const groups = Array.from({ length: 8 }, (_, i) => i)
    expect(topMenuGroups(groups, 1101)).toHaveLength(8)
    expect(topMenuGroups(groups, 1100)).toHaveLength(5)
    expect(topPanelWidth(4)).toBe(570)
    expect(topPanelWidth(3)).toBe(570)
    expect(topPanelWidth(2)).toBe(380)
    expect(topPanelWidth(1)).toBe(190)
  })
})
