import { type AnyPgColumn, bigint, type ExtraConfigColumn, index, integer, numeric, serial } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { toSnakeCase } from 'drizzle-orm/casing'

/** Unix seconds now, as the database sees it. */
export const nowSeconds = sql`(extract(epoch from now()))::bigint`

/** Unix-seconds timestamp column (the spec's dates are Unix seconds). */
export const unixTime = (name?: string) => (name ? bigint(name, { mode: 'number' }) : bigint({ mode: 'number' }))

/** Columns most records share (spec section 3, "generic fields"). */
export const recordColumns = () => ({
  Id: serial().primaryKey(),
  Status: integer().notNull().default(1),
  Score: integer().notNull().default(0),
  Version: integer().notNull().default(1),
  CreateTime: unixTime().notNull().default(nowSeconds),
  UpdateTime: unixTime().notNull().default(nowSeconds),
  UpdateAgent: integer().notNull().default(0),
})

/** Weight in KG with 3 decimals (API.md), answered as a number. */
export const kg = () => numeric({ precision: 12, scale: 3, mode: 'number' }).notNull().default(0)

/**
 * A list's keyword fields, searchable from indexes on the lowercased text: a pg_trgm trigram index
 * (migrations 0006, 0034) answers `lower(…) LIKE '%…%'` for keywords of three characters or more,
 * and a prefix index answers the one- and two-character keywords, which match a field's start.
 * Lowered once in the index rather than by ILIKE on every row a list walks: half the cost a row.
 */
export const keywordIndexes = (table: string, ...columns: ExtraConfigColumn[]) =>
  columns.flatMap((c) => [
    index(keywordIndexName(table, c.name, 'trgm')).using('gin', sql`lower(${c}) gin_trgm_ops`),
    index(keywordIndexName(table, c.name, 'prefix')).using('btree', sql`lower(${c}) text_pattern_ops`),
  ])

/** The name of a keyword field's trigram or prefix index (the field by its schema key). */
export const keywordIndexName = (table: string, field: string, kind: 'trgm' | 'prefix') => `${table}_${toSnakeCase(field)}_${kind}_index`

/**
 * A lifecycle document's queue indexes: a queue lists a state's documents oldest first, by the time
 * they entered the state, within the caller's data scope (all, own or department), so each scope
 * column leads an index read in order.
 */
export const queueIndexes = (t: Record<'State' | 'StateTime' | 'AgentId' | 'DepartmentId', AnyPgColumn>) => [
  index().on(t.State, t.StateTime),
  index().on(t.AgentId, t.State, t.StateTime),
  index().on(t.DepartmentId, t.State, t.StateTime),
]
