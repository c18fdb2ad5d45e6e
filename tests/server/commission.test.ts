import { afterAll, beforeAll, expect, it } from 'vitest'
import fc from 'fast-check'
import { eq, inArray, sql } from 'drizzle-orm'
import {
  Agent,
  Client,
  CommissionCredit,
  CommissionLine,
  CommissionPeriod,
  Department,
  OfferingOrder,
  Order,
  Role,
  SalesOrder,
  Setting,
} from '../../src/server/db/schema/index.ts'
import { closePeriod, keptCommissions } from '../../src/server/finance/commission.ts'
import { CO_AGENT_SHARE_KEY } from '../../src/shared/finance/achieve.ts'
import { TIME_ZONE_KEY } from '../../src/kernel/shared/date-ranges.ts'
import { forgetSettings } from '../../src/kernel/server/services/settings.ts'
import {
  ASSIST_SHARE_KEY,
  monthRange,
  type CommissionAnswer,
  type CommissionDocRow,
  type CommissionRow,
} from '../../src/shared/finance/commission.ts'
import { createTestServer, DEMO, describeDb, type TestServer } from '../helpers/server.ts'

type Kind = 'Order' | 'OfferingOrder' | 'SalesOrder'
interface Doc {
  kind: Kind
  state: string
  agent: number
  shared: boolean
  amount: number
  at: number
}

const STATES: Record<Kind, string[]> = {
  Order: ['Unpaid', 'RetryShip', 'Completed', 'Cancelled'],
  OfferingOrder: ['Unpaid', 'ConfirmReceive', 'Completed', 'Cancelled'],
  SalesOrder: ['Draft', 'Confirmed', 'Completed', 'Cancelled'],
}
const COUNTS: Record<Kind, string[]> = {
  Order: ['RetryShip', 'ConfirmReceive', 'Completed'],
  OfferingOrder: ['RetryShip', 'ConfirmReceive', 'Completed'],
  SalesOrder: ['Confirmed', 'Completed'],
}
const TZ = 'Asia/Shanghai'

describeDb('commissions', () => {
  let s: TestServer
  let admin: string
  let adminId: number
  let agents: { Id: number; DepartmentId: number; RoleId: number }[]
  let clients: { plain: number; shared: number; coAgent: number }
  let warehouseId: number
  const coShare = 3000
  let n = 0

  beforeAll(async () => {
    s = await createTestServer()
    admin = await s.login(DEMO.admin)
    // The history here is the test's own: the demo's closed months are removed.
    await s.db.delete(CommissionLine)
    await s.db.delete(CommissionCredit)
    await s.db.delete(CommissionPeriod)
    agents = await s.db
      .select({ Id: Agent.Id, DepartmentId: Agent.DepartmentId, RoleId: Agent.RoleId })
      .from(Agent)
      .orderBy(Agent.Id)
      .limit(4)
    adminId = agents[0]!.Id
    const co = agents[3]!
    const [plain] = await s.db
      .insert(Client)
      .values({ ClientName: 'Commission plain', AgentId: agents[0]!.Id })
      .returning({ Id: Client.Id })
    const [shared] = await s.db
      .insert(Client)
      .values({ ClientName: 'Commission shared', AgentId: agents[0]!.Id, CoAgentId: co.Id })
      .returning({ Id: Client.Id })
    clients = { plain: plain!.Id, shared: shared!.Id, coAgent: co.Id }
    warehouseId = ((await s.call<{ Id: number }[]>('/Api/Warehouse/Select', { token: admin, query: { Size: 1 } })).body.Data ?? [])[0]!.Id
    await s.db.delete(Setting).where(inArray(Setting.Name, [CO_AGENT_SHARE_KEY, TIME_ZONE_KEY]))
    await s.db.insert(Setting).values([
      { Name: CO_AGENT_SHARE_KEY, Value: String(coShare), Attr: 'number' },
      { Name: TIME_ZONE_KEY, Value: TZ, Attr: 'text' },
    ])
    forgetSettings() // written straight into the database, past the API
  })
  afterAll(() => s?.close())

  const setAssistShare = async (v: number) => {
    await s.db.delete(Setting).where(eq(Setting.Name, ASSIST_SHARE_KEY))
    await s.db.insert(Setting).values({ Name: ASSIST_SHARE_KEY, Value: String(v), Attr: 'number' })
  }

  /** Writes the documents; answers their ids by kind and a function removing them. */
  async function write(docs: Doc[]) {
    const ids: Record<Kind, number[]> = { Order: [], OfferingOrder: [], SalesOrder: [] }
    for (const d of docs) {
      const agent = agents[d.agent]!
      const common = { AgentId: agent.Id, DepartmentId: agent.DepartmentId, State: d.state }
      if (d.kind === 'Order')
        ids.Order.push(
          (
            await s.db
              .insert(Order)
              .values({ ...common, OrderNo: `CO${n++}`, DealAmount: d.amount, PayTime: d.at })
              .returning({ Id: Order.Id })
          )[0]!.Id,
        )
      else if (d.kind === 'OfferingOrder')
        ids.OfferingOrder.push(
          (
            await s.db
              .insert(OfferingOrder)
              .values({ ...common, Module: 'service', OfferingId: 1, OrderNo: `CF${n++}`, DealAmount: d.amount, PayTime: d.at })
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
                OrderNo: `CS${Date.now()}-${n++}`,
                ClientId: d.shared ? clients.shared : clients.plain,
                WarehouseId: warehouseId,
                Amount: d.amount,
                DealTime: d.at,
              })
              .returning({ Id: SalesOrder.Id })
          )[0]!.Id,
        )
    }
    const remove = async () => {
      if (ids.Order.length) await s.db.delete(Order).where(inArray(Order.Id, ids.Order))
      if (ids.OfferingOrder.length) await s.db.delete(OfferingOrder).where(inArray(OfferingOrder.Id, ids.OfferingOrder))
      if (ids.SalesOrder.length) await s.db.delete(SalesOrder).where(inArray(SalesOrder.Id, ids.SalesOrder))
    }
    return { ids, remove }
  }

  /** The achievements straight from the documents (the achievements' rule), by agent index → amount and count. */
  function achieved(docs: Doc[], b: number, e: number) {
    const by = new Map<number, { amount: number; docs: number }>()
    const add = (agent: number, v: number) => {
      const x = by.get(agent) ?? { amount: 0, docs: 0 }
      by.set(agent, { amount: x.amount + v, docs: x.docs + 1 })
    }
    for (const d of docs) {
      if (!COUNTS[d.kind].includes(d.state) || d.at < b || d.at > e) continue
      const owner = agents[d.agent]!.Id
      const sharedDeal = d.kind === 'SalesOrder' && d.shared && owner !== clients.coAgent
      const cut = sharedDeal ? Math.floor((d.amount * coShare) / 10000) : 0
      add(owner, d.amount - cut)
      if (sharedDeal) add(clients.coAgent, cut)
    }
    return by
  }

  /** The rule, computed by hand: own, assisting and department parts, each rounded down to a cent. */
  function expectedFigures(
    ach: Map<number, { amount: number; docs: number }>,
    setup: { role: Map<number, number>; dept: Map<number, number>; assister: Map<number, number> },
    assistShare: number,
  ) {
    const part = (amount: number, pct: number) => Math.floor((amount * pct) / 10000)
    const assisted = new Map<number, number>()
    for (const a of agents) {
      const to = setup.assister.get(a.Id) ?? 0
      if (to && to !== a.Id) assisted.set(to, (assisted.get(to) ?? 0) + (ach.get(a.Id)?.amount ?? 0))
    }
    const out = new Map<number, Pick<CommissionRow, 'Achievement' | 'Own' | 'Assisting' | 'Department' | 'Total'>>()
    for (const a of agents) {
      const got = ach.get(a.Id) ?? { amount: 0, docs: 0 }
      const help = assisted.get(a.Id) ?? 0
      if (!got.docs && !help) continue
      const own = part(got.amount, setup.role.get(a.RoleId)!)
      const assisting = part(help, assistShare)
      const department = part(got.amount, setup.dept.get(a.DepartmentId)!)
      out.set(a.Id, {
        Achievement: got.amount,
        Own: own,
        Assisting: assisting,
        Department: department,
        Total: own + assisting + department,
      })
    }
    return out
  }
  const figuresOf = (rows: CommissionRow[]) =>
    new Map(
      rows.map((r) => [
        r.AgentId,
        { Achievement: r.Achievement, Own: r.Own, Assisting: r.Assisting, Department: r.Department, Total: r.Total },
      ]),
    )

  it('equal the rule applied to the achievements: role percentage, assisting share and department percentage (random documents, percentages and assisting links)', async () => {
    const months = ['2020-01', '2020-02']
    const ranges = months.map((m) => monthRange(m, TZ))
    const edges = ranges.flatMap((r) => [r.BeginTime - 1, r.BeginTime, r.EndTime, r.EndTime + 1, Math.floor((r.BeginTime + r.EndTime) / 2)])
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 3000 }), { minLength: 4, maxLength: 4 }),
        fc.array(fc.integer({ min: 0, max: 2000 }), { minLength: 4, maxLength: 4 }),
        fc.array(fc.integer({ min: -1, max: 3 }), { minLength: 4, maxLength: 4 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.array(
          fc.record({
            kind: fc.constantFrom<Kind>('Order', 'OfferingOrder', 'SalesOrder'),
            stateIndex: fc.nat(3),
            agent: fc.nat(3),
            shared: fc.boolean(),
            amount: fc.integer({ min: 0, max: 9_000_000 }),
            edge: fc.nat(edges.length - 1),
          }),
          { minLength: 1, maxLength: 12 },
        ),
        async (rolePcts, deptPcts, assisters, assistShare, raw) => {
          const setup = { role: new Map<number, number>(), dept: new Map<number, number>(), assister: new Map<number, number>() }
          for (const [i, a] of agents.entries()) {
            setup.role.set(a.RoleId, rolePcts[i]!)
            setup.dept.set(a.DepartmentId, deptPcts[i]!)
          }
          for (const [roleId, pct] of setup.role) await s.db.update(Role).set({ Percentage: pct }).where(eq(Role.Id, roleId))
          for (const [deptId, pct] of setup.dept) await s.db.update(Department).set({ Percentage: pct }).where(eq(Department.Id, deptId))
          for (const [i, a] of agents.entries()) {
            const to = assisters[i]! < 0 ? 0 : agents[assisters[i]!]!.Id
            setup.assister.set(a.Id, to)
            await s.db.update(Agent).set({ Assister: to }).where(eq(Agent.Id, a.Id))
          }
          await setAssistShare(assistShare)
          const docs: Doc[] = raw.map((r) => ({
            kind: r.kind,
            state: STATES[r.kind][r.stateIndex]!,
            agent: r.agent,
            shared: r.shared,
            amount: r.amount,
            at: edges[r.edge]!,
          }))
          const { remove } = await write(docs)
          try {
            for (const [i, month] of months.entries()) {
              const res = await s.call<CommissionAnswer>('/Api/Commission/Index', { token: admin, query: { Month: month } })
              expect(res.status).toBe(200)
              const want = expectedFigures(achieved(docs, ranges[i]!.BeginTime, ranges[i]!.EndTime), setup, assistShare)
              expect(figuresOf(res.body.Data!.Rows)).toEqual(want)
              expect(res.body.Data!.Totals.Total).toBe([...want.values()].reduce((a, r) => a + r.Total, 0))
              expect(res.body.Data!.Closed).toBeNull()
              // Asked again unchanged, the answer is the one computed (every input above changed since the last ask).
              const computed = keptCommissions.computed
              const again = await s.call<CommissionAnswer>('/Api/Commission/Index', { token: admin, query: { Month: month } })
              expect([keptCommissions.computed, again.body.Data!.Totals]).toEqual([computed, res.body.Data!.Totals])
              // The rule's inputs travel with each figure.
              for (const r of res.body.Data!.Rows) {
                const a = agents.find((x) => x.Id === r.AgentId)!
                expect([r.RolePercentage, r.DepartmentPercentage, r.AssistShare]).toEqual([
                  setup.role.get(a.RoleId),
                  setup.dept.get(a.DepartmentId),
                  assistShare,
                ])
              }
            }
          } finally {
            await remove()
          }
        },
      ),
      { numRuns: 8 },
    )
  })

  it('a closed period keeps its figures when a late document arrives; the late document counts in the first open period, and is frozen with it', async () => {
    const [A, B, C] = ['2020-05', '2020-06', '2020-07'] as const
    const rA = monthRange(A, TZ)
    const rB = monthRange(B, TZ)
    await setAssistShare(1000)
    await s.db
      .update(Role)
      .set({ Percentage: 500 })
      .where(
        inArray(
          Role.Id,
          agents.map((a) => a.RoleId),
        ),
      )
    await s.db
      .update(Department)
      .set({ Percentage: 100 })
      .where(
        inArray(
          Department.Id,
          agents.map((a) => a.DepartmentId),
        ),
      )
    await s.db
      .update(Agent)
      .set({ Assister: 0 })
      .where(
        inArray(
          Agent.Id,
          agents.map((a) => a.Id),
        ),
      )
    await s.db.update(Agent).set({ Assister: agents[1]!.Id }).where(eq(Agent.Id, agents[2]!.Id))
    const first = await write([
      { kind: 'Order', state: 'Completed', agent: 2, shared: false, amount: 1_200_000, at: rA.BeginTime + 3600 },
      { kind: 'SalesOrder', state: 'Confirmed', agent: 1, shared: true, amount: 500_001, at: rA.EndTime },
      { kind: 'OfferingOrder', state: 'RetryShip', agent: 2, shared: false, amount: 70_000, at: rB.BeginTime },
    ])
    const before = (await s.call<CommissionAnswer>('/Api/Commission/Index', { token: admin, query: { Month: A } })).body.Data!
    expect(before.Closable).toBe(true)
    const sales = before.Rows.find((r) => r.AgentId === agents[2]!.Id)!
    expect(sales).toMatchObject({ Achievement: 1_200_000, Own: 60_000, Department: 12_000, Total: 72_000 })
    const supervisor = before.Rows.find((r) => r.AgentId === agents[1]!.Id)!
    expect(supervisor).toMatchObject({ Assisted: 1_200_000, Assisting: 120_000 })

    const closed = await s.call<CommissionAnswer>('/Api/Commission/Close', { token: admin, body: { Month: A } })
    expect(closed.status).toBe(200)
    expect(closed.body.Data!.Closed).toMatchObject({ Time: expect.any(Number) })
    expect(closed.body.Data!.Rows).toEqual(before.Rows)
    expect(closed.body.Data!.FirstOpen).toBe(B)

    // Closing again, out of order, before the history or before the month ends: 409, nothing changes.
    expect((await s.call('/Api/Commission/Close', { token: admin, body: { Month: A } })).status).toBe(409)
    expect((await s.call('/Api/Commission/Close', { token: admin, body: { Month: C } })).status).toBe(409)
    expect((await s.call('/Api/Commission/Close', { token: admin, body: { Month: '2020-04' } })).status).toBe(409)
    await expect(closePeriod(s.db, adminId, B, new Date((rB.EndTime - 60) * 1000))).rejects.toMatchObject({ status: 409 })
    expect((await s.db.select({ n: sql<number>`count(*)::int` }).from(CommissionPeriod))[0]!.n).toBe(1)

    // A late document: paid in A after A closed; and a frozen document changed afterwards.
    const late = await write([{ kind: 'Order', state: 'Completed', agent: 2, shared: false, amount: 300_000, at: rA.BeginTime + 7200 }])
    await s.db.update(Order).set({ DealAmount: 1 }).where(eq(Order.Id, first.ids.Order[0]!))
    const after = (await s.call<CommissionAnswer>('/Api/Commission/Index', { token: admin, query: { Month: A } })).body.Data!
    expect(after.Rows).toEqual(before.Rows)
    expect(after.Totals).toEqual(before.Totals)
    const open = (await s.call<CommissionAnswer>('/Api/Commission/Index', { token: admin, query: { Month: B } })).body.Data!
    const salesB = open.Rows.find((r) => r.AgentId === agents[2]!.Id)!
    expect(salesB).toMatchObject({ Achievement: 370_000, Documents: 2, Late: 1, Own: 18_500 })
    expect(open.Rows.find((r) => r.AgentId === agents[1]!.Id)).toMatchObject({ Assisted: 370_000, Assisting: 37_000 })
    const drill = await s.call<CommissionDocRow[]>('/Api/Commission/Documents', {
      token: admin,
      query: { Month: B, AgentId: agents[2]!.Id },
    })
    expect(drill.status).toBe(200)
    expect(drill.body.Data!.map((d) => [d.Doc, d.Amount, d.Late, d.Part])).toEqual([
      ['OfferingOrder', 70_000, 0, 'own'],
      ['Order', 300_000, 1, 'own'],
    ])
    // The assisting supervisor's drill-down shows the assisted agent's credits.
    const help = await s.call<CommissionDocRow[]>('/Api/Commission/Documents', {
      token: admin,
      query: { Month: A, AgentId: agents[1]!.Id },
    })
    expect(help.body.Data!.map((d) => [d.Doc, d.Part]).sort()).toEqual([
      ['Order', 'assisting'],
      ['SalesOrder', 'own'],
    ])

    // B closes with its late document; a second late one in A now lands in C.
    expect((await s.call('/Api/Commission/Close', { token: admin, body: { Month: B } })).status).toBe(200)
    const frozenB = (await s.call<CommissionAnswer>('/Api/Commission/Index', { token: admin, query: { Month: B } })).body.Data!
    expect(frozenB.Rows.find((r) => r.AgentId === agents[2]!.Id)).toMatchObject({ Achievement: 370_000, Late: 1 })
    const later = await write([{ kind: 'Order', state: 'Completed', agent: 2, shared: false, amount: 10_000, at: rA.EndTime - 5 }])
    expect((await s.call<CommissionAnswer>('/Api/Commission/Index', { token: admin, query: { Month: B } })).body.Data!.Rows).toEqual(
      frozenB.Rows,
    )
    const c = (await s.call<CommissionAnswer>('/Api/Commission/Index', { token: admin, query: { Month: C } })).body.Data!
    expect(c.Rows.find((r) => r.AgentId === agents[2]!.Id)).toMatchObject({ Achievement: 10_000, Late: 1 })
    await Promise.all([first.remove(), late.remove(), later.remove()])
  })

  it('refuses a bad month, a drill-down without an agent and a close without a month', async () => {
    for (const Month of ['abc', '2026-13', '2026-1', '1999-12', '2026-00']) {
      expect((await s.call('/Api/Commission/Index', { token: admin, query: { Month } })).status, Month).toBe(400)
    }
    const res = await s.call<CommissionAnswer>('/Api/Commission/Index', { token: admin, query: { Month: 'x' }, lang: 'zh-CN' })
    expect(res.body.Result).toBe(false)
    for (const query of [{ Month: '2020-05' }, { Month: '2020-05', AgentId: 0 }, { Month: '2020-05', AgentId: 'x' }, { AgentId: 1 }]) {
      expect((await s.call('/Api/Commission/Documents', { token: admin, query })).status, JSON.stringify(query)).toBe(400)
    }
    for (const body of [{}, { Month: '2020-5' }, { Month: 202005 }]) {
      expect((await s.call('/Api/Commission/Close', { token: admin, body })).status, JSON.stringify(body)).toBe(400)
    }
    // Without a month: last month in the company's time zone.
    const def = await s.call<CommissionAnswer>('/Api/Commission/Index', { token: admin })
    expect(def.status).toBe(200)
    expect(def.body.Data!.Month).toMatch(/^\d{4}-\d{2}$/)
    expect((await s.call('/Api/Commission/Index', { query: { Month: '2020-05' } })).status).toBe(401)
  })

  it('needs finance:view to see and finance:update to close, and keeps to the caller’s data scope', async () => {
    const D = '2020-09'
    const rD = monthRange(D, TZ)
    const docs = await write([
      { kind: 'Order', state: 'Completed', agent: 0, shared: false, amount: 40_000, at: rD.BeginTime + 100 },
      { kind: 'Order', state: 'Completed', agent: 2, shared: false, amount: 50_000, at: rD.BeginTime + 200 },
    ])
    try {
      const sales = await s.login(DEMO.sales)
      expect((await s.call('/Api/Commission/Index', { token: sales, query: { Month: D } })).status).toBe(403)
      expect((await s.call('/Api/Commission/Documents', { token: sales, query: { Month: D, AgentId: agents[2]!.Id } })).status).toBe(403)
      const supervisor = await s.login(DEMO.supervisor)
      expect((await s.call('/Api/Commission/Close', { token: supervisor, body: { Month: D } })).status).toBe(403)
      // The supervisor sees his branch: the salesperson, not the administrator at head office.
      const mine = (await s.call<CommissionAnswer>('/Api/Commission/Index', { token: supervisor, query: { Month: D } })).body.Data!
      const ids = mine.Rows.map((r) => r.AgentId)
      expect(ids).toContain(agents[2]!.Id)
      expect(ids).not.toContain(agents[0]!.Id)
      expect(mine.Totals.Achievement).toBe(mine.Rows.reduce((a, r) => a + r.Achievement, 0))
      expect((await s.call('/Api/Commission/Documents', { token: supervisor, query: { Month: D, AgentId: agents[0]!.Id } })).status).toBe(
        404,
      )
      expect((await s.call('/Api/Commission/Documents', { token: supervisor, query: { Month: D, AgentId: agents[2]!.Id } })).status).toBe(
        200,
      )
      // A role with finance:view and the own scope: only its holder's commission.
      const [role] = await s.db.select({ Id: Role.Id, Permission: Role.Permission }).from(Role).where(eq(Role.Id, agents[2]!.RoleId))
      await s.db
        .update(Role)
        .set({ Permission: [...role!.Permission, 'finance:view'] })
        .where(eq(Role.Id, role!.Id))
      const own = await s.login(DEMO.sales)
      const ownRows = (await s.call<CommissionAnswer>('/Api/Commission/Index', { token: own, query: { Month: D } })).body.Data!.Rows
      expect(ownRows.map((r) => r.AgentId)).toEqual([agents[2]!.Id])
      await s.db.update(Role).set({ Permission: role!.Permission }).where(eq(Role.Id, role!.Id))
    } finally {
      await docs.remove()
    }
  })
})
