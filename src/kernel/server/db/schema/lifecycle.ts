import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { nowSeconds, unixTime } from './columns.ts'

/**
 * Every lifecycle document's timeline, append-only: its creation (Event `create`, From empty, Data
 * the values it was created with) and one row per accepted event. Nothing here is updated or deleted.
 */
export const DocEvent = pgTable(
  'doc_event',
  {
    Id: bigserial({ mode: 'number' }).primaryKey(),
    Doc: text().notNull(),
    DocId: integer().notNull(),
    Event: text().notNull(),
    From: text().notNull().default(''),
    To: text().notNull(),
    AgentId: integer().notNull().default(0),
    Data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    CreateTime: unixTime().notNull().default(nowSeconds),
  },
  (t) => [index().on(t.Doc, t.DocId, t.Id), index().on(t.Doc, t.Event, t.AgentId, t.CreateTime)],
)
