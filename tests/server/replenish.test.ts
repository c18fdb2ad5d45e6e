import { afterAll, beforeAll, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { PurchaseContract, PurchaseContractLine } from '../../src/server/db/schema/index.ts'
import { move, receivingPlace } from '../../src/modules/warehouse/server/stock.ts'
import { replenishJob } from '../../src/server/services/replenish.ts'
import type { Reminder } from '../../src/kernel/shared/schemas/reminders.ts'
import { createTestServer, DB_KIND, DEMO, describeDb, type TestServer } from '../helpers/server.ts'

type Row = Record<string, unknown> & { Id: number }

/** Replenishment: rules below their minimum remind their buyer and propose a purchase from the cheapest offer, once. */
describeDb(`replenishment (${DB_KIND})`, () => {
  let s: TestServer
  let admin: string
  let sales: string
  let worker: string
  let salesId: number

  beforeAll(async () => {
    s = await createTestServer()
    admin = await s.login(DEMO.admin)
    sales = await s.login(DEMO.sales)
    worker = await s.login(DEMO.warehouse)
    salesId = (await s.call<{ user_id: number }>('/Api/Agent/GetInfo', { token: sales })).body.Data!.user_id
  })
  afterAll(() => s?.close())

  const call = <T = unknown>(path: string, opts: Parameters<TestServer['call']>[1] = {}, token = admin) =>
    s.call<T>(path, { token, lang: 'en-US', ...opts })
  const post = async (resource: string, body: Record<string, unknown>, token = admin) => {
    const res = await call<{ Id: number }>(`/Api/${resource}/Post`, { body }, token)
    expect(res.status, `${resource}/Post ${JSON.stringify(res.body)}`).toBe(200)
    return res.body.Data!.Id
  }
  const reminders = async (token: string) => (await call<Reminder[]>('/Api/Check/Index', { query: { Status: 0 } }, token)).body.Data!
  const run = () => replenishJob.run({ deps: s.deps, now: Math.floor(Date.now() / 1000), agentId: 0 })
  const proposals = (ruleId: number) =>
    s.db
      .select({
        Id: PurchaseContract.Id,
        State: PurchaseContract.State,
        SupplierId: PurchaseContract.SupplierId,
        AgentId: PurchaseContract.AgentId,
      })
      .from(PurchaseContract)
      .where(eq(PurchaseContract.RuleId, ruleId))

  it('the demo: the salesman buying for Kuala Lumpur is reminded of a proposal and of a product no supplier offers; the stock list marks both', async () => {
    const mine = await reminders(sales)
    const proposal = mine.find((r) => r.Type === 'replenish' && r.Doc === 'PurchaseContract')
    expect(proposal, JSON.stringify(mine.filter((r) => r.Type === 'replenish'))).toBeDefined()
    expect(proposal).toMatchObject({ State: 'Draft', Figures: { Min: 40 } })
    expect(Number(proposal!.Figures.Level)).toBeLessThan(40)
    const unoffered = mine.find((r) => r.Type === 'replenish' && r.Doc === 'StockRule')
    expect(unoffered?.Link).toMatch(/^\/scm\/page\?ProductId=\d+$/)
    expect(unoffered?.Figures).toMatchObject({ Min: 500 })
    // The warehouse worker does not buy: none of this is his.
    expect((await reminders(worker)).filter((r) => r.Type === 'replenish')).toEqual([])
    // The stock by product marks what is short of its minimum.
    const short = (await call<Row[]>('/Api/StockByProduct/Index', { query: { Short: 1, Size: 100 } })).body.Data!
    expect(short.length).toBeGreaterThanOrEqual(2)
    for (const r of short) expect(Number(r.Short)).toBeGreaterThan(0)
    // Running the job again proposes nothing new: the open proposal counts as ordered.
    expect((await run()).moved).toBe(0)
  })

  it('below its minimum a rule proposes, from the cheapest offer, up to its maximum in the minimum order at least, once', async () => {
    const warehouseId = await post('Warehouse', { Title: 'Replenished warehouse' })
    const product = await post('Product', { Name: 'Replenished kettle', BarCode: `959${Date.now()}` })
    const dear = await post('SupplierProduct', { SupplierId: 22, ProductId: product, Price: 3000, LeadDays: 3, MinQty: 10 })
    const cheap = await post('SupplierProduct', { SupplierId: 19, ProductId: product, Price: 2500, LeadDays: 9, MinQty: 60 })
    expect(dear).not.toBe(cheap)
    // 30 held; a minimum of 40, a maximum of 100.
    await s.db.transaction(async (tx) =>
      move(tx, {
        ProductId: product,
        PlaceId: await receivingPlace(tx, warehouseId),
        OwnerId: 0,
        WarehouseId: warehouseId,
        Qty: 30,
        Doc: 'Test',
        DocId: 1,
      }),
    )
    const rule = await post('StockRule', { WarehouseId: warehouseId, ProductId: product, MinQty: 40, MaxQty: 100, BuyerId: salesId })
    const detail = (await call<Row>('/Api/StockRule/Get', { query: { Id: rule } })).body.Data!
    expect(detail).toMatchObject({ Level: 30, Incoming: 0, Short: 10 })

    expect((await run()).moved).toBeGreaterThanOrEqual(1)
    const [proposal, ...more] = await proposals(rule)
    expect(more).toEqual([])
    const supplierOfCheap = (await call<Row>('/Api/SupplierProduct/Get', { query: { Id: cheap } })).body.Data!.SupplierId
    expect(proposal).toMatchObject({ State: 'Draft', SupplierId: supplierOfCheap, AgentId: salesId })
    // 100 − 30 = 70 needed, above the cheap offer's minimum of 60.
    const lines = await s.db.select().from(PurchaseContractLine).where(eq(PurchaseContractLine.PurchaseContractId, proposal!.Id))
    expect(lines.map((l) => [l.ProductId, l.ProductNum, l.Price])).toEqual([[product, 70, 2500]])
    // The buyer is reminded of it, linked to the contract.
    expect((await reminders(sales)).find((r) => r.Doc === 'PurchaseContract' && r.Id === proposal!.Id)).toMatchObject({
      Type: 'replenish',
      Figures: { Level: 30, Min: 40, Qty: 70 },
    })
    // Once is enough.
    await run()
    expect(await proposals(rule)).toHaveLength(1)
    // Cancelled, the need stands again: a new proposal.
    const current = (await call<Row>('/Api/PurchaseContract/Get', { query: { Id: proposal!.Id } }, sales)).body.Data!
    const cancel = await call(
      '/Api/PurchaseContract/Transition',
      { body: { Id: proposal!.Id, Event: 'cancel', Version: current.Version, Data: { Reason: 'not now' } } },
      sales,
    )
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200)
    await run()
    expect((await proposals(rule)).map((p) => p.State).sort()).toEqual(['Cancelled', 'Draft'])
  })

  it('goods on their way count: an expected entry keeps a rule from proposing', async () => {
    const warehouseId = await post('Warehouse', { Title: 'Awaiting warehouse' })
    const product = await post('Product', { Name: 'Awaited kettle', BarCode: `960${Date.now()}` })
    await post('SupplierProduct', { SupplierId: 22, ProductId: product, Price: 1000, LeadDays: 3, MinQty: 1 })
    const entry = await post('Entry', { Title: 'On its way', WarehouseId: warehouseId, Lines: [{ ProductId: product, ProductNum: 50 }] })
    const version = (await call<Row>('/Api/Entry/Get', { query: { Id: entry } })).body.Data!.Version
    expect((await call('/Api/Entry/Transition', { body: { Id: entry, Event: 'submit', Version: version, Data: {} } })).status).toBe(200)
    const rule = await post('StockRule', { WarehouseId: warehouseId, ProductId: product, MinQty: 20, MaxQty: 80, BuyerId: salesId })
    expect((await call<Row>('/Api/StockRule/Get', { query: { Id: rule } })).body.Data!).toMatchObject({ Level: 0, Incoming: 50, Short: 0 })
    await run()
    expect(await proposals(rule)).toEqual([])
  })

  it('a maximum below the minimum is refused; one rule per product, owner and warehouse', async () => {
    const bad = await call('/Api/StockRule/Post', { body: { WarehouseId: 1, ProductId: 3, MinQty: 50, MaxQty: 10 } })
    expect(bad.status).toBe(400)
    expect(JSON.stringify(bad.body)).toContain('maximum cannot be below the minimum')
    const body = { WarehouseId: 2, OwnerId: 0, ProductId: 4, MinQty: 5, MaxQty: 10 }
    await post('StockRule', body)
    expect((await call('/Api/StockRule/Post', { body })).status).toBe(409)
  })
})
