import { afterAll, beforeAll, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { StockBalance, StockLedger } from '../../src/modules/warehouse/server/schema.ts'
import { balanceOf, quarantinePlace, receivingPlace } from '../../src/modules/warehouse/server/stock.ts'
import { createTestServer, DB_KIND, DEMO, describeDb, type TestServer } from '../helpers/server.ts'

type Rec = Record<string, unknown> & { Id: number; State: string; Version: number }
type Doc = Rec & { Lines: ({ Id: number } & Record<string, number>)[] }

/** Goods received damaged go to quarantine and leave it by a disposal; over-receipts within the warehouse's tolerance, beyond it by a supervisor. */
describeDb(`damaged goods and over-receipts (${DB_KIND})`, () => {
  let s: TestServer
  let admin: string
  let worker: string
  let supervisor: string

  beforeAll(async () => {
    s = await createTestServer()
    admin = await s.login(DEMO.admin)
    worker = await s.login(DEMO.warehouse)
    supervisor = await s.login(DEMO.opsSupervisor)
  })
  afterAll(() => s?.close())

  const call = <T = unknown>(path: string, opts: Parameters<TestServer['call']>[1] = {}, token = admin) =>
    s.call<T>(path, { token, lang: 'en-US', ...opts })
  const post = async (resource: string, body: Record<string, unknown>, token = admin) => {
    const res = await call<{ Id: number }>(`/Api/${resource}/Post`, { body }, token)
    expect(res.status, `${resource}/Post ${JSON.stringify(res.body)}`).toBe(200)
    return res.body.Data!.Id
  }
  const get = async (id: number) => (await call<Doc>('/Api/Entry/Get', { query: { Id: id } })).body.Data!
  const send = async (id: number, Event: string, Data: Record<string, unknown> = {}, token = admin) =>
    call<Rec>('/Api/Entry/Transition', { body: { Id: id, Event, Version: (await get(id)).Version, Data } }, token)
  const ok = async (id: number, Event: string, Data: Record<string, unknown> = {}, token = admin) => {
    const res = await send(id, Event, Data, token)
    expect(res.status, `${Event}: ${JSON.stringify(res.body)}`).toBe(200)
  }

  let sites = 0
  /** A warehouse taking `pct` percent over the ordered quantity, a product, a storage place, and an entry of `ordered` units being received. */
  const receiving = async (ordered: number, pct = 0) => {
    sites += 1
    const warehouseId = await post('Warehouse', { Title: `Port Klang ${sites}`, OverReceiptPct: pct })
    await s.workIn(DEMO.warehouse.mobile, warehouseId)
    const product = await post('Product', { Name: `Kopi tin ${sites}`, BarCode: `957${sites}${Date.now()}` })
    const place = await post('Place', { WarehouseId: warehouseId, Title: `Q-01-${sites}` })
    const entry = await post('Entry', {
      Title: `Kopi ${sites}`,
      WarehouseId: warehouseId,
      Lines: [{ ProductId: product, ProductNum: ordered }],
    })
    await ok(entry, 'submit')
    await ok(entry, 'arrive')
    const line = (await get(entry)).Lines[0]!.Id
    const areas = await s.db.transaction(async (tx) => ({
      receiving: await receivingPlace(tx, warehouseId),
      quarantine: await quarantinePlace(tx, warehouseId),
    }))
    return { warehouseId, product, place, entry, line, ...areas }
  }
  const byProduct = async (warehouseId: number, ProductId: number) =>
    (await call<{ OnHand: number; Available: number }[]>('/Api/StockByProduct/Index', { query: { WarehouseId: warehouseId, ProductId } }))
      .body.Data![0]!
  const quarantineRow = async (warehouseId: number, ProductId: number) => {
    const rows = (
      await call<{ Id: number; OnHand: number; Available: number; PlaceKind: number }[]>('/Api/StockBalance/Index', {
        query: { WarehouseId: warehouseId, ProductId, PlaceKind: 4 },
      })
    ).body.Data!
    expect(rows).toHaveLength(1)
    return rows[0]!
  }

  it('damaged units go to the quarantine area with a ledger row, and nothing outside storage places is available', async () => {
    const w = await receiving(20)
    await ok(w.entry, 'receiveLine', { LineId: w.line, Qty: 18, BadQty: 2 }, worker)
    const rows = await s.db
      .select({ PlaceId: StockLedger.PlaceId, Qty: StockLedger.Qty })
      .from(StockLedger)
      .where(and(eq(StockLedger.Doc, 'Entry'), eq(StockLedger.DocId, w.entry)))
      .orderBy(StockLedger.Id)
    expect(rows).toEqual([
      { PlaceId: w.receiving, Qty: 18 },
      { PlaceId: w.quarantine, Qty: 2 },
    ])
    expect(await balanceOf(s.db, { ProductId: w.product, PlaceId: w.quarantine, OwnerId: 0 })).toEqual({ OnHand: 2, Reserved: 0 })
    // In the receiving and quarantine areas: on hand, not available.
    expect(await byProduct(w.warehouseId, w.product)).toMatchObject({ OnHand: 20, Available: 0 })
    expect(await quarantineRow(w.warehouseId, w.product)).toMatchObject({ OnHand: 2, Available: 0, PlaceKind: 4 })
    await ok(w.entry, 'finishReceiving', {}, worker)
    await ok(w.entry, 'startPutaway', {}, worker)
    await ok(w.entry, 'putLine', { LineId: w.line, PlaceId: w.place, Qty: 18 }, worker)
    expect(await byProduct(w.warehouseId, w.product)).toMatchObject({ OnHand: 20, Available: 18 })
    // A delivery cannot take the damaged units: 19 are not available.
    const delivery = await post('Delivery', {
      Title: 'Kopi order',
      WarehouseId: w.warehouseId,
      Name: 'Lim Wei',
      Phone: '0123456789',
      ToCountry: 'MY',
      Address: 'Jalan Klang 3',
      Zip: '41000',
      Lines: [{ ProductId: w.product, ProductNum: 19 }],
    })
    const { Version } = (await call<Rec>('/Api/Delivery/Get', { query: { Id: delivery } })).body.Data!
    expect((await call('/Api/Delivery/Transition', { body: { Id: delivery, Event: 'submit', Version } })).status).toBe(200)
    const allocate = await call('/Api/Delivery/Transition', { body: { Id: delivery, Event: 'allocate', Version: Version + 1 } })
    expect(allocate.status, JSON.stringify(allocate.body)).toBe(409)
  })

  it('a quarantined balance is scrapped, returned or put back on a storage place; refusals change nothing', async () => {
    const w = await receiving(10)
    await ok(w.entry, 'receiveLine', { LineId: w.line, Qty: 4, BadQty: 6 }, worker)
    const q = await quarantineRow(w.warehouseId, w.product)
    const dispose = (body: Record<string, unknown>, token = worker) =>
      call<{ Id: number; OnHand: number }>('/Api/StockBalance/Dispose', { body: { Id: q.Id, ...body } }, token)
    const onHand = async () => (await quarantineRow(w.warehouseId, w.product)).OnHand
    const ledgerCount = async () =>
      (await s.db.select({ Id: StockLedger.Id }).from(StockLedger).where(eq(StockLedger.ProductId, w.product))).length
    const before = await ledgerCount()

    // Refused: more than is there, no reason, restock without a place or onto a non-storage place, a storage balance, an unknown way.
    for (const [body, status] of [
      [{ Way: 'scrap', Qty: 7, Reason: 'crushed' }, 409],
      [{ Way: 'scrap', Qty: 1, Reason: ' ' }, 400],
      [{ Way: 'restock', Qty: 1, Reason: 'fine after all' }, 400],
      [{ Way: 'restock', Qty: 1, Reason: 'fine after all', ToPlaceId: w.receiving }, 409],
      [{ Way: 'burn', Qty: 1, Reason: 'x' }, 400],
    ] as const) {
      const res = await dispose(body)
      expect(res.status, JSON.stringify(body)).toBe(status)
      expect(res.body.Message).toBeTruthy()
    }
    const receivingRow = (
      await call<{ Id: number }[]>('/Api/StockBalance/Index', { query: { WarehouseId: w.warehouseId, ProductId: w.product, PlaceKind: 2 } })
    ).body.Data![0]!
    const notQuarantined = await call(
      '/Api/StockBalance/Dispose',
      { body: { Id: receivingRow.Id, Way: 'scrap', Qty: 1, Reason: 'x' } },
      worker,
    )
    expect(notQuarantined.status).toBe(409)
    expect(await onHand()).toBe(6)
    expect(await ledgerCount()).toBe(before)

    // The sales supervisor reads stock but may not move it; nobody outside the warehouse's scope finds the row.
    expect((await dispose({ Way: 'scrap', Qty: 1, Reason: 'x' }, await s.login(DEMO.supervisor))).status).toBe(403)

    const scrapped = await dispose({ Way: 'scrap', Qty: 2, Reason: 'Crushed carton' })
    expect(scrapped.status, JSON.stringify(scrapped.body)).toBe(200)
    expect(scrapped.body.Data!.OnHand).toBe(4)
    expect((await dispose({ Way: 'return', Qty: 1, Reason: 'RMA 7781' })).status).toBe(200)
    const restocked = await dispose({ Way: 'restock', Qty: 3, Reason: 'Only the outer box was wet', ToPlaceId: w.place })
    expect(restocked.status, JSON.stringify(restocked.body)).toBe(200)
    expect(await onHand()).toBe(0)
    expect(await balanceOf(s.db, { ProductId: w.product, PlaceId: w.place, OwnerId: 0 })).toEqual({ OnHand: 3, Reserved: 0 })
    const disposals = await s.db
      .select({ DocId: StockLedger.DocId, PlaceId: StockLedger.PlaceId, Qty: StockLedger.Qty })
      .from(StockLedger)
      .where(and(eq(StockLedger.Doc, 'Disposal'), eq(StockLedger.ProductId, w.product)))
      .orderBy(StockLedger.Id)
    expect(disposals.map((r) => [r.PlaceId, r.Qty])).toEqual([
      [w.quarantine, -2],
      [w.quarantine, -1],
      [w.quarantine, -3],
      [w.place, 3],
    ])
    expect(disposals[3]!.DocId).toBe(restocked.body.Data!.Id)
    // The balances still equal their ledger.
    const [cached] = await s.db
      .select()
      .from(StockBalance)
      .where(and(eq(StockBalance.ProductId, w.product), eq(StockBalance.PlaceId, w.quarantine)))
    expect(cached).toMatchObject({ OnHand: 0, Available: 0 })
  })

  it('over-receipt: within the warehouse’s tolerance at receiving, beyond it only by a supervisor with a reason', async () => {
    const w = await receiving(20, 10)
    // 10 % of 20: up to 22 at the station.
    await ok(w.entry, 'receiveLine', { LineId: w.line, Qty: 21 }, worker)
    expect((await get(w.entry)).Lines[0]).toMatchObject({ AlreadyNum: 21 })
    // A supervisor's acceptance is for what goes beyond the tolerance only.
    expect((await send(w.entry, 'acceptOver', { LineId: w.line, Qty: 1, Reason: 'Supplier sent extra' }, supervisor)).status).toBe(409)
    await ok(w.entry, 'receiveLine', { LineId: w.line, BadQty: 1 }, worker)
    const beyond = await send(w.entry, 'receiveLine', { LineId: w.line, Qty: 1 }, worker)
    expect(beyond.status).toBe(409)
    expect(beyond.body.Message).toMatch(/supervisor/)
    // The worker may not accept it; the operations supervisor may, with a reason.
    expect((await send(w.entry, 'acceptOver', { LineId: w.line, Qty: 3, Reason: 'Supplier sent extra' }, worker)).status).toBe(403)
    expect((await send(w.entry, 'acceptOver', { LineId: w.line, Qty: 3 }, supervisor)).status).toBe(400)
    await ok(w.entry, 'acceptOver', { LineId: w.line, Qty: 3, Reason: 'Supplier sent extra' }, supervisor)
    expect((await get(w.entry)).Lines[0]).toMatchObject({ AlreadyNum: 24, BadNum: 1 })
    const timeline = (await call<{ Event: string; Data: Record<string, unknown> }[]>('/Api/Entry/Timeline', { query: { Id: w.entry } }))
      .body.Data!
    expect(timeline.find((e) => e.Event === 'acceptOver')?.Data).toMatchObject({ Qty: 3, Reason: 'Supplier sent extra' })
    await ok(w.entry, 'finishReceiving', {}, worker)
    expect(await balanceOf(s.db, { ProductId: w.product, PlaceId: w.receiving, OwnerId: 0 })).toEqual({ OnHand: 24, Reserved: 0 })
    // The station reads the tolerance with the entry while receiving.
    const fresh = await receiving(50, 4)
    expect((await get(fresh.entry)).OverReceiptPct).toBe(4)
  })
})
