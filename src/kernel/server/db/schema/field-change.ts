import { bigserial, boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { nowSeconds, unixTime } from './columns.ts'

/**
 * Every field a write through the API changed, append-only: which record (its resource's name and
 * Id), who, when, the field, and its value before and after, written in the write's transaction.
 * `Action` says what wrote it (`update`, or `create`, `delete`, `restore` for the record as a whole,
 * Field empty). A sensitive field (a password, an ID card) is `Hidden`: changed, values not kept.
 */
export const FieldChange = pgTable(
  'field_change',
  {
    Id: bigserial({ mode: 'number' }).primaryKey(),
    Resource: text().notNull(),
    RecordId: integer().notNull(),
    Action: text().notNull(),
    Field: text().notNull().default(''),
    Before: jsonb(),
    After: jsonb(),
    /** A reference's record as it was called then (its label), before and after: ids alone say little, and names change. */
    BeforeName: text().notNull().default(''),
    AfterName: text().notNull().default(''),
    Hidden: boolean().notNull().default(false),
    AgentId: integer().notNull().default(0),
    CreateTime: unixTime().notNull().default(nowSeconds),
  },
  // A record's history, and the audit trail's filters (each leads an index) and its order.
  (t) => [
    index().on(t.Resource, t.RecordId, t.Id),
    index().on(t.RecordId),
    index().on(t.CreateTime),
    index().on(t.AgentId, t.CreateTime),
    index().on(t.Field, t.CreateTime),
    index().on(t.Action, t.CreateTime),
  ],
)
