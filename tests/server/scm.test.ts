import { afterAll, beforeAll, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { Agent, Client, DocEvent, PurchaseContract, SalesOrder } from '../../src/server/db/schema/index.ts'
import { Entry, EntryLine } from '../../src/modules/warehouse/server/schema.ts'
import { move } from '../../src/modules/warehouse/server/stock.ts'
import { createTestServer, DB_KIND, DEMO, describeDb, type TestServer } from '../helpers/server.ts'

type Rec = { Id: number; Version: number; State: string } & Record<string, unknown>

/**
 * The supply chain through the API: suppliers mirror customers without mixing with them; a signed
 * purchasing contract creates its inbound entry; a confirmed sales order its delivery, whose
 * shipping completes the order.
 */
describeDb(`supply chain (${DB_KIND})`, () => {
  let s: TestServer
  let admin: string
  let sales: string
  let supervisor: string
  let w: { warehouseId: number; product: number; place: number }
  let n = 0
  beforeAll(async () => {
    s = await createTestServer()
    ;[admin, sales, supervisor] = [await s.login(DEMO.admin), await s.login(DEMO.sales), await s.login(DEMO.supervisor)]
    const warehouseId = await post('Warehouse', { Title: `SCM warehouse ${DB_KIND}`, Code: `SCM${DB_KIND}` }, admin)
    w = {
      warehouseId,
      product: await post('Product', { Name: 'Vacuum flask 500ml', BarCode: '6970000000500', Weight: 0.4 }, admin),
      place: await post('Place', { WarehouseId: warehouseId, Title: 'S-01' }, admin),
    }
  })
  afterAll(() => s?.close())

  const call = <T = unknown>(p: string, body: unknown, token = sales) => s.call<T>(p, { token, lang: 'en-US', body })
  async function post(resource: string, body: Record<string, unknown>, token = sales) {
    const res = await call<{ Id: number }>(`/Api/${resource}/Post`, body, token)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body.Data!.Id
  }
  const get = async (doc: string, id: number, token = sales) =>
    (await s.call<Rec>(`/Api/${doc}/Get`, { token, lang: 'en-US', query: { Id: id } })).body.Data!
  const send = async (doc: string, id: number, Event: string, Data: Record<string, unknown> = {}, token = sales) => {
    const rec = await get(doc, id, admin)
    return call<Rec>(`/Api/${doc}/Transition`, { Id: id, Event, Version: rec.Version, Data }, token)
  }
  const ok = async (doc: string, id: number, Event: string, Data: Record<string, unknown> = {}, token = sales) => {
    const res = await send(doc, id, Event, Data, token)
    expect(res.status, `${doc} ${Event}: ${JSON.stringify(res.body)}`).toBe(200)
    return res.body.Data!
  }

  it('keeps suppliers and customers apart on one record shape: each list, Get and reference sees only its own kind', async () => {
    const supplier = await post('Supplier', {
      ClientName: `Huacai Daily ${DB_KIND}`,
      ContactsName: 'He Jianguo',
      ClientPhone: '0579-85569876',
    })
    const customer = await post('Client', { ClientName: `Kedai Aminah ${DB_KIND}`, Type: 2 })
    const [row] = await s.db
      .select({ Kind: Client.Kind, State: Client.State, AgentId: Client.AgentId })
      .from(Client)
      .where(eq(Client.Id, supplier))
    expect(row).toMatchObject({ Kind: 2, State: 'Private' })
    expect((await s.call('/Api/Client/Get', { token: sales, query: { Id: supplier } })).status).toBe(404)
    expect((await s.call('/Api/Supplier/Get', { token: sales, query: { Id: customer } })).status).toBe(404)
    const names = async (resource: string) =>
      (
        await s.call<{ ClientName: string }[]>(`/Api/${resource}/Index`, { token: sales, query: { Value: DB_KIND, Size: 100 } })
      ).body.Data!.map((r) => r.ClientName)
    expect(await names('Supplier')).toContain(`Huacai Daily ${DB_KIND}`)
    expect(await names('Supplier')).not.toContain(`Kedai Aminah ${DB_KIND}`)
    expect(await names('Client')).not.toContain(`Huacai Daily ${DB_KIND}`)
    // A supplier's ownership is not the customers' lifecycle: it cannot be released to the high seas.
    expect((await call('/Api/Client/Transition', { Id: supplier, Event: 'release', Version: 1, Data: { Reason: 'x' } })).status).toBe(404)
    // Its contact and follow-up work as a customer's; the follow-up is on the supplier's timeline.
    const contacts = await s.call<{ Name: string; IsPrimary: number }[]>('/Api/ClientContact/Index', {
      token: sales,
      query: { ClientId: supplier },
    })
    expect(contacts.body.Data).toEqual([expect.objectContaining({ Name: 'He Jianguo', IsPrimary: 1 })])
    await post('ClientFollow', { ClientId: supplier, Method: 1, ContactName: 'He Jianguo', Content: 'December production confirmed' })
    const events = await s.db.select({ Doc: DocEvent.Doc }).from(DocEvent).where(eq(DocEvent.DocId, supplier))
    expect(events.map((e) => e.Doc)).toContain('Supplier')
    // A contract names a supplier, never a customer.
    const wrong = await call<unknown>('/Api/PurchaseContract/Post', {
      ContractNo: `CG-X-${DB_KIND}`,
      SupplierId: customer,
      WarehouseId: w.warehouseId,
      Lines: [{ ProductId: w.product, ProductNum: 1, Price: 100 }],
    })
    expect(wrong.status).toBe(400)
    expect(JSON.stringify(wrong.body)).toContain('SupplierId')
    // Another salesperson's supplier is not seen.
    const theirs = await post('Supplier', { ClientName: `Supervisor's supplier ${DB_KIND}` }, supervisor)
    expect((await s.call('/Api/Supplier/Get', { token: sales, query: { Id: theirs } })).status).toBe(404)
  })

  it('a purchasing contract is approved by a supervisor, signing creates its inbound entry, and it completes once the entry is stored', async () => {
    const supplier = await post('Supplier', { ClientName: `Xunchi Electronics ${DB_KIND}`, Country: 'CN' })
    const id = await post('PurchaseContract', {
      ContractNo: `CG-${++n}-${DB_KIND}`,
      SupplierId: supplier,
      WarehouseId: w.warehouseId,
      Lines: [{ ProductId: w.product, ProductNum: 600, Price: 2150 }],
    })
    expect(await get('PurchaseContract', id)).toMatchObject({ State: 'Draft', Amount: 600 * 2150 })
    // The salesperson may not approve his own contract; the supervisor does.
    const refused = await send('PurchaseContract', id, 'approve')
    expect(refused.status).toBe(409)
    expect(refused.body.Message).toBe('Only a supervisor can do this')
    // Signing before approval is not an event of a draft.
    expect((await send('PurchaseContract', id, 'sign')).status).toBe(409)
    await ok('PurchaseContract', id, 'approve', {}, supervisor)
    const signed = await ok('PurchaseContract', id, 'sign')
    expect(signed.State).toBe('Signed')
    const entryId = Number(signed.EntryId)
    expect(entryId).toBeGreaterThan(0)
    const [entry] = await s.db.select().from(Entry).where(eq(Entry.Id, entryId))
    expect(entry).toMatchObject({ State: 'Expected', WarehouseId: w.warehouseId, OutOrderId: `CG-${n}-${DB_KIND}`, FromCountry: 'CN' })
    const lines = await s.db
      .select({ ProductId: EntryLine.ProductId, ProductNum: EntryLine.ProductNum })
      .from(EntryLine)
      .where(eq(EntryLine.EntryId, entryId))
    expect(lines).toEqual([{ ProductId: w.product, ProductNum: 600 }])
    // Not complete while the goods are still expected.
    const early = await send('PurchaseContract', id, 'complete')
    expect(early.status).toBe(409)
    expect(early.body.Message).toBe('The contract’s inbound entry is not stored yet')
    // The warehouse receives and stores all of it: then the contract completes.
    const entryLine = (await get('Entry', entryId, admin)).Lines as { Id: number }[]
    for (const [event, data] of [
      ['arrive'],
      ['receiveLine', { LineId: entryLine[0]!.Id, Qty: 600 }],
      ['finishReceiving'],
      ['startPutaway'],
      ['putLine', { LineId: entryLine[0]!.Id, PlaceId: w.place, Qty: 600 }],
      ['completePutaway'],
    ] as [string, Record<string, unknown>?][])
      await ok('Entry', entryId, event, data, admin)
    expect((await ok('PurchaseContract', id, 'complete')).State).toBe('Completed')
  })

  it('refuses a contract whose line is invalid and writes nothing', async () => {
    const supplier = await post('Supplier', { ClientName: `Bad lines ${DB_KIND}` })
    const before = (await s.db.select({ Id: PurchaseContract.Id }).from(PurchaseContract)).length
    for (const Lines of [
      [],
      [{ ProductId: w.product, ProductNum: 0, Price: 100 }],
      [{ ProductId: w.product, ProductNum: 1, Price: -1 }],
      [{ ProductId: 99_999_999, ProductNum: 1, Price: 1 }],
    ]) {
      const res = await call('/Api/PurchaseContract/Post', {
        ContractNo: `CG-BAD-${++n}-${DB_KIND}`,
        SupplierId: supplier,
        WarehouseId: w.warehouseId,
        Lines,
      })
      expect(res.status, JSON.stringify(Lines)).toBe(400)
    }
    expect((await s.db.select({ Id: PurchaseContract.Id }).from(PurchaseContract)).length).toBe(before)
  })

  it('a confirmed sales order sends its delivery to the warehouse, and the delivery shipping completes the order', async () => {
    const customer = await post('Client', { ClientName: `Toko Makmur ${DB_KIND}`, Type: 2 })
    const consignee = {
      Name: 'Tan Wei Ming',
      Phone: '+60 12 338 1029',
      ToCountry: 'MY',
      City: 'Kuala Lumpur',
      Address: 'Jalan Kuchai Maju 8',
      Zip: '58200',
    }
    const order = (extra: Record<string, unknown> = {}) =>
      post('SalesOrder', {
        OrderNo: `XS-${++n}-${DB_KIND}`,
        ClientId: customer,
        WarehouseId: w.warehouseId,
        ...consignee,
        Lines: [{ ProductId: w.product, ProductNum: 3, Price: 5900 }],
        ...extra,
      })
    // Without a consignee it is not confirmed.
    const bare = await order({ Name: '' })
    expect((await send('SalesOrder', bare, 'confirm')).status).toBe(409)
    const id = await order()
    const confirmed = await ok('SalesOrder', id, 'confirm')
    const deliveryId = Number(confirmed.DeliveryId)
    const delivery = await get('Delivery', deliveryId, admin)
    expect(delivery).toMatchObject({ State: 'Pending', Name: 'Tan Wei Ming', Zip: '58200', OutOrderId: confirmed.OrderNo })
    // Nobody ships the order by hand: it follows its delivery.
    expect((await send('SalesOrder', id, 'ship', {}, admin)).status).toBe(403)
    await s.db.transaction((tx) =>
      move(tx, { ProductId: w.product, PlaceId: w.place, OwnerId: 0, WarehouseId: w.warehouseId, Qty: 10, Doc: 'Test', DocId: 0 }),
    )
    const line = (delivery.Lines as { Id: number }[])[0]!.Id
    for (const [event, data] of [
      ['allocate'],
      ['startPicking'],
      ['pickLine', { LineId: line, PlaceId: w.place, Qty: 3 }],
      ['completePicking'],
      ['startPacking'],
      ['packLine', { LineId: line, PackageNo: 'P1', Qty: 3, Weight: 1.3 }],
      ['completePacking'],
    ] as [string, Record<string, unknown>?][])
      await ok('Delivery', deliveryId, event, data, admin)
    expect((await get('SalesOrder', id)).State).toBe('Confirmed')
    await ok('Delivery', deliveryId, 'ship', { Express: 'J&T', ExpressNo: 'JT0012345' }, admin)
    const [done] = await s.db.select().from(SalesOrder).where(eq(SalesOrder.Id, id))
    expect(done).toMatchObject({ State: 'Completed' })
    expect(done!.ShipTime).toBeGreaterThan(0)
    // A shipped order's delivery can no longer be cancelled with it; a confirmed one's is.
    const other = await order()
    const d2 = Number((await ok('SalesOrder', other, 'confirm')).DeliveryId)
    await ok('SalesOrder', other, 'cancel', { Reason: 'Collected at the shop' })
    expect((await get('Delivery', d2, admin)).State).toBe('Cancelled')
  })

  it('a supplier belongs to its author; only a supervisor hands it to someone else, and its department follows the new owner', async () => {
    const id = await post('Supplier', { ClientName: `Handed on ${DB_KIND}` })
    const [me] = await s.db.select({ AgentId: Client.AgentId, DepartmentId: Client.DepartmentId }).from(Client).where(eq(Client.Id, id))
    const [boss] = await s.db
      .select({ Id: Client.AgentId })
      .from(Client)
      .where(eq(Client.Id, await post('Supplier', { ClientName: `Boss's ${DB_KIND}` }, supervisor)))
    const update = (body: Record<string, unknown>, token: string) =>
      get('Supplier', id, admin).then((r) => call('/Api/Supplier/Update', { Id: id, Version: r.Version, ...body }, token))
    const refused = await update({ AgentId: boss!.Id }, sales)
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.body)).toContain('Only a supervisor can hand a supplier to someone else')
    expect((await update({ City: 'Yiwu' }, sales)).status).toBe(200)
    expect((await update({ AgentId: boss!.Id }, supervisor)).status).toBe(200)
    const [now] = await s.db.select({ AgentId: Client.AgentId, DepartmentId: Client.DepartmentId }).from(Client).where(eq(Client.Id, id))
    expect(now!.AgentId).toBe(boss!.Id)
    expect(now!.AgentId).not.toBe(me!.AgentId)
    const [bossAgent] = await s.db.select({ DepartmentId: Agent.DepartmentId }).from(Agent).where(eq(Agent.Id, boss!.Id))
    expect(now!.DepartmentId).toBe(bossAgent!.DepartmentId)
    // Handed on, it has left the salesman's sight.
    expect((await s.call('/Api/Supplier/Get', { token: sales, query: { Id: id } })).status).toBe(404)
  })
})
