import { afterAll, beforeAll, expect, it } from 'vitest'
import { and, count, eq, ne, sql } from 'drizzle-orm'
import { Client, Invoice, Receivable, SalesOrder, StationContract } from '../../src/server/db/schema/index.ts'
import type { ClientStory } from '../../src/shared/resources/client-story.ts'
import { STORY_KINDS } from '../../src/shared/resources/client-story.ts'
import { createTestServer, DB_KIND, DEMO, describeDb, type TestServer } from '../helpers/server.ts'

/** A customer's page lists its documents of every kind, each as its reader may see them. */
describeDb(`a customer's whole story (${DB_KIND})`, () => {
  let s: TestServer
  let admin: string
  let sales: string
  const idOf = async (name: string) => (await s.db.select({ Id: Client.Id }).from(Client).where(eq(Client.ClientName, name)))[0]!.Id
  const story = (token: string, Id: number) => s.call<ClientStory>('/Api/Client/Story', { token, query: { Id } })
  beforeAll(async () => {
    s = await createTestServer()
    admin = await s.login(DEMO.admin)
    sales = await s.login(DEMO.sales)
  })
  afterAll(() => s?.close())

  it('the demo customer has documents of every kind its type can have, counted as the tables hold them', async () => {
    const id = await idOf('Kedai Runcit Aminah')
    const res = await story(admin, id)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const { Sections, Open, LastActivity } = res.body.Data!
    const n = async (t: typeof SalesOrder | typeof Receivable | typeof Invoice) =>
      (
        await s.db
          .select({ n: count() })
          .from(t)
          .where(and(eq(t.ClientId, id), ne(t.Status, -1)))
      )[0]!.n
    expect(Sections.SalesOrder!.Count).toBe(await n(SalesOrder))
    expect(Sections.Receivable!.Count).toBe(await n(Receivable))
    expect(Sections.Invoice!.Count).toBe(await n(Invoice))
    // Every kind but the incubator's contracts (a purchasing customer leases no desks) has something.
    for (const kind of STORY_KINDS.filter((k) => k !== 'StationContract')) expect(Sections[kind]?.Count, kind).toBeGreaterThan(0)
    expect(Sections.SalesOrder!.Rows.map((r) => r.No)).toContain('XS-2026-1108')
    // Her phone, written another way, names her chat; a chat with no phone or a stranger's does not show.
    expect(Sections.Chat!.Rows.map((r) => r.No)).toEqual(['Aminah binti Yusof'])
    expect(Sections.File).toMatchObject({ Count: 2 })
    expect(Sections.File!.Rows[0]!.Url).toMatch(/^\/uploads\/.+\.png$/)
    // The latest first, at most five.
    for (const kind of STORY_KINDS) {
      const rows = Sections[kind]?.Rows ?? []
      expect(rows.length).toBeLessThanOrEqual(5)
      expect(rows.map((r) => r.Time)).toEqual(rows.map((r) => r.Time).sort((a, b) => b - a))
    }
    // What is still owed: the receivables' balances, per currency.
    const owed = await s.db
      .select({ Currency: Receivable.Currency, Amount: sql<number>`sum(${Receivable.Balance})::int` })
      .from(Receivable)
      .where(and(eq(Receivable.ClientId, id), ne(Receivable.Status, -1), ne(Receivable.Balance, 0)))
      .groupBy(Receivable.Currency)
    expect(Open).toEqual(owed)
    expect(Open!.length).toBeGreaterThan(0)
    expect(LastActivity).toBeGreaterThanOrEqual(Math.max(...STORY_KINDS.flatMap((k) => Sections[k]?.Rows.map((r) => r.Time) ?? [0])))
  })

  it('an investment company shows its contracts', async () => {
    const id = await idOf('Warung Digital Bandung')
    const contracts = await s.db.select({ Id: StationContract.Id }).from(StationContract).where(eq(StationContract.ClientId, id))
    const res = await story(admin, id)
    expect(res.body.Data!.Sections.StationContract!.Count).toBe(contracts.length)
    expect(contracts.length).toBeGreaterThan(0)
  })

  it('each kind as the reader may see it: absent without its permission, the customer only in scope', async () => {
    const id = await idOf('Kedai Runcit Aminah')
    const mine = await story(sales, id)
    expect(mine.status).toBe(200)
    const info = (await s.call<{ access: string[] }>('/Api/Agent/GetInfo', { token: sales })).body.Data!
    const finance = info.access.some((k) => k.startsWith('finance:'))
    expect(mine.body.Data!.Sections.Receivable === null).toBe(!finance)
    expect(mine.body.Data!.Open === null).toBe(!finance)
    // A colleague's customer (the supervisor's) is out of the salesperson's scope.
    const [theirs] = await s.db
      .select({ Id: Client.Id })
      .from(Client)
      .where(and(ne(Client.AgentId, 3), ne(Client.AgentId, 0), eq(Client.Kind, 1), ne(Client.CoAgentId, 3)))
      .limit(1)
    expect((await story(sales, theirs!.Id)).status).toBe(404)
    expect((await story(await s.login(DEMO.warehouse), id)).status).toBe(403)
    expect((await story(sales, 0)).status).toBe(400)
    expect((await s.call('/Api/Client/Story', { query: { Id: id } })).status).toBe(401)
  })
})
