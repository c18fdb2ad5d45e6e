import { afterAll, beforeAll, expect, it } from 'vitest'
import fc from 'fast-check'
import { eq, inArray } from 'drizzle-orm'
import { Agent, Client, Department, OfferingOrder, Order, SalesOrder, Setting } from '../../src/server/db/schema/index.ts'
import { DATE_PRESETS, presetRange } from '../../src/kernel/shared/date-ranges.ts'
import { TIME_ZONE_KEY } from '../../src/kernel/shared/date-ranges.ts'
import { forgetSettings } from '../../src/kernel/server/services/settings.ts'
import { CO_AGENT_SHARE_KEY, type AchieveAnswer, type AchieveDocRow } from '../../src/shared/finance/achieve.ts'
import { Statement } from '../../src/kernel/server/db/statement.ts'
import { keptAchievements } from '../../src/server/finance/achieve.ts'
import { createTestServer, DEMO, describeDb, type TestServer } from '../helpers/server.ts'

type Kind = 'Order' | 'OfferingOrder' | 'SalesOrder'
interface Doc {
  kind: Kind
  state: string
  live: boolean
  agent: number
  shared: boolean
  amount: number
  at: number
}

const STATES: Record<Kind, string[]> = {
  Order: ['Unpaid', 'RetryShip', 'ConfirmReceive', 'Completed', 'Cancelled'],
  OfferingOrder: ['Unpaid', 'RetryShip', 'ConfirmReceive', 'Completed', 'Cancelled'],
  SalesOrder: ['Draft', 'Confirmed', 'Completed', 'Cancelled'],
}
const COUNTS: Record<Kind, string[]> = {
  Order: ['RetryShip', 'ConfirmReceive', 'Completed'],
  OfferingOrder: ['RetryShip', 'ConfirmReceive', 'Completed'],
  SalesOrder: ['Confirmed', 'Completed'],
}

describeDb('achievements', () => {
  let s: TestServer
  let admin: string
  let agents: { Id: number; DepartmentId: number }[]
  let clients: { plain: number; shared: number; coAgent: number }
  let warehouseId: number
  const share = 3000
  const zones = ['Asia/Shanghai', 'Asia/Bangkok', 'America/New_York']

  beforeAll(async () => {
    s = await createTestServer()
    admin = await s.login(DEMO.admin)
    agents = (await s.db.select({ Id: Agent.Id, DepartmentId: Agent.DepartmentId }).from(Agent).orderBy(Agent.Id).limit(4)).map((a) => ({
      Id: a.Id,
      DepartmentId: a.DepartmentId,
    }))
    const [co] = agents.slice(-1)
    const [plain] = await s.db.insert(Client).values({ ClientName: 'Achieve plain', AgentId: agents[0]!.Id }).returning({ Id: Client.Id })
    const [shared] = await s.db
      .insert(Client)
      .values({ ClientName: 'Achieve shared', AgentId: agents[0]!.Id, CoAgentId: co!.Id })
      .returning({ Id: Client.Id })
    clients = { plain: plain!.Id, shared: shared!.Id, coAgent: co!.Id }
    warehouseId = ((await s.call<{ Id: number }[]>('/Api/Warehouse/Select', { token: admin, query: { Size: 1 } })).body.Data ?? [])[0]!.Id
    await s.db.delete(Setting).where(eq(Setting.Name, CO_AGENT_SHARE_KEY))
    await s.db.insert(Setting).values({ Name: CO_AGENT_SHARE_KEY, Value: String(share), Attr: 'number' })
  })
  afterAll(() => s?.close())

  const setZone = async (tz: string) => {
    await s.db.delete(Setting).where(eq(Setting.Name, TIME_ZONE_KEY))
    await s.db.insert(Setting).values({ Name: TIME_ZONE_KEY, Value: tz, Attr: 'text' })
    forgetSettings() // written straight into the database, past the API
  }

  /** Writes the documents; answers a function removing them. */
  async function write(docs: Doc[]) {
    const ids: Record<Kind, number[]> = { Order: [], OfferingOrder: [], SalesOrder: [] }
    let n = 0
    for (const d of docs) {
      const agent = agents[d.agent]!
      const common = { AgentId: agent.Id, DepartmentId: agent.DepartmentId, State: d.state, Status: d.live ? 1 : -1 }
      if (d.kind === 'Order')
        ids.Order.push(
          (
            await s.db
              .insert(Order)
              .values({ ...common, OrderNo: `AO${n++}`, DealAmount: d.amount, PayTime: d.at })
              .returning({ Id: Order.Id })
          )[0]!.Id,
        )
      else if (d.kind === 'OfferingOrder')
        ids.OfferingOrder.push(
          (
            await s.db
              .insert(OfferingOrder)
              .values({ ...common, Module: 'service', OfferingId: 1, OrderNo: `AF${n++}`, DealAmount: d.amount, PayTime: d.at })
              .returning({ Id: OfferingOrder.Id })
          )[0]!.Id,
        )
      else
        ids.SalesOrder.push(
          (
            await s.db
              .insert(SalesOrder)
              .values({
                ...common,
                OrderNo: `AS${Date.now()}-${n++}-${Math.random()}`,
                ClientId: d.shared ? clients.shared : clients.plain,
                WarehouseId: warehouseId,
                Amount: d.amount,
                DealTime: d.at,
              })
              .returning({ Id: SalesOrder.Id })
          )[0]!.Id,
        )
    }
    return async () => {
      if (ids.Order.length) await s.db.delete(Order).where(inArray(Order.Id, ids.Order))
      if (ids.OfferingOrder.length) await s.db.delete(OfferingOrder).where(inArray(OfferingOrder.Id, ids.OfferingOrder))
      if (ids.SalesOrder.length) await s.db.delete(SalesOrder).where(inArray(SalesOrder.Id, ids.SalesOrder))
    }
  }

  /** The direct sum: each counted document in the range credits its agent, less a shared customer's cut to the cooperating agent. */
  function expected(docs: Doc[], b: number, e: number) {
    const by = new Map<number, number>()
    const add = (agent: number, v: number) => by.set(agent, (by.get(agent) ?? 0) + v)
    for (const d of docs) {
      if (!d.live || !COUNTS[d.kind].includes(d.state) || d.at < b || d.at > e) continue
      const owner = agents[d.agent]!.Id
      const sharedDeal = d.kind === 'SalesOrder' && d.shared && owner !== clients.coAgent
      const cut = sharedDeal ? Math.floor((d.amount * share) / 10000) : 0
      add(owner, d.amount - cut)
      if (sharedDeal) add(clients.coAgent, cut)
    }
    return by
  }

  // Far in the future, so the demo's documents never fall in: instants around the zone's month
  // and week edges, a second either side.
  const base = Math.floor(Date.UTC(2031, 0, 1) / 1000)
  const edgesFor = (tz: string) => {
    const out: number[] = []
    for (let k = 0; k < 5; k++) {
      const r = presetRange(k % 2 ? 'thisMonth' : 'thisWeek', new Date((base + k * 23 * 86400) * 1000), tz)
      out.push(r.BeginTime - 1, r.BeginTime, r.EndTime, r.EndTime + 1)
    }
    return out
  }

  it('over every preset, in the company’s time zone, equal the direct sum over the documents (random documents, month and week edges)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...zones),
        fc.constantFrom(...DATE_PRESETS),
        fc.integer({ min: 0, max: 120 * 86400 }),
        fc.array(
          fc.record({
            kind: fc.constantFrom<Kind>('Order', 'OfferingOrder', 'SalesOrder'),
            stateIndex: fc.nat(4),
            live: fc.integer({ min: 0, max: 4 }).map((n) => n > 0),
            agent: fc.nat(3),
            shared: fc.boolean(),
            amount: fc.integer({ min: 0, max: 5_000_000 }),
            edge: fc.nat(19),
            jitter: fc.integer({ min: -3 * 86400, max: 3 * 86400 }),
            onEdge: fc.boolean(),
          }),
          { minLength: 1, maxLength: 14 },
        ),
        async (tz, preset, offset, raw) => {
          await setZone(tz)
          const edges = edgesFor(tz)
          const docs: Doc[] = raw.map((r) => ({
            kind: r.kind,
            state: STATES[r.kind][r.stateIndex % STATES[r.kind].length]!,
            live: r.live,
            agent: r.agent,
            shared: r.shared,
            amount: r.amount,
            at: r.onEdge ? edges[r.edge]! : edges[r.edge]! + r.jitter,
          }))
          const remove = await write(docs)
          try {
            const range = presetRange(preset, new Date((base + offset) * 1000), tz)
            const res = await s.call<AchieveAnswer>('/Api/Achieve/Index', { token: admin, query: { ...range } })
            expect(res.status).toBe(200)
            const want = expected(docs, range.BeginTime, range.EndTime)
            const got = new Map(res.body.Data!.Rows.map((r) => [r.Id, r.Amount]))
            expect(got).toEqual(want)
            expect(res.body.Data!.Total).toBe([...want.values()].reduce((a, b) => a + b, 0))
            // By department: the same money, each credit in its agent's department.
            const byDept = await s.call<AchieveAnswer>('/Api/Achieve/Index', { token: admin, query: { ...range, By: 'department' } })
            expect(byDept.body.Data!.Rows.reduce((a, r) => a + r.Amount, 0)).toBe(res.body.Data!.Total)
          } finally {
            await remove()
          }
        },
      ),
      { numRuns: 25 },
    )
  })

  it('a preset is read in the company’s time zone, and the answer says which range it took', async () => {
    for (const tz of ['Asia/Bangkok', 'America/New_York']) {
      await setZone(tz)
      for (const preset of DATE_PRESETS) {
        const before = presetRange(preset, new Date(), tz)
        const res = await s.call<AchieveAnswer>('/Api/Achieve/Index', { token: admin, query: { Range: preset } })
        expect(res.status).toBe(200)
        expect(res.body.Data!.TimeZone).toBe(tz)
        expect([before, presetRange(preset, new Date(), tz)]).toContainEqual({
          BeginTime: res.body.Data!.BeginTime,
          EndTime: res.body.Data!.EndTime,
        })
      }
    }
    // A zone the runtime does not know falls back to the default.
    await setZone('Mars/Olympus')
    expect((await s.call<AchieveAnswer>('/Api/Achieve/Index', { token: admin, query: { Range: 'today' } })).body.Data!.TimeZone).toBe(
      'Asia/Shanghai',
    )
  })

  it('ranks those whose flag is on, drills down to the documents, and keeps to the caller’s scope', async () => {
    await setZone('Asia/Shanghai')
    const at = base + 40 * 86400
    const docs: Doc[] = [
      { kind: 'Order', state: 'Completed', live: true, agent: 0, shared: false, amount: 10_000, at },
      { kind: 'SalesOrder', state: 'Confirmed', live: true, agent: 1, shared: true, amount: 50_001, at: at + 60 },
      { kind: 'OfferingOrder', state: 'RetryShip', live: true, agent: 1, shared: false, amount: 7_000, at: at + 120 },
    ]
    const remove = await write(docs)
    try {
      await s.db
        .update(Agent)
        .set({ IsRank: 1 })
        .where(inArray(Agent.Id, [agents[0]!.Id, agents[1]!.Id]))
      const range = { BeginTime: at - 10, EndTime: at + 1000 }
      const res = await s.call<AchieveAnswer>('/Api/Achieve/Index', { token: admin, query: range })
      const rows = res.body.Data!.Rows
      const second = rows.find((r) => r.Id === agents[1]!.Id)!
      expect(second.Amount).toBe(50_001 - 15_000 + 7_000)
      expect(second.Rank).toBe(1)
      expect(rows.find((r) => r.Id === agents[0]!.Id)!.Rank).toBe(2)
      const co = rows.find((r) => r.Id === clients.coAgent)!
      expect(co).toMatchObject({ Amount: 15_000, Shared: 15_000 })
      const drill = await s.call<AchieveDocRow[]>('/Api/Achieve/Documents', { token: admin, query: { ...range, AgentId: agents[1]!.Id } })
      expect(drill.status).toBe(200)
      expect(drill.body.Data!.map((d) => [d.Doc, d.Amount, d.Total])).toEqual([
        ['OfferingOrder', 7_000, 7_000],
        ['SalesOrder', 35_001, 50_001],
      ])
      // The supervisor sees his branch only: the co-agent's share outside it is not his to see.
      const supervisor = await s.login(DEMO.supervisor)
      const mine = await s.call<AchieveAnswer>('/Api/Achieve/Index', { token: supervisor, query: range })
      expect(mine.status).toBe(200)
      const [me] = await s.db
        .select({ Path: Department.Path })
        .from(Department)
        .innerJoin(Agent, eq(Agent.DepartmentId, Department.Id))
        .where(eq(Agent.Mobile, DEMO.supervisor.mobile))
      const inBranch = new Set(
        (await s.db.select({ Id: Department.Id, Path: Department.Path }).from(Department))
          .filter((d) => d.Path.startsWith(me!.Path))
          .map((d) => d.Id),
      )
      const want = agents.filter((a) => inBranch.has(a.DepartmentId)).map((a) => a.Id)
      expect(mine.body.Data!.Rows.map((r) => r.Id)).toContain(agents[1]!.Id)
      expect(mine.body.Data!.Rows.map((r) => r.Id)).not.toContain(agents[0]!.Id)
      for (const row of mine.body.Data!.Rows) expect(want).toContain(row.Id)
      // A salesperson's role holds neither finance nor chart access.
      const sales = await s.login(DEMO.sales)
      expect((await s.call('/Api/Achieve/Index', { token: sales, query: range })).status).toBe(403)
      expect((await s.call('/Api/Achieve/Documents', { token: sales, query: { ...range, AgentId: agents[0]!.Id } })).status).toBe(403)
    } finally {
      await remove()
    }
  })

  it('asked again by the same session, the report renders its statement no more; its figures still follow the data', async () => {
    await setZone('Asia/Shanghai')
    const ask = async () =>
      (await s.call<AchieveAnswer>('/Api/Achieve/Index', { token: admin, query: { Range: 'last3Months', By: 'agent' } })).body.Data!
    const first = await ask()
    const rendered = Statement.rendered
    const computed = keptAchievements.computed
    const again = await ask()
    expect(Statement.rendered).toBe(rendered)
    // Nothing changed: the figures computed for the first ask answer the second.
    expect(keptAchievements.computed).toBe(computed)
    expect(again.Total).toBe(first.Total)
    // A paid order later, written past the app: the figures are computed again, by the same kept statement.
    await write([
      { kind: 'Order', state: 'Completed', live: true, agent: 0, shared: false, amount: 12_345, at: Math.floor(Date.now() / 1000) - 60 },
    ])
    const after = await ask()
    expect(Statement.rendered).toBe(rendered)
    expect(keptAchievements.computed).toBe(computed + 1)
    expect(after.Total).toBe(first.Total + 12_345)
  })

  it('kept figures follow every input they read, those no session cache hears of too: an agent’s and a department’s rank flag', async () => {
    await setZone('Asia/Shanghai')
    const ask = async (By: 'agent' | 'department') =>
      (await s.call<AchieveAnswer>('/Api/Achieve/Index', { token: admin, query: { Range: 'last3Months', By } })).body.Data!
    // The previous test's paid order: the top agent has figures.
    const top = (await ask('agent')).Rows[0]!
    expect(top.Amount).toBeGreaterThan(0)
    // Neither column is one the session cache hears of: the answer's version must.
    await s.db.update(Agent).set({ IsRank: 1 }).where(eq(Agent.Id, top.Id))
    expect((await ask('agent')).Rows.find((r) => r.Id === top.Id)!.Rank).toBe(1)
    await s.db.update(Agent).set({ IsRank: 0 }).where(eq(Agent.Id, top.Id))
    expect((await ask('agent')).Rows.find((r) => r.Id === top.Id)!.Rank).toBeNull()
    await s.db.update(Agent).set({ IsRank: 1 }).where(eq(Agent.Id, top.Id))
    expect((await ask('agent')).Rows.find((r) => r.Id === top.Id)!.Rank).toBe(1)
    const dept = (await ask('department')).Rows[0]!
    await s.db
      .update(Department)
      .set({ IsRank: dept.IsRank ? 0 : 1 })
      .where(eq(Department.Id, dept.Id))
    expect((await ask('department')).Rows.find((r) => r.Id === dept.Id)!.IsRank).toBe(dept.IsRank ? 0 : 1)
    await s.db.update(Department).set({ IsRank: dept.IsRank }).where(eq(Department.Id, dept.Id))
  })

  it('refuses a query without a range, an end before its start, or a drill-down naming both or neither', async () => {
    for (const query of [
      {},
      { BeginTime: 10, EndTime: 5 },
      { Range: 'someday' },
      { BeginTime: 0, EndTime: 4000 * 86400 },
      { Range: 'today', By: 'shop' },
    ]) {
      expect((await s.call('/Api/Achieve/Index', { token: admin, query })).status, JSON.stringify(query)).toBe(400)
    }
    for (const query of [{ Range: 'today' }, { Range: 'today', AgentId: 1, DepartmentId: 1 }, { Range: 'today', AgentId: 0 }]) {
      expect((await s.call('/Api/Achieve/Documents', { token: admin, query })).status, JSON.stringify(query)).toBe(400)
    }
    expect((await s.call('/Api/Achieve/Index', { query: { Range: 'today' } })).status).toBe(401)
  })
})
