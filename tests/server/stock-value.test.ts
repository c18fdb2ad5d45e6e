import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { StockCost, StockLedger } from '../../src/modules/warehouse/server/schema.ts'
import { createTestServer, DB_KIND, DEMO, describeDb, type TestServer } from '../helpers/server.ts'

type Rec = Record<string, unknown> & { Id: number; State: string; Version: number }
type Doc = Rec & { Lines: ({ Id: number } & Record<string, number | string | null>)[] }
type Valuation = { WarehouseId: number; OwnerId: number; ProductId: number; Currency: string; Products: number; Qty: number; Value: number }

const DAY = 86_400

/** Stock value: receipts at their cost, everything else at the owner's moving average, and the valuation as of any date. */
describeDb(`stock value (${DB_KIND})`, () => {
  let s: TestServer
  let admin: string
  let worker: string
  let warehouseId: number
  let product: number
  let place: number

  beforeAll(async () => {
    s = await createTestServer()
    admin = await s.login(DEMO.admin)
    worker = await s.login(DEMO.warehouse)
    warehouseId = await post('Warehouse', { Title: 'Valued warehouse' })
    product = await post('Product', { Name: 'Valued kettle', BarCode: `958${Date.now()}` })
    place = await post('Place', { WarehouseId: warehouseId, Title: 'V-01' })
  })
  afterAll(() => s?.close())

  const call = <T = unknown>(path: string, opts: Parameters<TestServer['call']>[1] = {}, token = admin) =>
    s.call<T>(path, { token, lang: 'en-US', ...opts })
  async function post(resource: string, body: Record<string, unknown>) {
    const res = await call<{ Id: number }>(`/Api/${resource}/Post`, { body })
    expect(res.status, `${resource}/Post ${JSON.stringify(res.body)}`).toBe(200)
    return res.body.Data!.Id
  }
  const get = async (doc: string, id: number) => (await call<Doc>(`/Api/${doc}/Get`, { query: { Id: id } })).body.Data!
  const send = async (doc: string, id: number, Event: string, Data: Record<string, unknown> = {}) =>
    call<Rec>(`/Api/${doc}/Transition`, { body: { Id: id, Event, Version: (await get(doc, id)).Version, Data } })
  const ok = async (doc: string, id: number, Event: string, Data: Record<string, unknown> = {}) => {
    const res = await send(doc, id, Event, Data)
    expect(res.status, `${Event}: ${JSON.stringify(res.body)}`).toBe(200)
  }
  const valuation = async (query: Record<string, string | number | undefined>, token = admin) => {
    const res = await call<Valuation[]>('/Api/StockLedger/Valuation', { query }, token)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body.Data!
  }

  /** An entry of `qty` units at `cost` hundredths each in `currency`, received and put away on the place. */
  async function receipt(qty: number, cost: number, currency = 'USD') {
    const entry = await post('Entry', {
      Title: `Kettles at ${cost}`,
      WarehouseId: warehouseId,
      Currency: currency,
      Lines: [{ ProductId: product, ProductNum: qty, UnitCost: cost }],
    })
    await ok('Entry', entry, 'submit')
    await ok('Entry', entry, 'arrive')
    const line = (await get('Entry', entry)).Lines[0]!.Id
    return { entry, line, receive: () => send('Entry', entry, 'receiveLine', { LineId: line, Qty: qty }) }
  }
  async function stored(qty: number, cost: number) {
    const r = await receipt(qty, cost)
    expect((await r.receive()).status).toBe(200)
    await ok('Entry', r.entry, 'finishReceiving')
    await ok('Entry', r.entry, 'startPutaway')
    await ok('Entry', r.entry, 'putLine', { LineId: r.line, PlaceId: place, Qty: qty })
    await ok('Entry', r.entry, 'completePutaway')
    return r.entry
  }

  it('receipts set the moving average; moving goods keeps their value; the valuation reads the ledger as of a date', async () => {
    // The first receipt happened ten days ago (the server's clock says so; the ledger cannot be rewritten).
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() - 10 * DAY * 1000)
    await stored(10, 200).finally(() => vi.useRealTimers())
    await stored(10, 300)

    // 20 units worth 10 × 2.00 + 10 × 3.00; the put-away moved them without changing their worth.
    const [cost] = await s.db
      .select()
      .from(StockCost)
      .where(and(eq(StockCost.ProductId, product), eq(StockCost.OwnerId, 0)))
    expect(cost).toMatchObject({ Qty: 20, Value: 5000, Currency: 'USD' })
    const rows = await s.db.select().from(StockLedger).where(eq(StockLedger.ProductId, product)).orderBy(StockLedger.Id)
    expect(rows.map((r) => [r.Qty, r.Value, r.BalanceValue, r.CostQty])).toEqual([
      [10, 2000, 2000, 10], // received at 2.00
      [-10, -2000, 0, 0], // out of the receiving area …
      [10, 2000, 2000, 10], // … onto the place, worth the same
      [10, 3000, 5000, 20], // received at 3.00: the average is 2.50
      [-10, -2500, 2500, 10], // put away at the average
      [10, 2500, 5000, 20],
    ])

    expect(await valuation({ WarehouseId: warehouseId })).toEqual([
      { WarehouseId: warehouseId, OwnerId: 0, ProductId: 0, Currency: 'USD', Products: 1, Qty: 20, Value: 5000 },
    ])
    // Five days ago only the first receipt had happened.
    const fiveDaysAgo = Math.floor(Date.now() / 1000) - 5 * DAY
    expect(await valuation({ WarehouseId: warehouseId, At: fiveDaysAgo })).toEqual([
      { WarehouseId: warehouseId, OwnerId: 0, ProductId: 0, Currency: 'USD', Products: 1, Qty: 10, Value: 2000 },
    ])
    // Before anything: nothing.
    expect(await valuation({ WarehouseId: warehouseId, At: fiveDaysAgo - 10 * DAY })).toEqual([])
    // By product: the product's own row.
    expect(await valuation({ WarehouseId: warehouseId, By: 'product' })).toEqual([
      { WarehouseId: warehouseId, OwnerId: 0, ProductId: product, Currency: 'USD', Products: 1, Qty: 20, Value: 5000 },
    ])
    // The stock list by product shows the same worth.
    const byProduct = await call<{ OnHand: number; Value: number; Currency: string }[]>('/Api/StockByProduct/Index', {
      query: { WarehouseId: warehouseId, ProductId: product },
    })
    expect(byProduct.body.Data![0]).toMatchObject({ OnHand: 20, Value: 5000, Currency: 'USD' })
  })

  it('a receipt in another currency than the stock is valued in is refused, naming both', async () => {
    const r = await receipt(5, 100, 'EUR')
    const res = await r.receive()
    expect(res.status).toBe(409)
    expect(JSON.stringify(res.body)).toContain('valued in USD')
    expect(JSON.stringify(res.body)).toContain('EUR')
    const [cost] = await s.db
      .select()
      .from(StockCost)
      .where(and(eq(StockCost.ProductId, product), eq(StockCost.OwnerId, 0)))
    expect(cost).toMatchObject({ Qty: 20, Value: 5000 })
  })

  it('a stocktake difference is worth the average: shown before posting, kept once posted', async () => {
    const take = await post('Inventory', { Title: 'Kettle count', WarehouseId: warehouseId })
    await ok('Inventory', take, 'start')
    const line = (await get('Inventory', take)).Lines.find((l) => l.ProductId === product)!
    await ok('Inventory', take, 'submitCounts', { Counts: [{ LineId: line.Id, Counted: 18 }] })
    expect((await get('Inventory', take)).Lines.find((l) => l.Id === line.Id)).toMatchObject({
      Difference: -2,
      DiffValue: -500,
      Currency: 'USD',
    })
    await ok('Inventory', take, 'post', {})
    expect((await get('Inventory', take)).Lines.find((l) => l.Id === line.Id)).toMatchObject({ Difference: -2, DiffValue: -500 })
    expect(await valuation({ WarehouseId: warehouseId })).toEqual([
      { WarehouseId: warehouseId, OwnerId: 0, ProductId: 0, Currency: 'USD', Products: 1, Qty: 18, Value: 4500 },
    ])
  })

  it('a warehouse role values only its own warehouses', async () => {
    const mine = async () => (await valuation({}, worker)).filter((r) => r.WarehouseId === warehouseId)
    expect(await mine()).toEqual([])
    await s.workIn(DEMO.warehouse.mobile, warehouseId)
    expect(await mine()).toHaveLength(1)
  })

  it('bad questions are answered 400', async () => {
    for (const query of [{ At: 'yesterday' }, { By: 'place' }, { WarehouseId: -1 }] as Record<string, string | number>[])
      expect((await call('/Api/StockLedger/Valuation', { query })).status).toBe(400)
  })
})
