import { describe, expect, it } from 'vitest'
import { getTableColumns, getTableName, getViewSelectedFields, is, SQL } from 'drizzle-orm'
import { getTableConfig, getViewConfig, isPgView, PgDialect, type PgColumn, type PgTable } from 'drizzle-orm/pg-core'
import { StockBalance } from '../../src/modules/warehouse/server/schema.ts'
import { keywordIndexName } from '../../src/kernel/server/db/schema/columns.ts'
import { RESOURCES } from '../../src/server/modules/index.ts'
import { z } from 'zod'
import { isPermissionKey, permissionTable } from '../../src/kernel/shared/permissions.ts'
import { FIXTURES } from '../fixtures/resources.ts'

const dialect = new PgDialect()

/** The views some read-only lists read, and the table they group: their filters are its indexed columns. */
const VIEW_OF: Readonly<Record<string, PgTable>> = { stock_by_product: StockBalance, stock_by_place: StockBalance }

describe('resource definitions agree with their tables', () => {
  it.each(RESOURCES.map((r) => [r.def.name, r] as const))('%s', (_name, { def, table: source }) => {
    if (isPgView(source)) {
      // A grouped view: its columns are the definition's, and every filter is a group key the base table indexes.
      const viewColumns = getViewSelectedFields(source) as Record<string, PgColumn>
      const base = VIEW_OF[getViewConfig(source).name]
      expect(base, `${def.name}: the table its view groups`).toBeDefined()
      for (const f of [...def.columns, def.label, ...def.sort, ...Object.keys(def.filters)])
        expect(viewColumns[f], `${def.name}.${f} is a column of its view`).toBeDefined()
      expect(def.readOnly, `${def.name} is read-only`).toBe(true)
      const baseColumns = getTableColumns(base!) as Record<string, PgColumn>
      const leads = new Set([
        ...getTableConfig(base!).indexes.map((i) => (i.config.columns[0] as PgColumn).name),
        ...getTableConfig(base!).primaryKeys.map((pk) => (pk.columns[0] as PgColumn).name),
      ])
      for (const [f, kind] of Object.entries(def.filters))
        if (kind === 'reference') expect(leads.has(baseColumns[f]!.name), `${def.name}.${f} leads an index of the grouped table`).toBe(true)
      return
    }
    const table = source as PgTable
    const columns = getTableColumns(table) as Record<string, PgColumn>
    // A document's `Lines` are kept in its line table, not in a column of its own.
    const fields = [
      ...Object.keys(def.fields).filter((f) => f !== 'Lines'),
      def.label,
      ...def.sort,
      ...Object.keys(def.filters),
      ...(def.keyword ?? []),
    ]
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
      const covered =
        columns[f]!.primary || pkLeads.has(name) || btrees.some((cols) => cols.find((c) => !pinnedCols.has(c) || c === name) === name)
      expect(covered, `${def.name}.${f} has an index`).toBe(true)
    }
    // The default order (Score, then Id, both descending) is read from an index, not sorted.
    if (!def.defaultSort && columns.Score) {
      const order = btrees.some((cols) => cols.filter((c) => !pinnedCols.has(c)).join() === [columns.Score!.name, columns.Id!.name].join())
      expect(order, `${def.name}: an index on (Score, Id)`).toBe(true)
    }
    // Every keyword field (the `Value` search and keyword filters) has a trigram index and a prefix
    // index, both on the lowered text the keyword condition compares, so no keyword, however short, scans the table.
    const trigram = (name: string) =>
      config.some(
        (i) =>
          i.method === 'gin' &&
          i.columns.length === 1 &&
          is(i.columns[0], SQL) &&
          /^lower\("\w+"\."(\w+)"\) gin_trgm_ops$/.exec(dialect.sqlToQuery(i.columns[0]).sql)?.[1] === name,
      )
    const prefix = (name: string) => config.some((i) => i.name === keywordIndexName(getTableName(table), name, 'prefix'))
    const keywordFields = [...(def.keyword ?? []), ...Object.entries(def.filters).flatMap(([f, kind]) => (kind === 'keyword' ? [f] : []))]
    for (const f of keywordFields) {
      expect(trigram(columns[f]!.name), `${def.name}.${f} has a trigram index`).toBe(true)
      expect(prefix(columns[f]!.name), `${def.name}.${f} has a prefix index`).toBe(true)
    }
  })

  it.each(RESOURCES.map((r) => [r.def.name, r.def] as const))(
    '%s: a writable resource has a fixture its own schema accepts',
    (_name, def) => {
      if (def.readOnly || !(permissionTable()[def.permission] ?? []).includes('create')) return
      const fixture = FIXTURES[def.name]
      expect(fixture, `${def.name} fixture`).toBeDefined()
      const parsed = z.object(def.fields).safeParse(fixture!(1))
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true)
      for (const k of Object.keys(fixture!(1))) expect(k in def.fields, `${def.name}.${k} is a field`).toBe(true)
    },
  )
})
