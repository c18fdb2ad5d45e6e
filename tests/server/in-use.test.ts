import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestServer, DEMO, describeDb, type TestServer } from '../helpers/server.ts'

type Row = { Id: number; Version: number; [k: string]: unknown }

/**
 * Nothing in use can be deleted (one rule over the definitions' references, in-use.ts): the
 * answer is a 409 naming what uses the record and how many, and nothing changes. A delete is
 * only a mark, so whoever may delete can list what was deleted and bring a record back.
 */
describeDb('deleting what is in use, and restoring', () => {
  let s: TestServer
  let admin: string
  beforeAll(async () => {
    s = await createTestServer()
    admin = await s.login(DEMO.admin)
  })
  afterAll(() => s?.close())
  const list = async (resource: string, query: Record<string, string | number> = {}) =>
    (await s.call<Row[]>(`/Api/${resource}/Index`, { token: admin, query: { Size: 200, ...query } })).body.Data ?? []
  const remove = (resource: string, body: unknown, lang = 'en-US') => s.call(`/Api/${resource}/Delete`, { token: admin, body, lang })
  const get = (resource: string, Id: number) => s.call<Row>(`/Api/${resource}/Get`, { token: admin, query: { Id } })

  it("the salespeople's role cannot be deleted while staff hold it; they keep their permissions", async () => {
    const roles = await list('Role')
    const sales = roles.find((r) => r.Code === 'sales')!
    const res = await remove('Role', { Id: sales.Id })
    expect(res.status).toBe(409)
    expect(res.body.Message).toMatch(/^Still in use \(staff member × \d+\)/)
    expect((await get('Role', sales.Id)).status).toBe(200)
    const salesman = await s.login(DEMO.sales)
    expect((await s.call('/Api/Client/Index', { token: salesman })).status).toBe(200)
    const zh = await remove('Role', { Id: sales.Id }, 'zh-CN')
    expect(zh.body.Message).toMatch(/[\u4e00-\u9fff]/)
  })

  it('a department with sub-departments and staff names both', async () => {
    const departments = await list('Department')
    const agents = await list('Agent')
    const parent = departments.find((d) => departments.some((c) => c.ParentId === d.Id) && agents.some((a) => a.DepartmentId === d.Id))!
    expect(parent).toBeDefined()
    const res = await remove('Department', { Id: parent.Id })
    expect(res.status).toBe(409)
    expect(res.body.Message).toContain('department ×')
    expect(res.body.Message).toContain('staff member ×')
    expect((await get('Department', parent.Id)).status).toBe(200)
  })

  it('a place with stock keeps its warehouse, though places are parts of it', async () => {
    const [balance] = await list('StockBalance', { Size: 1, OnHand: 1 })
    const res = await remove('Place', { Id: balance!.PlaceId })
    expect(res.status).toBe(409)
    expect(res.body.Message).toMatch(/×/)
    expect((await get('Place', Number(balance!.PlaceId))).status).toBe(200)
  })

  it('a warehouse with stock and documents, and a product on hand, stay', async () => {
    const [balance] = await list('StockBalance', { Size: 1, OnHand: 1 })
    expect(balance).toBeDefined()
    const warehouse = await remove('Warehouse', { Id: balance!.WarehouseId })
    expect(warehouse.status).toBe(409)
    expect(warehouse.body.Message).toContain('inbound entry ×')
    const product = await remove('Product', { Id: balance!.ProductId })
    expect(product.status).toBe(409)
    expect(product.body.Message).toMatch(/×/)
    // Several at once: one in use refuses them all.
    const fresh = await s.call<{ Id: number }>('/Api/Warehouse/Post', {
      token: admin,
      body: { Title: 'Spare shed', Code: 'SPARE1', Country: 'MY', City: 'Klang', Address: 'Lot 9' },
    })
    expect(fresh.status, JSON.stringify(fresh.body)).toBe(200)
    expect((await remove('Warehouse', { Ids: [fresh.body.Data!.Id, balance!.WarehouseId] })).status).toBe(409)
    expect((await get('Warehouse', fresh.body.Data!.Id)).status).toBe(200)
  })

  it('what nobody uses is deleted, listed as deleted and restored; a restore whose reference went is refused', async () => {
    const shed = await s.call<{ Id: number }>('/Api/Warehouse/Post', {
      token: admin,
      body: { Title: 'Old shed', Code: 'OLDSHED', Country: 'MY', City: 'Klang', Address: 'Lot 10' },
    })
    expect(shed.status, JSON.stringify(shed.body)).toBe(200)
    const warehouseId = shed.body.Data!.Id
    const zone = await s.call<{ Id: number }>('/Api/Zone/Post', { token: admin, body: { WarehouseId: warehouseId, Title: 'Shed zone' } })
    expect(zone.status, JSON.stringify(zone.body)).toBe(200)
    // Its zone and places (a new warehouse has its docks) are parts of it: they go with it.
    const places = (await list('Place', { WarehouseId: warehouseId })).map((p) => p.Id)
    expect(places.length).toBeGreaterThan(0)
    const gone = await remove('Warehouse', { Id: warehouseId })
    expect(gone.status, JSON.stringify(gone.body)).toBe(200)
    expect((await get('Warehouse', warehouseId)).status).toBe(404)
    expect((await get('Zone', zone.body.Data!.Id)).status).toBe(404)
    expect((await list('Place', { WarehouseId: warehouseId })).length).toBe(0)

    const deleted = await s.call<Row[]>('/Api/Warehouse/Deleted', { token: admin })
    expect(deleted.status).toBe(200)
    expect(deleted.body.Data![0]).toMatchObject({ Id: warehouseId, Title: 'Old shed' })
    // The zone cannot come back before its warehouse.
    const early = await s.call('/Api/Zone/Restore', { token: admin, body: { Id: zone.body.Data!.Id }, lang: 'en-US' })
    expect(early.status).toBe(400)
    expect(early.body.Errors?.[0]?.Field).toBe('WarehouseId')
    const back = await s.call<{ Id: number; Version: number }>('/Api/Warehouse/Restore', {
      token: admin,
      body: { Id: warehouseId },
      lang: 'en-US',
    })
    expect(back.status).toBe(200)
    expect(back.body.Message).toBe('Restored')
    expect((await get('Warehouse', warehouseId)).body.Data).toMatchObject({ Title: 'Old shed', Status: 1 })
    // Its parts came back with it.
    expect((await get('Zone', zone.body.Data!.Id)).status).toBe(200)
    expect((await list('Place', { WarehouseId: warehouseId })).map((p) => p.Id).sort()).toEqual([...places].sort())
    // Restoring what is not deleted, or without the right, finds nothing / is refused.
    expect((await s.call('/Api/Warehouse/Restore', { token: admin, body: { Id: warehouseId } })).status).toBe(404)
    const salesman = await s.login(DEMO.sales)
    expect((await s.call('/Api/Warehouse/Deleted', { token: salesman })).status).toBe(403)
    expect((await s.call('/Api/Warehouse/Restore', { token: salesman, body: { Id: warehouseId } })).status).toBe(403)
  })
})
