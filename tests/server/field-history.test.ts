import { afterAll, beforeAll, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { Agent, Department, FieldChange } from '../../src/server/db/schema/index.ts'
import { createTestServer, DB_KIND, DEMO, describeDb, type TestServer } from '../helpers/server.ts'

interface HistoryRow {
  Action: string
  Field: string
  Before: unknown
  After: unknown
  Hidden: boolean
  AgentName: string
}
type AuditRow = Record<string, unknown>

/** Every field a write through the API changes is recorded in its transaction, read on the record and in the audit trail. */
describeDb(`field history and the audit trail (${DB_KIND})`, () => {
  let s: TestServer
  let admin: string
  let sales: string
  let other: string
  let salesId: number

  beforeAll(async () => {
    s = await createTestServer()
    admin = await s.login(DEMO.admin)
    sales = await s.login(DEMO.sales)
    other = await s.login(DEMO.warehouse)
    salesId = (await s.db.select({ Id: Agent.Id }).from(Agent).where(eq(Agent.Mobile, DEMO.sales.mobile)))[0]!.Id
  })
  afterAll(() => s?.close())

  const call = <T = unknown>(token: string, p: string, body?: unknown, query?: Record<string, string | number>) =>
    s.call<T>(p, { token, lang: 'en-US', body, query })
  const history = async (token: string, resource: string, id: number) => {
    const res = await s.call<HistoryRow[]>(`/Api/${resource}/History`, { token, lang: 'en-US', query: { Id: id } })
    return { status: res.status, rows: res.body.Data ?? [] }
  }
  const stored = (resource: string, id: number) =>
    s.db
      .select()
      .from(FieldChange)
      .where(and(eq(FieldChange.Resource, resource), eq(FieldChange.RecordId, id)))
      .orderBy(FieldChange.Id)

  it('records who changed which field from what to what, and only the fields that changed', async () => {
    const created = await call<{ Id: number }>(sales, '/Api/Client/Post', {
      ClientName: 'History customer',
      Type: 2,
      ClientPhone: '+60 12 000 0001',
    })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const id = created.body.Data!.Id
    const got = await call<{ Version: number }>(sales, '/Api/Client/Get', undefined, { Id: id })
    const updated = await call<{ Version: number }>(sales, '/Api/Client/Update', {
      Id: id,
      Version: got.body.Data!.Version,
      ClientName: 'History customer renamed',
      // Unchanged: no row for it.
      ClientPhone: '+60 12 000 0001',
    })
    expect(updated.status, JSON.stringify(updated.body)).toBe(200)

    const { status, rows } = await history(sales, 'Client', id)
    expect(status).toBe(200)
    expect(rows.map((r) => [r.Action, r.Field, r.Before, r.After])).toEqual([
      ['update', 'ClientName', 'History customer', 'History customer renamed'],
      ['create', '', null, null],
    ])
    expect(rows[0]!.AgentName).not.toBe('')
    const written = await stored('Client', id)
    expect(written.map((r) => r.AgentId)).toEqual([salesId, salesId])

    // A stale Version changes nothing, and so records nothing.
    const stale = await call(sales, '/Api/Client/Update', { Id: id, Version: got.body.Data!.Version, ClientName: 'Lost write' })
    expect(stale.status).toBe(409)
    expect(await stored('Client', id)).toHaveLength(2)

    // Deleted and brought back: both recorded, and the history stays readable.
    const now = await call<{ Version: number }>(admin, '/Api/Client/Get', undefined, { Id: id })
    expect((await call(admin, '/Api/Client/Delete', { Id: id })).status).toBe(200)
    expect((await call(admin, '/Api/Client/Restore', { Id: id })).status).toBe(200)
    expect(now.status).toBe(200)
    const after = await history(admin, 'Client', id)
    expect(after.rows.slice(0, 2).map((r) => r.Action)).toEqual(['restore', 'delete'])
  })

  it('notes a sensitive field as changed without its values, keeps secrets out, and names the records a reference pointed at', async () => {
    const [first, second] = await s.db.select({ Id: Department.Id, Name: Department.Name }).from(Department).orderBy(Department.Id).limit(2)
    const res = await call<{ Id: number }>(admin, '/Api/Agent/Post', {
      Name: 'History Clerk',
      Mobile: '13911119001',
      IdCard: '11010519491231002X',
      DepartmentId: first!.Id,
      RoleId: 1,
      Sex: 1,
      Pwd: 'secret123',
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const id = res.body.Data!.Id
    const got = await call<{ Version: number }>(admin, '/Api/Agent/Get', undefined, { Id: id })
    const upd = await call(admin, '/Api/Agent/Update', {
      Id: id,
      Version: got.body.Data!.Version,
      IdCard: '110105194912310037',
      Pwd: 'another123',
      Address: 'Jalan 1',
      DepartmentId: second!.Id,
    })
    expect(upd.status, JSON.stringify(upd.body)).toBe(200)
    const rows = (await stored('Agent', id)).filter((r) => r.Action === 'update')
    const byField = Object.fromEntries(rows.map((r) => [r.Field, r]))
    expect(Object.keys(byField).sort()).toEqual(['Address', 'DepartmentId', 'IdCard', 'Pwd'])
    const moved = byField.DepartmentId!
    expect([moved.Before, moved.After, moved.BeforeName, moved.AfterName]).toEqual([first!.Id, second!.Id, first!.Name, second!.Name])
    for (const f of ['IdCard', 'Pwd']) expect([byField[f]!.Hidden, byField[f]!.Before, byField[f]!.After]).toEqual([true, null, null])
    expect([byField.Address!.Hidden, byField.Address!.Before, byField.Address!.After]).toEqual([false, '', 'Jalan 1'])
    // Nothing anywhere holds the ID card number or the password.
    const text = JSON.stringify(await stored('Agent', id))
    expect(text).not.toContain('110105194912310037')
    expect(text).not.toContain('another123')
  })

  it('answers a record’s history only to whoever may see the record', async () => {
    const mine = await call<{ Id: number }>(sales, '/Api/Client/Post', { ClientName: 'Private customer', Type: 2 })
    const id = mine.body.Data!.Id
    // The warehouse clerk has no customer permission at all.
    expect((await history(other, 'Client', id)).status).toBe(403)
    expect((await history(sales, 'Client', 999_999_999)).status).toBe(404)
  })

  it('lists, filters and exports the audit trail for an administrator, naming kinds and fields in the reader’s language', async () => {
    const created = await call<{ Id: number }>(sales, '/Api/Client/Post', { ClientName: 'Audit customer', Type: 2, Level: 1 })
    const id = created.body.Data!.Id
    const got = await call<{ Version: number }>(sales, '/Api/Client/Get', undefined, { Id: id })
    expect(
      (await call(sales, '/Api/Client/Update', { Id: id, Version: got.body.Data!.Version, ClientName: 'Audit customer 2' })).status,
    ).toBe(200)

    const list = await s.call<AuditRow[]>('/Api/FieldChange/Index', {
      token: admin,
      lang: 'zh-CN',
      query: { Resource: 'Client', RecordId: id, Action: 'update' },
    })
    expect(list.status, JSON.stringify(list.body)).toBe(200)
    expect(list.body.Data!.map((r) => [r.Field, r.BeforeText, r.AfterText, r.AgentId])).toEqual([
      ['ClientName', 'Audit customer', 'Audit customer 2', salesId],
    ])
    expect(list.body.Data![0]!.ResourceName).toBe('客户')
    expect(list.body.Data![0]!.FieldName).toBe('客户名称')

    const byAgent = await call<AuditRow[]>(admin, '/Api/FieldChange/Index', undefined, { AgentId: salesId, Size: 200 })
    expect(byAgent.body.Data!.length).toBeGreaterThan(0)
    expect(byAgent.body.Data!.every((r) => r.AgentId === salesId)).toBe(true)

    const csv = await s.raw(`/Api/FieldChange/Export?Format=csv&Resource=Client&RecordId=${id}`, {
      headers: { user: admin, lang: 'en-US' },
    })
    expect(csv.status).toBe(200)
    const text = await csv.text()
    expect(text).toContain('Audit customer 2')
    expect(text).toContain('Customer name')

    // Not for a salesperson, and no writes at all.
    expect((await call(sales, '/Api/FieldChange/Index')).status).toBe(403)
    expect((await call(admin, '/Api/FieldChange/Delete', { Id: 1 })).status).toBe(404)
  })
})
