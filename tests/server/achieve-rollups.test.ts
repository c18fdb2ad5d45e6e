import { afterAll, beforeAll, expect, it } from 'vitest'
import fc from 'fast-check'
import { eq, sql } from 'drizzle-orm'
import {
  AchieveCredit,
  AchieveDay,
  AchieveMonth,
  Agent,
  Client,
  CommissionCredit,
  Department,
  OfferingOrder,
  Order,
  SalesOrder,
  Setting,
} from '../../src/server/db/schema/index.ts'
import { TIME_ZONE_KEY, dayOf, dayRange } from '../../src/kernel/shared/date-ranges.ts'
import { forgetSettings } from '../../src/kernel/server/services/settings.ts'
import { heardAll } from '../../src/kernel/server/db/changes.ts'
import { resolveSession } from '../../src/kernel/server/services/sessions.ts'
import { CO_AGENT_SHARE_KEY, type AchieveAnswer } from '../../src/shared/finance/achieve.ts'
import { credits, rowsOf, scopeOf, daysWithin, monthsWithin } from '../../src/server/finance/achieve.ts'
import type { AuthContext } from '../../src/kernel/server/env.ts'
import { createTestServer, DEMO, describeDb, type TestServer } from '../helpers/server.ts'

type Kind = 'Order' | 'OfferingOrder' | 'SalesOrder'
const KINDS: Kind[] = ['Order', 'OfferingOrder', 'SalesOrder']
const STATES: Record<Kind, string[]> = {
  Order: ['Unpaid', 'RetryShip', 'ConfirmReceive', 'Completed', 'Cancelled'],
  OfferingOrder: ['Unpaid', 'RetryShip', 'ConfirmReceive', 'Completed', 'Cancelled'],
  SalesOrder: ['Draft', 'Confirmed', 'Completed', 'Cancelled'],
}
/** The commission period the sequences' frozen credits name (none of the demo's). */
const FROZEN_PERIOD = 987_654
/** Far from the demo's documents: a window of 75 days from here (April and May 2032 whole). */
const BASE = Math.floor(Date.UTC(2032, 2, 20) / 1000)

/** One write of a random sequence: every way a credit can change. */
type Op =
  | { op: 'add'; kind: Kind; state: number; agent: number; client: number; amount: number; at: number }
  | { op: 'state'; pick: number; state: number }
  | { op: 'amount'; pick: number; amount: number; at: number }
  | { op: 'status'; pick: number; live: boolean }
  | { op: 'delete'; pick: number }
  | { op: 'coAgent'; client: number; agent: number }
  | { op: 'department'; agent: number; department: number }
  | { op: 'share'; share: number }
  | { op: 'zone'; zone: number }
  | { op: 'freeze'; pick: number; agent: number }
  | { op: 'thaw'; pick: number }

const ZONES = ['Asia/Shanghai', 'Asia/Kolkata', 'America/New_York']
const WINDOW = 75 * 86400
const moment = fc.integer({ min: 0, max: WINDOW }).map((s) => BASE + s)
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      op: fc.constant('add' as const),
      kind: fc.constantFrom(...KINDS),
      state: fc.nat(4),
      agent: fc.nat(3),
      client: fc.nat(2),
      amount: fc.integer({ min: 0, max: 9_000_000 }),
      at: moment,
    }),
  },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('state' as const), pick: fc.nat(), state: fc.nat(4) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('amount' as const),
      pick: fc.nat(),
      amount: fc.integer({ min: 0, max: 9_000_000 }),
      at: moment,
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('status' as const), pick: fc.nat(), live: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('delete' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('coAgent' as const), client: fc.nat(2), agent: fc.nat(4) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('department' as const), agent: fc.nat(3), department: fc.nat(2) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('share' as const), share: fc.integer({ min: 0, max: 10000 }) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('zone' as const), zone: fc.nat(ZONES.length - 1) }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('freeze' as const), pick: fc.nat(), agent: fc.nat(3) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('thaw' as const), pick: fc.nat() }) },
)

/**
 * The achievement rollups (schema/achieve.ts) are kept by the database in the transaction of every
 * write that feeds them. Random sequences of such writes, on both databases: after each, the credits
 * equal the rules applied to the documents (`credits`), the day and month sums equal the credits, and the
 * report equals the sum over the documents for ranges cut inside days, for the administrator and a
 * supervisor of one branch. Each credit is frozen exactly while a closed commission period's credit
 * names its deal and agent. Rebuilding from scratch changes nothing.
 */
describeDb('achievement rollups', () => {
  let s: TestServer
  let admin: string
  let supervisor: string
  let agents: { Id: number; DepartmentId: number }[]
  let departments: number[]
  let clients: number[]
  let warehouseId: number
  let n = 0

  beforeAll(async () => {
    s = await createTestServer()
    admin = await s.login(DEMO.admin)
    supervisor = await s.login(DEMO.supervisor)
    agents = await s.db.select({ Id: Agent.Id, DepartmentId: Agent.DepartmentId }).from(Agent).orderBy(Agent.Id).limit(4)
    departments = (await s.db.select({ Id: Department.Id }).from(Department).orderBy(Department.Id).limit(3)).map((d) => d.Id)
    clients = []
    for (let i = 0; i < 3; i++)
      clients.push(
        (
          await s.db
            .insert(Client)
            .values({ ClientName: `Rollup client ${i}`, AgentId: agents[i]!.Id })
            .returning({ Id: Client.Id })
        )[0]!.Id,
      )
    warehouseId = ((await s.call<{ Id: number }[]>('/Api/Warehouse/Select', { token: admin, query: { Size: 1 } })).body.Data ?? [])[0]!.Id
  })
  afterAll(() => s?.close())

  const tableOf = (kind: Kind) => (kind === 'Order' ? Order : kind === 'OfferingOrder' ? OfferingOrder : SalesOrder)
  const docs: { kind: Kind; id: number }[] = []

  async function apply(o: Op) {
    const picked = 'pick' in o && docs.length ? docs[o.pick % docs.length]! : undefined
    switch (o.op) {
      case 'add': {
        const a = agents[o.agent]!
        const state = STATES[o.kind][o.state % STATES[o.kind].length]!
        const common = { AgentId: a.Id, DepartmentId: a.DepartmentId, State: state }
        const id =
          o.kind === 'Order'
            ? (
                await s.db
                  .insert(Order)
                  .values({ ...common, OrderNo: `RO${n++}`, DealAmount: o.amount, PayTime: o.at })
                  .returning({ Id: Order.Id })
              )[0]!.Id
            : o.kind === 'OfferingOrder'
              ? (
                  await s.db
                    .insert(OfferingOrder)
                    .values({ ...common, Module: 'service', OfferingId: 1, OrderNo: `RF${n++}`, DealAmount: o.amount, PayTime: o.at })
                    .returning({ Id: OfferingOrder.Id })
                )[0]!.Id
              : (
                  await s.db
                    .insert(SalesOrder)
                    .values({
                      ...common,
                      OrderNo: `RS${process.pid}-${n++}`,
                      ClientId: clients[o.client]!,
                      WarehouseId: warehouseId,
                      Amount: o.amount,
                      DealTime: o.at,
                    })
                    .returning({ Id: SalesOrder.Id })
                )[0]!.Id
        docs.push({ kind: o.kind, id })
        return
      }
      case 'state':
        if (picked) {
          const t = tableOf(picked.kind)
          await s.db
            .update(t)
            .set({ State: STATES[picked.kind][o.state % STATES[picked.kind].length]! })
            .where(eq(t.Id, picked.id))
        }
        return
      case 'amount':
        if (picked?.kind === 'SalesOrder')
          await s.db.update(SalesOrder).set({ Amount: o.amount, DealTime: o.at }).where(eq(SalesOrder.Id, picked.id))
        else if (picked?.kind === 'Order')
          await s.db.update(Order).set({ DealAmount: o.amount, PayTime: o.at }).where(eq(Order.Id, picked.id))
        else if (picked)
          await s.db.update(OfferingOrder).set({ DealAmount: o.amount, PayTime: o.at }).where(eq(OfferingOrder.Id, picked.id))
        return
      case 'status':
        if (picked) {
          const t = tableOf(picked.kind)
          await s.db
            .update(t)
            .set({ Status: o.live ? 1 : -1 })
            .where(eq(t.Id, picked.id))
        }
        return
      case 'delete':
        if (picked) {
          const t = tableOf(picked.kind)
          await s.db.delete(t).where(eq(t.Id, picked.id))
          docs.splice(docs.indexOf(picked), 1)
        }
        return
      case 'coAgent':
        // 4 is "none"; an agent may also be the owner (then nothing is shared).
        await s.db
          .update(Client)
          .set({ CoAgentId: o.agent < agents.length ? agents[o.agent]!.Id : 0 })
          .where(eq(Client.Id, clients[o.client]!))
        return
      case 'department': {
        const a = agents[o.agent]!
        a.DepartmentId = departments[o.department]!
        await s.db.update(Agent).set({ DepartmentId: a.DepartmentId }).where(eq(Agent.Id, a.Id))
        return
      }
      case 'share':
        await s.db.delete(Setting).where(eq(Setting.Name, CO_AGENT_SHARE_KEY))
        await s.db.insert(Setting).values({ Name: CO_AGENT_SHARE_KEY, Value: String(o.share), Attr: 'number' })
        forgetSettings()
        return
      case 'zone':
        await s.db.delete(Setting).where(eq(Setting.Name, TIME_ZONE_KEY))
        await s.db.insert(Setting).values({ Name: TIME_ZONE_KEY, Value: ZONES[o.zone]!, Attr: 'text' })
        forgetSettings()
        return
      case 'freeze':
        // A closed period counting a deal for an agent (its owner, or not: a credit since moved).
        if (picked)
          await s.db
            .insert(CommissionCredit)
            .values({ PeriodId: FROZEN_PERIOD, Doc: picked.kind, DocId: picked.id, AgentId: agents[o.agent]!.Id, Time: BASE })
            .onConflictDoNothing()
        return
      case 'thaw': {
        const frozen = await s.db
          .select({ Id: CommissionCredit.Id })
          .from(CommissionCredit)
          .where(eq(CommissionCredit.PeriodId, FROZEN_PERIOD))
        const one = frozen[o.pick % Math.max(frozen.length, 1)]
        if (one) await s.db.delete(CommissionCredit).where(eq(CommissionCredit.Id, one.Id))
        return
      }
    }
  }

  const zone = async () =>
    (await s.db.select({ Value: Setting.Value }).from(Setting).where(eq(Setting.Name, TIME_ZONE_KEY)))[0]?.Value ?? 'Asia/Shanghai'
  const share = async () =>
    Number((await s.db.select({ Value: Setting.Value }).from(Setting).where(eq(Setting.Name, CO_AGENT_SHARE_KEY)))[0]?.Value ?? 5000)
  const key = (r: Record<string, unknown>, cols: string[]) => cols.map((c) => String(r[c])).join('|')
  const sorted = (rows: Record<string, unknown>[], cols: string[]) => rows.map((r) => key(r, cols)).sort()

  /** The credits as the rules read the documents now, against the credits table. */
  async function checkCredits() {
    const all = { BeginTime: 0, EndTime: 2 ** 40 }
    // Frozen: a closed period's credit names the same deal and agent.
    const want = await rowsOf(
      s.db,
      sql`select doc, id, shared, agent, dept, amount, total, t,
        (exists (select 1 from ${CommissionCredit} f where f.doc = c.doc and f.doc_id = c.id and f.agent_id = c.agent))::int as frozen
      from (${credits(all, await share())}) c`,
    )
    const got = await rowsOf(
      s.db,
      sql`select ${AchieveCredit.Doc} as doc, ${AchieveCredit.DocId} as id, ${AchieveCredit.Shared} as shared, ${AchieveCredit.AgentId} as agent,
        ${AchieveCredit.DepartmentId} as dept, ${AchieveCredit.Amount} as amount, ${AchieveCredit.Total} as total, ${AchieveCredit.T} as t,
        ${AchieveCredit.Frozen} as frozen from ${AchieveCredit}`,
    )
    const cols = ['doc', 'id', 'shared', 'agent', 'dept', 'amount', 'total', 't', 'frozen']
    expect(sorted(got, cols)).toEqual(sorted(want, cols))
    // Each credit's day is its moment's in the company's time zone; the day sums are the credits'.
    const tz = await zone()
    const days = await s.db.select({ T: AchieveCredit.T, Day: AchieveCredit.Day }).from(AchieveCredit)
    for (const d of days) expect(d.Day).toBe(dayOf(d.T, tz))
    const fromCredits = await rowsOf(
      s.db,
      sql`select day::text as day, agent_id as agent, department_id as dept, owner_id as owner, owner_department_id as odept, shared, sum(amount)::bigint as amount, count(*)::int as docs
        from ${AchieveCredit} group by 1, 2, 3, 4, 5, 6`,
    )
    const sums = await rowsOf(
      s.db,
      sql`select day::text as day, agent_id as agent, department_id as dept, owner_id as owner, owner_department_id as odept, shared, amount, docs from ${AchieveDay}`,
    )
    const dayCols = ['day', 'agent', 'dept', 'owner', 'odept', 'shared', 'amount', 'docs']
    expect(sorted(sums, dayCols)).toEqual(sorted(fromCredits, dayCols))
    // The month sums are the credits' per company month, frozen apart.
    const byMonth = await rowsOf(
      s.db,
      sql`select date_trunc('month', day)::date::text as month, agent_id as agent, department_id as dept, owner_id as owner, owner_department_id as odept, shared, frozen,
          sum(amount)::bigint as amount, count(*)::int as docs
        from ${AchieveCredit} group by 1, 2, 3, 4, 5, 6, 7`,
    )
    const months = await rowsOf(
      s.db,
      sql`select month::text as month, agent_id as agent, department_id as dept, owner_id as owner, owner_department_id as odept, shared, frozen, amount, docs from ${AchieveMonth}`,
    )
    const monthCols = ['month', 'agent', 'dept', 'owner', 'odept', 'shared', 'frozen', 'amount', 'docs']
    expect(sorted(months, monthCols)).toEqual(sorted(byMonth, monthCols))
  }

  /** The report over the documents themselves (the rule before the rollups): the figure the rollups must give. */
  async function direct(auth: AuthContext, range: { BeginTime: number; EndTime: number }, by: 'agent' | 'department') {
    const group = by === 'agent' ? sql`c.agent` : sql`c.dept`
    const rows = await rowsOf(
      s.db,
      sql`with c as (${credits(range, await share())})
        select ${group} as id, sum(c.amount)::bigint as amount, count(distinct (c.doc, c.id))::int as docs, coalesce(sum(c.amount) filter (where c.shared = 1), 0)::bigint as shared
        from c where ${scopeOf(s.db, auth)} group by ${group}`,
    )
    const [total] = await rowsOf(
      s.db,
      sql`with c as (${credits(range, await share())}) select count(distinct (c.doc, c.id))::int as docs from c where ${scopeOf(s.db, auth)}`,
    )
    return {
      rows: new Map(rows.map((r) => [Number(r.id), [Number(r.amount), Number(r.docs), Number(r.shared)]])),
      count: Number(total?.docs ?? 0),
    }
  }

  async function checkReport(b: number, e: number) {
    for (const token of [admin, supervisor]) {
      const auth = (await resolveSession(s.db, token))!
      for (const by of ['agent', 'department'] as const) {
        const range = { BeginTime: Math.min(b, e), EndTime: Math.max(b, e) }
        const res = await s.call<AchieveAnswer>('/Api/Achieve/Index', { token, query: { ...range, By: by } })
        expect(res.status).toBe(200)
        const want = await direct(auth, range, by)
        expect(new Map(res.body.Data!.Rows.map((r) => [r.Id, [r.Amount, r.Count, r.Shared]]))).toEqual(want.rows)
        expect(res.body.Data!.Count).toBe(want.count)
      }
    }
  }

  it('after every write of a random sequence, the rollups equal the rules over the documents, and so does the report for ranges cut inside days', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 12 }), moment, moment, async (ops, b, e) => {
        for (const o of ops) {
          await apply(o)
          // Written past the API: the process forgets the sessions and settings it changed before the report is asked.
          await heardAll(s.db)
          await checkCredits()
        }
        await checkReport(b, e)
        // April and May whole in the company's time zone: read from the month sums alone.
        const months = dayRange('2032-04-01', '2032-05-31', await zone())!
        await checkReport(months.BeginTime, months.EndTime)
      }),
      { numRuns: 25 },
    )
    // Made again from the documents, nothing changes.
    const before = await rowsOf(
      s.db,
      sql`select day::text as day, agent_id, department_id, owner_id, owner_department_id, shared, amount, docs from ${AchieveDay}`,
    )
    await s.db.execute(sql`select achieve_rebuild()`)
    const after = await rowsOf(
      s.db,
      sql`select day::text as day, agent_id, department_id, owner_id, owner_department_id, shared, amount, docs from ${AchieveDay}`,
    )
    const cols = ['day', 'agent_id', 'department_id', 'owner_id', 'owner_department_id', 'shared', 'amount', 'docs']
    expect(sorted(after, cols)).toEqual(sorted(before, cols))
    expect(before.length).toBeGreaterThan(0)
    await checkCredits()
  })

  it('a range is read as its whole company days and the moments at its ends', () => {
    const tz = 'Asia/Shanghai'
    // 2032-03-21 00:00 to 2032-03-23 23:59:59 in Shanghai: three whole days, no ends.
    const whole = { BeginTime: Date.UTC(2032, 2, 20, 16) / 1000, EndTime: Date.UTC(2032, 2, 23, 16) / 1000 - 1 }
    expect(daysWithin(whole, tz)).toEqual({ from: '2032-03-21', until: '2032-03-24', edges: [] })
    // From 10:00 on the 21st to 09:59:59 on the 24th: the 22nd and 23rd whole, the two ends from the credits.
    const cut = { BeginTime: whole.BeginTime + 10 * 3600, EndTime: whole.EndTime + 10 * 3600 }
    expect(daysWithin(cut, tz)).toEqual({
      from: '2032-03-22',
      until: '2032-03-24',
      edges: [
        { BeginTime: cut.BeginTime, EndTime: whole.BeginTime + 86400 - 1 },
        { BeginTime: whole.EndTime + 1, EndTime: cut.EndTime },
      ],
    })
    // Ending on the first second of a day: that second from the credits.
    const oneMore = { BeginTime: whole.BeginTime, EndTime: whole.EndTime + 1 }
    expect(daysWithin(oneMore, tz)).toEqual({
      from: '2032-03-21',
      until: '2032-03-24',
      edges: [{ BeginTime: oneMore.EndTime, EndTime: oneMore.EndTime }],
    })
    // Inside one day: no whole day, the range itself from the credits.
    const inside = { BeginTime: whole.BeginTime + 3600, EndTime: whole.BeginTime + 7200 }
    expect(daysWithin(inside, tz).edges).toEqual([inside])
    // The whole months among whole days: from the first day of one, to the first day of another.
    expect(monthsWithin('2032-03-21', '2032-06-01')).toEqual({ from: '2032-04-01', until: '2032-06-01' })
    expect(monthsWithin('2032-04-01', '2032-05-31')).toEqual({ from: '2032-04-01', until: '2032-05-01' })
    expect(monthsWithin('2032-04-02', '2032-05-31')).toBeNull()
    expect(monthsWithin('2032-12-01', '2033-01-01')).toEqual({ from: '2032-12-01', until: '2033-01-01' })
    expect(monthsWithin('2032-03-02', '2032-04-30')).toBeNull()
  })

  it('the documents of an agent and a department are the ones the rollups count', async () => {
    const range = { BeginTime: BASE, EndTime: BASE + WINDOW }
    const res = await s.call<AchieveAnswer>('/Api/Achieve/Index', { token: admin, query: { ...range } })
    for (const row of res.body.Data!.Rows) {
      const listed = await rowsOf(
        s.db,
        sql`select count(*)::int as n from ${AchieveCredit} where ${AchieveCredit.AgentId} = ${row.Id} and ${AchieveCredit.T} between ${range.BeginTime} and ${range.EndTime}`,
      )
      expect(Number(listed[0]!.n)).toBe(row.Count)
    }
  })
})
