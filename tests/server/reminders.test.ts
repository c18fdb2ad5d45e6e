import { afterAll, beforeAll, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { Agent, Client, Declare, DocEvent, NoticeRead } from '../../src/server/db/schema/index.ts'
import { Delivery } from '../../src/modules/warehouse/server/schema.ts'
import { move } from '../../src/modules/warehouse/server/stock.ts'
import { declareBody } from '../fixtures/trade.ts'
import type { Reminder } from '../../src/kernel/shared/schemas/reminders.ts'
import { createTestServer, DB_KIND, DEMO, describeDb, type TestServer } from '../helpers/server.ts'

type Rec = { Id: number; State: string; Version: number }

/** The bell and the reminder centre: derived from the documents, read marks per agent. */
describeDb(`reminders (${DB_KIND})`, () => {
  let s: TestServer
  let admin: string
  let worker: string
  let sales: string
  let customs: string
  beforeAll(async () => {
    s = await createTestServer()
    ;[admin, worker, sales, customs] = await Promise.all([
      s.login(DEMO.admin),
      s.login(DEMO.warehouse),
      s.login(DEMO.sales),
      s.login(DEMO.customs),
    ])
  })
  afterAll(() => s?.close())

  const call = <T = unknown>(path: string, token: string, opts: Parameters<TestServer['call']>[1] = {}) =>
    s.call<T>(path, { token, lang: 'en-US', ...opts })
  const bell = async (token: string) => {
    const res = await call<number>('/Api/Check/Count', token, { query: { Status: 2 } })
    expect(res.status).toBe(200)
    return res.body.Data!
  }
  const reminders = async (token: string, query: Record<string, string | number> = {}) => {
    const res = await call<Reminder[]>('/Api/Check/Index', token, { query: { Size: 1000, ...query } })
    expect(res.status).toBe(200)
    return res.body.Data!
  }
  const read = (token: string, body: unknown) => call<number>('/Api/Check/Read', token, { body })
  const post = async (resource: string, body: Record<string, unknown>, token = admin) => {
    const res = await call<{ Id: number }>(`/Api/${resource}/Post`, token, { body })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body.Data!.Id
  }
  const ok = async (doc: string, id: number, Event: string, Data: Record<string, unknown> = {}, token = admin) => {
    const { Version } = (await call<Rec>(`/Api/${doc}/Get`, admin, { query: { Id: id } })).body.Data!
    const res = await call<Rec>(`/Api/${doc}/Transition`, token, { body: { Id: id, Event, Version, Data } })
    expect(res.status, `${doc} ${Event}: ${JSON.stringify(res.body)}`).toBe(200)
    return res.body.Data!
  }

  let site: { warehouseId: number; product: number; place: number } | undefined
  /** A delivery in the worker's department's warehouse, allocated and waiting for a picker. */
  const deliveryToPick = async () => {
    if (!site) {
      const warehouseId = await post('Warehouse', { Title: 'Reminder test warehouse', Code: `RT${Date.now() % 100000}` })
      await s.workIn(DEMO.warehouse.mobile, warehouseId)
      const product = await post('Product', { Name: 'Kopi Luwak 250 g', BarCode: `9557${Date.now() % 1000000}`, Weight: 0.25 })
      const place = await post('Place', { WarehouseId: warehouseId, Title: 'R-01' })
      await s.db.transaction((tx) =>
        move(tx, { ProductId: product, PlaceId: place, OwnerId: 0, WarehouseId: warehouseId, Qty: 1000, Doc: 'Test', DocId: 0 }),
      )
      site = { warehouseId, product, place }
    }
    const id = await post('Delivery', {
      Title: `Order ${Math.random().toString(36).slice(2, 8)}`,
      WarehouseId: site.warehouseId,
      Name: 'Nur Aisyah',
      Phone: '0123456789',
      ToCountry: 'MY',
      Address: 'Jalan Ampang 9',
      Zip: '50450',
      Lines: [{ ProductId: site.product, ProductNum: 2 }],
    })
    // Written by the office, handed to the warehouse team (their department's documents are theirs to work).
    const [me] = await s.db.select({ DepartmentId: Agent.DepartmentId }).from(Agent).where(eq(Agent.Id, 4))
    await s.db.update(Delivery).set({ DepartmentId: me!.DepartmentId }).where(eq(Delivery.Id, id))
    await ok('Delivery', id, 'submit', {}, worker)
    await ok('Delivery', id, 'allocate', {}, worker)
    return id
  }

  it('needs a session; a bad body is refused and marks nothing', async () => {
    expect((await s.call('/Api/Check/Count', { query: { Status: 2 } })).status).toBe(401)
    expect((await s.call('/Api/Check/Index')).status).toBe(401)
    expect((await read(worker, { Keys: [] })).status).toBe(400)
    expect((await read(worker, { All: false })).status).toBe(400)
    expect((await call('/Api/Check/Index', worker, { query: { Type: 'nonsense' } })).status).toBe(400)
  })

  it('the worker’s bell counts the items waiting in their queues; reading one lowers it; new items raise it, finished ones leave', async () => {
    await read(worker, { All: true })
    expect(await bell(worker)).toBe(0)

    const first = await deliveryToPick()
    expect(await bell(worker)).toBe(1)
    const [item] = await reminders(worker, { Status: 2 })
    expect(item).toMatchObject({ Type: 'queue', Doc: 'Delivery', Id: first, State: 'Allocated', Queue: 'picking', Read: false })

    const second = await deliveryToPick()
    expect(await bell(worker)).toBe(2)

    // Reading the first: the bell drops, the centre still lists it as read.
    expect((await read(worker, { Keys: [item!.Key] })).body.Data).toBe(1)
    expect(await bell(worker)).toBe(1)
    expect((await reminders(worker)).find((r) => r.Id === first && r.Doc === 'Delivery')).toMatchObject({ Read: true })
    // Read twice, or a key that is not one of mine: nothing more is marked.
    expect((await read(worker, { Keys: [item!.Key, 'queue:Delivery:999999:Picking:0'] })).body.Data).toBe(0)

    // Cancelled, the second leaves the queue and the bell.
    await ok('Delivery', second, 'cancel', {}, worker)
    expect(await bell(worker)).toBe(0)
    // The first moves on to Picking: it is a new reminder (same queue, new state).
    await ok('Delivery', first, 'startPicking', {}, worker)
    expect(await reminders(worker, { Status: 2 })).toMatchObject([{ Doc: 'Delivery', Id: first, State: 'Picking', Read: false }])
    expect(await bell(worker)).toBe(1)
  })

  it('the salesperson is reminded of their customers about to fall and of follow-ups due today, not of others’', async () => {
    const mine = await post('Client', { ClientName: 'Warung Sari Rasa', Type: 1 }, sales)
    const others = await post('Client', { ClientName: 'Toko Maju Jaya', Type: 1 }, admin)
    const day = 86400
    const now = Math.floor(Date.now() / 1000)
    // No follow-up for 28 of the 30 days: within the 3 lead days of the fall.
    for (const id of [mine, others])
      await s.db
        .update(Client)
        .set({ CreateTime: now - 28 * day, ClaimTime: now - 28 * day, FollowTime: now - 28 * day })
        .where(eq(Client.Id, id))
    const follow = await post('Client', { ClientName: 'PT Sinar Abadi', Type: 1 }, sales)
    await s.db
      .update(Client)
      .set({ NextFollowTime: now - 60 })
      .where(eq(Client.Id, follow))

    const list = await reminders(sales)
    expect(list.find((r) => r.Doc === 'Client' && r.Id === mine)).toMatchObject({
      Type: 'lose',
      Queue: 'about-to-lose',
      Title: 'Warung Sari Rasa',
    })
    expect(list.find((r) => r.Doc === 'Client' && r.Id === follow)).toMatchObject({ Type: 'follow', Title: 'PT Sinar Abadi' })
    expect(list.find((r) => r.Doc === 'Client' && r.Id === others)).toBeUndefined()
    // Followed up: the follow-up reminder goes.
    await s.db.update(Client).set({ FollowTime: now }).where(eq(Client.Id, follow))
    expect((await reminders(sales)).find((r) => r.Doc === 'Client' && r.Id === follow)).toBeUndefined()
  })

  it('a notice’s reminder, once read, marks the notice read in the inbox', async () => {
    const id = await post('Notice', { Title: 'Warehouse closed on Hari Raya', Content: 'Closed on 31 March.', Type: 1, Status: 1 })
    const before = await bell(sales)
    const r = (await reminders(sales)).find((x) => x.Type === 'notice' && x.Id === id)
    expect(r).toMatchObject({ Title: 'Warehouse closed on Hari Raya', Read: false })
    await read(sales, { Keys: [r!.Key] })
    expect(await bell(sales)).toBe(before - 1)
    const marks = await s.db.select().from(NoticeRead).where(eq(NoticeRead.NoticeId, id))
    expect(marks.map((m) => m.AgentId)).toEqual([3])
  })

  it('supervisors see documents kept past their queue’s service level as late', async () => {
    const id = await deliveryToPick()
    const longAgo = Math.floor(Date.now() / 1000) - 5 * 3600 // picking's service level is 2 hours
    await s.db.update(Delivery).set({ StateTime: longAgo }).where(eq(Delivery.Id, id))
    await s.db.update(DocEvent).set({ CreateTime: longAgo }).where(eq(DocEvent.DocId, id))
    const late = (await reminders(admin)).find((r) => r.Doc === 'Delivery' && r.Id === id)
    expect(late).toMatchObject({ Type: 'late', Queue: 'picking' })
    // One definition of how long it has waited: the queue's and the reminder's agree.
    const queued = (
      await call<{ Id: number; Doc: string; EnterTime: number; Age: number }[]>('/Api/Queue/Index', admin, {
        query: { Queue: 'picking', Size: 200 },
      })
    ).body.Data!
    const item = queued.find((q) => q.Doc === 'Delivery' && q.Id === id)!
    expect(item.EnterTime).toBe(longAgo)
    expect(late!.Since).toBe(item.EnterTime)
    // A new state starts the wait afresh; picking a line within it does not.
    await ok('Delivery', id, 'startPicking', {}, worker)
    const started = (await reminders(admin)).find((r) => r.Doc === 'Delivery' && r.Id === id)!
    expect(started.Since).toBeGreaterThan(longAgo)
    const doc = (
      await call<{ Lines: { Id: number }[]; Reservations: { LineId: number; PlaceId: number }[] }>('/Api/Delivery/Get', admin, {
        query: { Id: id },
      })
    ).body.Data!
    await ok('Delivery', id, 'pickLine', { LineId: doc.Lines[0]!.Id, PlaceId: doc.Reservations[0]!.PlaceId, Qty: 1 }, worker)
    expect((await reminders(admin)).find((r) => r.Doc === 'Delivery' && r.Id === id)!.Since).toBe(started.Since)
    expect((await reminders(admin, { Type: 'late' })).every((r) => r.Type === 'late')).toBe(true)
    // The salesperson works no warehouse queue: nothing of it reaches them.
    expect((await reminders(sales)).some((r) => r.Doc === 'Delivery')).toBe(false)
  })

  it('the customs clerk is reminded of their rejected declarations', async () => {
    const id = await post('Declare', { ...declareBody(901), Name: 'Batik sarongs to Jakarta' }, customs)
    // Customs' answer is the gateway's business (tested with it); here only the state matters.
    await s.db
      .update(Declare)
      .set({ State: 'Rejected', ReceiptTime: Math.floor(Date.now() / 1000) })
      .where(eq(Declare.Id, id))
    expect((await reminders(customs)).find((r) => r.Doc === 'Declare' && r.Id === id)).toMatchObject({
      Type: 'rejected',
      Title: 'Batik sarongs to Jakarta',
    })
    expect((await reminders(sales)).some((r) => r.Doc === 'Declare')).toBe(false)
  })
})
