import { afterAll, beforeAll, expect, it } from 'vitest'
import { getTableColumns, getTableName, sql } from 'drizzle-orm'
import { isPgView, type PgColumn, type PgTable } from 'drizzle-orm/pg-core'
import { keywordIndexName } from '../../src/kernel/server/db/schema/columns.ts'
import { ChatConversation } from '../../src/server/db/schema/index.ts'
import { RESOURCES } from '../../src/server/modules/index.ts'
import { keywordMatch } from '../../src/kernel/server/resources/crud-query.ts'
import { createTestServer, describeDb, type TestServer } from '../helpers/server.ts'

/** Every keyword field of every table-backed definition, with its table. */
const FIELDS = RESOURCES.flatMap(({ def, table }) => {
  if (isPgView(table)) return []
  const columns = getTableColumns(table as PgTable) as Record<string, PgColumn>
  const fields = new Set([...(def.keyword ?? []), ...Object.entries(def.filters).flatMap(([f, kind]) => (kind === 'keyword' ? [f] : []))])
  return [...fields].map((f) => [`${def.name}.${f}`, table as PgTable, columns[f]!] as const)
}).concat(
  // The chat desk's conversation list is no resource; its search gathers these fields (services/chat.ts).
  (['VisitorName', 'Contact', 'LastContent'] as const).map(
    (f) => [`ChatConversation.${f}`, ChatConversation as PgTable, ChatConversation[f]] as const,
  ),
)

/**
 * The keyword condition a list sends is one its indexes answer: the trigram index for three
 * characters or more, the prefix index for one or two. With sequential scans priced out, a condition
 * that does not match an index's expression (the lowered text) shows up as a scan of the table.
 */
describeDb('keywords are searched on their indexes', () => {
  let s: TestServer
  beforeAll(async () => {
    s = await createTestServer()
  })
  afterAll(() => s?.close())

  const plan = (table: PgTable, col: PgColumn, keyword: string) =>
    s.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`)
      // A table of a few rows reads a whole btree more cheaply than any search: make every index entry read costly.
      await tx.execute(sql`set local cpu_index_tuple_cost = 10`)
      const res = (await tx.execute(sql`explain select 1 from ${table} where ${keywordMatch(col, keyword)}`)) as unknown as {
        rows?: Record<string, string>[]
      } & Record<string, string>[]
      return (res.rows ?? res).map((r) => Object.values(r)[0]).join('\n')
    })

  it('finds keyword fields to check', () => expect(FIELDS.length).toBeGreaterThan(50))

  it.each(FIELDS)('%s', async (_name, table, col) => {
    const index = (kind: 'trgm' | 'prefix') => keywordIndexName(getTableName(table), col.name, kind)
    const anywhere = await plan(table, col, 'Wang')
    expect(anywhere, anywhere).toContain(index('trgm'))
    const start = await plan(table, col, 'Li')
    expect(start, start).toContain(index('prefix'))
  })
})
