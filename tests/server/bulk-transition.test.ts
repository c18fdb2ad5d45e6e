import { afterAll, beforeAll, expect, it } from 'vitest'
import { FIXTURES } from '../fixtures/resources.ts'
import { createTestServer, DB_KIND, DEMO, describeDb, type TestServer } from '../helpers/server.ts'

type Doc = { Id: number; State: string; Version: number }
interface Bulk {
  Results: { Id: number; Result: boolean; Status: number; Message: string; State?: string; Version?: number }[]
  Done: number
}

/** One event sent to several documents: each judged by its machine and stored on its own, a result for each. */
describeDb(`bulk transitions (${DB_KIND})`, () => {
  let s: TestServer
  let admin: string
  let sales: string

  beforeAll(async () => {
    s = await createTestServer()
    admin = await s.login(DEMO.admin)
    sales = await s.login(DEMO.sales)
  })
  afterAll(() => s?.close())

  const call = <T = unknown>(p: string, body?: unknown, token = admin, query?: Record<string, string | number>) =>
    s.call<T>(p, { token, lang: 'en-US', body, query })
  const post = async (resource: string, body: Record<string, unknown>) => {
    const res = await call<{ Id: number }>(`/Api/${resource}/Post`, body)
    expect(res.status, `${resource}/Post ${JSON.stringify(res.body)}`).toBe(200)
    return res.body.Data!.Id
  }
  const get = async (id: number) => (await call<Doc>('/Api/Delivery/Get', undefined, admin, { Id: id })).body.Data!
  const timeline = async (id: number) =>
    (await call<{ Event: string }[]>('/Api/Delivery/Timeline', undefined, admin, { Id: id })).body.Data!

  it('submits five drafts: the one without a consignee’s phone is refused by its guard with the reason, the other four move on', async () => {
    const warehouseId = await post('Warehouse', { Title: 'Bulk KL', Code: 'BKL1' })
    const product = await post('Product', { Name: 'Bulk batik soap', BarCode: '9559990000011', Weight: 0.25 })
    const ids: number[] = []
    for (let i = 0; i < 5; i++)
      ids.push(
        await post('Delivery', {
          ...FIXTURES.Delivery!(700 + i),
          WarehouseId: warehouseId,
          Lines: [{ ProductId: product, ProductNum: 1 + i }],
          // The third has no consignee's phone yet: its submit's guard refuses it.
          ...(i === 2 ? { Phone: '' } : {}),
        }),
      )
    const drafts = await Promise.all(ids.map(get))
    expect(drafts.map((d) => d.State)).toEqual(['Draft', 'Draft', 'Draft', 'Draft', 'Draft'])

    const res = await call<Bulk>('/Api/Delivery/TransitionMany', {
      Event: 'submit',
      Items: drafts.map((d) => ({ Id: d.Id, Version: d.Version })),
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const results = res.body.Data!.Results
    expect(res.body.Data!.Done).toBe(4)
    expect(results.map((r) => [r.Id, r.Result, r.Status])).toEqual(ids.map((id, i) => [id, i !== 2, i === 2 ? 409 : 200]))
    expect(results[2]!.Message).toBe('Complete the consignee first: name, phone, address, country and postcode')
    const after = await Promise.all(ids.map(get))
    expect(after.map((d) => d.State)).toEqual(['Pending', 'Pending', 'Draft', 'Pending', 'Pending'])
    expect(results.filter((r) => r.Result).map((r) => r.Version)).toEqual(after.filter((d) => d.State === 'Pending').map((d) => d.Version))
    // The refused one has no timeline row for it; each done one has exactly one.
    for (const [i, id] of ids.entries()) expect((await timeline(id)).filter((e) => e.Event === 'submit')).toHaveLength(i === 2 ? 0 : 1)

    // Sent again with the Versions of before: every record is stale now but the refused one, still in Draft and refused again.
    const again = await call<Bulk>('/Api/Delivery/TransitionMany', {
      Event: 'submit',
      Items: drafts.map((d) => ({ Id: d.Id, Version: d.Version })),
    })
    expect(again.body.Data!.Results.map((r) => r.Status)).toEqual([409, 409, 409, 409, 409])
    expect(again.body.Data!.Done).toBe(0)
  })

  it('checks the event’s permission and payload once for all, and keeps records outside the caller’s scope out', async () => {
    const d = await get(await post('Delivery', { ...FIXTURES.Delivery!(720) }))
    // A salesperson may not work deliveries at all.
    expect((await call('/Api/Delivery/TransitionMany', { Event: 'submit', Items: [{ Id: d.Id, Version: d.Version }] }, sales)).status).toBe(
      403,
    )
    expect((await call('/Api/Delivery/TransitionMany', { Event: 'nonsense', Items: [{ Id: d.Id, Version: d.Version }] })).status).toBe(400)
    expect((await call('/Api/Delivery/TransitionMany', { Event: 'submit', Items: [] })).status).toBe(400)
    const missing = await call<Bulk>('/Api/Delivery/TransitionMany', { Event: 'submit', Items: [{ Id: 999_999_999, Version: 1 }] })
    expect(missing.body.Data!.Results.map((r) => [r.Result, r.Status])).toEqual([[false, 404]])
  })
})
