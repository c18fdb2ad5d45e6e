import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest'
import { eq } from 'drizzle-orm'
import { Agent, Client, Setting } from '../../src/server/db/schema/index.ts'
import { dayOf, fromWallInput, TIME_ZONE_KEY } from '../../src/kernel/shared/date-ranges.ts'
import { toIndexQuery } from '../../src/kernel/shared/schemas/list.ts'
import { followResource } from '../../src/shared/resources/follow.ts'
import { forgetSettings } from '../../src/kernel/server/services/settings.ts'
import type { HomeCards } from '../../src/kernel/shared/schemas/home.ts'
import type { Reminder } from '../../src/kernel/shared/schemas/reminders.ts'
import { createTestServer, DB_KIND, DEMO, describeDb, type TestServer } from '../helpers/server.ts'

const TZ = 'Asia/Shanghai'

/**
 * "Today" is the company's day: a follow-up planned for 00:15 Shanghai time is not due at 23:30 the
 * evening before (though UTC already reads that day) and is due at 00:30, in the reminders, the
 * follow-up list's "Due today" (the query the browser builds) and the home card alike.
 */
describeDb(`the company's day (${DB_KIND})`, () => {
  let s: TestServer
  let sales: string
  let client = 0
  let follow = 0
  // Two days ahead of the real date: D 23:30, D+1 00:15 (the plan) and D+1 00:30, Shanghai time.
  const day = dayOf(Math.floor(Date.now() / 1000) + 2 * 86_400, TZ)
  const next = dayOf(fromWallInput(day, TZ)! + 36 * 3600, TZ)
  const evening = fromWallInput(`${day}T23:30`, TZ)!
  const plan = fromWallInput(`${next}T00:15`, TZ)!
  const night = fromWallInput(`${next}T00:30`, TZ)!

  beforeAll(async () => {
    s = await createTestServer()
    await s.db.delete(Setting).where(eq(Setting.Name, TIME_ZONE_KEY))
    await s.db.insert(Setting).values({ Name: TIME_ZONE_KEY, Value: TZ, Attr: 'text' })
    forgetSettings() // written straight into the database, past the API
    sales = await s.login(DEMO.sales)
    const [me] = await s.db
      .select({ Id: Agent.Id, DepartmentId: Agent.DepartmentId })
      .from(Agent)
      .where(eq(Agent.Mobile, DEMO.sales.mobile))
    const [c] = await s.db
      .insert(Client)
      .values({ ClientName: 'Midnight customer', State: 'Private', AgentId: me!.Id, DepartmentId: me!.DepartmentId })
      .returning({ Id: Client.Id })
    client = c!.Id
    const made = await s.call<{ Id: number }>('/Api/ClientFollow/Post', {
      token: sales,
      body: { ClientId: client, Content: 'Call back after midnight', NextFollowTime: plan },
    })
    expect(made.status, JSON.stringify(made.body)).toBe(200)
    follow = made.body.Data!.Id
  })
  afterEach(() => vi.useRealTimers())
  afterAll(() => s?.close())

  /** What the salesperson's three screens say at an instant. */
  async function seen(at: number) {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(at * 1000)
    const sales = await s.login(DEMO.sales) // a session of that night's
    const query = toIndexQuery(followResource, { page: 1, size: 20, range: 'today' }, {}, new Date(at * 1000), TZ)
    const [list, cards, reminders] = await Promise.all([
      s.call<{ Id: number }[]>('/Api/ClientFollow/Index', { token: sales, query: { ...query, Size: 500 } }),
      s.call<HomeCards>('/Api/Home/Cards', { token: sales }),
      s.call<Reminder[]>('/Api/Check/Index', { token: sales, query: { Size: 1000 } }),
    ])
    expect(list.status).toBe(200)
    return {
      listed: list.body.Data!.some((r) => r.Id === follow),
      todayTab: list.body.Count,
      card: cards.body.Data!.FollowUps,
      reminded: reminders.body.Data!.some((r) => r.Type === 'follow' && r.Id === client),
    }
  }

  it('at 23:30 the plan for 00:15 is tomorrow’s on every screen, at 00:30 it is today’s on every screen', async () => {
    const before = await seen(evening)
    expect(before).toMatchObject({ listed: false, reminded: false })
    expect(before.card).toBe(before.todayTab)
    const after = await seen(night)
    expect(after).toMatchObject({ listed: true, reminded: true })
    expect(after.card).toBe(after.todayTab)
    expect(after.card).toBeGreaterThan(0)
  })

  it('an export writes the company’s clock, not Unix seconds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(night * 1000)
    const admin = await s.login(DEMO.admin)
    const csv = await s.call('/Api/ClientFollow/Export', {
      token: admin,
      lang: 'en-US',
      query: { Format: 'csv', ClientId: client },
    })
    expect(csv.status).toBe(200)
    expect(csv.body.Message).toContain(`${next} 00:15`)
  })
})
