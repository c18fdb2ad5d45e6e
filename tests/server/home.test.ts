import { afterAll, beforeAll, expect, it } from 'vitest'
import { and, eq, ne } from 'drizzle-orm'
import { Agent, Client } from '../../src/server/db/schema/index.ts'
import { cardContext, countHomeCards, scopedCount } from '../../src/server/services/home-cards.ts'
import { resolveSession } from '../../src/kernel/server/services/sessions.ts'
import { HOME_CARD_KEYS, type HomeCards } from '../../src/kernel/shared/schemas/home.ts'
import { createTestServer, DEMO, describeDb, type TestServer } from '../helpers/server.ts'

describeDb('home cards', () => {
  let s: TestServer
  beforeAll(async () => {
    s = await createTestServer()
  })
  afterAll(() => s?.close())

  it('needs a session', async () => {
    const res = await s.call('/Api/Home/Cards', { lang: 'en-US' })
    expect(res.status).toBe(401)
    expect(res.body).toEqual({ Result: false, Data: null, Message: 'Please log in first' })
  })

  it('answers a number for each of the eight cards', async () => {
    const res = await s.call<HomeCards>('/Api/Home/Cards', { token: await s.login(DEMO.admin) })
    expect(res.status).toBe(200)
    expect(Object.keys(res.body.Data!).sort()).toEqual(
      ['AboutToLose', 'Courses', 'Customers', 'FollowUps', 'Goods', 'MonthOrders', 'Todo', 'UnreadNotices'].sort(),
    )
    for (const key of HOME_CARD_KEYS) expect(res.body.Data![key], key).toBeTypeOf('number')
  })

  it('answers null for the areas an agent may not see', async () => {
    const res = await s.call<HomeCards>('/Api/Home/Cards', { token: await s.login(DEMO.warehouse) })
    expect(res.body.Data).toMatchObject({
      Goods: null,
      MonthOrders: null,
      Customers: null,
      Todo: expect.any(Number),
      UnreadNotices: expect.any(Number),
      Courses: 0,
    })
    const token = await s.login(DEMO.sales)
    const sales = await s.call<HomeCards>('/Api/Home/Cards', { token })
    // The salesperson's own: their private customers (not their suppliers), the ones about to fall (the queue), their unread reminders.
    const own = await s.db
      .select({ Id: Client.Id })
      .from(Client)
      .where(and(eq(Client.AgentId, 3), eq(Client.Kind, 1), eq(Client.State, 'Private'), ne(Client.Status, -1)))
    const losing = await s.call<unknown[]>('/Api/Queue/Index', { token, query: { Queue: 'about-to-lose', Size: 200 } })
    const unread = await s.call<number>('/Api/Check/Count', { token, query: { Status: 2 } })
    expect(sales.body.Data).toMatchObject({ Customers: own.length, AboutToLose: losing.body.Count, Todo: unread.body.Data })
    expect(own.length).toBeGreaterThan(0)
    // Courses to study: the demo exam assigned to the salesperson, not yet taken (the questionnaire is answered).
    expect(sales.body.Data!.Courses).toBe(1)
  })

  it('a counter is one line, and counts within the agent’s data scope', async () => {
    const staff = scopedCount(Agent, () => ne(Agent.Status, -1), { owner: Agent.Id, department: Agent.DepartmentId })
    const counters = { Customers: staff, Todo: async () => 7 }
    const as = async (who: { mobile: string; password: string }) =>
      countHomeCards(await cardContext(s.deps, (await resolveSession(s.db, await s.login(who)))!), counters)
    const all = (await s.db.select({ Id: Agent.Id }).from(Agent).where(ne(Agent.Status, -1))).length
    expect(await as(DEMO.admin)).toMatchObject({ Customers: all, Todo: 7, Goods: 0 })
    expect(await as(DEMO.supervisor)).toMatchObject({ Customers: 4, Todo: 7 }) // their department and below: with a suspended and a departed salesperson
    expect(await as(DEMO.warehouse)).toMatchObject({ Customers: null, Todo: 7 })
  })
})

describeDb('Check/Count (the reminder bell)', () => {
  let s: TestServer
  beforeAll(async () => {
    s = await createTestServer()
  })
  afterAll(() => s?.close())

  it('answers a number for the signed-in agent, and 401 without a session', async () => {
    const token = await s.login(DEMO.sales)
    const res = await s.call<number>('/Api/Check/Count', { token, query: { Status: 2 } })
    expect(res.status).toBe(200)
    // The bell counts the unread items of the reminder centre.
    const unread = await s.call<unknown[]>('/Api/Check/Index', { token, query: { Status: 2, Size: 1000 } })
    expect(res.body).toEqual({ Result: true, Data: unread.body.Count })
    expect((await s.call('/Api/Check/Count', { query: { Status: 2 } })).status).toBe(401)
    expect((await s.call('/Api/Check/Count', { token, query: { Status: 'x' } })).status).toBe(400)
  })
})
