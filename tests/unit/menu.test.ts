import { describe, expect, it } from 'vitest'
import {
  applyMenuLayout,
  buildMenu,
  canOpen,
  topMenuGroups,
  topPanelWidth,
  type MenuGroup,
  type RouteLike,
} from '../../src/kernel/web/shell/menu.ts'
import { menuLayoutSchema, type MenuLayout } from '../../src/kernel/shared/schemas/menu-layout.ts'
import { draftOf, layoutOf, newLinkId } from '../../src/web/features/system/menu-layout-draft.ts'
import type { GroupMeta, RouteMeta } from '../../src/kernel/web/shell/route-meta.ts'

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

describe('a role’s stored layout arranges the menu', () => {
  const groups = (): MenuGroup[] => [
    { key: 'client', path: '/client', title: t('client'), items: [item('client_list'), item('client_follow'), item('client_pool')] },
    { key: 'stock', path: '/stock', title: t('stock'), items: [item('stock_list'), item('stock_flows')] },
    { key: 'chart', path: '/chart', title: t('chart'), items: [item('chart_operation')] },
  ]
  function item(name: string) {
    return { name, path: `/${name.replace('_', '/')}`, title: t(name) }
  }
  const names = (menu: MenuGroup[]) => menu.map((g) => `${g.key}:${g.items.map((i) => i.name).join(',')}`)

  it('without a layout, the route table’s menu stands', () => {
    expect(applyMenuLayout(groups(), null)).toEqual(groups())
  })

  it('orders groups and screens as it says, the rest after in their own order; hides what it hides; places links', () => {
    const layout: MenuLayout = {
      groups: [
        {
          key: 'stock',
          hidden: false,
          items: [
            { name: 'stock_flows', hidden: false },
            { link: 'rates', title: 'Rates', url: 'https://example.com/rates' },
          ],
        },
        {
          key: 'client',
          hidden: false,
          items: [
            { name: 'client_pool', hidden: false },
            { name: 'client_follow', hidden: true },
          ],
        },
      ],
    }
    const menu = applyMenuLayout(groups(), layout)
    expect(names(menu)).toEqual(['stock:stock_flows,link-rates,stock_list', 'client:client_pool,client_list', 'chart:chart_operation'])
    expect(menu[0]!.items[1]).toMatchObject({ external: 'https://example.com/rates', title: { message: 'Rates' } })
  })

  it('a hidden group goes; a group or screen the agent may not open never comes back, links included', () => {
    const layout: MenuLayout = {
      groups: [
        { key: 'chart', hidden: true, items: [] },
        {
          key: 'finance',
          hidden: false,
          items: [
            { name: 'finance_income', hidden: false },
            { link: 'bank', title: 'Bank', url: 'https://bank.example.com' },
          ],
        },
        { key: 'client', hidden: false, items: [{ name: 'client_secret', hidden: false }] },
      ],
    }
    expect(names(applyMenuLayout(groups(), layout))).toEqual([
      'client:client_list,client_follow,client_pool',
      'stock:stock_list,stock_flows',
    ])
  })

  it('the editor starts from the layout over every screen of the route table, and stores what it shows', () => {
    const layout: MenuLayout = {
      groups: [
        {
          key: 'stock',
          hidden: true,
          items: [
            { link: 'a', title: 'A', url: 'https://a.example.com' },
            { name: 'stock_list', hidden: true },
            { name: 'gone', hidden: false },
          ],
        },
      ],
    }
    const draft = draftOf(groups(), layout)
    expect(draft.map((g) => g.key)).toEqual(['stock', 'client', 'chart'])
    expect(draft[0]!.items.map((i) => i.id)).toEqual(['l:a', 's:stock_list', 's:stock_flows'])
    expect(layoutOf(draft).groups[0]).toEqual({
      key: 'stock',
      hidden: true,
      items: [
        { link: 'a', title: 'A', url: 'https://a.example.com' },
        { name: 'stock_list', hidden: true },
        { name: 'stock_flows', hidden: false },
      ],
    })
    expect(menuLayoutSchema.safeParse(layoutOf(draft)).success).toBe(true)
    expect(newLinkId(draft)).toBe('link-2')
  })
})
