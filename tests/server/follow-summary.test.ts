import { afterAll, beforeAll, expect, it } from 'vitest'
import fc from 'fast-check'
import { eq } from 'drizzle-orm'
import { Agent, Client, ClientFollow } from '../../src/server/db/schema/index.ts'
import { createTestServer, DB_KIND, DEMO, describeDb, type TestServer } from '../helpers/server.ts'

const DAY = 86_400

type Follow = { Id: number; Status: number; FollowTime: number; NextFollowTime: number }

/** The summary as the rule states it (follow-summary.ts), recomputed from the rows in JavaScript. */
function expected(rows: readonly Follow[]) {
  const live = rows.filter((r) => r.Status !== -1)
  const last = Math.max(0, ...live.map((r) => r.FollowTime))
  const planners = live.filter((r) => r.NextFollowTime > 0).sort((a, b) => b.FollowTime - a.FollowTime || b.Id - a.Id)
  const plan = planners[0]?.NextFollowTime ?? 0
  return { FollowNum: live.length, FollowTime: last, NextFollowTime: plan > last ? plan : 0 }
}

type Step =
  | { kind: 'create'; daysAgo: number; planIn: number | null }
  | { kind: 'edit'; pick: number; planIn: number | null }
  | { kind: 'delete'; pick: number }
  | { kind: 'restore'; pick: number }

const step: fc.Arbitrary<Step> = fc.oneof(
  // Back-dated (up to 30 days) or now; a plan some days after it, or none.
  fc.record({
    kind: fc.constant('create' as const),
    daysAgo: fc.integer({ min: 0, max: 30 }),
    planIn: fc.option(fc.integer({ min: 1, max: 40 })),
  }),
  fc.record({ kind: fc.constant('edit' as const), pick: fc.nat(), planIn: fc.option(fc.integer({ min: 1, max: 40 })) }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('restore' as const), pick: fc.nat() }),
)

/** A customer's FollowNum, FollowTime and NextFollowTime equal their recomputation from its rows after every write. */
describeDb(`follow-up summary (${DB_KIND})`, () => {
  let s: TestServer
  let sales: string
  let admin: string
  let owner: { Id: number; DepartmentId: number }
  let n = 0
  beforeAll(async () => {
    s = await createTestServer()
    sales = await s.login(DEMO.sales)
    admin = await s.login(DEMO.admin)
    const [a] = await s.db.select({ Id: Agent.Id, DepartmentId: Agent.DepartmentId }).from(Agent).where(eq(Agent.Mobile, DEMO.sales.mobile))
    owner = a!
  })
  afterAll(() => s?.close())

  const call = <T = unknown>(token: string, p: string, body: unknown) => s.call<T>(p, { token, lang: 'en-US', body })
  const summary = async (id: number) => {
    const [c] = await s.db
      .select({ FollowNum: Client.FollowNum, FollowTime: Client.FollowTime, NextFollowTime: Client.NextFollowTime })
      .from(Client)
      .where(eq(Client.Id, id))
    return c!
  }
  const rows = (id: number) =>
    s.db
      .select({
        Id: ClientFollow.Id,
        Status: ClientFollow.Status,
        FollowTime: ClientFollow.FollowTime,
        NextFollowTime: ClientFollow.NextFollowTime,
      })
      .from(ClientFollow)
      .where(eq(ClientFollow.ClientId, id))
  const newCustomer = async () => {
    const [row] = await s.db
      .insert(Client)
      .values({ ClientName: `Summary customer ${++n}`, State: 'Private', AgentId: owner.Id, DepartmentId: owner.DepartmentId })
      .returning({ Id: Client.Id })
    return row!.Id
  }

  it('a back-dated follow-up keeps the plan made at the latest one, and a delete gives the summary back', async () => {
    const id = await newCustomer()
    const now = Math.floor(Date.now() / 1000)
    const today = await call<{ Id: number }>(sales, '/Api/ClientFollow/Post', {
      ClientId: id,
      Content: '您好，可以的：明天见。',
      NextFollowTime: now + 2 * DAY,
    })
    expect(today.status, JSON.stringify(today.body)).toBe(200)
    // Written afterwards about a call last week, with no plan: the plan of today's stands.
    const late = await call<{ Id: number }>(sales, '/Api/ClientFollow/Post', {
      ClientId: id,
      Content: 'Call last week',
      FollowTime: now - 7 * DAY,
    })
    expect(late.status, JSON.stringify(late.body)).toBe(200)
    expect(await summary(id)).toEqual({
      FollowNum: 2,
      FollowTime: (await rows(id)).find((r) => r.Id === today.body.Data!.Id)!.FollowTime,
      NextFollowTime: now + 2 * DAY,
    })
    // Deleting today's leaves last week's, with nothing planned.
    const del = await call(admin, '/Api/ClientFollow/Delete', { Id: today.body.Data!.Id })
    expect(del.status, JSON.stringify(del.body)).toBe(200)
    expect(await summary(id)).toEqual({ FollowNum: 1, FollowTime: now - 7 * DAY, NextFollowTime: 0 })
    // The text keeps its full-width punctuation.
    const [kept] = await s.db.select({ Content: ClientFollow.Content }).from(ClientFollow).where(eq(ClientFollow.Id, today.body.Data!.Id))
    expect(kept!.Content).toBe('您好，可以的：明天见。')
  })

  it('equals its recomputation after random creates, back-dated creates, edits, deletes and restores', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
        const id = await newCustomer()
        const now = Math.floor(Date.now() / 1000)
        for (const st of steps) {
          const mine = await rows(id)
          const target = mine.length ? mine[('pick' in st ? st.pick : 0) % mine.length]! : undefined
          if (st.kind === 'create') {
            const at = now - st.daysAgo * DAY
            const res = await call(sales, '/Api/ClientFollow/Post', {
              ClientId: id,
              Content: 'Replay',
              FollowTime: at,
              NextFollowTime: st.planIn === null ? 0 : at + st.planIn * DAY,
            })
            expect(res.status, JSON.stringify(res.body)).toBe(200)
          } else if (st.kind === 'edit' && target && target.Status !== -1) {
            const [full] = await s.db.select({ Version: ClientFollow.Version }).from(ClientFollow).where(eq(ClientFollow.Id, target.Id))
            const res = await call(sales, '/Api/ClientFollow/Update', {
              Id: target.Id,
              Version: full!.Version,
              NextFollowTime: st.planIn === null ? 0 : target.FollowTime + st.planIn * DAY,
            })
            expect(res.status, JSON.stringify(res.body)).toBe(200)
          } else if (st.kind === 'delete' && target && target.Status !== -1) {
            const res = await call(admin, '/Api/ClientFollow/Delete', { Id: target.Id })
            expect(res.status, JSON.stringify(res.body)).toBe(200)
          } else if (st.kind === 'restore' && target && target.Status === -1) {
            const res = await call(admin, '/Api/ClientFollow/Restore', { Id: target.Id })
            expect(res.status, JSON.stringify(res.body)).toBe(200)
          }
          expect(await summary(id)).toEqual(expected(await rows(id)))
        }
      }),
      { numRuns: 12 },
    )
  })
})
