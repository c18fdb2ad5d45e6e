import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { nowSeconds, unixTime } from './columns.ts'

/**
 * Who holds a work item of a queue. One row per document at most (the unique index is what keeps
 * two workers from holding the same item); a claim idle longer than the queue setting lapses.
 */
export const QueueClaim = pgTable(
  'queue_claim',
  {
    Id: serial().primaryKey(),
    Doc: text().notNull(),
    DocId: integer().notNull(),
    AgentId: integer().notNull(),
    ClaimTime: unixTime().notNull().default(nowSeconds),
    LastTime: unixTime().notNull().default(nowSeconds),
  },
  (t) => [uniqueIndex().on(t.Doc, t.DocId), index().on(t.AgentId), index().on(t.LastTime)],
)
