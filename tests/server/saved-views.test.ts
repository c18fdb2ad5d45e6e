import { afterAll, beforeAll, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { Agent } from '../../src/server/db/schema/index.ts'
import { createTestServer, DB_KIND, DEMO, describeDb, type TestServer } from '../helpers/server.ts'

interface Views {
  Views: { Id: number; Name: string; Query: Record<string, unknown>; Hidden: string[]; Share: number; Mine: boolean; OwnerName: string }[]
  Default: number
}

/** A list's views saved by one person, shared with a department or role, and the one a list opens with. */
describeDb(`saved views (${DB_KIND})`, () => {
  let s: TestServer
  let admin: string
  let sales: string
  let supervisor: string
  let warehouse: string

  beforeAll(async () => {
    s = await createTestServer()
    admin = await s.login(DEMO.admin)
    sales = await s.login(DEMO.sales)
    supervisor = await s.login(DEMO.supervisor)
    warehouse = await s.login(DEMO.warehouse)
  })
  afterAll(() => s?.close())

  const call = <T = unknown>(token: string, p: string, body?: unknown, query?: Record<string, string | number>) =>
    s.call<T>(p, { token, lang: 'en-US', body, query })
  const index = async (token: string, resource = 'Client') =>
    (await call<Views>(token, '/Api/SavedView/Index', undefined, { Resource: resource })).body.Data!

  it('keeps a person’s view with its filter, sort and columns, replaces one of the same name, and opens it by default', async () => {
    const saved = await call<{ Id: number }>(sales, '/Api/SavedView/Post', {
      Resource: 'Client',
      Name: 'Hot leads',
      Query: { Level: 3, sort: 'FollowTime', asc: 1, q: 'Kedai' },
      Hidden: ['Country'],
      Default: true,
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    const mine = await index(sales)
    expect(mine.Views.map((v) => [v.Name, v.Query, v.Hidden, v.Mine])).toEqual([
      ['Hot leads', { Level: 3, sort: 'FollowTime', asc: 1, q: 'Kedai' }, ['Country'], true],
    ])
    expect(mine.Default).toBe(saved.body.Data!.Id)

    const again = await call<{ Id: number }>(sales, '/Api/SavedView/Post', { Resource: 'Client', Name: 'Hot leads', Query: { Level: 2 } })
    expect(again.body.Data!.Id).toBe(saved.body.Data!.Id)
    expect((await index(sales)).Views.map((v) => v.Query)).toEqual([{ Level: 2 }])
    // Others see nothing of a private view.
    expect((await index(supervisor)).Views).toEqual([])
  })

  it('refuses what the list cannot read, lists it cannot show, and views of others', async () => {
    const bad = async (body: Record<string, unknown>) =>
      (await call(sales, '/Api/SavedView/Post', { Resource: 'Client', Name: 'x', Query: {}, ...body })).status
    expect(await bad({ Query: { sort: 'NoSuchColumn' } })).toBe(400)
    expect(await bad({ Query: { Unknown: 1 } })).toBe(400)
    expect(await bad({ Hidden: ['NotAColumn'] })).toBe(400)
    expect(await bad({ Name: '  ' })).toBe(400)
    expect(await bad({ Resource: 'NoSuchList' })).toBe(404)
    // The warehouse clerk may not view customers at all.
    expect((await call(warehouse, '/Api/SavedView/Index', undefined, { Resource: 'Client' })).status).toBe(403)
    const mine = (await index(sales)).Views[0]!
    expect((await call(supervisor, '/Api/SavedView/Delete', { Id: mine.Id })).status).toBe(404)
    expect((await call(supervisor, '/Api/SavedView/Default', { Resource: 'Client', Id: mine.Id })).status).toBe(404)
  })

  it('shares a view with the author’s department or role; a deleted view is nobody’s default any more', async () => {
    const agent = async (mobile: string) => (await s.db.select().from(Agent).where(eq(Agent.Mobile, mobile)))[0]!
    const me = await agent(DEMO.sales.mobile)
    const boss = await agent(DEMO.supervisor.mobile)
    expect(boss.RoleId).not.toBe(me.RoleId)
    // A colleague of the salesperson's department who holds another role (the supervisor's).
    const hired = await call<{ Id: number }>(admin, '/Api/Agent/Post', {
      Name: 'Views Colleague',
      Mobile: '13911118001',
      DepartmentId: me.DepartmentId,
      RoleId: boss.RoleId,
      SubjectId: me.SubjectId,
      Sex: 1,
      Pwd: 'secret123',
    })
    expect(hired.status, JSON.stringify(hired.body)).toBe(200)
    const colleague = await s.login({ mobile: '13911118001', password: 'secret123' })

    const team = await call<{ Id: number }>(sales, '/Api/SavedView/Post', {
      Resource: 'Client',
      Name: 'Team view',
      Query: { Level: 1 },
      Share: 1,
    })
    const role = await call<{ Id: number }>(sales, '/Api/SavedView/Post', {
      Resource: 'Client',
      Name: 'Role view',
      Query: { Level: 2 },
      Share: 2,
    })
    const seen = (await index(colleague)).Views
    expect(seen.map((v) => [v.Name, v.Mine, v.OwnerName])).toEqual([['Team view', false, me.Name]])
    expect(seen.some((v) => v.Id === role.body.Data!.Id)).toBe(false)
    // A colleague may open a shared view by default, not delete it.
    expect((await call(colleague, '/Api/SavedView/Default', { Resource: 'Client', Id: team.body.Data!.Id })).status).toBe(200)
    expect((await index(colleague)).Default).toBe(team.body.Data!.Id)
    expect((await call(colleague, '/Api/SavedView/Delete', { Id: team.body.Data!.Id })).status).toBe(404)
    // Its author deletes it: the colleague's list opens plain again.
    expect((await call(sales, '/Api/SavedView/Delete', { Id: team.body.Data!.Id })).status).toBe(200)
    expect((await index(colleague)).Default).toBe(0)
  })
})
