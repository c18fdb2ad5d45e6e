import { bigint, integer, numeric, serial } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'

/** Unix seconds now, as the database sees it. */
export const nowSeconds = sql`(extract(epoch from now()))::bigint`

/** Unix-seconds timestamp column (the spec's dates are Unix seconds). */
export const unixTime = (name?: string) =>
  name ? bigint(name, { mode: 'number' }) : bigint({ mode: 'number' })

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
