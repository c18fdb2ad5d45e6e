import { afterAll, beforeAll, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { Agent, ProjectParam, Role, RoleMenu } from '../../src/server/db/schema/index.ts'
import type { MenuLayout, MenuLayoutAnswer } from '../../src/kernel/shared/schemas/menu-layout.ts'
import { createTestServer, DEMO, describeDb, type TestServer } from '../helpers/server.ts'

describeDb('role menus and project parameters', () => {
  let s: TestServer
  let admin: string, sales: string, warehouse: string
  let salesRole: number, warehouseRole: number

  beforeAll(async () => {
    s = await createTestServer()
    admin = await s.login(DEMO.admin)
    sales = await s.login(DEMO.sales)
    warehouse = await s.login(DEMO.warehouse)
    const roleOf = async (mobile: string) =>
      (await s.db.select({ RoleId: Agent.RoleId }).from(Agent).where(eq(Agent.Mobile, mobile)))[0]!.RoleId
    salesRole = await roleOf(DEMO.sales.mobile)
    warehouseRole = await roleOf(DEMO.warehouse.mobile)
  })
  afterAll(() => s?.close())

  const layout = (key: string, extra: Partial<MenuLayout['groups'][number]> = {}): MenuLayout => ({
    groups: [{ key, hidden: false, items: [], ...extra }],
  })
  const save = (body: unknown, token = admin) => s.call('/Api/Menu/Save', { method: 'POST', body, token })

  it('the demo salesperson’s role has its own menu: customers first, with an outside link', async () => {
    const mine = await s.call<MenuLayout>('/Api/Menu/Mine', { token: sales })
    expect(mine.status).toBe(200)
    expect(mine.body.Data?.groups[0]?.key).toBe('client')
    expect(mine.body.Data?.groups[0]?.items).toContainEqual(
      expect.objectContaining({ link: 'boc-rates', url: expect.stringMatching(/^https:\/\//) }),
    )
    // The warehouse worker's role has none, nor is there one for every role: the route table's order.
    const theirs = await s.call<MenuLayout | null>('/Api/Menu/Mine', { token: warehouse })
    expect(theirs.body.Data).toBeNull()
  })

  it('a role without its own layout gets every role’s; its own wins; removing it falls back again', async () => {
    expect((await save({ RoleId: 0, Layout: layout('stock', { items: [{ name: 'stock_flows', hidden: true }] }) })).status).toBe(200)
    expect((await s.call<MenuLayout>('/Api/Menu/Mine', { token: warehouse })).body.Data?.groups[0]?.key).toBe('stock')
    const answer = await s.call<MenuLayoutAnswer>('/Api/Menu/Layout', { query: { RoleId: warehouseRole }, token: admin })
    expect(answer.body.Data).toMatchObject({ RoleId: warehouseRole, Layout: null, Fallback: { groups: [{ key: 'stock' }] } })
    // With the role's permissions, which decide the screens its menu can show; every role's has none of its own.
    const [role] = await s.db.select({ Permission: Role.Permission }).from(Role).where(eq(Role.Id, warehouseRole))
    expect(answer.body.Data!.Permission).toEqual(role!.Permission)
    expect(answer.body.Data!.Permission).toContain('stock:view')
    expect((await s.call<MenuLayoutAnswer>('/Api/Menu/Layout', { query: { RoleId: 0 }, token: admin })).body.Data!.Permission).toBeNull()

    expect((await save({ RoleId: warehouseRole, Layout: layout('delivery') })).status).toBe(200)
    expect((await s.call<MenuLayout>('/Api/Menu/Mine', { token: warehouse })).body.Data?.groups[0]?.key).toBe('delivery')
    const own = await s.call<MenuLayoutAnswer>('/Api/Menu/Layout', { query: { RoleId: warehouseRole }, token: admin })
    expect(own.body.Data?.UpdateName).not.toBe('')
    expect(own.body.Data?.UpdateTime).toBeGreaterThan(0)
    const roles = await s.call<{ Id: number; Own: boolean }[]>('/Api/Menu/Roles', { token: admin })
    expect(roles.body.Data?.find((r) => r.Id === warehouseRole)?.Own).toBe(true)

    expect((await s.call('/Api/Menu/Reset', { method: 'POST', body: { RoleId: warehouseRole }, token: admin })).status).toBe(200)
    expect((await s.call<MenuLayout>('/Api/Menu/Mine', { token: warehouse })).body.Data?.groups[0]?.key).toBe('stock')
    await s.call('/Api/Menu/Reset', { method: 'POST', body: { RoleId: 0 }, token: admin })
    expect((await s.call<MenuLayout | null>('/Api/Menu/Mine', { token: warehouse })).body.Data).toBeNull()
  })

  it('refuses a bad layout with a translated 400 and stores nothing', async () => {
    const before = await s.db.select().from(RoleMenu)
    const bad: unknown[] = [
      { RoleId: warehouseRole, Layout: { groups: [{ key: 'stock' }, { key: 'stock' }] } }, // a group twice
      {
        RoleId: warehouseRole,
        Layout: layout('stock', {
          items: [
            { name: 'stock_list', hidden: false },
            { name: 'stock_list', hidden: true },
          ],
        }),
      }, // a screen twice
      { RoleId: warehouseRole, Layout: layout('stock', { items: [{ link: 'x', title: 'Evil', url: 'javascript:alert(1)' }] }) }, // a script
      { RoleId: warehouseRole, Layout: layout('stock', { items: [{ link: 'x', title: '', url: 'https://example.com' }] }) }, // no title
      { RoleId: warehouseRole, Layout: layout('Stock Group') }, // not a key
      { RoleId: warehouseRole, Layout: { groups: Array.from({ length: 41 }, (_, i) => ({ key: `g${i}` })) } }, // too many
      { RoleId: 999_999, Layout: layout('stock') }, // no such role
      { RoleId: -1, Layout: layout('stock') },
      { Layout: layout('stock') },
    ]
    for (const body of bad) {
      const res = await save(body)
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect(res.body.Result).toBe(false)
    }
    const zh = await s.call('/Api/Menu/Save', {
      method: 'POST',
      body: { RoleId: 999_999, Layout: layout('stock') },
      token: admin,
      lang: 'zh-CN',
    })
    expect(zh.body.Message).toMatch(/[\u4e00-\u9fff]/)
    expect(await s.db.select().from(RoleMenu)).toEqual(before)
  })

  it('only those who may change settings lay menus out; everyone reads their own', async () => {
    expect((await save({ RoleId: salesRole, Layout: layout('client') }, sales)).status).toBe(403)
    expect((await s.call('/Api/Menu/Layout', { query: { RoleId: salesRole }, token: sales })).status).toBe(403)
    expect((await s.call('/Api/Menu/Roles', { token: sales })).status).toBe(403)
    expect((await s.call('/Api/Menu/Mine')).status).toBe(401)
  })

  it('project parameters: typed by their type, a project’s own over every project’s, disabled ones left out, no session needed', async () => {
    const site = await s.call<Record<string, unknown>>('/Api/Public/Params', { query: { Project: 'site' } })
    expect(site.status).toBe(200)
    expect(site.body.Data).toMatchObject({
      'Company.Name': expect.any(String),
      'Site.FreeShippingOver': 199,
      'Site.BannerAutoplay': true,
      'Company.Hotline': '400-820-1699',
    })
    const app = await s.call<Record<string, unknown>>('/Api/Public/Params', { query: { Project: 'app' } })
    expect(app.body.Data).toMatchObject({ 'App.Tabs': ['home', 'category', 'cart', 'me'], 'Company.Hotline': '400-820-1688' })
    expect(app.body.Data).not.toHaveProperty('Site.Icp')
    const single = await s.call<Record<string, unknown>>('/Api/Public/Params', { query: { Project: 'single' } })
    expect(single.body.Data).not.toHaveProperty('Single.ShowPrice')
    expect((await s.call('/Api/Public/Params', { query: { Project: 'nope' } })).status).toBe(400)
  })

  it('the seeded parameters’ labels speak the reader’s language until someone edits them', async () => {
    const labels = async (lang: string) =>
      (
        await s.call<{ Id: number; Project: string; Name: string; Text: string; Remark: string }[]>('/Api/ProjectParam/Index', {
          query: { Size: 100 },
          token: admin,
          lang,
        })
      ).body.Data!
    const hotline = (rows: Awaited<ReturnType<typeof labels>>, project: string) =>
      rows.find((r) => r.Project === project && r.Name === 'Company.Hotline')!
    expect(hotline(await labels('en-US'), 'all')).toMatchObject({
      Text: 'Customer service hotline',
      Remark: 'Working days 9:00–18:00 (Beijing time)',
    })
    expect(hotline(await labels('zh-CN'), 'all').Text).toBe('客服热线')
    expect(hotline(await labels('th-TH'), 'site').Text).toBe('สายด่วนบริการลูกค้าของร้านค้า')
    // Edited, a label is shown as written in every language.
    const row = hotline(await labels('en-US'), 'all')
    await s.db.update(ProjectParam).set({ Text: 'Hotline (24 h)' }).where(eq(ProjectParam.Id, row.Id))
    expect(hotline(await labels('zh-CN'), 'all').Text).toBe('Hotline (24 h)')
    expect(hotline(await labels('zh-CN'), 'all').Remark).toBe('工作日 9:00–18:00（北京时间）')
  })

  it('a project parameter’s value must read as its type, and its name is unique within its project', async () => {
    const count = async () => (await s.db.select().from(ProjectParam)).length
    const before = await count()
    const add = (body: Record<string, unknown>) =>
      s.call('/Api/ProjectParam/Post', { method: 'POST', body: { Project: 'app', Text: 'Test', Attr: 'text', ...body }, token: admin })
    expect((await add({ Name: 'Test.Number', Attr: 'number', Value: 'twelve' })).status).toBe(400)
    expect((await add({ Name: 'Test.Json', Attr: 'json', Value: '{broken' })).status).toBe(400)
    expect((await add({ Name: '9lives', Value: 'x' })).status).toBe(400)
    expect((await add({ Name: 'App.Title', Value: 'again' })).status).toBe(409)
    expect(await count()).toBe(before)
    // The same name in another project is another parameter.
    expect((await add({ Name: 'Site.Title', Value: 'App copy' })).status).toBe(200)
    expect(await count()).toBe(before + 1)
    // Only those who change settings write them.
    expect(
      (await s.call('/Api/ProjectParam/Post', { method: 'POST', body: { Project: 'app', Name: 'X.Y', Text: 'x' }, token: sales })).status,
    ).toBe(403)
  })

  it('roles that are gone cannot be laid out', async () => {
    const [role] = await s.db.insert(Role).values({ Title: 'Temporary', Status: -1 }).returning({ Id: Role.Id })
    expect((await save({ RoleId: role!.Id, Layout: layout('client') })).status).toBe(400)
  })
})
