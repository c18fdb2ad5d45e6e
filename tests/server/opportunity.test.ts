import { afterAll, beforeAll, expect, it } from 'vitest'
import { and, count, eq, ne } from 'drizzle-orm'
import { Agent, Opportunity } from '../../src/server/db/schema/index.ts'
import { opportunityLifecycle, FUNNEL_STAGES } from '../../machines/opportunity.ts'
import type { FunnelAnswer } from '../../src/shared/resources/opportunity-funnel.ts'
import { createTestServer, DB_KIND, DEMO, describeDb, type TestServer } from '../helpers/server.ts'

/** Opportunities move through their machine; the funnel counts how far they got, as the timelines say. */
describeDb(`opportunities and their funnel (${DB_KIND})`, () => {
  let s: TestServer
  let admin: string
  let sales: string
  let salesId = 0
  beforeAll(async () => {
    s = await createTestServer()
    admin = await s.login(DEMO.admin)
    sales = await s.login(DEMO.sales)
    salesId = (await s.db.select({ Id: Agent.Id }).from(Agent).where(eq(Agent.Mobile, DEMO.sales.mobile)))[0]!.Id
  })
  afterAll(() => s?.close())

  const funnel = async (token: string, query: Record<string, string | number> = {}) => {
    const res = await s.call<FunnelAnswer>('/Api/Opportunity/Funnel', { token, query })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body.Data!
  }
  const move = async (Id: number, Event: string, Data: Record<string, unknown> = {}) => {
    const rec = await s.call<{ Version: number }>('/Api/Opportunity/Get', { token: sales, query: { Id } })
    return s.call<{ State: string }>('/Api/Opportunity/Transition', {
      token: sales,
      lang: 'en-US',
      body: { Id, Version: rec.body.Data!.Version, Event, Data },
    })
  }

  it('the demo pipeline has opportunities in every stage, and the funnel’s "there now" equals them', async () => {
    const byState = await s.db
      .select({ State: Opportunity.State, n: count() })
      .from(Opportunity)
      .where(ne(Opportunity.Status, -1))
      .groupBy(Opportunity.State)
    const n = new Map(byState.map((r) => [r.State, r.n]))
    for (const state of opportunityLifecycle.steps) expect(n.get(state) ?? 0, state).toBeGreaterThan(0)
    const f = await funnel(admin)
    expect(f.Total).toBe([...n.values()].reduce((a, b) => a + b, 0))
    for (const stage of f.Stages) expect(stage.Now, stage.Stage).toBe(n.get(stage.Stage) ?? 0)
    // Reaching a stage means reaching every one before it: the counts never grow down the funnel.
    expect(f.Stages.map((x) => x.Stage)).toEqual([...FUNNEL_STAGES])
    expect(f.Stages[0]!.Reached).toBe(f.Total)
    for (let k = 1; k < f.Stages.length; k++) {
      expect(f.Stages[k]!.Reached).toBeLessThanOrEqual(f.Stages[k - 1]!.Reached)
      expect(f.Stages[k - 1]!.Conversion).toBeCloseTo(f.Stages[k]!.Reached / f.Stages[k - 1]!.Reached, 10)
    }
    // The demo's deals took days at each stage.
    expect(f.Stages[0]!.MedianSeconds).toBeGreaterThan(0)
    expect(f.Groups.reduce((a, g) => a + g.Open + g.Won + g.Lost, 0)).toBe(f.Total)
  })

  it('a deal moved to won raises every stage it passed by one; lost needs a reason; won needs an amount', async () => {
    const client = await s.call<{ Id: number }>('/Api/Client/Post', {
      token: sales,
      body: { ClientName: `Funnel customer ${DB_KIND} ${Date.now()}`, Type: 2 },
    })
    const before = await funnel(sales, { AgentId: salesId })
    const made = await s.call<{ Id: number }>('/Api/Opportunity/Post', {
      token: sales,
      body: { Title: 'Warehouse in Johor', ClientId: client.body.Data!.Id, Amount: 0, ExpectCloseTime: 1_900_000_000 },
    })
    expect(made.status, JSON.stringify(made.body)).toBe(200)
    const id = made.body.Data!.Id
    for (const e of ['qualify', 'quote']) expect((await move(id, e)).status).toBe(200)
    // No amount agreed: not won, and nothing changes.
    const refused = await move(id, 'win')
    expect(refused.status).toBe(409)
    expect(refused.body.Message).toMatch(/amount/i)
    const got = await s.call<{ Version: number }>('/Api/Opportunity/Get', { token: sales, query: { Id: id } })
    const edit = await s.call('/Api/Opportunity/Update', {
      token: sales,
      body: { Id: id, Version: got.body.Data!.Version, Amount: 4_200_000 },
    })
    expect(edit.status, JSON.stringify(edit.body)).toBe(200)
    expect((await move(id, 'negotiate')).status).toBe(200)
    expect((await move(id, 'lose')).status).toBe(400)
    const won = await move(id, 'win')
    expect(won.status, JSON.stringify(won.body)).toBe(200)
    const after = await funnel(sales, { AgentId: salesId })
    expect(after.Total).toBe(before.Total + 1)
    for (const [k, stage] of after.Stages.entries()) {
      expect(stage.Reached, stage.Stage).toBe(before.Stages[k]!.Reached + 1)
      expect(stage.Amount, stage.Stage).toBe(before.Stages[k]!.Amount + 4_200_000)
    }
    const mine = after.Groups.find((g) => g.Id === salesId)!
    expect(mine.Won).toBe(before.Groups.find((g) => g.Id === salesId)!.Won + 1)
  })

  it('a follow-up works on an opportunity of its own customer only; the funnel is the reader’s scope', async () => {
    const [theirs] = await s.db
      .select({ Id: Opportunity.Id, ClientId: Opportunity.ClientId })
      .from(Opportunity)
      .where(and(eq(Opportunity.AgentId, salesId), ne(Opportunity.Status, -1)))
      .limit(1)
    const [other] = await s.db
      .select({ Id: Opportunity.Id })
      .from(Opportunity)
      .where(and(ne(Opportunity.ClientId, theirs!.ClientId), ne(Opportunity.Status, -1)))
      .limit(1)
    const wrong = await s.call('/Api/ClientFollow/Post', {
      token: sales,
      body: { ClientId: theirs!.ClientId, Content: 'Sent the quotation', OpportunityId: other!.Id },
    })
    expect(wrong.status).toBe(400)
    const right = await s.call('/Api/ClientFollow/Post', {
      token: sales,
      body: { ClientId: theirs!.ClientId, Content: 'Sent the quotation', OpportunityId: theirs!.Id },
    })
    expect(right.status, JSON.stringify(right.body)).toBe(200)
    // The salesperson sees his own deals only; the administrator everyone's.
    const own = await funnel(sales)
    expect(own.Groups.map((g) => g.Id)).toEqual([salesId])
    expect((await funnel(admin)).Total).toBeGreaterThan(own.Total)
    expect((await s.call('/Api/Opportunity/Funnel', { token: sales, query: { By: 'nobody' } })).status).toBe(400)
    expect((await s.call('/Api/Opportunity/Funnel', { token: await s.login(DEMO.warehouse) })).status).toBe(403)
  })
})
