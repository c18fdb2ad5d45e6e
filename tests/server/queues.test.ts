import { afterAll, beforeAll, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { QueueClaim } from '../../src/server/db/schema/index.ts'
import { createTestServer, DB_KIND, DEMO, describeDb, type TestServer } from '../helpers/server.ts'

type Item = { Doc: string; Id: number; Title: string; State: string; Age: number; EnterTime: number; HolderId: number; HolderName: string; AgentName: string }

describeDb(`work queues (${DB_KIND})`, () => {
  let s: TestServer
  let admin: string
  let sales: string
  let supervisor: string
  beforeAll(async () => {
    s = await createTestServer()
    admin = await s.login(DEMO.admin)
    sales = await s.login(DEMO.sales)
    supervisor = await s.login(DEMO.supervisor)
  })
  afterAll(() => s?.close())
  const as = (token: string) => <T = unknown,>(p: string, opts: Parameters<TestServer['call']>[1] = {}) => s.call<T>(p, { token, lang: 'en-US', ...opts })
  const newClient = async (token: string) => (await as(token)<{ Id: number }>('/Api/Client/Post', { body: { ClientName: `Queue customer ${Math.random().toString(36).slice(2, 7)}`, Type: 1 } })).body.Data!.Id

  it('lists the documents whose state feeds the queue, oldest first, within the data scope', async () => {
    const mine = await newClient(sales)
    const others = await newClient(admin)
    const res = await as(sales)<Item[]>('/Api/Queue/Index', { query: { Queue: 'about-to-lose', Size: 200 } })
    expect(res.status).toBe(200)
    const items = res.body.Data!
    expect(items.every((i) => i.Doc === 'Client' && i.State === 'Private')).toBe(true)
    expect(items.map((i) => i.Id)).toContain(mine)
    expect(items.map((i) => i.Id)).not.toContain(others)
    expect(items.map((i) => i.EnterTime)).toEqual([...items.map((i) => i.EnterTime)].sort((a, b) => a - b))
    expect(res.body.Count).toBe(items.length)
    expect((await as(sales)('/Api/Queue/Index', { query: { Queue: 'nowhere' } })).status).toBe(400)
    // A worker without the documents' permission sees an empty queue, not someone else's work.
    const picking = await as(sales)<Item[]>('/Api/Queue/Index', { query: { Queue: 'picking' } })
    expect(picking.body).toMatchObject({ Data: [], Count: 0 })
  })

  it('a claimed item shows its holder; another worker is refused with the holder’s name until it is released', async () => {
    const id = await newClient(sales)
    expect((await as(admin)('/Api/Queue/Claim', { body: { Doc: 'Client', Id: id } })).status).toBe(200)
    const list = await as(supervisor)<Item[]>('/Api/Queue/Index', { query: { Queue: 'about-to-lose', Size: 200 } })
    expect(list.body.Data!.find((i) => i.Id === id)).toMatchObject({ HolderName: '陈志远' })
    const refused = await as(supervisor)('/Api/Queue/Claim', { body: { Doc: 'Client', Id: id } })
    expect(refused.status).toBe(409)
    expect(refused.body.Message).toBe('陈志远 is already working on this item')
    expect((await as(admin)('/Api/Queue/Claim', { body: { Doc: 'Client', Id: id } })).status).toBe(200) // refreshing one's own claim
    expect((await as(admin)('/Api/Queue/Release', { body: { Doc: 'Client', Id: id } })).status).toBe(200)
    expect((await as(supervisor)('/Api/Queue/Claim', { body: { Doc: 'Client', Id: id } })).status).toBe(200)
  })

  it('a bad body, no session or no permission to work the document is refused, and nothing is held', async () => {
    const id = await newClient(sales)
    expect((await as(admin)('/Api/Queue/Claim', { body: { Doc: 'Nope', Id: id } })).status).toBe(400)
    expect((await as(admin)('/Api/Queue/Claim', { body: { Doc: 'Client' } })).status).toBe(400)
    expect((await s.call('/Api/Queue/Claim', { body: { Doc: 'Client', Id: id } })).status).toBe(401)
    const warehouse = await s.login(DEMO.warehouse)
    expect((await as(warehouse)('/Api/Queue/Claim', { body: { Doc: 'Client', Id: id } })).status).toBe(403)
    expect((await as(warehouse)('/Api/Queue/Release', { body: { Doc: 'Client', Id: id } })).status).toBe(403)
    expect(await s.db.select().from(QueueClaim).where(eq(QueueClaim.DocId, id))).toEqual([])
  })

  it('an idle claim lapses; a record not waiting in a queue cannot be claimed', async () => {
    const id = await newClient(sales)
    await as(admin)('/Api/Queue/Claim', { body: { Doc: 'Client', Id: id } })
    await s.db.update(QueueClaim).set({ LastTime: 1 })
    expect((await as(supervisor)('/Api/Queue/Claim', { body: { Doc: 'Client', Id: id } })).status).toBe(200)
    const rec = (await as(admin)<{ Version: number }>('/Api/Client/Get', { query: { Id: id } })).body.Data!
    await as(admin)('/Api/Client/Transition', { body: { Id: id, Event: 'release', Version: rec.Version, Data: { Reason: 'Quiet' } } })
    expect((await as(admin)('/Api/Queue/Claim', { body: { Doc: 'Client', Id: id } })).status).toBe(409)
  })

  it('2 workers × 50 concurrent claims: no item is ever held by two', async () => {
    const ids = await Promise.all(Array.from({ length: 5 }, () => newClient(sales)))
    const workers = [admin, supervisor]
    const attempts = Array.from({ length: 100 }, (_, i) => ({ token: workers[i % 2]!, id: ids[Math.floor(i / 2) % ids.length]! }))
    const results = await Promise.all(attempts.map(async (a) => ({ ...a, status: (await as(a.token)('/Api/Queue/Claim', { body: { Doc: 'Client', Id: a.id } })).status })))
    for (const id of ids) {
      const winners = new Set(results.filter((r) => r.id === id && r.status === 200).map((r) => r.token))
      expect(winners.size, `item ${id}`).toBe(1)
      expect(results.filter((r) => r.id === id).every((r) => [200, 409].includes(r.status))).toBe(true)
    }
  })
})
