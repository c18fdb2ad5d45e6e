import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RESOURCES } from '../../src/server/modules/index.ts'
import { apiPath, cacheName, type ResourceDef } from '../../src/kernel/shared/resources/define.ts'
import { docName, refName } from '../../src/kernel/shared/resources/labels.ts'
import { innerSchema } from '../../src/kernel/shared/schemas/fields.ts'
import { createTestServer, DEMO, describeDb, type TestServer } from '../helpers/server.ts'

/**
 * No screen shows a bare `#id` for a record it refers to: for every definition, each list row of
 * the demo data that names a record (a reference, its owner, its department, its parent, or a
 * document of a type another field holds) carries that record's name, and its record (`Get`) too.
 */

/** The fields a row names another record by, and where the row carries the name. */
function namedFields(def: ResourceDef): { field: string; name: string; type?: string }[] {
  const isList = (f: string) =>
    !!def.fields[f] && (innerSchema(def.fields[f] as never) as unknown as { def: { type: string } }).def.type === 'array'
  const refs = [
    ...Object.keys(def.references ?? {}).filter((f) => !f.includes('.') && !isList(f)),
    def.scope?.owner,
    def.scope?.department,
    def.tree?.parent,
  ].filter((f): f is string => !!f && f !== 'Id' && !def.documents?.[f])
  return [...new Set(refs)]
    .map((field) => ({ field, name: refName(field) }))
    .concat(Object.entries(def.documents ?? {}).map(([field, doc]) => ({ field, name: docName(field, doc), type: doc.type })))
}

const DEFS = RESOURCES.map((r) => r.def as ResourceDef).filter((d) => namedFields(d).length)

describe('document fields', () => {
  it.each(
    RESOURCES.map((r) => r.def as ResourceDef)
      .filter((d) => d.documents)
      .map((d) => [d.name, d] as const),
  )('%s: each document type is a resource listed on the route the link opens', (_n, def) => {
    const byName = new Map(RESOURCES.map((r) => [cacheName(r.def as ResourceDef), r.def as ResourceDef]))
    for (const doc of Object.values(def.documents ?? {}))
      for (const [type, route] of Object.entries(doc.routes)) expect(byName.get(type)?.route, `${def.name}: ${type}`).toBe(route)
  })
})

describeDb('every reference of a list row is named, never a bare id', () => {
  let s: TestServer
  let admin: string
  beforeAll(async () => {
    s = await createTestServer()
    admin = await s.login(DEMO.admin)
  })
  afterAll(() => s?.close())

  it.each(DEFS.map((d) => [cacheName(d), d] as const))('%s: the first page names every record its rows refer to', async (_n, def) => {
    const res = await s.call<Record<string, unknown>[]>(apiPath(def, 'Index'), { token: admin, query: { Size: 50 } })
    expect(res.status).toBe(200)
    const unnamed: string[] = []
    for (const row of res.body.Data!)
      for (const { field, name, type } of namedFields(def)) {
        const id = row[field]
        // 0: no record named (no parent, no cooperating agent, a receivable finance entered).
        if (typeof id !== 'number' || id === 0) continue
        if (typeof row[name] !== 'string' || !(row[name] as string).trim())
          unnamed.push(`${def.name} ${row.Id}: ${field} ${type ? `${String(row[type])} ` : ''}${id} has no ${name}`)
      }
    expect(unnamed).toEqual([])
  })

  const byName = new Map(RESOURCES.map((r) => [cacheName(r.def as ResourceDef), r.def as ResourceDef]))
  const joinedDocs = RESOURCES.map((r) => r.def as ResourceDef).flatMap((d) =>
    Object.entries(d.documents ?? {})
      .filter(([, doc]) => !doc.label)
      .map(([field, doc]) => [`${d.name}.${field}`, d, field, doc.type] as const),
  )

  it.each(joinedDocs)('%s names each type’s document by its label, in the list and the record alike', async (_n, def, field, type) => {
    const name = docName(field, {})
    const rows = (await s.call<Record<string, unknown>[]>(apiPath(def, 'Index'), { token: admin, query: { Size: 50 } })).body.Data!
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows.filter((r, i) => rows.findIndex((x) => x[type] === r[type]) === i)) {
      const doc = byName.get(String(row[type]))!
      const one = await s.call<Record<string, unknown>>(apiPath(doc, 'Get'), { token: admin, query: { Id: row[field] as number } })
      expect(one.status).toBe(200)
      expect(row[name], `${String(row[type])} ${String(row[field])}`).toBe(String(one.body.Data![doc.label]))
      const record = await s.call<Record<string, unknown>>(apiPath(def, 'Get'), { token: admin, query: { Id: row.Id as number } })
      expect(record.body.Data![name]).toBe(row[name])
    }
  })

  it('shows a ledger’s first page several kinds of document, each by its number or title; the export writes the same', async () => {
    const rows = (await s.call<Record<string, unknown>[]>('/Api/StockLedger/Index', { token: admin, query: { Size: 50 } })).body.Data!
    expect(new Set(rows.map((r) => r.Doc)).size, 'kinds of document on the first page').toBeGreaterThan(1)
    const entry = rows.find((r) => r.Doc === 'Entry')
    expect(entry, 'an inbound entry on the first page').toBeDefined()
    const filtered = await s.call<Record<string, unknown>[]>('/Api/StockLedger/Index', {
      token: admin,
      query: { Doc: 'Entry', DocId: entry!.DocId as number },
    })
    expect(filtered.body.Data!.every((r) => r.DocName === entry!.DocName)).toBe(true)
    const csv = await s.raw(`/Api/StockLedger/Export?Format=csv&Doc=Entry&DocId=${String(entry!.DocId)}`, { headers: { user: admin } })
    expect(await csv.text()).toContain(String(entry!.DocName))
  })

  it('names a customs receipt’s export order by its order code', async () => {
    const rows = (
      await s.call<Record<string, unknown>[]>('/Api/CustomsReceipt/Index', { token: admin, query: { Doc: 'DeclareOrder', Size: 5 } })
    ).body.Data!
    expect(rows.length).toBeGreaterThan(0)
    const one = await s.call<Record<string, unknown>>('/Api/DeclareOrder/Get', { token: admin, query: { Id: rows[0]!.DocId as number } })
    expect(rows[0]!.DocName).toBe(one.body.Data!.OrderCode)
  })
})
