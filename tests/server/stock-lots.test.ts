import { afterAll, beforeAll, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { StockLedger } from '../../src/modules/warehouse/server/schema.ts'
import { rebuildDifferences } from '../../src/modules/warehouse/server/stock.ts'
import { createTestServer, DB_KIND, DEMO, describeDb, type TestServer } from '../helpers/server.ts'

type Rec = Record<string, unknown> & { Id: number; State: string; Version: number }
type Doc = Rec & { Lines: ({ Id: number } & Record<string, number | string | null>)[] }
type Lot = { ProductId: number; PlaceId: number; LotNo: string; Expiry: number; Qty: number }

const DAY = 86_400
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY * 1000).toISOString().slice(0, 10)

/** Lots and expiry: a receipt names its lot, the ledger carries it, allocation takes the first to expire, reminders warn of it. */
describeDb(`lots and expiry (${DB_KIND})`, () => {
  let s: TestServer
  let admin: string
  let warehouseId: number
  let product: number
  let places: number[]

  beforeAll(async () => {
    s = await createTestServer()
    admin = await s.login(DEMO.admin)
    warehouseId = await post('Warehouse', { Title: 'Lot warehouse', ExpiryWarnDays: 45 })
    product = await post('Product', { Name: 'Serum by lot', BarCode: `959${Date.now()}`, LotTracked: 1 })
    places = [
      await post('Place', { WarehouseId: warehouseId, Title: 'L-01' }),
      await post('Place', { WarehouseId: warehouseId, Title: 'L-02' }),
    ]
    places.push(await post('Place', { WarehouseId: warehouseId, Title: 'L-03' }))
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
  const lots = async () =>
    (await call<Lot[]>('/Api/StockLot/Index', { query: { ProductId: product, Size: 50, Sort: 'Expiry', Order: 'asc' } })).body.Data!

  /** An entry of the product, arrived: its line waits to be received. */
  async function arrived(qty: number) {
    const entry = await post('Entry', { Title: `Serum ${qty}`, WarehouseId: warehouseId, Lines: [{ ProductId: product, ProductNum: qty }] })
    await ok('Entry', entry, 'submit')
    await ok('Entry', entry, 'arrive')
    return { entry, line: (await get('Entry', entry)).Lines[0]!.Id }
  }
  async function storedAs(qty: number, LotNo: string, days: number, PlaceId: number) {
    const { entry, line } = await arrived(qty)
    await ok('Entry', entry, 'receiveLine', { LineId: line, Qty: qty, LotNo, Expiry: dayFromNow(days) })
    await ok('Entry', entry, 'finishReceiving')
    await ok('Entry', entry, 'startPutaway')
    await ok('Entry', entry, 'putLine', { LineId: line, PlaceId, Qty: qty })
    await ok('Entry', entry, 'completePutaway')
  }

  it('a product kept by lot is received only with its lot; a lot number keeps one expiry date', async () => {
    const { entry, line } = await arrived(4)
    const none = await send('Entry', entry, 'receiveLine', { LineId: line, Qty: 4 })
    expect(none.status).toBe(409)
    expect(JSON.stringify(none.body)).toContain('Serum by lot is kept by lot')
    const badDate = await send('Entry', entry, 'receiveLine', { LineId: line, Qty: 4, LotNo: 'X1', Expiry: '2026-02-31x' })
    expect(badDate.status).toBe(400)
    expect((await get('Entry', entry)).Lines[0]).toMatchObject({ AlreadyNum: 0 })
    await ok('Entry', entry, 'receiveLine', { LineId: line, Qty: 2, LotNo: 'SER-A', Expiry: dayFromNow(100) })
    const other = await send('Entry', entry, 'receiveLine', { LineId: line, Qty: 2, LotNo: 'SER-A', Expiry: dayFromNow(120) })
    expect(other.status).toBe(409)
    expect(JSON.stringify(other.body)).toContain('Lot SER-A of Serum by lot is already known to expire on')
    await ok('Entry', entry, 'receiveLine', { LineId: line, Qty: 2, LotNo: 'SER-A', Expiry: dayFromNow(100) })
    await ok('Entry', entry, 'finishReceiving')
    await ok('Entry', entry, 'startPutaway')
    await ok('Entry', entry, 'putLine', { LineId: line, PlaceId: places[0], Qty: 4 })
    await ok('Entry', entry, 'completePutaway')
    // The receipt and the put-away carry the lot on the ledger.
    const rows = await s.db
      .select({ Qty: StockLedger.Qty, LotNo: StockLedger.LotNo })
      .from(StockLedger)
      .where(and(eq(StockLedger.ProductId, product), eq(StockLedger.Doc, 'Entry'), eq(StockLedger.DocId, entry)))
    expect(rows.map((r) => [r.Qty, r.LotNo])).toEqual([
      [2, 'SER-A'],
      [2, 'SER-A'],
      [-4, 'SER-A'],
      [4, 'SER-A'],
    ])
  })

  it('allocation takes the lot that expires first, wherever it lies; the lot goes with the goods', async () => {
    // The later lot lies on the first place, the earlier one on the second.
    await storedAs(5, 'SER-B', 30, places[1]!)
    const listed = (await lots()).filter((l) => l.Qty > 0)
    expect(listed.map((l) => [l.LotNo, l.PlaceId, l.Qty])).toEqual([
      ['SER-B', places[1], 5],
      ['SER-A', places[0], 4],
    ])
    const delivery = await post('Delivery', {
      Title: 'Serum out',
      WarehouseId: warehouseId,
      Name: 'Nur Aisyah',
      Phone: '0123456789',
      ToCountry: 'MY',
      Address: 'Jalan Meru 8',
      Zip: '41050',
      Lines: [{ ProductId: product, ProductNum: 3 }],
    })
    await ok('Delivery', delivery, 'submit')
    await ok('Delivery', delivery, 'allocate')
    const d = await get('Delivery', delivery)
    expect((d.Reservations as { PlaceId: number; Qty: number }[]).map((r) => [r.PlaceId, r.Qty])).toEqual([[places[1], 3]])
    await ok('Delivery', delivery, 'startPicking')
    await ok('Delivery', delivery, 'pickLine', { LineId: d.Lines[0]!.Id, PlaceId: places[1], Qty: 3 })
    const picked = await s.db
      .select({ Qty: StockLedger.Qty, LotNo: StockLedger.LotNo })
      .from(StockLedger)
      .where(and(eq(StockLedger.Doc, 'Delivery'), eq(StockLedger.DocId, delivery)))
    expect(picked.map((r) => [r.Qty, r.LotNo])).toEqual([
      [-3, 'SER-B'],
      [3, 'SER-B'],
    ])

    // Moved to another place, the lots go with their units: the first to expire leaves first.
    const move = await post('StockTransfer', {
      Title: 'Serum shelf move',
      WarehouseId: warehouseId,
      Lines: [{ ProductId: product, ProductNum: 2, FromPlaceId: places[1] }],
    })
    await ok('StockTransfer', move, 'submit')
    const line = (await get('StockTransfer', move)).Lines[0]!.Id
    await ok('StockTransfer', move, 'pickLine', { LineId: line, Qty: 2 })
    await ok('StockTransfer', move, 'finishPicking')
    await ok('StockTransfer', move, 'putLine', { LineId: line, PlaceId: places[2], Qty: 2 })
    await ok('StockTransfer', move, 'complete')
    // (The three picked wait in the dispatch area, as lot SER-B too.)
    const shelves = (await lots()).filter((l) => l.Qty > 0 && places.includes(l.PlaceId))
    expect(shelves.map((l) => [l.LotNo, l.PlaceId, l.Qty])).toEqual([
      ['SER-B', places[2], 2],
      ['SER-A', places[0], 4],
    ])
    expect(await rebuildDifferences(s.db)).toEqual([])
  })

  it('a lot expiring within the warehouse’s warning days is reminded of, to whoever works there', async () => {
    const reminders = (
      await call<{ Type: string; Title: string; Figures: Record<string, number | string> }[]>('/Api/Check/Index', {
        query: { Size: 1000, Type: 'expiry' },
      })
    ).body.Data!
    const mine = reminders.filter((r) => r.Figures.Product === 'Serum by lot')
    // SER-B (30 days) is within the 45 days, its 5 units in the warehouse (3 picked, waiting in dispatch); SER-A (100 days) is not.
    expect(mine.map((r) => [r.Title, r.Figures.Qty, r.Figures.Warehouse])).toEqual([['SER-B', 5, 'Lot warehouse']])
    // The Kuala Lumpur worker does not work in this warehouse: nothing of it for him.
    const worker = await s.login(DEMO.warehouse)
    const his = (await call<{ Figures: Record<string, string> }[]>('/Api/Check/Index', { query: { Size: 1000, Type: 'expiry' } }, worker))
      .body.Data!
    expect(his.filter((r) => r.Figures.Product === 'Serum by lot')).toEqual([])
  })
})
