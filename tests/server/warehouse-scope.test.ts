import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestServer, DB_KIND, DEMO, describeDb, type TestServer } from '../helpers/server.ts'

type Row = Record<string, unknown> & { Id: number; Version: number }

/**
 * Who works where: a warehouse role sees the documents of the warehouses its agent works in,
 * whoever made them (an entry the office created for his warehouse reaches his list and his
 * receiving queue), nothing of other warehouses, and creates documents only for his own.
 */
describeDb(`warehouse data scope (${DB_KIND})`, () => {
  let s: TestServer
  let admin: string
  let worker: string
  let kl: number
  let jkt: number
  let product: number
  const made: Record<'kl' | 'jkt', number> = { kl: 0, jkt: 0 }

  const call = <T>(token: string, path: string, opts: Parameters<TestServer['call']>[1] = {}) =>
    s.call<T>(path, { token, lang: 'en-US', ...opts })

  beforeAll(async () => {
    s = await createTestServer()
    admin = await s.login(DEMO.admin)
    worker = await s.login(DEMO.warehouse)
    const warehouses = (await call<Row[]>(admin, '/Api/Warehouse/Index', { query: { Size: 50 } })).body.Data!
    kl = warehouses.find((w) => String(w.Title).includes('Port Klang'))!.Id
    jkt = warehouses.find((w) => String(w.Title).includes('Pulogadung'))!.Id
    product = (await call<{ Id: number }[]>(admin, '/Api/Product/Select', { query: { Size: 1 } })).body.Data![0]!.Id
    // The office (the administrator, in head office) books an entry for each warehouse and submits it.
    for (const [site, id] of [
      ['kl', kl],
      ['jkt', jkt],
    ] as const) {
      const res = await call<{ Id: number }>(admin, '/Api/Entry/Post', {
        body: { Title: `Office inbound ${site}`, WarehouseId: id, OwnerId: 1, Lines: [{ ProductId: product, ProductNum: 5 }] },
      })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      made[site] = res.body.Data!.Id
      const submitted = await call(admin, '/Api/Entry/Transition', { body: { Id: made[site], Event: 'submit', Version: 1 } })
      expect(submitted.status, JSON.stringify(submitted.body)).toBe(200)
    }
  })
  afterAll(() => s?.close())

  it('prints product labels for the worker, who may not open the product catalogue', async () => {
    expect((await call(worker, '/Api/Product/Get', { query: { Id: product } })).status).toBe(403)
    const other = (await call<{ Id: number }[]>(admin, '/Api/Product/Select', { query: { Size: 2 } })).body.Data![1]!.Id
    const res = await call<{ Id: number; Name: string; BarCode: string }[]>(worker, '/Api/Product/Labels', {
      query: { Ids: `${other},${product},999999` },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    // In the order asked, the unknown id left out, with only what a label prints.
    expect(res.body.Data!.map((r) => r.Id)).toEqual([other, product])
    expect(Object.keys(res.body.Data![0]!).sort()).toEqual(['BarCode', 'Id', 'Name', 'Spec'])
    expect((await call(worker, '/Api/Product/Labels', { query: { Ids: '1,x' } })).status).toBe(400)
    const customs = await s.login(DEMO.customs)
    expect((await call(customs, '/Api/Product/Labels', { query: { Ids: String(product) } })).status).toBe(403)
  })

  it('shows the worker his warehouse’s documents, whoever made them, and no other warehouse’s', async () => {
    const ids = (await call<Row[]>(worker, '/Api/Entry/Index', { query: { Size: 200 } })).body.Data!.map((r) => r.Id)
    expect(ids).toContain(made.kl)
    expect(ids).not.toContain(made.jkt)
    expect((await call(worker, '/Api/Entry/Get', { query: { Id: made.kl } })).status).toBe(200)
    expect((await call(worker, '/Api/Entry/Get', { query: { Id: made.jkt } })).status).toBe(404)
    const queue = (await call<{ Doc: string; Id: number }[]>(worker, '/Api/Queue/Index', { query: { Queue: 'receiving', Size: 200 } })).body
      .Data!
    expect(queue.filter((i) => i.Doc === 'Entry').map((i) => i.Id)).toContain(made.kl)
    expect(queue.filter((i) => i.Doc === 'Entry').map((i) => i.Id)).not.toContain(made.jkt)
  })

  it('limits his warehouse master data, pickers and stock to his warehouses', async () => {
    expect((await call<{ Id: number }[]>(worker, '/Api/Warehouse/Select', { query: { Size: 50 } })).body.Data!.map((w) => w.Id)).toEqual([
      kl,
    ])
    const places = (await call<Row[]>(worker, '/Api/Place/Index', { query: { Size: 200 } })).body.Data!
    expect(places.length).toBeGreaterThan(0)
    expect(places.every((p) => p.WarehouseId === kl)).toBe(true)
    const stock = (await call<Row[]>(worker, '/Api/StockBalance/Index', { query: { Size: 200 } })).body.Data!
    expect(stock.length).toBeGreaterThan(0)
    expect(stock.every((r) => r.WarehouseId === kl)).toBe(true)
  })

  it('lets him create a document for his warehouse only', async () => {
    const own = await call<{ Id: number }>(worker, '/Api/Entry/Post', {
      body: { Title: 'Walk-in delivery', WarehouseId: kl, OwnerId: 1, Lines: [{ ProductId: product, ProductNum: 1 }] },
    })
    expect(own.status, JSON.stringify(own.body)).toBe(200)
    const before = (await call<Row[]>(admin, '/Api/Entry/Index', { query: { Size: 1 } })).body.Count
    const other = await call(worker, '/Api/Entry/Post', {
      body: { Title: 'Not mine', WarehouseId: jkt, OwnerId: 1, Lines: [{ ProductId: product, ProductNum: 1 }] },
    })
    expect(other.status).toBe(400)
    expect(other.body).toMatchObject({ Errors: [{ Field: 'WarehouseId', Message: 'Choose one of the warehouses you work in' }] })
    expect((await call<Row[]>(admin, '/Api/Entry/Index', { query: { Size: 1 } })).body.Count).toBe(before)
    // Nor move his own document to another warehouse.
    const moved = await call(worker, '/Api/Entry/Update', { body: { Id: own.body.Data!.Id, Version: 1, WarehouseId: jkt } })
    expect(moved.status).toBe(400)
  })

  it('follows a change of his warehouses at once', async () => {
    const [me] = (await call<Row[]>(admin, '/Api/Agent/Index', { query: { Value: DEMO.warehouse.mobile } })).body.Data!
    const res = await call(admin, '/Api/Agent/Update', { body: { Id: me!.Id, Version: me!.Version, WarehouseIds: [kl, jkt] } })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const ids = (await call<Row[]>(worker, '/Api/Entry/Index', { query: { Size: 200 } })).body.Data!.map((r) => r.Id)
    expect(ids).toEqual(expect.arrayContaining([made.kl, made.jkt]))
    // A warehouse that does not exist is refused, naming the field.
    const bad = await call(admin, '/Api/Agent/Update', { body: { Id: me!.Id, Version: me!.Version + 1, WarehouseIds: [kl, 999999] } })
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ Errors: [{ Field: 'WarehouseIds.1' }] })
  })
})
