import { afterAll, beforeAll, expect, it } from 'vitest'
import { and, eq, ne } from 'drizzle-orm'
import { Agent, Client, ClientContact } from '../../src/server/db/schema/index.ts'
import { createTestServer, DB_KIND, DEMO, describeDb, type TestServer } from '../helpers/server.ts'

type Row = Record<string, unknown> & { Id: number; Version: number }

/** A customer's contacts and its cooperating salesperson, through the API as the salespeople see them. */
describeDb(`customer contacts and cooperation (${DB_KIND})`, () => {
  let s: TestServer
  let admin: string
  let sales: string
  let supervisor: string
  let third: string
  let me: { Id: number; DepartmentId: number; RoleId: number; SubjectId: number }
  let thirdId: number
  let leftId: number
  let supervisorId: number

  beforeAll(async () => {
    s = await createTestServer()
    admin = await s.login(DEMO.admin)
    sales = await s.login(DEMO.sales)
    supervisor = await s.login(DEMO.supervisor)
    const [a] = await s.db
      .select({ Id: Agent.Id, DepartmentId: Agent.DepartmentId, RoleId: Agent.RoleId, SubjectId: Agent.SubjectId })
      .from(Agent)
      .where(eq(Agent.Mobile, DEMO.sales.mobile))
    me = a!
    supervisorId = (await s.db.select({ Id: Agent.Id }).from(Agent).where(eq(Agent.Mobile, DEMO.supervisor.mobile)))[0]!.Id
    // Two more salespeople of the same role and company: one working, one who has left.
    const hire = async (mobile: string, name: string) => {
      const res = await s.call<{ Id: number }>('/Api/Agent/Post', {
        token: admin,
        body: {
          Name: name,
          Mobile: mobile,
          IdCard: '11010519491231002X',
          DepartmentId: me.DepartmentId,
          RoleId: me.RoleId,
          SubjectId: me.SubjectId,
          Sex: 1,
          JoinTime: 1_700_000_000,
          Pwd: 'secret123',
        },
      })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      return res.body.Data!.Id
    }
    thirdId = await hire('13911110001', 'Third Salesperson')
    leftId = await hire('13911110002', 'Gone Salesperson')
    third = await s.login({ mobile: '13911110001', password: 'secret123' })
    await s.db.update(Agent).set({ State: 'Left' }).where(eq(Agent.Id, leftId))
  })
  afterAll(() => s?.close())

  const call = <T = unknown>(token: string, p: string, body?: unknown, query?: Record<string, string | number>) =>
    s.call<T>(p, { token, lang: 'en-US', body, query })
  const customer = async (id: number) => (await s.db.select().from(Client).where(eq(Client.Id, id)))[0]!
  const contacts = async (clientId: number) =>
    s.db
      .select()
      .from(ClientContact)
      .where(and(eq(ClientContact.ClientId, clientId), ne(ClientContact.Status, -1)))
      .orderBy(ClientContact.Id)

  it('keeps one primary contact, whose name, phone and email are the customer’s own', async () => {
    const created = await call<{ Id: number }>(sales, '/Api/Client/Post', {
      ClientName: 'Contact test customer',
      Type: 2,
      ContactsName: 'Aisyah',
      ClientPhone: '+60 12 555 0101',
    })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const id = created.body.Data!.Id
    // The contact typed on the customer's form is its primary contact.
    expect((await contacts(id)).map((c) => [c.Name, c.ClientPhone, c.IsPrimary])).toEqual([['Aisyah', '+60 12 555 0101', 1]])

    const second = await call<{ Id: number }>(sales, '/Api/ClientContact/Post', {
      ClientId: id,
      Name: 'Farid',
      ClientTitle: 'Purchasing',
      ClientPhone: '+60 12 555 0202',
      ClientEmail: 'farid@example.com',
    })
    expect(second.status, JSON.stringify(second.body)).toBe(200)
    expect((await contacts(id)).map((c) => [c.Name, c.IsPrimary])).toEqual([
      ['Aisyah', 1],
      ['Farid', 0],
    ])
    const listed = await call<Row[]>(sales, '/Api/ClientContact/Index', undefined, { ClientId: id })
    expect(listed.body.Data!.map((r) => r.Name).sort()).toEqual(['Aisyah', 'Farid'])
    expect(listed.body.Data![0]!.ClientName).toBe('Contact test customer')

    // Making Farid primary demotes Aisyah, and the customer now shows Farid.
    const farid = listed.body.Data!.find((r) => r.Name === 'Farid')!
    const promoted = await call(sales, '/Api/ClientContact/Update', { Id: farid.Id, Version: farid.Version, IsPrimary: 1 })
    expect(promoted.status, JSON.stringify(promoted.body)).toBe(200)
    expect((await contacts(id)).map((c) => [c.Name, c.IsPrimary])).toEqual([
      ['Aisyah', 0],
      ['Farid', 1],
    ])
    expect(await customer(id)).toMatchObject({ ContactsName: 'Farid', ClientPhone: '+60 12 555 0202', ClientEmail: 'farid@example.com' })
    // The keyword search of the customer list finds it by the primary contact's name.
    const found = await call<Row[]>(sales, '/Api/Client/Index', undefined, { Value: 'Farid' })
    expect(found.body.Data!.map((r) => r.Id)).toContain(id)

    // Deleting the primary leaves the customer without a contact of its own.
    const deleted = await call(admin, '/Api/ClientContact/Delete', { Id: farid.Id })
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200)
    expect(await customer(id)).toMatchObject({ ContactsName: '', ClientPhone: '', ClientEmail: '' })
  })

  it('shows and changes the contacts only of customers one works; a refusal writes nothing', async () => {
    const theirs = await call<{ Id: number }>(supervisor, '/Api/Client/Post', {
      ClientName: 'Supervisor’s own customer',
      Type: 2,
      ContactsName: 'Budi',
    })
    const id = theirs.body.Data!.Id
    const seen = await call<Row[]>(sales, '/Api/ClientContact/Index', undefined, { ClientId: id })
    expect(seen.status).toBe(200)
    expect(seen.body.Data).toEqual([])
    const refused = await call(sales, '/Api/ClientContact/Post', { ClientId: id, Name: 'Intruder' })
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ Errors: [{ Field: 'ClientId' }] })
    expect((await contacts(id)).map((c) => c.Name)).toEqual(['Budi'])
    const bad = await call(sales, '/Api/ClientContact/Post', { ClientId: id, Name: 'X', ClientIdCard: '123' })
    expect(bad.status).toBe(400)
  })

  it('offers a salesperson his active colleagues to cooperate with, never one who left nor himself', async () => {
    const offered = await call<{ Id: number; Name: string }[]>(sales, '/Api/Agent/Select', undefined, {
      Pick: 1,
      NotValue: me.Id,
      Size: 1000,
    })
    expect(offered.status, JSON.stringify(offered.body)).toBe(200)
    const ids = offered.body.Data!.map((o) => o.Id)
    expect(ids).toContain(thirdId)
    expect(ids).toContain(supervisorId)
    expect(ids).not.toContain(leftId)
    expect(ids).not.toContain(me.Id)
    // Without Pick (a filter's picker), those who left are still named.
    const all = await call<{ Id: number }[]>(sales, '/Api/Agent/Select', undefined, { Size: 1000 })
    expect(all.body.Data!.map((o) => o.Id)).toContain(leftId)
    // A supervisor's form picker leaves them out too.
    const sup = await call<{ Id: number }[]>(supervisor, '/Api/Agent/Select', undefined, { Pick: 1, Size: 1000 })
    expect(sup.body.Data!.map((o) => o.Id)).not.toContain(leftId)

    const refused = await call(sales, '/Api/Client/Post', { ClientName: 'With a gone colleague', Type: 2, CoAgentId: leftId })
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ Errors: [{ Field: 'CoAgentId' }] })
    const himself = await call(sales, '/Api/Client/Post', { ClientName: 'With myself', Type: 2, CoAgentId: me.Id })
    expect(himself.status).toBe(400)
  })

  it('lets the cooperating salesperson see and follow up the customer, and nobody else of his rank', async () => {
    const shared = await call<{ Id: number }>(supervisor, '/Api/Client/Post', { ClientName: 'Shared customer', Type: 2, CoAgentId: me.Id })
    expect(shared.status, JSON.stringify(shared.body)).toBe(200)
    const id = shared.body.Data!.Id
    expect((await call(sales, '/Api/Client/Get', undefined, { Id: id })).status).toBe(200)
    expect((await call(third, '/Api/Client/Get', undefined, { Id: id })).status).toBe(404)
    const cooperation = await call<Row[]>(sales, '/Api/Client/Index', undefined, { CoAgentId: me.Id })
    expect(cooperation.body.Data!.map((r) => r.Id)).toContain(id)
    expect(cooperation.body.Data!.every((r) => r.CoAgentId === me.Id)).toBe(true)
    const followed = await call(sales, '/Api/ClientFollow/Post', { ClientId: id, Content: 'Joint visit planned' })
    expect(followed.status, JSON.stringify(followed.body)).toBe(200)
    expect((await call(third, '/Api/ClientFollow/Post', { ClientId: id, Content: 'Not mine' })).status).toBe(400)
    expect((await customer(id)).FollowNum).toBe(1)
  })

  it('says on the high seas how and why a customer fell, and forgets it when the customer is claimed', async () => {
    const created = await call<{ Id: number }>(sales, '/Api/Client/Post', { ClientName: 'Released customer', Type: 2 })
    const id = created.body.Data!.Id
    const row = (await call<Row>(sales, '/Api/Client/Get', undefined, { Id: id })).body.Data!
    const released = await call<Row>(sales, '/Api/Client/Transition', {
      Id: id,
      Event: 'release',
      Version: row.Version,
      Data: { Reason: 'Closed the shop for the season' },
    })
    expect(released.status, JSON.stringify(released.body)).toBe(200)
    expect(released.body.Data).toMatchObject({ State: 'Public', LoseWay: 1, LoseReason: 'Closed the shop for the season' })
    const pool = await call<Row[]>(third, '/Api/Client/Index', undefined, { State: 'Public', Size: 200 })
    expect(pool.body.Data!.find((r) => r.Id === id)).toMatchObject({ LoseWay: 1, LoseReason: 'Closed the shop for the season' })
    const claimed = await call<Row>(third, '/Api/Client/Transition', {
      Id: id,
      Event: 'claim',
      Version: released.body.Data!.Version,
      Data: {},
    })
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200)
    expect(claimed.body.Data).toMatchObject({ State: 'Private', AgentId: thirdId, LoseWay: 0, LoseReason: '' })
  })
})
