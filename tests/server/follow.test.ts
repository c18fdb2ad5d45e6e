import { afterAll, beforeAll, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { Agent, Client, ClientFollow, DocEvent } from '../../src/server/db/schema/index.ts'
import { clientSweep } from '../../src/server/jobs/client-sweep.ts'
import { createTestServer, DB_KIND, DEMO, describeDb, type TestServer } from '../helpers/server.ts'

const DAY = 86_400

/** Follow-ups with customers through the API: what they change on the customer, and who may write them. */
describeDb(`customer follow-ups (${DB_KIND})`, () => {
  let s: TestServer
  let sales: string
  let owner: { Id: number; DepartmentId: number }
  let n = 0
  beforeAll(async () => {
    s = await createTestServer()
    sales = await s.login(DEMO.sales)
    const [a] = await s.db.select({ Id: Agent.Id, DepartmentId: Agent.DepartmentId }).from(Agent).where(eq(Agent.Mobile, DEMO.sales.mobile))
    owner = a!
  })
  afterAll(() => s?.close())

  const call = <T = unknown>(p: string, body: unknown) => s.call<T>(p, { token: sales, lang: 'en-US', body })
  /** A private customer of `agentId` last followed up, claimed and created `daysAgo` days before now (a deal yesterday: only follow-ups count). */
  const customer = async (agentId: number, daysAgo: number) => {
    const at = Math.floor(Date.now() / 1000) - daysAgo * DAY
    const [row] = await s.db
      .insert(Client)
      .values({
        ClientName: `Follow customer ${++n}`,
        State: 'Private',
        AgentId: agentId,
        DepartmentId: owner.DepartmentId,
        FollowTime: at,
        ClaimTime: at,
        CreateTime: at,
        UpdateTime: at,
        DealTime: Math.floor(Date.now() / 1000) - DAY,
      })
      .returning({ Id: Client.Id })
    return row!.Id
  }
  const client = async (id: number) => (await s.db.select().from(Client).where(eq(Client.Id, id)))[0]!

  it('moves the customer’s last and next follow-up and count, writes its timeline, and resets the high-seas clock', async () => {
    const followed = await customer(owner.Id, 400)
    const forgotten = await customer(owner.Id, 400)
    const now = Math.floor(Date.now() / 1000)
    const res = await call<{ Id: number }>('/Api/ClientFollow/Post', {
      ClientId: followed,
      Method: 1,
      ContactName: 'Aisyah',
      Content: 'Asked for the 12.12 price list',
      NextFollowTime: now + 2 * DAY,
      Stage: 3,
      Amount: 1_250_000,
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const after = await client(followed)
    expect(after.FollowNum).toBe(1)
    expect(after.FollowTime).toBeGreaterThanOrEqual(now - 5)
    expect(after.NextFollowTime).toBe(now + 2 * DAY)
    const rows = await s.db
      .select()
      .from(DocEvent)
      .where(and(eq(DocEvent.Doc, 'Client'), eq(DocEvent.DocId, followed), eq(DocEvent.Event, 'follow')))
    expect(rows).toHaveLength(1)
    expect(rows[0]!.Data).toMatchObject({ Content: 'Asked for the 12.12 price list', Method: 1 })
    // The sweep counts days without a follow-up: the one followed up stays, the one forgotten falls.
    await clientSweep.run({ deps: s.deps, now: now + 60, agentId: 0 })
    expect((await client(followed)).State).toBe('Private')
    expect(await client(forgotten)).toMatchObject({ State: 'Public', LoseWay: 2, LoseReason: '' })
  })

  it('is written only for a customer one works on, with the next follow-up after it; a refusal writes nothing', async () => {
    const [other] = await s.db.select({ Id: Agent.Id }).from(Agent).where(eq(Agent.Mobile, DEMO.supervisor.mobile))
    const theirs = await customer(other!.Id, 1)
    const refused = await call('/Api/ClientFollow/Post', { ClientId: theirs, Content: 'Not mine' })
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ Errors: [{ Field: 'ClientId' }] })
    const mine = await customer(owner.Id, 1)
    const backwards = await call('/Api/ClientFollow/Post', {
      ClientId: mine,
      Content: 'Soon',
      FollowTime: 1_800_000_000,
      NextFollowTime: 1_700_000_000,
    })
    expect(backwards.status).toBe(400)
    expect(backwards.body).toMatchObject({ Errors: [{ Field: 'NextFollowTime' }] })
    expect((await client(theirs)).FollowNum).toBe(0)
    expect((await client(mine)).FollowNum).toBe(0)
    expect(await s.db.select().from(ClientFollow).where(eq(ClientFollow.ClientId, theirs))).toEqual([])
  })

  it('carries up to nine uploaded images as its attachments; anything else (another site’s image too) is refused and nothing is written', async () => {
    const id = await customer(owner.Id, 1)
    const img = (k: number) => `/uploads/${String(k).padStart(32, 'a')}.png`
    const before = (await s.db.select({ Id: ClientFollow.Id }).from(ClientFollow).where(eq(ClientFollow.ClientId, id))).length
    for (const Images of [['javascript:alert(1)'], ['/uploads/../../etc/passwd'], [''], Array.from({ length: 10 }, (_, k) => img(k))]) {
      const res = await call('/Api/ClientFollow/Post', { ClientId: id, Content: 'Left a quotation', Images })
      expect(res.status, JSON.stringify(Images)).toBe(400)
    }
    expect((await s.db.select({ Id: ClientFollow.Id }).from(ClientFollow).where(eq(ClientFollow.ClientId, id))).length).toBe(before)
    // An image of another site is not an upload: refused, naming the picture in the list.
    const foreign = await call('/Api/ClientFollow/Post', {
      ClientId: id,
      Content: 'Left a quotation',
      Images: [img(1), 'https://cdn.example.com/card.jpg'],
    })
    expect(foreign.status).toBe(400)
    expect(foreign.body).toMatchObject({ Errors: [{ Field: 'Images.1' }] })
    expect((await s.db.select({ Id: ClientFollow.Id }).from(ClientFollow).where(eq(ClientFollow.ClientId, id))).length).toBe(before)
    const ok = await call<{ Id: number }>('/Api/ClientFollow/Post', { ClientId: id, Content: 'Left a quotation', Images: [img(1), img(2)] })
    expect(ok.status, JSON.stringify(ok.body)).toBe(200)
    const got = await s.call<{ Images: string[] }>('/Api/ClientFollow/Get', { token: sales, query: { Id: ok.body.Data!.Id } })
    expect(got.body.Data!.Images).toEqual([img(1), img(2)])
  })
})
