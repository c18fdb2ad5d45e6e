import { afterAll, beforeAll, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { Notice, NoticeRead } from '../../src/server/db/schema/index.ts'
import { createTestServer, DEMO, describeDb, type TestServer } from '../helpers/server.ts'

interface NoticeRow {
  Id: number
  Type: number
  Title: string
  Version: number
  Status: number
  AgentName: string
  DepartmentName: string
}

describeDb('the CRUD router built from a resource definition (Notice)', () => {
  let s: TestServer
  let admin: string
  let supervisor: string
  let sales: string
  beforeAll(async () => {
    s = await createTestServer()
    ;[admin, supervisor, sales] = await Promise.all([s.login(DEMO.admin), s.login(DEMO.supervisor), s.login(DEMO.sales)])
    // These tests count and order every notice: they start from an empty table, not the demo's.
    await s.db.delete(NoticeRead)
    await s.db.delete(Notice)
  })
  afterAll(() => s?.close())

  const post = (token: string, body: unknown) => s.call<{ Id: number }>('/Api/Notice/Post', { token, body, lang: 'en-US' })
  const list = (token: string, query: Record<string, string | number> = {}) =>
    s.call<NoticeRow[]>('/Api/Notice/Index', { token, query, lang: 'en-US' })

  it('creates a record owned by the caller and answers its Id', async () => {
    const res = await post(admin, { Type: 1, Title: 'Warehouse closed on Friday', Content: 'Stocktake' })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ Result: true, Message: 'Add Success' })
    const got = await s.call<NoticeRow>('/Api/Notice/Get', { token: admin, query: { Id: res.body.Data!.Id } })
    expect(got.body.Data).toMatchObject({
      Title: 'Warehouse closed on Friday',
      Type: 1,
      Version: 1,
      Status: 1,
      AgentName: '陈志远',
      DepartmentName: '总部',
    })
  })

  it('refuses a bad body with field errors and writes nothing', async () => {
    const before = (await s.db.select().from(Notice)).length
    const res = await post(admin, { Type: 9, Title: '' })
    expect(res.status).toBe(400)
    expect(res.body.Errors?.map((e) => e.Field).sort()).toEqual(['Title', 'Type'])
    expect((await s.db.select().from(Notice)).length).toBe(before)
  })

  it('pages, sorts by allow-listed fields only, filters and searches in the database', async () => {
    for (const [i, title] of ['Alpha rule', 'Beta rule', 'Gamma policy'].entries()) {
      expect((await post(admin, { Type: i === 2 ? 3 : 2, Title: title, Score: i })).status).toBe(200)
    }
    const all = await list(admin, { Size: 2 })
    expect(all.body.Count).toBe(4)
    expect(all.body.Data).toHaveLength(2)
    expect(all.body.Data![0]!.Title).toBe('Gamma policy') // Score desc, then Id desc
    const page2 = await list(admin, { Size: 2, Index: 2 })
    expect(page2.body.Data!.map((r) => r.Title)).toEqual(['Alpha rule', 'Warehouse closed on Friday'])
    const byTitle = await list(admin, { OrderBy: 'Id', IsAsc: 1 })
    expect(byTitle.body.Data![0]!.Title).toBe('Warehouse closed on Friday')
    expect((await list(admin, { Type: 3 })).body.Data!.map((r) => r.Title)).toEqual(['Gamma policy'])
    expect((await list(admin, { Value: 'rule' })).body.Count).toBe(2)
    expect((await s.call<number>('/Api/Notice/Count', { token: admin, query: { Type: 2 } })).body.Data).toBe(2)
    const select = await s.call<{ Id: number; Name: string }[]>('/Api/Notice/Select', { token: admin, query: { Size: 1000 } })
    expect(select.body.Data?.map((r) => r.Name)).toContain('Beta rule')

    const badQueries: Record<string, string | number>[] = [
      { OrderBy: 'Content' },
      { Size: 0 },
      { Size: 1001 },
      { Index: -1 },
      { Type: 'x' },
    ]
    for (const query of badQueries) {
      const bad = await list(admin, query)
      expect(bad.status, JSON.stringify(query)).toBe(400)
    }
  })

  it('updates with the current Version, and answers 409 to a stale one without changing anything', async () => {
    const { body } = await post(admin, { Type: 1, Title: 'Draft' })
    const id = body.Data!.Id
    const ok = await s.call<{ Version: number }>('/Api/Notice/Update', {
      token: admin,
      body: { Id: id, Version: 1, Title: 'Final' },
      lang: 'en-US',
    })
    expect(ok.status).toBe(200)
    expect(ok.body).toMatchObject({ Result: true, Message: 'Save Success', Data: { Version: 2 } })
    const stale = await s.call('/Api/Notice/Update', { token: admin, body: { Id: id, Version: 1, Title: 'Lost update' }, lang: 'en-US' })
    expect(stale.status).toBe(409)
    const [row] = await s.db.select().from(Notice).where(eq(Notice.Id, id))
    expect(row).toMatchObject({ Title: 'Final', Version: 2 })
    expect((await s.call('/Api/Notice/Update', { token: admin, body: { Id: 999999, Version: 1, Title: 'x' } })).status).toBe(404)
  })

  it('soft-deletes one or many; deleted rows leave every list and answer 404', async () => {
    const a = (await post(admin, { Type: 1, Title: 'Delete me A' })).body.Data!.Id
    const b = (await post(admin, { Type: 1, Title: 'Delete me B' })).body.Data!.Id
    const del = await s.call<{ Count: number }>('/Api/Notice/Delete', { token: admin, body: { Ids: [a, b] }, lang: 'en-US' })
    expect(del.body).toMatchObject({ Result: true, Data: { Count: 2 }, Message: 'Remove Success' })
    expect((await list(admin, { Value: 'Delete me' })).body.Count).toBe(0)
    expect((await list(admin, { Value: 'Delete me', Status: -1 })).body.Count).toBe(2)
    expect((await s.call('/Api/Notice/Get', { token: admin, query: { Id: a } })).status).toBe(404)
    const [row] = await s.db.select().from(Notice).where(eq(Notice.Id, a))
    expect(row?.Status).toBe(-1) // kept, not erased
  })

  it('applies permissions and the data scope on the server', async () => {
    // The salesperson (scope: own) may read notices but not write them.
    expect((await post(sales, { Type: 1, Title: 'Nope' })).status).toBe(403)
    expect((await s.call('/Api/Notice/Delete', { token: sales, body: { Id: 1 } })).status).toBe(403)
    expect((await list(sales)).body.Count).toBe(0) // own records only: none
    // The supervisor (scope: department and below) writes one; the salesperson in that subtree still sees only own.
    const mine = await post(supervisor, { Type: 1, Title: 'Sales meeting' })
    expect(mine.status).toBe(200)
    const supList = await list(supervisor)
    expect(supList.body.Data!.map((r) => r.Title)).toEqual(['Sales meeting']) // not the head office's
    expect((await s.call('/Api/Notice/Get', { token: supervisor, query: { Id: 1 } })).status).toBe(404)
    // The supervisor holds notice:create but not notice:update.
    expect((await s.call('/Api/Notice/Update', { token: supervisor, body: { Id: 1, Version: 1, Title: 'x' } })).status).toBe(403)
  })
})
