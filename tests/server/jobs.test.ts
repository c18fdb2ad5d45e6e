import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { and, count, eq, gte, inArray, like, ne, or } from 'drizzle-orm'
import { openDatabase } from '../../src/kernel/server/db/client.ts'
import { Agent, Client, DocEvent, JobRun, Order, QueueClaim, Setting } from '../../src/server/db/schema/index.ts'
import type { Deps } from '../../src/kernel/server/env.ts'
import { claimExpiry } from '../../src/kernel/server/jobs/claim-expiry.ts'
import { clientSweep } from '../../src/server/jobs/client-sweep.ts'
import { daysFor, poolRules } from '../../src/server/lifecycle/client-fall.ts'
import { followDue } from '../../src/server/jobs/follow-due.ts'
import { readStream } from '../helpers/event-stream.ts'
import { APP_JOBS as JOBS } from '../../src/server/modules/index.ts'
import type { Job } from '../../src/kernel/server/jobs/job.ts'
import { orderAutoConfirm, orderExpire } from '../../src/server/jobs/order-timers.ts'
import { dueJobs, runJob, startScheduler } from '../../src/kernel/server/jobs/scheduler.ts'
import { createTestServer, DB_KIND, DEMO, describeDb, type TestServer } from '../helpers/server.ts'

const DAY = 86_400
const nowS = () => Math.floor(Date.now() / 1000)

type Run = {
  Id: number
  Job: string
  AgentId: number
  AgentName: string
  StartTime: number
  EndTime: number
  Outcome: number
  Moved: number
  Message: string
}
type JobRow = { Job: string; Minutes: number; DefaultMinutes: number; LastRun: Run | null; NextTime: number }

describeDb(`scheduled jobs (${DB_KIND})`, () => {
  let s: TestServer
  let admin: string
  let sales: string
  let supervisor: string
  let owner: { Id: number; DepartmentId: number }
  let n = 0
  beforeAll(async () => {
    s = await createTestServer()
    admin = await s.login(DEMO.admin)
    sales = await s.login(DEMO.sales)
    supervisor = await s.login(DEMO.supervisor)
    const [a] = await s.db.select({ Id: Agent.Id, DepartmentId: Agent.DepartmentId }).from(Agent).where(eq(Agent.Mobile, DEMO.sales.mobile))
    owner = a!
  })
  afterAll(() => s?.close())
  const as =
    (token: string) =>
    <T = unknown>(p: string, opts: Parameters<TestServer['call']>[1] = {}) =>
      s.call<T>(p, { token, lang: 'en-US', ...opts })

  /** Sets one Setting (the seed holds the rules at their defaults; a test changes only what it names). */
  const setSetting = async (name: string, value: number) => {
    await s.db.delete(Setting).where(eq(Setting.Name, name))
    await s.db.insert(Setting).values({ Name: name, Value: String(value), Attr: 'number', Status: 1 })
  }
  const resetPool = async () => {
    await s.db.delete(Setting).where(or(like(Setting.Name, 'ClientPool.%.L%'), like(Setting.Name, 'ClientPool.%.D%')))
    await setSetting('ClientPool.NoFollowDays', 30)
    await setSetting('ClientPool.NoDealDays', 90)
    await setSetting('ClientPool.LeadDays', 3)
  }

  /** A private customer of the salesperson; times are days before `t` (0: never). */
  const customer = async (
    t: number,
    c: {
      level?: number
      follow?: number
      deal?: number
      claim?: number
      create: number
      state?: string
      status?: number
      department?: number
    },
  ) => {
    const ago = (d?: number) => (d ? t - d * DAY : 0)
    const [row] = await s.db
      .insert(Client)
      .values({
        ClientName: `Sweep customer ${++n}`,
        State: c.state ?? 'Private',
        Status: c.status ?? 1,
        AgentId: c.state === 'Public' ? 0 : owner.Id,
        DepartmentId: c.department ?? owner.DepartmentId,
        Level: c.level ?? 0,
        FollowTime: ago(c.follow),
        DealTime: ago(c.deal),
        ClaimTime: ago(c.claim),
        CreateTime: ago(c.create),
        UpdateTime: ago(c.create),
      })
      .returning({ Id: Client.Id })
    return row!.Id
  }
  const loses = async (ids: number[]) => {
    const rows = await s.db
      .select({ DocId: DocEvent.DocId, n: count() })
      .from(DocEvent)
      .where(and(eq(DocEvent.Doc, 'Client'), eq(DocEvent.Event, 'lose'), inArray(DocEvent.DocId, ids)))
      .groupBy(DocEvent.DocId)
    return Object.fromEntries(ids.map((id) => [id, rows.find((r) => r.DocId === id)?.n ?? 0]))
  }
  const stateOf = async (id: number) => (await s.db.select({ State: Client.State }).from(Client).where(eq(Client.Id, id)))[0]!.State

  describe('the high-seas sweep', () => {
    beforeEach(resetPool)

    it('loses exactly the private customers its rules name, level overrides and rules set to 0 included; a second run moves nothing', async () => {
      const t = nowS()
      await setSetting('ClientPool.NoFollowDays.L3', 60) // key accounts get longer
      await setSetting('ClientPool.NoDealDays.L2', 0) // level 2: the no-deal rule is off
      const c = {
        noFollow: await customer(t, { follow: 31, create: 40 }),
        followedInTime: await customer(t, { follow: 29, create: 40 }),
        level3Within: await customer(t, { level: 3, follow: 45, create: 50 }),
        level3Past: await customer(t, { level: 3, follow: 61, create: 70 }),
        level2NoDealOff: await customer(t, { level: 2, follow: 5, create: 100 }),
        level1NoDeal: await customer(t, { level: 1, follow: 5, create: 100 }),
        claimedSince: await customer(t, { follow: 40, claim: 10, create: 200 }),
        dealtSince: await customer(t, { follow: 5, deal: 5, create: 200 }),
        public: await customer(t, { follow: 100, create: 200, state: 'Public' }),
        deleted: await customer(t, { follow: 100, create: 200, status: -1 }),
      }
      const falls = [c.noFollow, c.level3Past, c.level1NoDeal]

      // The same rules computed here, over every customer in the database (the demo's too).
      const rules = {
        NoFollowDays: { base: 30, 3: 60 } as Record<string, number>,
        NoDealDays: { base: 90, 2: 0 } as Record<string, number>,
      }
      // Customers only: suppliers (Kind 2) share the table and never fall to the high seas.
      const all = await s.db
        .select()
        .from(Client)
        .where(and(eq(Client.Kind, 1), eq(Client.State, 'Private'), ne(Client.Status, -1)))
      const suppliers = await s.db.select({ Id: Client.Id }).from(Client).where(eq(Client.Kind, 2))
      expect(suppliers.length).toBeGreaterThan(0)
      const fallOf = (r: (typeof all)[number]) => {
        const f = rules.NoFollowDays[r.Level] ?? rules.NoFollowDays.base!
        const d = rules.NoDealDays[r.Level] ?? rules.NoDealDays.base!
        return Math.min(
          f > 0 ? Math.max(r.FollowTime, r.ClaimTime, r.CreateTime) + f * DAY : Infinity,
          d > 0 ? Math.max(r.DealTime, r.ClaimTime, r.CreateTime) + d * DAY : Infinity,
        )
      }
      const expected = all.filter((r) => fallOf(r) <= t).map((r) => r.Id)
      expect(expected).toEqual(expect.arrayContaining(falls))

      const run = await runJob(s.deps, clientSweep, { agentId: 0, now: t })
      expect(run).toMatchObject({ Job: 'client-sweep', AgentId: 0, Outcome: 1, Moved: expected.length, StartTime: t })
      expect(run.Message).toMatch(/without a follow-up/)
      const lost = await loses(Object.values(c))
      expect(
        Object.entries(c)
          .filter(([, id]) => lost[id] === 1)
          .map(([k]) => k),
      ).toEqual(['noFollow', 'level3Past', 'level1NoDeal'])
      const moved = await s.db
        .select({ DocId: DocEvent.DocId })
        .from(DocEvent)
        .where(and(eq(DocEvent.Doc, 'Client'), eq(DocEvent.Event, 'lose'), gte(DocEvent.CreateTime, t)))
      expect(moved.map((r) => r.DocId).sort((a, b) => a - b)).toEqual([...expected].sort((a, b) => a - b))
      expect(moved.filter((r) => suppliers.some((x) => x.Id === r.DocId))).toEqual([])
      for (const id of falls) {
        const [rec] = await s.db.select().from(Client).where(eq(Client.Id, id))
        expect(rec).toMatchObject({ State: 'Public', AgentId: 0, FormerAgentId: owner.Id })
        expect(rec!.LoseTime).toBeGreaterThanOrEqual(t)
      }
      expect(s.logs).toContainEqual(
        expect.objectContaining({ msg: 'job run', job: 'client-sweep', outcome: 'done', moved: expected.length }),
      )

      const again = await runJob(s.deps, clientSweep, { agentId: 0, now: t + 60 })
      expect(again).toMatchObject({ Outcome: 1, Moved: 0 })
      expect(Object.values(await loses(Object.values(c))).reduce((a, b) => a + b, 0)).toBe(3)
    })

    it('a department’s days apply to its pool’s customers; a level’s beat them, and one level within one department beats both', async () => {
      const t = nowS()
      await runJob(s.deps, clientSweep, { agentId: 0, now: t }) // whoever is due under the default rules goes first
      const dept = owner.DepartmentId
      const other = dept + 1000
      await setSetting(`ClientPool.NoFollowDays.D${dept}`, 15) // a team that works faster
      await setSetting('ClientPool.NoFollowDays.L3', 60) // key accounts, everywhere
      await setSetting(`ClientPool.NoFollowDays.D${dept}.L4`, 5)
      const c = {
        team: await customer(t, { follow: 20, create: 40 }),
        teamFresh: await customer(t, { follow: 10, create: 40 }),
        elsewhere: await customer(t, { follow: 20, create: 40, department: other }),
        teamKeyAccount: await customer(t, { level: 3, follow: 20, create: 40 }),
        teamLevel4: await customer(t, { level: 4, follow: 6, create: 40 }),
        elsewhereLevel4: await customer(t, { level: 4, follow: 6, create: 40, department: other }),
      }
      const rules = await poolRules(s.db)
      expect([0, 3, 4].map((level) => daysFor(rules, 'NoFollowDays', level, dept))).toEqual([15, 60, 5])
      expect([0, 3, 4].map((level) => daysFor(rules, 'NoFollowDays', level, other))).toEqual([30, 60, 30])
      // The demo's own customers of that team fall by its 15 days too: only ours are counted here.
      expect(await runJob(s.deps, clientSweep, { agentId: 0, now: t })).toMatchObject({ Outcome: 1 })
      const lost = await loses(Object.values(c))
      expect(
        Object.entries(c)
          .filter(([, id]) => lost[id] === 1)
          .map(([k]) => k),
      ).toEqual(['team', 'teamLevel4'])
    })

    it('a rule at 0 is off for everyone; with both off nobody falls and nobody is about to lose', async () => {
      const t = nowS()
      await runJob(s.deps, clientSweep, { agentId: 0, now: t }) // whoever is due under the default rules goes first
      const byFollow = await customer(t, { follow: 50, create: 50 }) // falls by no-follow-up only (no deal: 40 days left)
      await setSetting('ClientPool.NoFollowDays', 0)
      expect(await runJob(s.deps, clientSweep, { agentId: 0, now: t })).toMatchObject({ Outcome: 1, Moved: 0 })
      expect(await stateOf(byFollow)).toBe('Private')
      await setSetting('ClientPool.NoDealDays', 0)
      const queue = await as(sales)<{ Id: number }[]>('/Api/Queue/Index', { query: { Queue: 'about-to-lose', Size: 200 } })
      expect(queue.body).toMatchObject({ Data: [], Count: 0 })
      expect(await runJob(s.deps, clientSweep, { agentId: 0, now: t + 365 * DAY })).toMatchObject({ Outcome: 1, Moved: 0 })
      expect(await stateOf(byFollow)).toBe('Private')
    })

    it('the about-to-lose queue holds the owner’s customers falling within the lead days, before they fall', async () => {
      const t = nowS()
      const soon = await customer(t, { follow: 28, create: 60 }) // falls in 2 days
      const later = await customer(t, { follow: 20, create: 60 }) // falls in 10 days
      const queue = await as(sales)<{ Id: number; Doc: string; EnterTime: number; Age: number; DueTime: number; DueRule: string }[]>(
        '/Api/Queue/Index',
        { query: { Queue: 'about-to-lose', Size: 200 } },
      )
      const ids = queue.body.Data!.map((i) => i.Id)
      expect(ids).toContain(soon)
      expect(ids).not.toContain(later)
      // It says when it falls and by which rule, and has waited since its warning began (the fall less
      // the 3 lead days: one day), not since the customer was created 60 days ago.
      const item = queue.body.Data!.find((i) => i.Id === soon)!
      const [row] = await s.db.select({ FollowTime: Client.FollowTime }).from(Client).where(eq(Client.Id, soon))
      expect(item).toMatchObject({ DueTime: row!.FollowTime + 30 * DAY, EnterTime: row!.FollowTime + 27 * DAY, DueRule: 'NoFollowDays 30' })
      expect(item.Age).toBeGreaterThanOrEqual(DAY - 5)
      expect(item.Age).toBeLessThan(DAY + 60)
      // A longer lead brings the later one in too.
      await setSetting('ClientPool.LeadDays', 11)
      expect(
        (await as(sales)<{ Id: number }[]>('/Api/Queue/Index', { query: { Queue: 'about-to-lose', Size: 200 } })).body.Data!.map(
          (i) => i.Id,
        ),
      ).toEqual(expect.arrayContaining([soon, later]))
      await setSetting('ClientPool.LeadDays', 3)

      // Three days on, the sweep takes the first and leaves the second; the queue no longer holds it.
      await runJob(s.deps, clientSweep, { agentId: 0, now: t + 3 * DAY })
      expect(await stateOf(soon)).toBe('Public')
      expect(await stateOf(later)).toBe('Private')
      expect(
        (await as(sales)<{ Id: number }[]>('/Api/Queue/Index', { query: { Queue: 'about-to-lose', Size: 200 } })).body.Data!.map(
          (i) => i.Id,
        ),
      ).not.toContain(soon)
    })

    it('two sweeps at once move each customer once: through the run lock, and even without it', async () => {
      const t = nowS()
      const first = await Promise.all(Array.from({ length: 8 }, () => customer(t, { follow: 40, create: 40 })))
      const runs = await Promise.all([
        runJob(s.deps, clientSweep, { agentId: 0, now: t }),
        runJob(s.deps, clientSweep, { agentId: 0, now: t }),
      ])
      expect(runs.map((r) => r.Outcome).sort()).toSatisfy((o: number[]) => (o[0] === 1 && o[1] === 1) || (o[0] === 1 && o[1] === 3))
      expect(Object.values(await loses(first))).toEqual(Array(8).fill(1))
      expect(
        await s.db
          .select()
          .from(JobRun)
          .where(and(eq(JobRun.Job, 'client-sweep'), eq(JobRun.Outcome, 0))),
      ).toEqual([])

      // Without the lock (two processes past it), the machine's re-check under the row lock refuses the second move.
      const second = await Promise.all(Array.from({ length: 8 }, () => customer(t, { follow: 40, create: 40 })))
      const ctx = { deps: s.deps, now: t, agentId: 0 }
      const results = await Promise.all([clientSweep.run(ctx), clientSweep.run(ctx), clientSweep.run(ctx)])
      expect(results.reduce((a, r) => a + r.moved, 0)).toBe(8)
      expect(Object.values(await loses(second))).toEqual(Array(8).fill(1))
    })

    it.runIf(DB_KIND === 'postgres')('two server processes over one database sweep together: each customer moves once', async () => {
      const url = (s.db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString
      const other = await openDatabase({ kind: 'postgres', url, poolSize: 10 })
      try {
        const deps2: Deps = { ...s.deps, db: other.db }
        const t = nowS()
        const ids = await Promise.all(Array.from({ length: 12 }, () => customer(t, { follow: 40, create: 40 })))
        const runs = await Promise.all([
          runJob(s.deps, clientSweep, { agentId: 0, now: t }),
          runJob(deps2, clientSweep, { agentId: 0, now: t }),
        ])
        expect(runs.filter((r) => r.Outcome === 1).length).toBeGreaterThanOrEqual(1)
        expect(runs.every((r) => r.Outcome === 1 || r.Outcome === 3)).toBe(true)
        expect(Object.values(await loses(ids))).toEqual(Array(12).fill(1))

        const more = await Promise.all(Array.from({ length: 12 }, () => customer(t, { follow: 40, create: 40 })))
        const moved = await Promise.all([
          clientSweep.run({ deps: s.deps, now: t, agentId: 0 }),
          clientSweep.run({ deps: deps2, now: t, agentId: 0 }),
        ])
        expect(moved[0]!.moved + moved[1]!.moved).toBe(12)
        expect(Object.values(await loses(more))).toEqual(Array(12).fill(1))
      } finally {
        await other.close()
      }
    })
  })

  describe('follow-ups coming due', () => {
    it('each is told at its time to the live stream of its owner and its cooperating colleague, not to others, and once', async () => {
      const open = async (token: string) => {
        const ctrl = new AbortController()
        const res = await s.app.request('/Api/Live/Stream', { headers: { user: token }, signal: ctrl.signal })
        expect(res.status).toBe(200)
        return readStream(res, ctrl)
      }
      const [boss] = await s.db.select({ Id: Agent.Id }).from(Agent).where(eq(Agent.Mobile, DEMO.supervisor.mobile))
      const planned = async (agentId: number, at: number, coAgentId = 0) => {
        const [row] = await s.db
          .insert(Client)
          .values({
            ClientName: `Due customer ${++n}`,
            AgentId: agentId,
            CoAgentId: coAgentId,
            FollowTime: at - 3 * DAY,
            NextFollowTime: at,
          })
          .returning({ Id: Client.Id })
        return row!.Id
      }
      const told = (id: number, at: number) => `event: reminder\ndata: {"Doc":"Client","Id":${id},"At":${at}}`
      const t = nowS()
      // The run before: this run's window starts where it started.
      await runJob(s.deps, followDue, { agentId: 0, now: t - 60 })
      const salesStream = await open(sales)
      const bossStream = await open(supervisor)
      await salesStream.until((x) => x.includes('event: ready'))
      await bossStream.until((x) => x.includes('event: ready'))
      const mine = await planned(owner.Id, t - 30)
      const shared = await planned(boss!.Id, t - 20, owner.Id)
      const later = await planned(owner.Id, t + 3600)
      const bossOwn = await planned(boss!.Id, t - 10)
      expect(await runJob(s.deps, followDue, { agentId: 0, now: t })).toMatchObject({ Outcome: 1, Message: '3 follow-ups came due' })
      const heard = await salesStream.until((x) => x.includes(told(shared, t - 20)) && x.includes(told(mine, t - 30)))
      expect(heard).toContain(told(mine, t - 30))
      expect(heard).toContain(told(shared, t - 20))
      expect(await bossStream.until((x) => x.includes(told(bossOwn, t - 10)))).toContain(told(shared, t - 20))
      // The next run tells only what came due since: the first stays told once.
      const next = await planned(owner.Id, t + 30)
      await runJob(s.deps, followDue, { agentId: 0, now: t + 60 })
      const after = await salesStream.until((x) => x.includes(told(next, t + 30)))
      expect(after.split(told(mine, t - 30)).length - 1).toBe(1)
      expect(after).not.toContain(`"Id":${later},`)
      expect(bossStream.text()).not.toContain(`"Id":${mine},`)
      salesStream.close()
      bossStream.close()
    })
  })

  describe('order timers', () => {
    const order = async (values: Partial<typeof Order.$inferInsert>) =>
      (
        await s.db
          .insert(Order)
          .values({ Title: `Timer order ${++n}`, DealAmount: 1000, ...values })
          .returning({ Id: Order.Id })
      )[0]!.Id
    const orderState = async (id: number) => (await s.db.select({ State: Order.State }).from(Order).where(eq(Order.Id, id)))[0]!.State
    // The demo's orders are set aside, so every count below is exact.
    beforeAll(() => s.db.update(Order).set({ Status: -1 }))
    beforeEach(async () => {
      await setSetting('Order.PayMinutes', 1440)
      await setSetting('Order.AutoConfirmDays', 10)
    })

    it('expires only Unpaid orders older than the payment window', async () => {
      const t = nowS()
      const late = await order({ State: 'Unpaid', CreateTime: t - 1441 * 60 })
      const inTime = await order({ State: 'Unpaid', CreateTime: t - 1000 * 60 })
      const paid = await order({ State: 'RetryShip', CreateTime: t - 5 * DAY })
      const deleted = await order({ State: 'Unpaid', Status: -1, CreateTime: t - 5 * DAY })
      const run = await runJob(s.deps, orderExpire, { agentId: 0, now: t })
      expect(run.Outcome).toBe(1)
      expect(await orderState(late)).toBe('Cancelled')
      expect([await orderState(inTime), await orderState(paid), await orderState(deleted)]).toEqual(['Unpaid', 'RetryShip', 'Unpaid'])
      // Everything it expired was due, and nothing due is left.
      const expired = await s.db
        .select({ CreateTime: Order.CreateTime })
        .from(DocEvent)
        .innerJoin(Order, eq(Order.Id, DocEvent.DocId))
        .where(and(eq(DocEvent.Doc, 'Order'), eq(DocEvent.Event, 'expire'), gte(DocEvent.CreateTime, t)))
      expect(expired).toHaveLength(run.Moved)
      expect(expired.every((o) => o.CreateTime <= t - 1440 * 60)).toBe(true)
      expect((await runJob(s.deps, orderExpire, { agentId: 0, now: t })).Moved).toBe(0)
      // A window of 0 turns the timer off; 441 minutes on by the run's clock, the other one is due too.
      await setSetting('Order.PayMinutes', 0)
      expect((await runJob(s.deps, orderExpire, { agentId: 0, now: t + 3 * DAY })).Moved).toBe(0)
      await setSetting('Order.PayMinutes', 1440)
      expect(await runJob(s.deps, orderExpire, { agentId: 0, now: t + 441 * 60 })).toMatchObject({ Outcome: 1, Moved: 1 })
      expect(await orderState(inTime)).toBe('Cancelled')
    })

    it('confirms receipt only of orders shipped longer ago than the set days', async () => {
      const t = nowS()
      const old = await order({ State: 'ConfirmReceive', ShipTime: t - 11 * DAY })
      const recent = await order({ State: 'ConfirmReceive', ShipTime: t - 9 * DAY })
      const noShipTime = await order({ State: 'ConfirmReceive', ShipTime: 0, UpdateTime: t - 20 * DAY })
      const waiting = await order({ State: 'RetryShip', ShipTime: 0, UpdateTime: t - 20 * DAY })
      const run = await runJob(s.deps, orderAutoConfirm, { agentId: 0, now: t })
      expect(run.Outcome).toBe(1)
      expect(run.Moved).toBe(2)
      expect([await orderState(old), await orderState(noShipTime)]).toEqual(['Completed', 'Completed'])
      expect([await orderState(recent), await orderState(waiting)]).toEqual(['ConfirmReceive', 'RetryShip'])
      const [rec] = await s.db.select({ SignTime: Order.SignTime }).from(Order).where(eq(Order.Id, old))
      expect(rec!.SignTime).toBeGreaterThanOrEqual(t)
      expect(await runJob(s.deps, orderAutoConfirm, { agentId: 0, now: t + 2 * DAY })).toMatchObject({ Moved: 1 })
      expect(await orderState(recent)).toBe('Completed')
    })
  })

  it('claim expiry clears idle claims and claims on documents no longer queued, and only those', async () => {
    const t = nowS()
    await setSetting('Queue.ClaimIdleMinutes', 30)
    await s.db.delete(QueueClaim)
    const queued = await customer(t, { follow: 1, create: 1 })
    const queued2 = await customer(t, { follow: 1, create: 1 })
    const gone = await customer(t, { follow: 1, create: 1, status: -1 })
    const publicOne = await customer(t, { follow: 1, create: 1, state: 'Public' })
    const toShip = (await s.db.insert(Order).values({ Title: 'claimed', State: 'RetryShip' }).returning({ Id: Order.Id }))[0]!.Id
    const done = (await s.db.insert(Order).values({ Title: 'claimed', State: 'Completed' }).returning({ Id: Order.Id }))[0]!.Id
    const claim = (Doc: string, DocId: number, idleMinutes: number) => ({
      Doc,
      DocId,
      AgentId: owner.Id,
      ClaimTime: t - 3600,
      LastTime: t - idleMinutes * 60,
    })
    await s.db.insert(QueueClaim).values([
      claim('Client', queued, 31), // idle
      claim('Client', queued2, 5), // kept
      claim('Client', gone, 1), // deleted customer
      claim('Client', publicOne, 1), // no longer in a queue state
      claim('Order', toShip, 1), // kept
      claim('Order', done, 1), // finished
      claim('Nope', 1, 1), // not a queued document at all
    ])
    const run = await runJob(s.deps, claimExpiry, { agentId: 0, now: t })
    expect(run).toMatchObject({ Outcome: 1, Moved: 5 })
    const left = await s.db.select({ Doc: QueueClaim.Doc, DocId: QueueClaim.DocId }).from(QueueClaim)
    expect(left.sort((a, b) => a.Doc.localeCompare(b.Doc))).toEqual([
      { Doc: 'Client', DocId: queued2 },
      { Doc: 'Order', DocId: toShip },
    ])
    // Twenty-six minutes on by the run's clock, the kept customer claim has been idle 31 minutes too.
    expect(await runJob(s.deps, claimExpiry, { agentId: 0, now: t + 26 * 60 })).toMatchObject({ Moved: 1 })
    expect(await s.db.select({ DocId: QueueClaim.DocId }).from(QueueClaim)).toEqual([{ DocId: toShip }])
  })

  describe('runs and the run log', () => {
    const boom: Job = {
      name: 'boom',
      defaultMinutes: 5,
      run: async () => {
        throw new Error('gateway unreachable')
      },
    }

    it('a running row older than an hour is marked failed and the job runs; a live one makes the run skipped', async () => {
      const t = nowS()
      const [stale] = await s.db
        .insert(JobRun)
        .values({ Job: 'claim-expiry', StartTime: t - 3601, Outcome: 0 })
        .returning()
      const run = await runJob(s.deps, claimExpiry, { agentId: 0, now: t })
      expect(run.Outcome).toBe(1)
      const [after] = await s.db.select().from(JobRun).where(eq(JobRun.Id, stale!.Id))
      expect(after).toMatchObject({ Outcome: 2, EndTime: t })
      expect(after!.Message).toMatch(/Abandoned/)

      const [live] = await s.db
        .insert(JobRun)
        .values({ Job: 'claim-expiry', StartTime: t - 3599, Outcome: 0 })
        .returning()
      const skipped = await runJob(s.deps, claimExpiry, { agentId: 1, now: t })
      expect(skipped).toMatchObject({ Outcome: 3, AgentId: 1, Moved: 0 })
      expect((await s.db.select().from(JobRun).where(eq(JobRun.Id, live!.Id)))[0]).toMatchObject({ Outcome: 0 })
      await s.db.delete(JobRun).where(eq(JobRun.Id, live!.Id))
    })

    it('a job that throws is recorded failed with its message and logged', async () => {
      const run = await runJob(s.deps, boom, { agentId: 0 })
      expect(run).toMatchObject({ Job: 'boom', Outcome: 2, Moved: 0, Message: 'gateway unreachable' })
      expect(run.EndTime).toBeGreaterThanOrEqual(run.StartTime)
      expect(s.logs).toContainEqual(expect.objectContaining({ level: 'error', msg: 'job run', job: 'boom', outcome: 'failed' }))
      // Not left running: the next run goes ahead.
      expect((await runJob(s.deps, boom, { agentId: 0 })).Outcome).toBe(2)
    })

    it('a job is due after its interval since the last run by any process, never at 0 minutes, not while it runs', async () => {
      const job: Job = { name: 'due-test', defaultMinutes: 10, run: async () => ({ moved: 0 }) }
      const t = nowS()
      expect(await dueJobs(s.deps, [job], t)).toEqual([job]) // never ran
      await runJob(s.deps, job, { agentId: 0, now: t })
      expect(await dueJobs(s.deps, [job], t + 9 * 60)).toEqual([])
      expect(await dueJobs(s.deps, [job], t + 10 * 60)).toEqual([job])
      await setSetting('Job.due-test.Minutes', 2)
      expect(await dueJobs(s.deps, [job], t + 2 * 60)).toEqual([job])
      await setSetting('Job.due-test.Minutes', 0)
      expect(await dueJobs(s.deps, [job], t + 100 * DAY)).toEqual([])
      await setSetting('Job.due-test.Minutes', 2)
      await s.db.insert(JobRun).values({ Job: 'due-test', StartTime: t + 5 * 60, Outcome: 0 })
      expect(await dueJobs(s.deps, [job], t + 30 * 60)).toEqual([]) // running (for 25 minutes)
      expect(await dueJobs(s.deps, [job], t + 5 * 60 + 3601)).toEqual([job]) // its process died
    })

    it('the scheduler runs due jobs on its tick and stops cleanly', async () => {
      let calls = 0
      const job: Job = { name: 'tick-test', defaultMinutes: 1, run: async () => ({ moved: ++calls }) }
      const stop = startScheduler(s.deps, [job], 20)
      const until = Date.now() + 5000
      while (calls === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 20))
      await stop()
      expect(calls).toBe(1) // due once; the next is a minute away
      const rows = await s.db.select().from(JobRun).where(eq(JobRun.Job, 'tick-test'))
      expect(rows).toMatchObject([{ Outcome: 1, AgentId: 0, Moved: 1 }])
    })
  })

  describe('the job API', () => {
    it('lists every job with its interval, last run and next time; the run log needs setting:view', async () => {
      await setSetting('Job.order-expire.Minutes', 15)
      const res = await as(admin)<JobRow[]>('/Api/Job/Index')
      expect(res.status).toBe(200)
      expect(res.body.Data!.map((j) => j.Job)).toEqual(JOBS.map((j) => j.name))
      const expire = res.body.Data!.find((j) => j.Job === 'order-expire')!
      expect(expire).toMatchObject({ Minutes: 15, DefaultMinutes: 10 })
      expect(expire.LastRun).toMatchObject({ Job: 'order-expire', Outcome: 1 })
      expect(expire.NextTime).toBeGreaterThanOrEqual(expire.LastRun!.StartTime + 15 * 60)
      await setSetting('Job.order-expire.Minutes', 0)
      expect((await as(admin)<JobRow[]>('/Api/Job/Index')).body.Data!.find((j) => j.Job === 'order-expire')).toMatchObject({
        Minutes: 0,
        NextTime: 0,
      })
      await setSetting('Job.order-expire.Minutes', 10)

      expect((await as(sales)('/Api/Job/Index')).status).toBe(403)
      expect((await as(supervisor)('/Api/Job/Runs')).status).toBe(403)
      expect((await s.call('/Api/Job/Index')).status).toBe(401)
    })

    it('runs a job as the caller and logs who ran it; a non-admin is refused; an unknown job is a 400', async () => {
      const before = (await s.db.select({ n: count() }).from(JobRun))[0]!.n
      const forbidden = await as(supervisor)('/Api/Job/Run', { body: { Job: 'claim-expiry' } })
      expect(forbidden.status).toBe(403)
      expect((await s.db.select({ n: count() }).from(JobRun))[0]!.n).toBe(before)

      const unknown = await as(admin)('/Api/Job/Run', { body: { Job: 'nope' } })
      expect(unknown.status).toBe(400)
      expect(unknown.body.Message).toBe('There is no scheduled job named “nope”')
      expect((await as(admin)('/Api/Job/Run', { body: {} })).status).toBe(400)

      const ran = await as(admin)<Run>('/Api/Job/Run', { body: { Job: 'claim-expiry' } })
      expect(ran.status).toBe(200)
      expect(ran.body.Data).toMatchObject({ Job: 'claim-expiry', AgentId: 1, AgentName: '陈志远', Outcome: 1 })
      expect(ran.body.Message).toMatch(/^The job ran: \d+ moved$/)

      const log = await as(admin)<Run[]>('/Api/Job/Runs', { query: { Job: 'claim-expiry', Size: 2 } })
      expect(log.status).toBe(200)
      expect(log.body.Data![0]).toMatchObject({ Id: ran.body.Data!.Id, AgentName: '陈志远' })
      expect(log.body.Count).toBe((await s.db.select({ n: count() }).from(JobRun).where(eq(JobRun.Job, 'claim-expiry')))[0]!.n)
      expect(log.body.Data!.length).toBe(2)
      const page2 = await as(admin)<Run[]>('/Api/Job/Runs', { query: { Job: 'claim-expiry', Size: 1, Index: 2 } })
      expect(page2.body.Data![0]!.Id).toBe(log.body.Data![1]!.Id)
      const everything = await as(admin)<Run[]>('/Api/Job/Runs', { query: { Size: 200 } })
      expect(everything.body.Data!.map((r) => r.Id)).toEqual([...everything.body.Data!.map((r) => r.Id)].sort((a, b) => b - a))

      const index = await as(admin)<JobRow[]>('/Api/Job/Index')
      expect(index.body.Data!.find((j) => j.Job === 'claim-expiry')!.LastRun).toMatchObject({ Id: ran.body.Data!.Id, AgentName: '陈志远' })

      // While it runs elsewhere, running it again is skipped (and says so).
      await s.db.insert(JobRun).values({ Job: 'claim-expiry', Outcome: 0 })
      const busy = await as(admin)<Run>('/Api/Job/Run', { body: { Job: 'claim-expiry' } })
      expect(busy.body).toMatchObject({
        Result: true,
        Data: { Outcome: 3 },
        Message: 'The job is already running; try again when it has finished',
      })
    })
  })
})
