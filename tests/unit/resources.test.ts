import { describe, expect, it } from 'vitest'
import { getTableColumns } from 'drizzle-orm'
import { getTableConfig, type PgColumn } from 'drizzle-orm/pg-core'
import { RESOURCES } from '../../src/server/resources/index.ts'
import { isPermissionKey } from '../../src/shared/permissions.ts'

describe('resource definitions agree with their tables', () => {
  it.each(RESOURCES.map((r) => [r.def.name, r] as const))('%s', (_name, { def, table }) => {
    const columns = getTableColumns(table) as Record<string, PgColumn>
    const fields = [...Object.keys(def.fields), def.label, ...def.sort, ...Object.keys(def.filters), ...(def.keyword ?? [])]
    for (const f of fields) expect(columns[f], `${def.name}.${f} is a column`).toBeDefined()
    expect(isPermissionKey(`${def.permission}:view`), `${def.name}: ${def.permission}:view`).toBe(true)
    for (const f of Object.keys(def.family?.fixed ?? {})) expect(columns[f], `${def.name}.${f} is a column`).toBeDefined()

    // Every sort and filter field leads an index once the columns every query pins are skipped
    // (the family, Status), or is the primary key.
    const pinnedCols = new Set([...Object.keys(def.family?.fixed ?? {}), 'Status'].map((f) => columns[f]?.name))
    const indexes = getTableConfig(table).indexes.map((i) => i.config.columns.map((c) => (c as PgColumn).name))
    for (const f of [...def.sort, ...Object.keys(def.filters)]) {
      const name = columns[f]!.name
      const covered = columns[f]!.primary || indexes.some((cols) => cols.find((c) => !pinnedCols.has(c) || c === name) === name)
      expect(covered, `${def.name}.${f} has an index`).toBe(true)
    }
  })
})
