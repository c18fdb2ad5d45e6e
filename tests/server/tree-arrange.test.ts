import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestServer, DEMO, describeDb, type TestServer } from '../helpers/server.ts'

type Row = { Id: number; Name: string; Score: number; Version: number }

describeDb('arranging a tree by dragging', () => {
  let s: TestServer
  let admin: string
  beforeAll(async () => {
    s = await createTestServer()
    admin = await s.login(DEMO.admin)
  })
  afterAll(() => s?.close())

  const post = async (name: string, Fid = 0) =>
    (await s.call<{ Id: number }>('/Api/SiteNav/Post/menu', { token: admin, body: { Name: name, Fid } })).body.Data!.Id
  const children = async (Fid: number) =>
    (await s.call<Row[]>('/Api/SiteNav/Index/menu', { token: admin, query: { Fid, Size: 100, OrderBy: 'Score', IsAsc: 0 } })).body.Data!

  it('orders the children of one parent as given: weights follow the places, versions move on', async () => {
    const top = await post('Help centre')
    const [a, b, c] = [await post('Shipping', top), await post('Returns', top), await post('Payment', top)]
    const before = await children(top)
    const res = await s.call<{ Count: number }>('/Api/SiteNav/Arrange/menu', { token: admin, body: { Fid: top, Ids: [c, a, b] } })
    expect(res.status).toBe(200)
    expect(res.body.Data).toEqual({ Count: 3 })
    const after = await children(top)
    expect(after.map((r) => r.Id)).toEqual([c, a, b])
    expect(after.map((r) => r.Score)).toEqual([30, 20, 10])
    for (const r of after) expect(r.Version).toBe(before.find((x) => x.Id === r.Id)!.Version + 1)
  })

  it('refuses an order that leaves out a child, names another parent’s record, repeats one or is empty, and changes nothing', async () => {
    const top = await post('Company')
    const [a, b] = [await post('About us', top), await post('Careers', top)]
    const stranger = await post('Elsewhere')
    const before = await children(top)
    for (const Ids of [[a], [a, b, stranger], [a, a, b], [], [b, a, 0]]) {
      const res = await s.call('/Api/SiteNav/Arrange/menu', { token: admin, body: { Fid: top, Ids } })
      expect(res.status, JSON.stringify(Ids)).toBe(400)
    }
    // A footer link is not a menu item, though it lives in the same table.
    const link = (await s.call<{ Id: number }>('/Api/SiteNav/Post/link', { token: admin, body: { Name: 'Terms' } })).body.Data!.Id
    const top2 = await children(0)
    const res = await s.call('/Api/SiteNav/Arrange/menu', { token: admin, body: { Fid: 0, Ids: [...top2.map((r) => r.Id), link] } })
    expect(res.status).toBe(400)
    expect(await children(top)).toEqual(before)
  })

  it('is offered only to those who may change the tree', async () => {
    const sales = await s.login(DEMO.sales)
    const res = await s.call('/Api/SiteNav/Arrange/menu', { token: sales, body: { Fid: 0, Ids: [1] } })
    expect(res.status).toBe(403)
  })

  it('arranges categories and departments too', async () => {
    const cats = (await s.call<Row[]>('/Api/Catalog/Index/product', { token: admin, query: { Fid: 0, Size: 100 } })).body.Data!
    const reversed = [...cats].reverse().map((r) => r.Id)
    expect((await s.call('/Api/Catalog/Arrange/product', { token: admin, body: { Fid: 0, Ids: reversed } })).status).toBe(200)
    const again = (
      await s.call<Row[]>('/Api/Catalog/Index/product', { token: admin, query: { Fid: 0, Size: 100, OrderBy: 'Score', IsAsc: 0 } })
    ).body.Data!
    expect(again.map((r) => r.Id)).toEqual(reversed)
  })
})
