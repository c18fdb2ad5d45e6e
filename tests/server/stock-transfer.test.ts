import { afterAll, beforeAll, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { StockCost, StockLedger } from '../../src/modules/warehouse/server/schema.ts'
import { balanceOf, move, rebuildDifferences, transitPlace } from '../../src/modules/warehouse/server/stock.ts'
import { createTestServer, DB_KIND, DEMO, describeDb, type TestServer } from '../helpers/server.ts'

type Rec = Record<string, unknown> & { Id: number; State: string; Version: number }
type Doc = Rec & { Lines: ({ Id: number } & Record<string, number>)[] }

/** Stock transfers: picked at the source, in transit in between, put away at the target; every step on the ledger, nothing gained or lost. */
describeDb(`stock transfers (${DB_KIND})`, () => {
  let s: TestServer
  let admin: string
  let n = 0

  beforeAll(async () => {
    s = await createTestServer()
    admin = await s.login(DEMO.admin)
  })
  afterAll(() => s?.close())

  const call = <T = unknown>(path: string, opts: Parameters<TestServer['call']>[1] = {}, token = admin) =>
    s.call<T>(path, { token, lang: 'en-US', ...opts })
  const post = async (resource: string, body: Record<string, unknown>) => {
    const res = await call<{ Id: number }>(`/Api/${resource}/Post`, { body })
    expect(res.status, `${resource}/Post ${JSON.stringify(res.body)}`).toBe(200)
    return res.body.Data!.Id
  }
  const get = async (id: number) => (await call<Doc>('/Api/StockTransfer/Get', { query: { Id: id } })).body.Data!
  const send = async (id: number, Event: string, Data: Record<string, unknown> = {}) =>
    call<Rec>('/Api/StockTransfer/Transition', { body: { Id: id, Event, Version: (await get(id)).Version, Data } })
  const ok = async (id: number, Event: string, Data: Record<string, unknown> = {}) => {
    const res = await send(id, Event, Data)
    expect(res.status, `${Event}: ${JSON.stringify(res.body)}`).toBe(200)
  }

  /** A warehouse with one storage place. */
  const site = async () => {
    n += 1
    const warehouseId = await post('Warehouse', { Title: `Transfer site ${n}` })
    const place = await post('Place', { WarehouseId: warehouseId, Title: `T-${n}` })
    return { warehouseId, place }
  }
  /** A product with `qty` units worth 2.00 each at the place. */
  const stocked = async (where: { warehouseId: number; place: number }, qty: number) => {
    const product = await post('Product', { Name: `Moved kettle ${n}`, BarCode: `961${n}${Date.now()}` })
    await s.db.transaction((tx) =>
      move(tx, {
        ProductId: product,
        PlaceId: where.place,
        OwnerId: 0,
        WarehouseId: where.warehouseId,
        Qty: qty,
        Doc: 'Test',
        DocId: 0,
        Given: { Value: qty * 200, Currency: 'CNY' },
      }),
    )
    return product
  }
  const at = (ProductId: number, PlaceId: number) => balanceOf(s.db, { ProductId, PlaceId, OwnerId: 0 })
  const transitOf = (warehouseId: number) => s.db.transaction((tx) => transitPlace(tx, warehouseId))

  it('between warehouses: picked into the source’s transit area, on the road in the target’s, put away there; the target handles it from dispatch on', async () => {
    const from = await site()
    const to = await site()
    const product = await stocked(from, 10)
    const id = await post('StockTransfer', {
      Title: 'Port Klang to Jakarta',
      WarehouseId: from.warehouseId,
      ToWarehouseId: to.warehouseId,
      Lines: [{ ProductId: product, ProductNum: 6, FromPlaceId: from.place }],
    })
    expect(await get(id)).toMatchObject({ FromWarehouseId: from.warehouseId, ToWarehouseId: to.warehouseId })
    await ok(id, 'submit')
    const line = (await get(id)).Lines[0]!.Id
    await ok(id, 'pickLine', { LineId: line, Qty: 4 })
    await ok(id, 'pickLine', { LineId: line, Qty: 2 })
    const [sourceTransit, targetTransit] = [await transitOf(from.warehouseId), await transitOf(to.warehouseId)]
    expect(await at(product, from.place)).toEqual({ OnHand: 4, Reserved: 0 })
    expect(await at(product, sourceTransit)).toEqual({ OnHand: 6, Reserved: 0 })
    await ok(id, 'finishPicking')
    expect(await get(id)).toMatchObject({ State: 'InTransit', WarehouseId: to.warehouseId })
    // On the road: in the target's transit area, on hand there and available nowhere.
    expect(await at(product, sourceTransit)).toEqual({ OnHand: 0, Reserved: 0 })
    expect(await at(product, targetTransit)).toEqual({ OnHand: 6, Reserved: 0 })
    const inTransit = (
      await call<{ Available: number; OnHand: number }[]>('/Api/StockByProduct/Index', {
        query: { WarehouseId: to.warehouseId, ProductId: product },
      })
    ).body.Data!
    expect(inTransit[0]).toMatchObject({ OnHand: 6, Available: 0 })
    await ok(id, 'arrive')
    const target = await post('Place', { WarehouseId: to.warehouseId, Title: `T-${n}-B` })
    // Put away only what was picked.
    expect((await send(id, 'putLine', { LineId: line, PlaceId: target, Qty: 7 })).status).toBe(409)
    await ok(id, 'putLine', { LineId: line, PlaceId: target, Qty: 6 })
    await ok(id, 'complete')
    expect(await get(id)).toMatchObject({ State: 'Done' })
    expect(await at(product, target)).toEqual({ OnHand: 6, Reserved: 0 })
    expect(await at(product, targetTransit)).toEqual({ OnHand: 0, Reserved: 0 })

    // Every step on the ledger, named by the transfer; moving goods changed neither their count nor their worth.
    const rows = await s.db
      .select({ WarehouseId: StockLedger.WarehouseId, PlaceId: StockLedger.PlaceId, Qty: StockLedger.Qty, Value: StockLedger.Value })
      .from(StockLedger)
      .where(and(eq(StockLedger.Doc, 'StockTransfer'), eq(StockLedger.DocId, id)))
      .orderBy(StockLedger.Id)
    expect(rows.map((r) => [r.WarehouseId, r.PlaceId, r.Qty, r.Value])).toEqual([
      [from.warehouseId, from.place, -4, -800],
      [from.warehouseId, sourceTransit, 4, 800],
      [from.warehouseId, from.place, -2, -400],
      [from.warehouseId, sourceTransit, 2, 400],
      [from.warehouseId, sourceTransit, -6, -1200],
      [to.warehouseId, targetTransit, 6, 1200],
      [to.warehouseId, targetTransit, -6, -1200],
      [to.warehouseId, target, 6, 1200],
    ])
    const [cost] = await s.db
      .select()
      .from(StockCost)
      .where(and(eq(StockCost.ProductId, product), eq(StockCost.OwnerId, 0)))
    expect(cost).toMatchObject({ Qty: 10, Value: 2000 })
    expect(await rebuildDifferences(s.db)).toEqual([])
  })

  it('inside one warehouse: no road, straight from picking to putting away', async () => {
    const here = await site()
    const product = await stocked(here, 5)
    const other = await post('Place', { WarehouseId: here.warehouseId, Title: `T-${n}-X` })
    const id = await post('StockTransfer', {
      Title: 'Shelf to shelf',
      WarehouseId: here.warehouseId,
      Lines: [{ ProductId: product, ProductNum: 5, FromPlaceId: here.place }],
    })
    expect(await get(id)).toMatchObject({ ToWarehouseId: here.warehouseId })
    await ok(id, 'submit')
    const line = (await get(id)).Lines[0]!.Id
    await ok(id, 'pickLine', { LineId: line, Qty: 5 })
    // Picked goods are not abandoned: cancelling now is refused.
    expect((await send(id, 'cancel', { Reason: 'changed my mind' })).status).toBe(409)
    await ok(id, 'finishPicking')
    expect(await get(id)).toMatchObject({ State: 'PuttingAway', WarehouseId: here.warehouseId })
    await ok(id, 'putLine', { LineId: line, PlaceId: other, Qty: 5 })
    await ok(id, 'complete')
    expect(await at(product, here.place)).toEqual({ OnHand: 0, Reserved: 0 })
    expect(await at(product, other)).toEqual({ OnHand: 5, Reserved: 0 })
  })

  it('releasing more than the place holds available is refused, changing nothing', async () => {
    const here = await site()
    const product = await stocked(here, 2)
    const id = await post('StockTransfer', {
      Title: 'Too many',
      WarehouseId: here.warehouseId,
      Lines: [{ ProductId: product, ProductNum: 5, FromPlaceId: here.place }],
    })
    const refused = await send(id, 'submit')
    expect(refused.status).toBe(409)
    expect(JSON.stringify(refused.body)).toContain('Not enough stock')
    expect(await get(id)).toMatchObject({ State: 'Draft' })
    expect(await at(product, here.place)).toEqual({ OnHand: 2, Reserved: 0 })
  })

  it('released, the stock is kept for the transfer; closing short or cancelling frees what was not picked', async () => {
    const here = await site()
    const other = await post('Place', { WarehouseId: here.warehouseId, Title: `T-${n}-short` })
    const product = await stocked(here, 6)
    const write = (Title: string) =>
      post('StockTransfer', {
        Title,
        WarehouseId: here.warehouseId,
        Lines: [{ ProductId: product, ProductNum: 5, FromPlaceId: here.place }],
      })
    const short = await write('Short')
    await ok(short, 'submit')
    expect(await at(product, here.place)).toEqual({ OnHand: 6, Reserved: 5 })
    // A second transfer finds one unit free, not six.
    const second = await write('Second')
    expect((await send(second, 'submit')).status).toBe(409)
    const line = (await get(short)).Lines[0]!.Id
    await ok(short, 'pickLine', { LineId: line, Qty: 3 })
    expect(await at(product, here.place)).toEqual({ OnHand: 3, Reserved: 2 })
    // Nothing left to find: picking closes short, the two units not found are free again.
    expect((await send(short, 'finishPicking')).status).toBe(409)
    await ok(short, 'closeShort', { Reason: 'Two were not on the shelf' })
    expect(await get(short)).toMatchObject({ State: 'PuttingAway' })
    expect(await at(product, here.place)).toEqual({ OnHand: 3, Reserved: 0 })
    await ok(short, 'putLine', { LineId: line, PlaceId: other, Qty: 3 })
    await ok(short, 'complete')
    expect(await at(product, other)).toEqual({ OnHand: 3, Reserved: 0 })

    const called = await post('StockTransfer', {
      Title: 'Called off',
      WarehouseId: here.warehouseId,
      Lines: [{ ProductId: product, ProductNum: 3, FromPlaceId: here.place }],
    })
    await ok(called, 'submit')
    expect(await at(product, here.place)).toEqual({ OnHand: 3, Reserved: 3 })
    // Closing short with nothing picked is a cancellation, and says so.
    const nothing = await send(called, 'closeShort', {})
    expect(nothing.status).toBe(409)
    expect(JSON.stringify(nothing.body)).toContain('cancel the transfer')
    await ok(called, 'cancel', { Reason: 'Not needed' })
    expect(await at(product, here.place)).toEqual({ OnHand: 3, Reserved: 0 })
    expect(await rebuildDifferences(s.db)).toEqual([])
  })
})
