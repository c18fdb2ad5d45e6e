import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { RESOURCES } from '../../src/server/modules/index.ts'
import { apiPath, type ResourceDef } from '../../src/kernel/shared/resources/define.ts'
import { permissionTable } from '../../src/kernel/shared/permissions.ts'
import { FIXTURES } from '../fixtures/resources.ts'
import { createTestServer, DEMO, describeDb, type TestServer } from '../helpers/server.ts'

type Row = Record<string, unknown> & { Id: number; Version: number }

const offers = (def: ResourceDef, action: string) => (permissionTable()[def.permission] ?? []).some((a) => a === action)
const writable = (def: ResourceDef) => offers(def, 'create') && !def.readOnly
const WRITABLE = RESOURCES.filter((r) => writable(r.def as ResourceDef)).map(
  (r) => [`${r.def.name}${r.def.family ? `/${r.def.family.suffix}` : ''}`, r.def as ResourceDef] as const,
)
const READ_ONLY = RESOURCES.filter((r) => !writable(r.def as ResourceDef)).map((r) => [r.def.name, r.def as ResourceDef] as const)

/**
 * Every resource of the generic router, driven through HTTP from its definition and fixture:
 * create/read/list (each sort both ways, each filter), paging edges, bad bodies, stale versions,
 * sessions and permissions, soft delete. A new definition is covered by adding its fixture.
 */
describeDb('every resource through the API, from its definition', () => {
  let s: TestServer
  let admin: string
  let nobody: string
  let n = 100
  beforeAll(async () => {
    s = await createTestServer()
    admin = await s.login(DEMO.admin)
    // A staff member whose role grants nothing at all.
    const role = await s.call<{ Id: number }>('/Api/Role/Post', {
      token: admin,
      body: { Title: 'No rights', DataScope: 'own', Permission: [] },
    })
    const agent = await s.call<{ Id: number }>('/Api/Agent/Post', {
      token: admin,
      body: { Name: 'Nobody', Mobile: '13911112222', DepartmentId: 1, RoleId: role.body.Data!.Id, Pwd: 'nobody123' },
    })
    expect(agent.status).toBe(200)
    nobody = await s.login({ mobile: '13911112222', password: 'nobody123' })
  })
  afterAll(() => s?.close())

  const call = <T>(def: ResourceDef, action: string, opts: Parameters<TestServer['call']>[1] = {}) =>
    s.call<T>(apiPath(def, action), { token: admin, lang: 'en-US', ...opts })

  describe.each(WRITABLE)('%s', (_name, def) => {
    const fixture = FIXTURES[def.name]!
    const schema = z.object(def.fields)
    let created: { id: number; sent: Record<string, unknown> }

    const count = async () => (await call<Row[]>(def, 'Index', { query: { Size: 1 } })).body.Count!

    it('creates a record from its fixture and reads back what the schema made of it', async () => {
      const sent = fixture(++n)
      const res = await call<{ Id: number }>(def, 'Post', { body: sent })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      created = { id: res.body.Data!.Id, sent }
      const got = await call<Row>(def, 'Get', { query: { Id: created.id } })
      expect(got.status).toBe(200)
      const expected = schema.parse(sent) as Record<string, unknown>
      for (const f of def.secret ?? []) {
        delete expected[f]
        expect(got.body.Data, `${def.name} never answers ${f}`).not.toHaveProperty(f)
      }
      expect(got.body.Data).toMatchObject(expected)
      for (const [f, v] of Object.entries(def.family?.fixed ?? {})) expect(got.body.Data![f]).toBe(v)
    })

    it('lists with every allowed sort both ways, and finds the record by every filter and the keyword', async () => {
      for (const sort of def.sort) {
        for (const IsAsc of [0, 1]) {
          const res = await call<Row[]>(def, 'Index', { query: { OrderBy: sort, IsAsc, Size: 1000 } })
          expect(res.status, `${sort} ${IsAsc}`).toBe(200)
          const values = res.body.Data!.map((r) => r[sort] as number | string)
          const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
          if (typeof values[0] === 'number') expect(values, `${def.name} by ${sort}`).toEqual(IsAsc ? sorted : sorted.reverse())
        }
      }
      const row = (await call<Row>(def, 'Get', { query: { Id: created.id } })).body.Data!
      const hits = async (query: Record<string, string | number>) => {
        const res = await call<Row[]>(def, 'Index', { query: { ...query, Size: 1000 } })
        expect(res.status, JSON.stringify(query)).toBe(200)
        return res.body.Data!.map((r) => r.Id)
      }
      for (const [field, kind] of Object.entries(def.filters)) {
        const v = row[field] as string | number
        // A positive filter is a 0/1 switch: 1 keeps the rows whose field is above zero.
        const asked = kind === 'keyword' ? String(v).slice(0, 6) : kind === 'positive' ? (Number(v) > 0 ? 1 : 0) : v
        expect(await hits({ [field]: asked }), `${def.name} filter ${field}=${v}`).toContain(created.id)
      }
      for (const [alias, field] of Object.entries(def.aliases ?? {}))
        expect(await hits({ [alias]: row[field] as number })).toContain(created.id)
      if (def.keyword?.length) expect(await hits({ Value: String(row[def.keyword[0]!]) })).toContain(created.id)
      expect(await hits({ Id: created.id })).toEqual([created.id])
      // The list row (written as JSON by the database) is the record as Get decodes it, key for key.
      const listed = (await call<Row[]>(def, 'Index', { query: { Id: created.id } })).body.Data![0]!
      expect(Object.keys(listed).length).toBeGreaterThan(3)
      expect(row, `${def.name}: its list row and its record`).toMatchObject(listed)
      const at = row[def.dateField ?? 'CreateTime'] as number
      expect(await hits({ BeginTime: at, EndTime: at })).toContain(created.id)
      expect(await hits({ BeginTime: at + 1 })).not.toContain(created.id)
      expect((await call<number>(def, 'Count', { query: { Id: created.id } })).body.Data).toBe(1)
      const select = await call<{ Id: number; Name: string }[]>(def, 'Select', { query: { Size: 1000 } })
      expect(select.body.Data!.find((o) => o.Id === created.id)?.Name).toBe(String(row[def.label]))
    })

    it('refuses paging outside 1…1000 per page and a page before the first', async () => {
      for (const query of [{ Size: 0 }, { Size: 1001 }, { Index: -1 }, { Index: 0 }, { OrderBy: 'Pwd' }]) {
        const res = await call(def, 'Index', { query })
        expect(res.status, JSON.stringify(query)).toBe(400)
        expect(res.body.Result).toBe(false)
      }
      expect((await call(def, 'Index', { query: { Size: 1000 } })).status).toBe(200)
    })

    it('refuses a bad body with field errors and writes nothing', async () => {
      const before = await count()
      const required = schema.safeParse({}).error?.issues.map((i) => String(i.path[0])) ?? []
      const res = await call(def, 'Post', { body: {} })
      expect(res.status).toBe(400)
      // Every field the schema requires is named; a rule of the resource's own may name another
      // (an export tax refund left at 0 needs its declaration to say what is left to refund).
      const named = res.body.Errors?.map((e) => e.Field) ?? []
      expect(named.length).toBeGreaterThan(0)
      expect(named).toEqual(expect.arrayContaining([...new Set(required)]))
      if (!required.length) expect(named, 'no field is required, yet a rule refused the empty body').toEqual(['DeclareId'])
      const wrong = await call(def, 'Post', { body: { ...fixture(++n), Score: 'high' } })
      expect(wrong.status).toBe(400)
      expect(wrong.body.Errors?.map((e) => e.Field)).toEqual(['Score'])
      expect(await count()).toBe(before)
    })

    it('updates with the current Version; a stale one answers 409 and changes nothing', async () => {
      const { Version } = (await call<Row>(def, 'Get', { query: { Id: created.id } })).body.Data!
      const ok = await call<{ Version: number }>(def, 'Update', { body: { Id: created.id, Version, Score: 77 } })
      expect(ok.status, JSON.stringify(ok.body)).toBe(200)
      expect(ok.body.Data!.Version).toBe(Version + 1)
      const stale = await call(def, 'Update', { body: { Id: created.id, Version, Score: 78 } })
      expect(stale.status).toBe(409)
      const after = (await call<Row>(def, 'Get', { query: { Id: created.id } })).body.Data!
      expect(after).toMatchObject({ Score: 77, Version: Version + 1 })
    })

    it('answers 401 without a session and 403 without the permission, writing nothing', async () => {
      const before = await count()
      for (const action of ['Index', 'Get', 'Select', 'Count']) {
        expect((await call(def, action, { token: undefined, query: { Id: created.id } })).status, action).toBe(401)
        expect((await call(def, action, { token: nobody, query: { Id: created.id } })).status, action).toBe(403)
      }
      const writes = [
        ['Post', fixture(++n)],
        ['Update', { Id: created.id, Version: 1, Score: 1 }],
        ...(offers(def, 'delete') ? [['Delete', { Id: created.id }] as const] : []),
      ] as const
      for (const [action, body] of writes) {
        expect((await call(def, action, { token: undefined, body })).status, action).toBe(401)
        expect((await call(def, action, { token: nobody, body })).status, action).toBe(403)
      }
      expect(await count()).toBe(before)
    })

    // Money documents (finance: receivables, invoices) are never deleted: no route offers it.
    it.runIf(!offers(def, 'delete'))('offers no delete', async () => {
      expect((await call(def, 'Delete', { body: { Ids: [created.id] } })).status).toBe(404)
      expect((await call(def, 'Get', { query: { Id: created.id } })).status).toBe(200)
    })

    it.runIf(offers(def, 'delete'))('deletes softly, one or many: gone from lists and Get, kept in the table', async () => {
      const more = await call<{ Id: number }>(def, 'Post', { body: fixture(++n) })
      const res = await call<{ Count: number }>(def, 'Delete', { body: { Ids: [created.id, more.body.Data!.Id] } })
      expect(res.status).toBe(200)
      expect(res.body.Data!.Count).toBe(2)
      expect((await call(def, 'Get', { query: { Id: created.id } })).status).toBe(404)
      const deleted = await call<Row[]>(def, 'Index', { query: { Status: -1, Id: created.id } })
      expect(deleted.body.Data!.map((r) => r.Id)).toEqual([created.id])
      expect((await call(def, 'Delete', { body: { Id: created.id } })).status).toBe(404)
    })
  })

  describe.each(READ_ONLY)('%s (read-only)', (_name, def) => {
    it('lists with every sort, pages within bounds, and offers no writes', async () => {
      for (const sort of def.sort) expect((await call(def, 'Index', { query: { OrderBy: sort, IsAsc: 1 } })).status, sort).toBe(200)
      // Every filter takes a value of its kind, and refuses one that is not.
      for (const [field, kind] of Object.entries(def.filters)) {
        const good = def.options?.[field]?.[0]?.value ?? (kind === 'keyword' || kind === 'in' ? 'ab' : 1)
        expect((await call(def, 'Index', { query: { [field]: good } })).status, `${field}=${good}`).toBe(200)
        if (typeof good === 'number') expect((await call(def, 'Index', { query: { [field]: 'x' } })).status, `${field}=x`).toBe(400)
      }
      for (const query of [{ Size: 0 }, { Size: 1001 }, { Index: -1 }]) expect((await call(def, 'Index', { query })).status).toBe(400)
      expect((await call(def, 'Post', { body: {} })).status).toBe(404)
      expect((await call(def, 'Delete', { body: { Id: 1 } })).status).toBe(404)
      expect((await call(def, 'Index', { token: undefined })).status).toBe(401)
      expect((await call(def, 'Index', { token: nobody })).status).toBe(403)
    })
  })
})
