import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { z } from 'zod'
import { siteNavResourceFor } from '../../src/shared/resources/commerce.ts'
import { Agent, Client } from '../../src/server/db/schema/index.ts'
import { RESOURCES } from '../../src/server/modules/index.ts'
import { apiPath, type ResourceDef } from '../../src/kernel/shared/resources/define.ts'
import { permissionTable } from '../../src/kernel/shared/permissions.ts'
import { FIXTURES } from '../fixtures/resources.ts'
import { createTestServer, DEMO, describeDb, type TestServer } from '../helpers/server.ts'

type Rec = { Id: number; Version: number; AgentId?: number; CoAgentId?: number }
const writable = RESOURCES.map((r) => r.def as ResourceDef).filter(
  (d) => !d.readOnly && (permissionTable()[d.permission] ?? []).includes('create'),
)
/** Every reference a definition lets a write set, with the fixture it is sent in. */
const REFERENCES = writable.flatMap((def) =>
  Object.entries(def.references ?? {})
    .filter(([path]) => path.split('.')[0]! in def.fields)
    .map(([path, target]) => [`${def.name}${def.family ? `/${def.family.suffix}` : ''} ${path} → ${target}`, def, path] as const),
)
/** Every address field: images and links. */
// A store menu's link may also be a page of the store (`/category/12`): tested on its own below.
const ADDRESSES = writable
  .filter((def) => def.name !== 'SiteNav')
  .flatMap((def) =>
    Object.keys(def.fields)
      .filter((f) => def.widgets?.[f] === 'image' || /(Img|Link|Url)$/.test(f))
      .map((f) => [`${def.name}${def.family ? `/${def.family.suffix}` : ''}.${f}`, def, f] as const),
  )

const setAt = (body: Record<string, unknown>, path: string, v: unknown): Record<string, unknown> => {
  const [head, ...rest] = path.split('.')
  if (!rest.length) return { ...body, [head!]: v }
  // A list the fixture leaves empty (a master waybill with no sub waybills yet) gets one item to carry the reference.
  const given = body[head!] as Record<string, unknown>[] | undefined
  const list = given?.length ? given : [{}]
  return { ...body, [head!]: list.map((l, i) => (i === 0 ? setAt(l, rest.join('.'), v) : l)) }
}

describeDb('references and addresses', () => {
  let s: TestServer
  let admin: string
  let n = 5000
  beforeAll(async () => {
    s = await createTestServer()
    admin = await s.login(DEMO.admin)
  })
  afterAll(() => s?.close())
  const count = async (def: ResourceDef) =>
    (await s.call<unknown[]>(apiPath(def, 'Index'), { token: admin, query: { Size: 1 } })).body.Count

  it('has references and addresses to check', () => {
    expect(REFERENCES.length).toBeGreaterThan(15)
    expect(ADDRESSES.length).toBeGreaterThan(2)
  })

  describe.each(REFERENCES)('%s', (_name, def, path) => {
    it('refuses an id that names no record with 400 naming the field, and writes nothing', async () => {
      const before = await count(def)
      const body = setAt(FIXTURES[def.name]!(++n), path, 2_000_000_000)
      const res = await s.call(apiPath(def, 'Post'), { token: admin, body, lang: 'en-US' })
      expect(res.status, JSON.stringify(res.body)).toBe(400)
      expect(res.body.Errors?.map((e) => e.Field)).toContain(path.includes('.') ? path.replace('.', '.0.') : path)
      expect(await count(def)).toBe(before)
    })
  })

  describe.each(ADDRESSES)('%s', (_name, def, field) => {
    it('refuses a javascript: address, a data: address and a foreign path; takes https and an upload', async () => {
      const schema = z.object(def.fields)
      // A list of images (a product's photos) holds each address in a list.
      const many = def.widgets?.[field] === 'images'
      const at = (v: string) => (many ? (v === '' ? [] : [v]) : v)
      for (const bad of [
        'javascript:alert(11)',
        'JavaScript:alert(1)',
        'data:text/html,<script>1</script>',
        '//evil.example/x.png',
        '/etc/passwd',
        'vbscript:msgbox',
      ])
        expect(schema.safeParse({ ...FIXTURES[def.name]!(1), [field]: at(bad) }).success, `${field} = ${bad}`).toBe(false)
      for (const good of ['', 'https://cdn.example.com/a.png', 'http://example.com/b', '/uploads/0123456789abcdef0123456789abcdef.png'])
        expect(schema.safeParse({ ...FIXTURES[def.name]!(1), [field]: at(good) }).success, `${field} = ${good}`).toBe(true)
      const before = await count(def)
      const res = await s.call(apiPath(def, 'Post'), {
        token: admin,
        body: { ...FIXTURES[def.name]!(++n), [field]: at('javascript:alert(11)') },
        lang: 'en-US',
      })
      expect(res.status).toBe(400)
      expect(res.body.Errors?.map((e) => e.Field.replace(/\.\d+$/, ''))).toContain(field)
      expect(await count(def)).toBe(before)
    })
  })

  it('a store menu link is an address or a page of the store, never a script, data or another host', () => {
    const schema = z.object(siteNavResourceFor('menu').fields)
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '//evil.example/x', 'vbscript:x', 'ftp://x.example/'])
      expect(schema.safeParse({ ...FIXTURES.SiteNav!(1), Link: bad }).success, bad).toBe(false)
    for (const good of ['', '/', '/category/12', '/promotion/1212?from=menu', 'https://shopee.com.my/haitong'])
      expect(schema.safeParse({ ...FIXTURES.SiteNav!(1), Link: good }).success, good).toBe(true)
  })

  it('a cooperating salesperson must exist, still work here, and not be the owner', async () => {
    const [sales] = await s.db.select({ Id: Agent.Id }).from(Agent).where(eq(Agent.Mobile, DEMO.sales.mobile))
    const [sup] = await s.db.select({ Id: Agent.Id }).from(Agent).where(eq(Agent.Mobile, DEMO.supervisor.mobile))
    const [client] = await s.db
      .select({ Id: Client.Id })
      .from(Client)
      .where(and(eq(Client.AgentId, sales!.Id), eq(Client.Kind, 1)))
      .orderBy(Client.Id)
      .limit(1)
    const get = async () => (await s.call<Rec>('/Api/Client/Get', { token: admin, query: { Id: client!.Id } })).body.Data!
    const update = async (CoAgentId: number) =>
      s.call('/Api/Client/Update', { token: admin, body: { Id: client!.Id, Version: (await get()).Version, CoAgentId }, lang: 'en-US' })
    for (const bad of [99999, sales!.Id]) {
      const res = await update(bad)
      expect(res.status).toBe(400)
      expect(res.body.Errors?.[0]?.Field).toBe('CoAgentId')
    }
    // Someone who left cannot be newly chosen.
    const leaver = await s.call<{ Id: number }>('/Api/Agent/Post', { token: admin, body: FIXTURES.Agent!(++n) })
    await s.db.update(Agent).set({ State: 'Left' }).where(eq(Agent.Id, leaver.body.Data!.Id))
    expect((await update(leaver.body.Data!.Id)).status).toBe(400)
    expect((await get()).CoAgentId).toBe(0)
    expect((await update(sup!.Id)).status).toBe(200)
    expect((await get()).CoAgentId).toBe(sup!.Id)
    // A reference that was valid stays: editing something else of the record is not refused when its colleague leaves.
    await s.db.update(Agent).set({ State: 'Left' }).where(eq(Agent.Id, sup!.Id))
    const res = await s.call('/Api/Client/Update', { token: admin, body: { Id: client!.Id, Version: (await get()).Version, City: 'Ipoh' } })
    expect(res.status).toBe(200)
    await s.db.update(Agent).set({ State: 'Active' }).where(eq(Agent.Id, sup!.Id))
  })

  it('a category from another family is not a product category', async () => {
    const help = await s.call<{ Id: number }>('/Api/Catalog/Post/help', { token: admin, body: FIXTURES.Catalog!(++n) })
    const res = await s.call('/Api/Product/Post', { token: admin, body: { ...FIXTURES.Product!(++n), CatalogId: help.body.Data!.Id } })
    expect(res.status).toBe(400)
    const product = await s.call<{ Id: number }>('/Api/Catalog/Post/product', { token: admin, body: FIXTURES.Catalog!(++n) })
    expect(
      (await s.call('/Api/Product/Post', { token: admin, body: { ...FIXTURES.Product!(++n), CatalogId: product.body.Data!.Id } })).status,
    ).toBe(200)
  })
})
