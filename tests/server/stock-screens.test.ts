import { afterAll, beforeAll, expect, it } from 'vitest'
import { move, reserve } from '../../src/modules/warehouse/server/stock.ts'
import { createTestServer, DB_KIND, DEMO, describeDb, type TestServer } from '../helpers/server.ts'

type Row = Record<string, unknown> & { Id: number }

/**
 * The Stock and Stock log screens' API: balances and movements as read-only lists, with the names
 * of what they refer to, the stock filters (zone, above zero, available below a minimum), the
 * ledger's document filters and newest-first order, and the export of the current filter.
 */
describeDb(`stock screens (${DB_KIND})`, () => {
  let s: TestServer
  let admin: string
  let worker: string
  let warehouseId: number
  let zoneA: number
  let zoneB: number
  let shelf1: number
  let shelf2: number
  let soap: number

  const post = async (resource: string, body: Record<string, unknown>) => {
    const res = await s.call<{ Id: number }>(`/Api/${resource}/Post`, { token: admin, body })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body.Data!.Id
  }
  const list = async (resource: string, query: Record<string, string | number>, token = admin) => {
    const res = await s.call<Row[]>(`/Api/${resource}/Index`, { token, lang: 'en-US', query })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body.Data!
  }

  beforeAll(async () => {
    s = await createTestServer()
    admin = await s.login(DEMO.admin)
    worker = await s.login(DEMO.warehouse)
    warehouseId = await post('Warehouse', { Title: 'Screens warehouse', Backorder: 'never' })
    await s.workIn(DEMO.warehouse.mobile, warehouseId)
    zoneA = await post('Zone', { WarehouseId: warehouseId, Title: 'Zone A' })
    zoneB = await post('Zone', { WarehouseId: warehouseId, Title: 'Zone B' })
    shelf1 = await post('Place', { WarehouseId: warehouseId, ZoneId: zoneA, Title: 'S-01' })
    shelf2 = await post('Place', { WarehouseId: warehouseId, ZoneId: zoneA, Title: 'S-02' })
    soap = await post('Product', { Name: 'Screens soap', BarCode: '955000000001' })
    await s.db.transaction(async (tx) => {
      const base = { ProductId: soap, OwnerId: 1, WarehouseId: warehouseId, Doc: 'Entry', DocId: 4242, AgentId: 1 }
      await move(tx, { ...base, PlaceId: shelf1, Qty: 10, LineId: 1 })
      await move(tx, { ...base, PlaceId: shelf2, Qty: 2, LineId: 2 })
      await move(tx, { ...base, PlaceId: shelf2, Qty: -2, LineId: 2, Doc: 'Delivery', DocId: 4343 })
      await reserve(tx, { ProductId: soap, OwnerId: 1, PlaceId: shelf1, Qty: 4 })
    })
  })
  afterAll(() => s?.close())

  it('lists a product’s balances per place with names, on hand, reserved and available', async () => {
    const rows = await list('StockBalance', { ProductId: soap })
    expect(rows).toHaveLength(2)
    const one = rows.find((r) => r.PlaceId === shelf1)!
    expect(one).toMatchObject({
      OnHand: 10,
      Reserved: 4,
      Available: 6,
      ZoneId: zoneA,
      ProductName: 'Screens soap',
      PlaceName: 'S-01',
      ZoneName: 'Zone A',
      WarehouseName: 'Screens warehouse',
    })
    expect(typeof one.UpdateTime).toBe('number')
  })

  it('filters by zone, by stock above zero and by available below a minimum', async () => {
    expect((await list('StockBalance', { ProductId: soap, OnHand: 1 })).map((r) => r.PlaceId)).toEqual([shelf1])
    expect(await list('StockBalance', { ProductId: soap, ZoneId: zoneB })).toHaveLength(0)
    expect((await list('StockBalance', { ProductId: soap, Available: 5 })).map((r) => r.PlaceId)).toEqual([shelf2])
    expect((await list('StockBalance', { ProductId: soap, Available: 7 })).map((r) => r.PlaceId).sort()).toEqual([shelf1, shelf2].sort())
    const bad = await s.call('/Api/StockBalance/Index', { token: admin, lang: 'en-US', query: { OnHand: 2 } })
    expect(bad.status).toBe(400)
  })

  it('moves a balance to the zone its place is moved to', async () => {
    const place = await s.call<Row & { Version: number }>('/Api/Place/Get', { token: admin, query: { Id: shelf2 } })
    const res = await s.call('/Api/Place/Update', { token: admin, body: { Id: shelf2, Version: place.body.Data!.Version, ZoneId: zoneB } })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect((await list('StockBalance', { ProductId: soap, ZoneId: zoneB })).map((r) => r.PlaceId)).toEqual([shelf2])
  })

  it('lists the ledger newest first, by product, document type and number, with names and balances after', async () => {
    const rows = await list('StockLedger', { ProductId: soap })
    expect(rows.map((r) => [r.Doc, r.Qty, r.Balance])).toEqual([
      ['Delivery', -2, 0],
      ['Entry', 2, 2],
      ['Entry', 10, 10],
    ])
    expect(rows[0]).toMatchObject({ DocId: 4343, PlaceName: 'S-02', ProductName: 'Screens soap', AgentName: expect.any(String) })
    expect((await list('StockLedger', { ProductId: soap, Doc: 'Entry', DocId: 4242 })).map((r) => r.LineId)).toEqual([2, 1])
    expect(await list('StockLedger', { ProductId: soap, Doc: 'Inventory' })).toHaveLength(0)
    expect((await list('StockLedger', { PlaceId: shelf2 })).map((r) => r.Qty)).toEqual([-2, 2])
    // Newest first is the one order: a keyset page continues exactly after the last row.
    const first = await s.call<Row[]>('/Api/StockLedger/Index', { token: admin, query: { ProductId: soap, Size: 2 } })
    const next = await s.call<Row[]>('/Api/StockLedger/Index', {
      token: admin,
      query: { ProductId: soap, Size: 2, After: first.body.Next! },
    })
    expect(next.body.Data!.map((r) => r.Qty)).toEqual([10])
  })

  it('offers no way to write stock through the lists', async () => {
    expect((await s.call('/Api/StockBalance/Post', { token: admin, body: { ProductId: soap } })).status).toBe(404)
    expect((await s.call('/Api/StockLedger/Update', { token: admin, body: { Id: 1, Version: 1, Qty: 99 } })).status).toBe(404)
    expect((await s.call('/Api/StockLedger/Delete', { token: admin, body: { Id: 1 } })).status).toBe(404)
  })

  it('lets the warehouse worker read and export the stock of the current filter', async () => {
    expect(await list('StockBalance', { ProductId: soap }, worker)).toHaveLength(2)
    const csv = await s.raw(`/Api/StockBalance/Export?Format=csv&ProductId=${soap}&OnHand=1`, { headers: { user: worker, lang: 'en-US' } })
    expect(csv.status).toBe(200)
    const lines = new TextDecoder()
      .decode(new Uint8Array(await csv.arrayBuffer()))
      .trim()
      .split('\r\n')
    expect(lines[0]).toContain('On hand')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain('S-01')
  })

  it('answers the pickers of the worker’s screens (products, shops, places, zones, warehouses), not only their owners’ viewers', async () => {
    for (const resource of ['Product', 'Shop', 'Place', 'Zone', 'Warehouse']) {
      const res = await s.call<{ Id: number; Name: string }[]>(`/Api/${resource}/Select`, { token: worker, query: { Size: 5 } })
      expect(res.status, resource).toBe(200)
      expect(res.body.Data!.length, resource).toBeGreaterThan(0)
    }
    const soapName = await s.call<{ Id: number; Name: string }[]>('/Api/Product/Select', { token: worker, query: { Id: soap } })
    expect(soapName.body.Data).toEqual([{ Id: soap, Name: 'Screens soap' }])
    // A document's place pickers offer its warehouse's storage places, never the receiving or dispatch area.
    const storage = await s.call<{ Id: number; Name: string }[]>('/Api/Place/Select', {
      token: worker,
      query: { WarehouseId: warehouseId, Kind: 1 },
    })
    expect(storage.body.Data!.map((p) => p.Id).sort()).toEqual([shelf1, shelf2].sort())
    const all = await s.call<{ Id: number; Name: string }[]>('/Api/Place/Select', { token: worker, query: { WarehouseId: warehouseId } })
    expect(all.body.Data!.map((p) => p.Name)).toEqual(expect.arrayContaining(['RECEIVING', 'DISPATCH']))
    // Picking is not viewing: the lists themselves stay closed to him.
    expect((await s.call('/Api/Shop/Index', { token: worker })).status).toBe(403)
  })

  it('groups the balances by product (totals over the places, per owner) and by place (totals over the products), with the same filters and scope', async () => {
    const byProduct = await list('StockByProduct', { ProductId: soap, WarehouseId: warehouseId })
    expect(byProduct).toHaveLength(1)
    expect(byProduct[0]).toMatchObject({
      ProductId: soap,
      OwnerId: 1,
      OnHand: 10,
      Reserved: 4,
      Available: 6,
      Places: 1,
      ProductName: 'Screens soap',
      WarehouseName: 'Screens warehouse',
    })
    expect(await list('StockByProduct', { ProductId: soap, Available: 6 })).toHaveLength(0)
    const byPlace = await list('StockByPlace', { WarehouseId: warehouseId })
    expect(byPlace.map((r) => [r.PlaceId, r.OnHand, r.Products, r.PlaceName])).toEqual([
      [shelf1, 10, 1, 'S-01'],
      [shelf2, 0, 0, 'S-02'],
    ])
    expect(await list('StockByPlace', { WarehouseId: warehouseId, OnHand: 1 })).toHaveLength(1)
    // The worker sees his warehouse's groups; another warehouse's are not his.
    expect((await list('StockByPlace', { WarehouseId: warehouseId }, worker)).length).toBe(2)
    const his = new Set((await s.call<{ Id: number }[]>('/Api/Warehouse/Select', { token: worker })).body.Data!.map((w) => w.Id))
    expect((await list('StockByPlace', { Size: 200 }, worker)).every((r) => his.has(Number(r.WarehouseId)))).toBe(true)
    expect((await list('StockByProduct', { Size: 200 }, worker)).every((r) => his.has(Number(r.WarehouseId)))).toBe(true)
    expect((await list('StockByPlace', { Size: 200 })).some((r) => !his.has(Number(r.WarehouseId)))).toBe(true)
    // Bad filters are a 400, not a 500.
    expect((await s.call('/Api/StockByProduct/Index', { token: admin, query: { Available: 'x' } })).status).toBe(400)
    expect((await s.call('/Api/StockByPlace/Post', { token: admin, body: { PlaceId: 1 } })).status).toBeGreaterThanOrEqual(400)
  })
})
