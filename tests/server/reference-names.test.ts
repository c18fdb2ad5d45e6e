import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { Agent, Client } from '../../src/server/db/schema/index.ts'
import { RESOURCES } from '../../src/server/modules/index.ts'
import { apiPath, type ResourceDef } from '../../src/kernel/shared/resources/define.ts'
import { refName } from '../../src/kernel/shared/resources/labels.ts'
import { innerSchema } from '../../src/kernel/shared/schemas/fields.ts'
import { createTestServer, DEMO, describeDb, type TestServer } from '../helpers/server.ts'

/** The reference fields a list row names: the definition's references, its owner and its department. */
const named = (def: ResourceDef) =>
  // A list of references (an agent's warehouses) is named id by id on screen, not joined.
  [
    ...new Set(
      [
        ...Object.keys(def.references ?? {}).filter(
          (f) =>
            !f.includes('.') &&
            !(def.fields[f] && (innerSchema(def.fields[f] as never) as unknown as { def: { type: string } }).def.type === 'array'),
        ),
        def.scope?.owner,
        def.scope?.department,
        def.tree?.parent,
      ].filter((f): f is string => !!f && f !== 'Id'),
    ),
  ]

describeDb('reference names joined by the server', () => {
  let s: TestServer
  let admin: string
  beforeAll(async () => {
    s = await createTestServer()
    admin = await s.login(DEMO.admin)
  })
  afterAll(() => s?.close())

  describe.each(
    RESOURCES.map((r) => [`${r.def.name}${r.def.family ? `/${r.def.family.suffix}` : ''}`, r.def as ResourceDef] as const).filter(
      ([, d]) => named(d).length,
    ),
  )('%s', (_n, def) => {
    it('answers every reference field of a list row with the name of what it names', async () => {
      const res = await s.call<Record<string, unknown>[]>(apiPath(def, 'Index'), { token: admin, query: { Size: 5 } })
      expect(res.status).toBe(200)
      for (const row of res.body.Data!)
        for (const f of named(def)) expect(typeof row[refName(f)], `${def.name}.${refName(f)}`).toBe('string')
    })
  })

  it('names a colleague far past the first thousand ids, in the list and the record alike', async () => {
    await s.db.execute(sql`select setval(pg_get_serial_sequence('agent', 'id'), 5000)`)
    const [far] = await s.db
      .insert(Agent)
      .values({ Name: 'Nguyen Thi Lan', Mobile: '13955550001', DepartmentId: 1, RoleId: 1, Pwd: 'x' })
      .returning({ Id: Agent.Id })
    expect(far!.Id).toBeGreaterThan(1000)
    const [client] = await s.db.select({ Id: Client.Id }).from(Client).where(eq(Client.Kind, 1)).orderBy(Client.Id).limit(1)
    await s.db.update(Client).set({ CoAgentId: far!.Id }).where(eq(Client.Id, client!.Id))
    const list = await s.call<Record<string, unknown>[]>('/Api/Client/Index', { token: admin, query: { Id: client!.Id } })
    expect(list.body.Data![0]!.CoAgentName).toBe('Nguyen Thi Lan')
    const one = await s.call<Record<string, unknown>>('/Api/Client/Get', { token: admin, query: { Id: client!.Id } })
    expect(one.body.Data!.CoAgentName).toBe('Nguyen Thi Lan')
    // And a picker asks for it by its id.
    const picked = await s.call<{ Id: number; Name: string }[]>('/Api/Agent/Select', { token: admin, query: { Id: far!.Id, Size: 1 } })
    expect(picked.body.Data).toEqual([{ Id: far!.Id, Name: 'Nguyen Thi Lan' }])
  })

  it('names a tree record by its path from the root, in the picker and by ids', async () => {
    const post = (body: Record<string, unknown>) => s.call<{ Id: number }>('/Api/Catalog/Post/product', { token: admin, body })
    const a = (await post({ Name: 'Kitchen' })).body.Data!.Id
    const b = (await post({ Name: 'Knives', Fid: a })).body.Data!.Id
    const c = (await post({ Name: 'Ceramic knives', Fid: b })).body.Data!.Id
    const found = await s.call<{ Id: number; Name: string; Path: string }[]>('/Api/Catalog/Select/product', {
      token: admin,
      query: { Value: 'Ceramic', Size: 10 },
    })
    expect(found.status).toBe(200)
    expect(found.body.Data).toContainEqual({ Id: c, Name: 'Ceramic knives', Path: 'Kitchen / Knives / Ceramic knives' })
    const root = await s.call<{ Id: number; Path: string }[]>('/Api/Catalog/Select/product', { token: admin, query: { Ids: String(a) } })
    expect(root.body.Data).toEqual([{ Id: a, Name: 'Kitchen', Path: 'Kitchen' }])
    // A flat resource has no path.
    const role = await s.call<Record<string, unknown>[]>('/Api/Role/Select', { token: admin, query: { Ids: '1' } })
    expect(Object.keys(role.body.Data![0]!).sort()).toEqual(['Id', 'Name'])
  })

  it('answers the names of the ids asked for, whatever their number, and refuses a list that does not read', async () => {
    const all = await s.call<{ Id: number; Name: string }[]>('/Api/Agent/Select', { token: admin, query: { Size: 1000 } })
    const ids = all.body.Data!.map((r) => r.Id).slice(0, 5)
    const some = await s.call<{ Id: number; Name: string }[]>('/Api/Agent/Select', {
      token: admin,
      query: { Ids: [...ids, ids[0]].join(',') },
    })
    expect(some.status).toBe(200)
    expect(some.body.Data!.map((r) => r.Id).sort((x, y) => x - y)).toEqual([...ids].sort((x, y) => x - y))
    for (const bad of ['', '1,,2', 'a', '1;2', '0', Array.from({ length: 201 }, (_, i) => i + 1).join(',')]) {
      const res = await s.call('/Api/Agent/Select', { token: admin, query: { Ids: bad } })
      expect(res.status, bad.slice(0, 20)).toBe(400)
    }
  })
})
