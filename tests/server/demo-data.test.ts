import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, asc, count, eq, gte, inArray, lt, ne } from 'drizzle-orm'
import { stateNames } from '../../machines/define.ts'
import { APP_MODULES, LIFECYCLES, LIFECYCLE_SERVERS, SERVER_MODULES } from '../../src/server/modules/index.ts'
import { ORDER_TIMER_DEFAULTS } from '../../src/shared/lifecycle/order-timers.ts'
import { Agent, ChatConversation, Client, Declare, DocEvent, Notice, Order } from '../../src/server/db/schema/index.ts'
import { Delivery, StockReservation } from '../../src/modules/warehouse/server/schema.ts'
import { UNREAD_DAYS } from '../../src/server/db/seed/demo-content.ts'
import { fallsBy, poolRules } from '../../src/server/lifecycle/client-fall.ts'
import { seedDemo } from '../../src/server/db/seed/demo.ts'
import type { DemoContext, ServerModule } from '../../src/kernel/server/module.ts'
import { pinnedValues } from '../../src/kernel/shared/resources/define.ts'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { rebuildDifferences } from '../../src/modules/warehouse/server/stock.ts'
import { createTestServer, DB_KIND, DEMO, describeDb, type TestServer } from '../helpers/server.ts'
import { DEFAULT_TIME_ZONE, presetRange } from '../../src/kernel/shared/date-ranges.ts'

const QUEUE_NAMES = APP_MODULES.queues.map((q) => q.name)

type Item = { Doc: string; Id: number; State: string; Age: number; SlaMinutes: number; WarehouseId: number; AgentId: number }

/** Who works each queue in the demo company (they may view and update its documents within their scope). */
const WORKERS: Record<string, keyof typeof DEMO> = {
  receiving: 'warehouse',
  putaway: 'warehouse',
  picking: 'warehouse',
  packing: 'warehouse',
  'to-ship': 'warehouse',
  'orders-to-ship': 'supervisor',
  'to-post': 'customs',
  'awaiting-result': 'customs',
  'about-to-lose': 'sales',
  'refunds-to-approve': 'customs',
  'refunds-to-pay': 'customs',
  'settlements-to-approve': 'customs',
  'settlements-outstanding': 'customs',
}

/** The demo database as it is on first start: documents in every state, queues with work in them. */
describeDb(`demo data (${DB_KIND})`, () => {
  let s: TestServer
  const tokens = new Map<string, string>()
  const token = async (who: keyof typeof DEMO) => {
    if (!tokens.has(who)) tokens.set(who, await s.login(DEMO[who]))
    return tokens.get(who)!
  }
  const queue = async (who: keyof typeof DEMO, Queue: string) => {
    const res = await s.call<Item[]>('/Api/Queue/Index', { token: await token(who), query: { Queue, Size: 200 } })
    expect(res.status, `${Queue} as ${who}: ${JSON.stringify(res.body)}`).toBe(200)
    return res.body.Data!
  }
  const agentId = async (who: keyof typeof DEMO) =>
    (await s.db.select({ Id: Agent.Id }).from(Agent).where(eq(Agent.Mobile, DEMO[who].mobile)))[0]!.Id

  beforeAll(async () => {
    s = await createTestServer()
  })
  afterAll(() => s?.close())

  /** A document's own rows of its table (customers, not the suppliers that share theirs). */
  const own = (doc: string) => {
    const table = LIFECYCLE_SERVERS[doc]!.table
    const pins = Object.entries(pinnedValues(LIFECYCLE_SERVERS[doc]?.def ?? {})).map(([f, v]) =>
      eq((table as unknown as Record<string, PgColumn>)[f]!, v),
    )
    return and(ne(table.Status, -1), ...pins)
  }

  it('the areas’ demo steps come from the module list, in its order, and add nothing to a demo already there', async () => {
    const ran: [string, DemoContext][] = []
    const watched = (m: ServerModule): ServerModule => ({
      ...m,
      demo: m.demo
        ? async (tx, demo) => {
            ran.push([m.name, demo])
            return m.demo!(tx, demo)
          }
        : undefined,
    })
    const [before] = await s.db.select({ n: count() }).from(ChatConversation)
    const crates: ServerModule = { name: 'crates', demo: async (tx, demo) => void ran.push(['crates', demo]) }
    const list = [...SERVER_MODULES.filter((m) => m.name !== 'exams').map(watched), crates]
    expect(await seedDemo(s.db, list)).toBeNull()
    expect(ran.map(([name]) => name)).toEqual(['system', 'finance', 'chat', 'transfer', 'crates'])
    expect(ran[0]![1].mobiles.admin).toBe(DEMO.admin.mobile)
    const [after] = await s.db.select({ n: count() }).from(ChatConversation)
    expect(after!.n).toBe(before!.n)
  })

  it('every state of every machine holds at least one demo document', async () => {
    const missing: string[] = []
    for (const l of LIFECYCLES) {
      const table = LIFECYCLE_SERVERS[l.doc]!.table
      const rows = (await s.db.select({ State: table.State }).from(table).where(own(l.doc))) as { State: string }[]
      const states = new Set(rows.map((r) => r.State))
      for (const state of stateNames(l.machine)) if (!states.has(state)) missing.push(`${l.doc} ${state}`)
    }
    expect(missing).toEqual([])
  })

  it('every queue has work for the demo user who works it, and all of it is visible to the administrator', async () => {
    expect(Object.keys(WORKERS).sort()).toEqual([...QUEUE_NAMES].sort())
    for (const [q, worker] of Object.entries(WORKERS)) {
      const all = await queue('admin', q)
      expect(all.length, q).toBeGreaterThan(0)
      const mine = await queue(worker, q)
      expect(mine.length, `${q} as ${worker}`).toBeGreaterThan(0)
      expect(all.map((i) => `${i.Doc}:${i.Id}`)).toEqual(expect.arrayContaining(mine.map((i) => `${i.Doc}:${i.Id}`)))
    }
  })

  it('the queues show a spread of ages: work within its service level everywhere, and past it in most queues', async () => {
    const late: string[] = []
    for (const q of QUEUE_NAMES) {
      if (q === 'about-to-lose') continue // its items wait from their warning's start and leave at the fall: all within the lead days
      const items = await queue('admin', q)
      expect(items.every((i) => i.SlaMinutes === APP_MODULES.queues.find((d) => d.name === q)?.slaMinutes)).toBe(true)
      expect(
        items.some((i) => i.Age < i.SlaMinutes * 60),
        `${q}: something within the service level`,
      ).toBe(true)
      if (items.some((i) => i.Age > i.SlaMinutes * 60)) late.push(q)
    }
    expect(late.length).toBeGreaterThanOrEqual(8)
  })

  it('the warehouse work is spread over both warehouses', async () => {
    for (const q of ['receiving', 'putaway', 'picking', 'packing', 'to-ship'] as const) {
      const warehouses = new Set((await queue('admin', q)).map((i) => i.WarehouseId))
      expect(warehouses.size, q).toBe(2)
    }
  })

  it('the stock cache equals a rebuild from the ledger, and only deliveries holding stock have reservations', async () => {
    expect(await rebuildDifferences(s.db)).toEqual([])
    const holding = ['Allocated', 'Picking', 'Picked', 'Packing', 'Packed']
    const reserved = new Set((await s.db.select({ Id: StockReservation.DeliveryId }).from(StockReservation)).map((r) => r.Id))
    const deliveries = await s.db.select({ Id: Delivery.Id, State: Delivery.State }).from(Delivery)
    for (const d of deliveries) expect(reserved.has(d.Id), `delivery ${d.Id} in ${d.State}`).toBe(holding.includes(d.State))
  })

  it('every demo document’s timeline starts with its creation, is in time order, and ends in the document’s state', async () => {
    const now = Math.floor(Date.now() / 1000)
    for (const l of LIFECYCLES) {
      const table = LIFECYCLE_SERVERS[l.doc]!.table
      const docs = (await s.db.select().from(table).where(own(l.doc))) as {
        Id: number
        State: string
        CreateTime: number
        UpdateTime: number
      }[]
      const rows = await s.db
        .select({ DocId: DocEvent.DocId, Event: DocEvent.Event, From: DocEvent.From, To: DocEvent.To, CreateTime: DocEvent.CreateTime })
        .from(DocEvent)
        .where(eq(DocEvent.Doc, l.doc))
        .orderBy(asc(DocEvent.Id))
      const byDoc = new Map<number, typeof rows>()
      for (const r of rows) byDoc.set(r.DocId, [...(byDoc.get(r.DocId) ?? []), r])
      for (const doc of docs) {
        const where = `${l.doc} ${doc.Id}`
        const timeline = byDoc.get(doc.Id) ?? []
        // The demo company's own accounts were made before staff had a lifecycle; everything else has its history.
        if (l.doc === 'Agent' && !timeline.length) continue
        expect(timeline[0], where).toMatchObject({ Event: 'create', From: '' })
        for (let i = 1; i < timeline.length; i++) {
          expect(timeline[i]!.From, `${where} row ${i}`).toBe(timeline[i - 1]!.To)
          expect(timeline[i]!.CreateTime, `${where} row ${i}`).toBeGreaterThanOrEqual(timeline[i - 1]!.CreateTime)
        }
        const last = timeline.at(-1)!
        expect(last.To, where).toBe(doc.State)
        expect(last.CreateTime, where).toBeLessThanOrEqual(now)
        expect(doc.CreateTime, where).toBe(timeline[0]!.CreateTime)
        expect(doc.UpdateTime, where).toBe(last.CreateTime)
      }
    }
  })

  it('no order is due for a timer yet: unpaid ones are younger than the pay time, shipped ones than the auto-confirm days', async () => {
    const now = Math.floor(Date.now() / 1000)
    const orders = await s.db.select({ State: Order.State, CreateTime: Order.CreateTime, ShipTime: Order.ShipTime }).from(Order)
    const unpaid = orders.filter((o) => o.State === 'Unpaid')
    const shipped = orders.filter((o) => o.State === 'ConfirmReceive')
    expect(unpaid.length).toBeGreaterThanOrEqual(3)
    expect(shipped.length).toBeGreaterThanOrEqual(3)
    for (const o of unpaid) expect(now - o.CreateTime).toBeLessThan(ORDER_TIMER_DEFAULTS['Order.PayMinutes'] * 60)
    for (const o of shipped) {
      expect(o.ShipTime).toBeGreaterThan(0)
      expect(now - o.ShipTime).toBeLessThan(ORDER_TIMER_DEFAULTS['Order.AutoConfirmDays'] * 86_400)
    }
  })

  describe('customers and the high seas', () => {
    it('no private customer is past its fall, so the first sweep moves nobody; the salesperson has some about to fall', async () => {
      const now = Math.floor(Date.now() / 1000)
      expect(
        await s.db
          .select({ Id: Client.Id })
          .from(Client)
          .where(fallsBy(await poolRules(s.db), now)),
      ).toEqual([])
      const sales = await agentId('sales')
      const soon = await queue('sales', 'about-to-lose')
      expect(soon.length).toBeGreaterThanOrEqual(3)
      expect(soon.every((i) => i.AgentId === sales)).toBe(true)
    })

    it('the salesperson has follow-ups due today', async () => {
      // The company's day (the demo's zone), as the reminders count it.
      const start = presetRange('today', new Date(), DEFAULT_TIME_ZONE).BeginTime
      const due = await s.db
        .select({ Id: Client.Id })
        .from(Client)
        .where(
          and(
            eq(Client.AgentId, await agentId('sales')),
            eq(Client.State, 'Private'),
            gte(Client.NextFollowTime, start),
            lt(Client.NextFollowTime, start + 86_400),
          ),
        )
      expect(due.length).toBeGreaterThanOrEqual(2)
    })

    it('customers changed hands on their timelines: lost by the sweep, released, claimed, assigned, transferred; and were followed up', async () => {
      const events = new Set(
        (await s.db.select({ Event: DocEvent.Event }).from(DocEvent).where(eq(DocEvent.Doc, 'Client'))).map((r) => r.Event),
      )
      expect([...events].sort()).toEqual(['assign', 'claim', 'create', 'follow', 'lose', 'release', 'transfer'])
      // A transfer names whose hands the customer left, and why.
      const [moved] = await s.db
        .select({ Data: DocEvent.Data })
        .from(DocEvent)
        .where(and(eq(DocEvent.Doc, 'Client'), eq(DocEvent.Event, 'transfer')))
      expect(moved!.Data).toMatchObject({ FromAgentName: expect.stringMatching(/\S/), Reason: expect.stringMatching(/\S/) })
    })
  })

  it('the newest notices wait unread for everyone; the older ones have been read', async () => {
    const cutoff = Math.floor(Date.now() / 1000) - UNREAD_DAYS * 86_400
    const notices = await s.db.select({ Id: Notice.Id, CreateTime: Notice.CreateTime }).from(Notice).where(eq(Notice.Status, 1))
    const fresh = notices.filter((n) => n.CreateTime >= cutoff).length
    expect(fresh).toBeGreaterThan(0)
    expect(fresh).toBeLessThan(notices.length)
    for (const who of ['admin', 'sales', 'warehouse'] as const) {
      const cards = await s.call<{ UnreadNotices: number }>('/Api/Home/Cards', { token: await token(who) })
      expect(cards.body.Data!.UnreadNotices, who).toBe(fresh)
    }
  })

  it('the customs officer has rejected declarations to amend', async () => {
    const customs = await agentId('customs')
    const rejected = await s.db
      .select({ Id: Declare.Id, PushMessage: Declare.PushMessage })
      .from(Declare)
      .where(and(eq(Declare.State, 'Rejected'), eq(Declare.AgentId, customs)))
    expect(rejected.length).toBeGreaterThanOrEqual(1)
    expect(rejected.every((d) => d.PushMessage !== '')).toBe(true)
    const mine = await queue('customs', 'to-post')
    expect(mine.filter((i) => i.State === 'Rejected').map((i) => i.Id)).toEqual(expect.arrayContaining(rejected.map((d) => d.Id)))
  })

  it('each warehouse document belongs to the staff of its warehouse', async () => {
    const deliveries = await s.db
      .select({ WarehouseId: Delivery.WarehouseId, AgentId: Delivery.AgentId, DepartmentId: Delivery.DepartmentId })
      .from(Delivery)
    const staff = await s.db
      .select({ Id: Agent.Id, DepartmentId: Agent.DepartmentId })
      .from(Agent)
      .where(inArray(Agent.Id, [...new Set(deliveries.map((d) => d.AgentId))]))
    expect(new Set(deliveries.map((d) => d.WarehouseId)).size).toBe(2)
    for (const d of deliveries) expect(staff.find((a) => a.Id === d.AgentId)?.DepartmentId, `delivery by ${d.AgentId}`).toBe(d.DepartmentId)
    // The Kuala Lumpur worker sees their warehouse's picking and none of Jakarta's.
    const picking = await queue('warehouse', 'picking')
    expect(new Set(picking.map((i) => i.WarehouseId)).size).toBe(1)
  })

  it('every scan station has a document of his warehouse waiting for the warehouse worker, one of them booked by head office', async () => {
    const worker = await token('warehouse')
    const me = await agentId('warehouse')
    const mine = async (doc: string, states: string[]) => {
      const res = await s.call<{ Id: number; State: string; AgentId: number }[]>(`/Api/${doc}/Index`, {
        token: worker,
        query: { Size: 200 },
      })
      expect(res.status).toBe(200)
      return res.body.Data!.filter((r) => states.includes(r.State))
    }
    const receiving = await mine('Entry', ['Expected', 'Receiving'])
    expect(receiving.length).toBeGreaterThan(0)
    expect((await mine('Entry', ['Received', 'PuttingAway'])).length).toBeGreaterThan(0)
    expect((await mine('Delivery', ['Allocated', 'Picking'])).length).toBeGreaterThan(0)
    // Enough allocated parcels of one warehouse for a batch-picking round.
    const allocated = (
      await s.call<{ WarehouseId: number; State: string }[]>('/Api/Delivery/Index', {
        token: worker,
        query: { State: 'Allocated', Size: 200 },
      })
    ).body.Data!
    const perWarehouse = new Map<number, number>()
    for (const d of allocated) perWarehouse.set(d.WarehouseId, (perWarehouse.get(d.WarehouseId) ?? 0) + 1)
    expect(Math.max(...perWarehouse.values())).toBeGreaterThanOrEqual(2)
    expect((await mine('Delivery', ['Picked', 'Packing'])).length).toBeGreaterThan(0)
    expect((await mine('Inventory', ['Draft', 'Counting'])).length).toBeGreaterThan(0)
    // Booked by someone else (head office), yet his to receive.
    expect(receiving.some((e) => e.AgentId !== me)).toBe(true)
    expect((await queue('warehouse', 'receiving')).some((i) => i.Doc === 'Entry' && i.AgentId !== me)).toBe(true)
  })
})
