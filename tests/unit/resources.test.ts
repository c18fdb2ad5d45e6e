import { describe, expect, it } from 'vitest'
import { getTableColumns } from 'drizzle-orm'
import { getTableConfig, type PgColumn } from 'drizzle-orm/pg-core'
import { toSnakeCase } from 'drizzle-orm/casing'
import { RESOURCES } from '../../src/server/resources/index.ts'
import { z } from 'zod'
import { isPermissionKey, PERMISSION_RESOURCES } from '../../src/shared/permissions.ts'
import { FIXTURES } from '../fixtures/resources.ts'

describe('resource definitions agree with their tables', () => {
  it.each(RESOURCES.map((r) => [r.def.name, r] as const))('%s', (_name, { def, table }) => {
    const columns = getTableColumns(table) as Record<string, PgColumn>
    // A document's `Lines` are kept in its line table, not in a column of its own.
    const fields = [...Object.keys(def.fields).filter((f) => f !== 'Lines'), def.label, ...def.sort, ...Object.keys(def.filters), ...(def.keyword ?? [])]
    for (const f of fields) expect(columns[f], `${def.name}.${f} is a column`).toBeDefined()
    expect(isPermissionKey(`${def.permission}:view`), `${def.name}: ${def.permission}:view`).toBe(true)
    for (const f of Object.keys(def.family?.fixed ?? {})) expect(columns[f], `${def.name}.${f} is a column`).toBeDefined()

    // Every sort and filter field leads a btree index once the columns every query pins by equality
    // are skipped (the family's), or is (or leads) the primary key. Status is not one: a list asks `<> -1`.
    const pinnedCols = new Set(Object.keys(def.family?.fixed ?? {}).map((f) => columns[f]?.name))
    const config = getTableConfig(table).indexes.map((i) => i.config)
    const pkLeads = new Set(getTableConfig(table).primaryKeys.map((pk) => (pk.columns[0] as PgColumn).name))
    const btrees = config.filter((i) => (i.method ?? 'btree') === 'btree').map((i) => i.columns.map((c) => (c as PgColumn).name))
    for (const f of [...def.sort, ...Object.keys(def.filters)]) {
      const name = columns[f]!.name
      const covered = columns[f]!.primary || pkLeads.has(name) || btrees.some((cols) => cols.find((c) => !pinnedCols.has(c) || c === name) === name)
      expect(covered, `${def.name}.${f} has an index`).toBe(true)
    }
    // The default order (Score, then Id, both descending) is read from an index, not sorted.
    if (!def.defaultSort && columns.Score) {
      const order = btrees.some((cols) => cols.filter((c) => !pinnedCols.has(c)).join() === [columns.Score!.name, columns.Id!.name].join())
      expect(order, `${def.name}: an index on (Score, Id)`).toBe(true)
    }
    // Every keyword field (the `Value` search and keyword filters) has a trigram index and a prefix
    // index, so no keyword, however short, scans the table.
    const trigram = (name: string) =>
      config.some((i) => i.method === 'gin' && i.columns.length === 1 && (i.columns[0] as PgColumn).name === name && (i.columns[0] as { indexConfig?: { opClass?: string } }).indexConfig?.opClass === 'gin_trgm_ops')
    const prefix = (name: string) => config.some((i) => i.name?.endsWith(`_${toSnakeCase(name)}_prefix_index`))
    const keywordFields = [...(def.keyword ?? []), ...Object.entries(def.filters).flatMap(([f, kind]) => (kind === 'keyword' ? [f] : []))]
    for (const f of keywordFields) {
      expect(trigram(columns[f]!.name), `${def.name}.${f} has a trigram index`).toBe(true)
      expect(prefix(columns[f]!.name), `${def.name}.${f} has a prefix index`).toBe(true)
    }
  })

  it.each(RESOURCES.map((r) => [r.def.name, r.def] as const))('%s: a writable resource has a fixture its own schema accepts', (_name, def) => {
    if (def.readOnly || !(PERMISSION_RESOURCES[def.permission] as readonly string[]).includes('create')) return
    const fixture = FIXTURES[def.name]
    expect(fixture, `${def.name} fixture`).toBeDefined()
    const parsed = z.object(def.fields).safeParse(fixture!(1))
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true)
    for (const k of Object.keys(fixture!(1))) expect(k in def.fields, `${def.name}.${k} is a field`).toBe(true)
  })
})
