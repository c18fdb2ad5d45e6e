import { afterAll, beforeAll, expect, it } from 'vitest'
import fc from 'fast-check'
import { and, between, count, eq, inArray, ne, sql } from 'drizzle-orm'
import { Agent, Department, Order, Setting } from '../../src/server/db/schema/index.ts'
import { Product, StockLedger } from '../../src/modules/warehouse/server/schema.ts'
import { rowsOf } from '../../src/kernel/server/db/rows.ts'
import { DATE_PRESETS, presetRange } from '../../src/kernel/shared/date-ranges.ts'
import type { AchieveAnswer } from '../../src/shared/finance/achieve.ts'
import { TIME_ZONE_KEY } from '../../src/kernel/shared/date-ranges.ts'
import { companyTimeZone, forgetSettings } from '../../src/kernel/server/services/settings.ts'
import type { HomeCards } from '../../src/kernel/shared/schemas/home.ts'
import type { HomeTrends } from '../../src/kernel/shared/schemas/home-trends.ts'
import { monthToDate } from '../../src/server/services/home-trends.ts'
import { MONTHLY_TARGET_KEY, type AchieveSeriesAnswer, type OperationAnswer } from '../../src/shared/finance/series.ts'
import { createTestServer, DEMO, describeDb, type TestServer } from '../helpers/server.ts'

const DAY = 86_400

describeDb('charts', () => {
  let s: TestServer
  let admin: string
  let supervisor: string
  let agents: { Id: number; DepartmentId: number }[]

  beforeAll(async () => {
    s = await createTestServer()
    admin = await s.login(DEMO.admin)
    supervisor = await s.login(DEMO.supervisor)
    agents = (await s.db.select({ Id: Agent.Id, DepartmentId: Agent.DepartmentId }).from(Agent).orderBy(Agent.Id).limit(4)).map((a) => ({
      Id: a.Id,
      DepartmentId: a.DepartmentId,
    }))
  })
  afterAll(() => s?.close())

  const setZone = async (tz: string) => {
    await s.db.delete(Setting).where(eq(Setting.Name, TIME_ZONE_KEY))
    await s.db.insert(Setting).values({ Name: TIME_ZONE_KEY, Value: tz, Attr: 'text' })
    forgetSettings() // written straight into the database, past the API
  }

  /** Paid orders at the given moments, one agent each; answers a function removing them. */
  async function paid(docs: { agent: number; at: number; amount: number }[]) {
    const ids: number[] = []
    for (const [i, d] of docs.entries()) {
      const a = agents[d.agent]!
      const [row] = await s.db
        .insert(Order)
        .values({
          AgentId: a.Id,
          DepartmentId: a.DepartmentId,
          State: 'Completed',
          OrderNo: `CS${Date.now()}-${i}`,
          DealAmount: d.amount,
          PayTime: d.at,
          CreateTime: d.at,
        })
        .returning({ Id: Order.Id })
      ids.push(row!.Id)
    }
    return async () => {
      if (ids.length) await s.db.delete(Order).where(inArray(Order.Id, ids))
    }
  }

  /** The series and the figures for the same range and caller agree: totals, documents, each line, each bucket. */
  async function agree(token: string, range: Record<string, string | number>, By: 'agent' | 'department') {
    const series = await s.call<AchieveSeriesAnswer>('/Api/Achieve/Series', { token, query: { ...range, By } })
    expect(series.status).toBe(200)
    const figures = await s.call<AchieveAnswer>('/Api/Achieve/Index', { token, query: { ...range, By } })
    const d = series.body.Data!
    const f = figures.body.Data!
    expect({ BeginTime: d.BeginTime, EndTime: d.EndTime }).toEqual({ BeginTime: f.BeginTime, EndTime: f.EndTime })
    expect(d.Buckets.reduce((a, b) => a + b.Amount, 0)).toBe(f.Total)
    expect(d.Buckets.reduce((a, b) => a + b.Count, 0)).toBe(f.Count)
    expect(new Map(d.Lines.map((l) => [l.Id, l.Amount]))).toEqual(new Map(f.Rows.map((r) => [r.Id, r.Amount])))
    for (const l of d.Lines) {
      expect(l.Amounts).toHaveLength(d.Buckets.length)
      expect(l.Amounts.reduce((a, b) => a + b, 0)).toBe(l.Amount)
    }
    d.Buckets.forEach((b, i) => expect(d.Lines.reduce((a, l) => a + l.Amounts[i]!, 0)).toBe(b.Amount))
    // The buckets tile the range: no gap, no overlap.
    expect(d.Buckets[0]!.BeginTime).toBe(d.BeginTime)
    expect(d.Buckets.at(-1)!.EndTime).toBe(d.EndTime)
    for (let i = 1; i < d.Buckets.length; i++) expect(d.Buckets[i]!.BeginTime).toBe(d.Buckets[i - 1]!.EndTime + 1)
    return d
  }

  it('over every preset, each bucket and the whole add up to what the figures answer for the same range and scope', async () => {
    for (const tz of ['Asia/Shanghai', 'America/New_York']) {
      await setZone(tz)
      for (const preset of DATE_PRESETS) {
        for (const token of [admin, supervisor]) {
          const d = await agree(token, { Range: preset }, 'agent')
          const want = {
            today: 'day',
            yesterday: 'day',
            thisWeek: 'day',
            lastWeek: 'day',
            thisMonth: 'day',
            lastMonth: 'day',
            last3Months: 'week',
          }[preset]
          expect(d.Bucket).toBe(want)
          await agree(token, { Range: preset }, 'department')
        }
      }
    }
    // Each bucket's amount is the figures' total over that bucket alone.
    await setZone('Asia/Shanghai')
    const d = await agree(admin, { Range: 'last3Months' }, 'agent')
    expect(d.Total).toBeGreaterThan(0)
    for (const b of d.Buckets) {
      const one = await s.call<AchieveAnswer>('/Api/Achieve/Index', { token: admin, query: { BeginTime: b.BeginTime, EndTime: b.EndTime } })
      expect(one.body.Data!.Total, JSON.stringify(b)).toBe(b.Amount)
    }
  })

  it('puts random documents in the right day, week (from Sunday) or month, at the buckets’ edges too', async () => {
    const base = Math.floor(Date.UTC(2031, 2, 1) / 1000)
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('Asia/Shanghai', 'Asia/Bangkok', 'America/New_York'),
        fc.integer({ min: 0, max: 60 * DAY }),
        fc.constantFrom(3 * DAY, 20 * DAY, 90 * DAY, 400 * DAY),
        fc.array(
          fc.record({
            agent: fc.nat(3),
            amount: fc.integer({ min: 0, max: 2_000_000 }),
            at: fc.integer({ min: -5 * DAY, max: 420 * DAY }),
            edge: fc.boolean(),
          }),
          { minLength: 1, maxLength: 12 },
        ),
        async (tz, offset, length, raw) => {
          await setZone(tz)
          const range = { BeginTime: base + offset, EndTime: base + offset + length - 1 }
          // A document on a midnight (the company's) falls on a bucket's first second.
          const midnight = (t: number) => presetRange('today', new Date(t * 1000), tz).BeginTime
          const remove = await paid(
            raw.map((r) => ({ agent: r.agent, amount: r.amount, at: r.edge ? midnight(base + r.at) : base + r.at })),
          )
          try {
            const d = await agree(admin, range, 'agent')
            expect(d.Bucket).toBe(length <= 35 * DAY ? 'day' : length <= 200 * DAY ? 'week' : 'month')
            for (const b of d.Buckets.slice(1)) {
              expect(presetRange('today', new Date(b.BeginTime * 1000), tz).BeginTime).toBe(b.BeginTime)
              if (d.Bucket === 'week') expect(presetRange('thisWeek', new Date(b.BeginTime * 1000), tz).BeginTime).toBe(b.BeginTime)
              if (d.Bucket === 'month') expect(presetRange('thisMonth', new Date(b.BeginTime * 1000), tz).BeginTime).toBe(b.BeginTime)
            }
          } finally {
            await remove()
          }
        },
      ),
      { numRuns: 15 },
    )
  })

  it('prorates the monthly target to each bucket: a whole month’s buckets add up to it', async () => {
    await setZone('Asia/Shanghai')
    await s.db.delete(Setting).where(eq(Setting.Name, MONTHLY_TARGET_KEY))
    await s.db.insert(Setting).values({ Name: MONTHLY_TARGET_KEY, Value: '3100000', Attr: 'number' })
    for (const Bucket of ['day', 'week', 'month']) {
      const d = (await s.call<AchieveSeriesAnswer>('/Api/Achieve/Series', { token: admin, query: { Range: 'lastMonth', Bucket } })).body
        .Data!
      expect(d.MonthlyTarget).toBe(3_100_000)
      const sum = d.Buckets.reduce((a, b) => a + b.Target, 0)
      expect(Math.abs(sum - 3_100_000)).toBeLessThanOrEqual(d.Buckets.length)
      expect(d.Target).toBe(3_100_000)
    }
    await s.db.delete(Setting).where(eq(Setting.Name, MONTHLY_TARGET_KEY))
  })

  it('refuses bad input with a 400, no session with a 401', async () => {
    for (const query of [
      {},
      { BeginTime: 10, EndTime: 5 },
      { Range: 'someday' },
      { BeginTime: 0, EndTime: 4000 * DAY },
      { Range: 'today', By: 'shop' },
      { Range: 'today', Bucket: 'hour' },
      { BeginTime: 0, EndTime: 500 * DAY, Bucket: 'day' },
    ]) {
      const res = await s.call('/Api/Achieve/Series', { token: admin, query })
      expect(res.status, JSON.stringify(query)).toBe(400)
      expect(res.body.Result).toBe(false)
    }
    for (const query of [{}, { Range: 'lately' }, { BeginTime: 5, EndTime: 1 }, { Range: 'today', Bucket: 'year' }]) {
      expect((await s.call('/Api/Chart/Operation', { token: admin, query })).status, JSON.stringify(query)).toBe(400)
    }
    expect((await s.call('/Api/Achieve/Series', { query: { Range: 'today' } })).status).toBe(401)
    expect((await s.call('/Api/Chart/Operation', { query: { Range: 'today' } })).status).toBe(401)
  })

  it('keeps to the caller’s scope and permissions', async () => {
    await setZone('Asia/Shanghai')
    const [me] = await s.db
      .select({ Path: Department.Path })
      .from(Department)
      .innerJoin(Agent, eq(Agent.DepartmentId, Department.Id))
      .where(eq(Agent.Mobile, DEMO.supervisor.mobile))
    const branch = new Set(
      (await s.db.select({ Id: Department.Id, Path: Department.Path }).from(Department))
        .filter((d) => d.Path.startsWith(me!.Path))
        .map((d) => d.Id),
    )
    const inBranch = new Set(
      (await s.db.select({ Id: Agent.Id, DepartmentId: Agent.DepartmentId }).from(Agent))
        .filter((a) => branch.has(a.DepartmentId))
        .map((a) => a.Id),
    )
    const outside = agents.find((a) => !branch.has(a.DepartmentId))!
    const at = presetRange('lastWeek', new Date(), 'Asia/Shanghai').BeginTime + 3600
    const remove = await paid([{ agent: agents.indexOf(outside), at, amount: 123_456 }])
    try {
      const all = (await s.call<AchieveSeriesAnswer>('/Api/Achieve/Series', { token: admin, query: { Range: 'lastWeek' } })).body.Data!
      expect(all.Lines.map((l) => l.Id)).toContain(outside.Id)
      const mine = (await s.call<AchieveSeriesAnswer>('/Api/Achieve/Series', { token: supervisor, query: { Range: 'lastWeek' } })).body
        .Data!
      expect(mine.Lines.length).toBeGreaterThan(0)
      for (const l of mine.Lines) expect(inBranch.has(l.Id), String(l.Id)).toBe(true)
      expect(mine.Total).toBeLessThanOrEqual(all.Total - 123_456)
    } finally {
      await remove()
    }
    // A salesperson holds neither finance nor chart access; customs officers no chart access.
    const sales = await s.login(DEMO.sales)
    expect((await s.call('/Api/Achieve/Series', { token: sales, query: { Range: 'today' } })).status).toBe(403)
    expect((await s.call('/Api/Chart/Operation', { token: sales, query: { Range: 'today' } })).status).toBe(403)
    const customs = await s.login(DEMO.customs)
    expect((await s.call('/Api/Chart/Operation', { token: customs, query: { Range: 'today' } })).status).toBe(403)
  })

  it('operation figures: orders per bucket agree with the order list’s count; figures the caller may not view are null', async () => {
    await setZone('Asia/Shanghai')
    const full = (await s.call<OperationAnswer>('/Api/Chart/Operation', { token: admin, query: { Range: 'last3Months' } })).body.Data!
    expect(full.Bucket).toBe('week')
    for (const doc of ['Order', 'Entry', 'Delivery'] as const) expect(full.Counts[doc]).toHaveLength(full.Buckets.length)
    expect(full.StockValue).toHaveLength(full.Buckets.length)
    expect(full.StockValue!.at(-1)).toBeGreaterThan(0)
    // Each bucket's stock value is every ledger movement up to its end, at today's prices (read from
    // the balances less what moved since: the same figure).
    for (const [i, b] of full.Buckets.entries()) {
      const [row] = await rowsOf(
        s.db,
        sql`select coalesce(sum(${StockLedger.Qty}::bigint * ${Product.Price}), 0)::bigint as v
          from ${StockLedger} join ${Product} on ${Product.Id} = ${StockLedger.ProductId} where ${StockLedger.CreateTime} <= ${b.EndTime}`,
      )
      expect(full.StockValue![i], JSON.stringify(b)).toBe(Number(row!.v))
    }
    expect(full.Declares!.length).toBeGreaterThan(0)
    expect(full.Queues!.length).toBeGreaterThan(0)
    // A narrowed queue (the customers near their fall) has no waiting times to tell.
    expect(full.Queues!.map((q) => q.Queue)).not.toContain('about-to-lose')
    for (const q of full.Queues!) expect(q.Average, q.Queue).toBeLessThanOrEqual(q.Longest)
    for (const token of [admin, supervisor]) {
      const d = (await s.call<OperationAnswer>('/Api/Chart/Operation', { token, query: { Range: 'last3Months' } })).body.Data!
      for (const [i, b] of d.Buckets.entries()) {
        const count = await s.call<number>('/Api/Order/Count', { token, query: { BeginTime: b.BeginTime, EndTime: b.EndTime } })
        expect(d.Counts.Order![i], JSON.stringify(b)).toBe(count.body.Data)
      }
      const total = await s.call<number>('/Api/Order/Count', { token, query: { BeginTime: d.BeginTime, EndTime: d.EndTime } })
      expect(d.Counts.Order!.reduce((a, b) => a + b, 0)).toBe(total.body.Data)
    }
    // The supervisor views orders, not the warehouse's or customs' documents nor stock.
    const mine = (await s.call<OperationAnswer>('/Api/Chart/Operation', { token: supervisor, query: { Range: 'thisMonth' } })).body.Data!
    expect(mine.Counts.Order).not.toBeNull()
    expect(mine.Counts.Entry).toBeNull()
    expect(mine.Declares).toBeNull()
    expect(mine.StockValue).toBeNull()
  })

  it('home trends: this month so far against last month to the same day, on the month card’s own count and scope', async () => {
    const span = monthToDate(new Date(), await companyTimeZone(s.db))
    const a = agents[1]!
    // One order last month within the compared stretch, one after it: only the first counts.
    const made = await s.db
      .insert(Order)
      .values([
        { AgentId: a.Id, DepartmentId: a.DepartmentId, State: 'Unpaid', OrderNo: `TR${Date.now()}-1`, CreateTime: span.before.from },
        { AgentId: a.Id, DepartmentId: a.DepartmentId, State: 'Unpaid', OrderNo: `TR${Date.now()}-2`, CreateTime: span.before.to + 1 },
      ])
      .returning({ Id: Order.Id })
    try {
      for (const token of [admin, supervisor]) {
        const trends = (await s.call<HomeTrends>('/Api/Home/Trends', { token })).body.Data!
        const cards = (await s.call<HomeCards>('/Api/Home/Cards', { token })).body.Data!
        expect(trends.MonthOrders!.Now).toBe(cards.MonthOrders)
        if (token === admin) {
          const [n] = await s.db
            .select({ n: count() })
            .from(Order)
            .where(and(between(Order.CreateTime, span.before.from, span.before.to), ne(Order.Status, -1)))
          expect(trends.MonthOrders!.Before).toBe(n!.n)
          expect(trends.MonthOrders!.Before).toBeGreaterThanOrEqual(1)
        }
      }
      // No order area, no trend.
      const warehouse = (await s.call<HomeTrends>('/Api/Home/Trends', { token: await s.login(DEMO.warehouse) })).body.Data!
      expect(warehouse).toEqual({})
    } finally {
      await s.db.delete(Order).where(
        inArray(
          Order.Id,
          made.map((m) => m.Id),
        ),
      )
    }
  })
})
