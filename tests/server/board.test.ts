import { afterAll, beforeAll, expect, it } from 'vitest'
import { and, count, eq, ne, or } from 'drizzle-orm'
import { stateNames } from '../../machines/define.ts'
import { APP_MODULES, LIFECYCLE_BY_DOC, LIFECYCLE_SERVERS, RESOURCES } from '../../src/server/modules/index.ts'
import { slaKey } from '../../src/kernel/shared/lifecycle/queues.ts'

const slaOf = (name: string) => APP_MODULES.queues.find((q) => q.name === name)?.slaMinutes ?? 0
import { Client, Setting } from '../../src/server/db/schema/index.ts'
import { Delivery } from '../../src/modules/warehouse/server/schema.ts'
import type { BoardState, BoardSummary } from '../../src/kernel/shared/schemas/board.ts'
import { poolRules } from '../../src/server/lifecycle/client-fall.ts'
import { createTestServer, DB_KIND, DEMO, describeDb, type TestServer } from '../helpers/server.ts'
import { forgetSettings } from '../../src/kernel/server/services/settings.ts'

describeDb(`supervisor boards (${DB_KIND})`, () => {
  let s: TestServer
  let admin: string
  let sales: string
  let warehouse: string
  beforeAll(async () => {
    s = await createTestServer()
    admin = await s.login(DEMO.admin)
    sales = await s.login(DEMO.sales)
    warehouse = await s.login(DEMO.warehouse)
  })
  afterAll(() => s?.close())
  const as =
    (token: string) =>
    <T = unknown>(p: string, opts: Parameters<TestServer['call']>[1] = {}) =>
      s.call<T>(p, { token, lang: 'en-US', ...opts })
  const boardOf = async (token: string, Doc: string) => {
    const res = await as(token)<BoardState[]>('/Api/Board/Index', { query: { Doc } })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body.Data!
  }
  const newClient = async (token: string) =>
    (
      await as(token)<{ Id: number }>('/Api/Client/Post', {
        body: { ClientName: `Board customer ${Math.random().toString(36).slice(2, 7)}`, Type: 1 },
      })
    ).body.Data!.Id
  /** What the state's tile links to: the list filtered by that State, counted by the list itself. */
  const listCount = async (token: string, doc: string, State: string) => {
    const res = await as(token)<unknown[]>(`/Api/${doc}/Index`, { query: { State, Size: 1 } })
    expect(res.status).toBe(200)
    return res.body.Count ?? -1
  }

  it('every state of the machine in step order, zeros included; each count is what the filtered list counts, within the data scope', async () => {
    await newClient(sales)
    await newClient(admin)
    for (const doc of ['Client', 'Order']) {
      const l = LIFECYCLE_BY_DOC[doc]!
      const [all, own] = [await boardOf(admin, doc), await boardOf(sales, doc)]
      for (const b of [all, own]) {
        expect(b.map((r) => r.State).slice(0, l.steps.length)).toEqual([...l.steps])
        expect([...b.map((r) => r.State)].sort()).toEqual([...stateNames(l.machine)].sort())
      }
      for (const r of all) expect(r.Count, `${doc} ${r.State} (admin)`).toBe(await listCount(admin, doc, r.State))
      for (const r of own) expect(r.Count, `${doc} ${r.State} (sales)`).toBe(await listCount(sales, doc, r.State))
    }
    // Straight from the table: the administrator's scope is every customer that is not deleted (suppliers share the table, Kind 2).
    const direct = await s.db
      .select({ State: Client.State, n: count() })
      .from(Client)
      .where(and(ne(Client.Status, -1), eq(Client.Kind, 1)))
      .groupBy(Client.State)
    const clients = await boardOf(admin, 'Client')
    for (const r of clients) expect(r.Count).toBe(Number(direct.find((d) => d.State === r.State)?.n ?? 0))
    // The salesperson sees only their own customers: fewer private ones than the whole company holds.
    const privateOwn = (await boardOf(sales, 'Client')).find((r) => r.State === 'Private')!.Count
    const privateAll = clients.find((r) => r.State === 'Private')!.Count
    expect(privateOwn).toBeGreaterThan(0)
    expect(privateOwn).toBeLessThan(privateAll)
    // His own, and those he cooperates on.
    const [mine] = await s.db
      .select({ n: count() })
      .from(Client)
      .where(
        and(ne(Client.Status, -1), eq(Client.Kind, 1), eq(Client.State, 'Private'), or(eq(Client.AgentId, 3), eq(Client.CoAgentId, 3))),
      )
    expect(privateOwn).toBe(Number(mine!.n))
  })

  it('needs the document’s view permission, a known document and a session', async () => {
    expect((await as(sales)('/Api/Board/Index', { query: { Doc: 'Delivery' } })).status).toBe(403)
    expect((await as(warehouse)('/Api/Board/Index', { query: { Doc: 'Client' } })).status).toBe(403)
    expect((await as(warehouse)('/Api/Board/Index', { query: { Doc: 'Delivery' } })).status).toBe(200)
    expect((await as(admin)('/Api/Board/Index', { query: { Doc: 'Nope' } })).status).toBe(400)
    expect((await as(admin)('/Api/Board/Index')).status).toBe(400)
    expect((await s.call('/Api/Board/Index', { query: { Doc: 'Client' } })).status).toBe(401)
    expect((await s.call('/Api/Board/Summary')).status).toBe(401)
    // The hub lists only what the caller may view, in the order the app lists its modules.
    const hub = async (token: string) => (await as(token)<BoardSummary[]>('/Api/Board/Summary')).body.Data!.map((r) => r.Doc)
    expect(await hub(sales)).toEqual([
      'Client',
      'StationContract',
      'Opportunity',
      'Order',
      'PurchaseContract',
      'SalesOrder',
      'OfferingOrder',
      'Listing',
    ])
    expect(await hub(warehouse)).toEqual(['Entry', 'Delivery', 'Inventory', 'Ownership', 'StockTransfer'])
    // The administrator sees every lifecycle document, in the modules' order.
    expect(await hub(admin)).toEqual(RESOURCES.map((r) => r.def.name).filter((name) => name in LIFECYCLE_SERVERS))
    expect(await hub(admin)).toHaveLength(26)
  })

  it('late counts follow the queue’s service level from settings; states feeding no queue are never late', async () => {
    const t = Math.floor(Date.now() / 1000)
    // The board's late Private customers are the about-to-lose queue's late items: the queue holds only those near their fall.
    const late = async () => {
      const res = await as(admin)<{ Queue: string; Late: number }[]>('/Api/Queue/Summary', { query: { Queue: 'about-to-lose' } })
      return res.body.Data!.find((q) => q.Queue === 'about-to-lose')!.Late
    }
    const privateRow = async () => (await boardOf(admin, 'Client')).find((r) => r.State === 'Private')!
    const sla = slaOf('about-to-lose')
    // A fresh customer is not late; stood still past the service level but far from its fall, it is not either.
    const id = await newClient(sales)
    const before = await privateRow()
    expect(before).toMatchObject({ Queue: 'about-to-lose', SlaMinutes: sla, Late: await late() })
    await s.db
      .update(Client)
      .set({ StateTime: t - (sla + 1) * 60 })
      .where(eq(Client.Id, id))
    expect((await privateRow()).Late).toBe(before.Late)
    // Never followed up since it was taken on, it is about to fall: its warning began a minute past the
    // service level ago (the item waits from the fall less the lead days), so now it is late.
    const rules = await poolRules(s.db)
    const taken = t - (rules.days.NoFollowDays - rules.leadDays) * 86_400 - (sla + 1) * 60
    await s.db.update(Client).set({ CreateTime: taken, ClaimTime: taken }).where(eq(Client.Id, id))
    const after = await privateRow()
    expect(after.Late).toBe(before.Late + 1)
    expect(after.Late).toBe(await late())
    expect(after.Oldest).toBeGreaterThanOrEqual((sla + 1) * 60)
    // A longer service level from settings: it is on time again.
    await s.db.delete(Setting).where(eq(Setting.Name, slaKey('about-to-lose')))
    await s.db.insert(Setting).values({ Name: slaKey('about-to-lose'), Value: String(sla + 60) })
    forgetSettings() // written straight into the database, past the API
    const relaxed = await privateRow()
    expect(relaxed).toMatchObject({ SlaMinutes: sla + 60, Late: await late() })
    expect(relaxed.Late).toBeLessThan(after.Late)

    // A warehouse document long in a state without a queue (Draft) is not late; in Picking it is.
    const post = async (resource: string, body: Record<string, unknown>) => {
      const res = await as(admin)<{ Id: number }>(`/Api/${resource}/Post`, { body })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      return res.body.Data!.Id
    }
    const WarehouseId = await post('Warehouse', { Title: 'Board warehouse', Code: 'BW1' })
    const ProductId = await post('Product', { Name: 'Board soap', BarCode: '9559990001', Weight: 0.25 })
    const d = {
      Id: await post('Delivery', {
        Title: 'Board delivery',
        WarehouseId,
        Name: 'Nur Aisyah',
        Phone: '0123456789',
        ToCountry: 'MY',
        Address: 'Jalan Meru 8',
        Zip: '41050',
        Lines: [{ ProductId, ProductNum: 1 }],
      }),
    }
    const deliveryBefore = await boardOf(admin, 'Delivery')
    await s.db
      .update(Delivery)
      .set({ State: 'Draft', StateTime: t - 100 * 86400 })
      .where(eq(Delivery.Id, d.Id))
    const drafts = (await boardOf(admin, 'Delivery')).find((r) => r.State === 'Draft')!
    expect(drafts).toMatchObject({ Queue: '', SlaMinutes: 0, Late: 0 })
    expect(drafts.Oldest).toBeGreaterThanOrEqual(100 * 86400)
    await s.db.update(Delivery).set({ State: 'Picking' }).where(eq(Delivery.Id, d.Id))
    const picking = (await boardOf(admin, 'Delivery')).find((r) => r.State === 'Picking')!
    expect(picking).toMatchObject({ Queue: 'picking', SlaMinutes: slaOf('picking') })
    expect(picking.Late).toBeGreaterThanOrEqual(1)
    expect((await boardOf(admin, 'Delivery')).reduce((n, r) => n + r.Count, 0)).toBe(deliveryBefore.reduce((n, r) => n + r.Count, 0))

    // The hub's numbers are the board's: open states summed, late summed.
    const summary = (await as(admin)<BoardSummary[]>('/Api/Board/Summary')).body.Data!
    for (const doc of ['Client', 'Delivery']) {
      const b = await boardOf(admin, doc)
      const open = b.filter((r) => !r.Final)
      expect(summary.find((x) => x.Doc === doc)).toEqual({
        Doc: doc,
        Open: open.reduce((n, r) => n + r.Count, 0),
        Late: open.reduce((n, r) => n + r.Late, 0),
        Total: b.reduce((n, r) => n + r.Count, 0),
      })
    }
  })
})
