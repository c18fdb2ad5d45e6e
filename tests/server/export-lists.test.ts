import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestServer, DB_KIND, DEMO, describeDb, type TestServer } from '../helpers/server.ts'

/** Every list exports its filter in the columns on screen: by its own export permission where it has one, else for its viewers. */
describeDb(`list exports (${DB_KIND})`, () => {
  let s: TestServer
  let admin: string
  let warehouse: string
  let sales: string

  beforeAll(async () => {
    s = await createTestServer()
    admin = await s.login(DEMO.admin)
    warehouse = await s.login(DEMO.warehouse)
    sales = await s.login(DEMO.sales)
  })
  afterAll(() => s?.close())

  const csv = async (token: string, path: string) => {
    const res = await s.raw(path, { headers: { user: token, lang: 'en-US' } })
    return { status: res.status, text: res.status === 200 ? (await res.text()).replace(/^\uFEFF/, '') : '' }
  }

  it('exports a list without an export permission of its own for whoever views it, in the columns asked for', async () => {
    const all = await csv(warehouse, '/Api/Delivery/Export?Format=csv')
    expect(all.status).toBe(200)
    const [header, ...lines] = all.text.trim().split(/\r?\n/)
    expect(header).toContain('Title')
    expect(lines.length).toBeGreaterThan(0)

    const two = await csv(warehouse, '/Api/Delivery/Export?Format=csv&Columns=Title,Id')
    expect(two.status).toBe(200)
    const [head2, first] = two.text.trim().split(/\r?\n/)
    // The columns asked for, in that order, and no other.
    expect(head2).toBe('Title,ID')
    expect(first!.split(',')).toHaveLength(2)
    // None of the list's own: refused, not an empty file.
    expect((await csv(warehouse, '/Api/Delivery/Export?Format=csv&Columns=Nope')).status).toBe(400)
    // A salesperson views no deliveries: no export either.
    expect((await csv(sales, '/Api/Delivery/Export?Format=csv')).status).toBe(403)
  })

  it('keeps the export permission of a resource that has one', async () => {
    // The warehouse clerk views no customers, and the administrator holds every key.
    expect((await csv(warehouse, '/Api/Client/Export?Format=csv')).status).toBe(403)
    expect((await csv(admin, '/Api/Client/Export?Format=csv&Columns=ClientName')).status).toBe(200)
    const described = (await (await s.app.request('/Api/OpenApi.json')).json()) as {
      paths: Record<string, { get?: { 'x-permission'?: string } }>
    }
    expect(described.paths['/Api/Client/Export']?.get?.['x-permission']).toBe('client:export')
    expect(described.paths['/Api/Delivery/Export']?.get?.['x-permission']).toContain('delivery:view')
  })

  it('answers a file for every list of the app (the administrator, the demo data)', async () => {
    const described = (await (await s.app.request('/Api/OpenApi.json')).json()) as { paths: Record<string, unknown> }
    const exports = Object.keys(described.paths).filter((p) => /^\/Api\/[A-Za-z]+\/Export(\/[a-z_]+)?$/.test(p))
    expect(exports.length).toBeGreaterThan(90)
    const failed: string[] = []
    for (const p of exports) {
      const res = await csv(admin, `${p}?Format=csv`)
      if (res.status !== 200 || !res.text.includes(',')) failed.push(`${p}: ${res.status}`)
    }
    expect(failed).toEqual([])
  })
})
