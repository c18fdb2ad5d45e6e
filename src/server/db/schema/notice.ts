import { index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { recordColumns, keywordIndexes } from '../../../kernel/server/db/schema/columns.ts'

/** Notice: company notices to staff (spec section 3). AgentId wrote it, for DepartmentId. */
export const Notice = pgTable(
  'notice',
  {
    ...recordColumns(),
    Type: integer().notNull().default(1),
    Title: text().notNull(),
    Content: text().notNull().default(''),
    AgentId: integer().notNull().default(0),
    DepartmentId: integer().notNull().default(0),
  },
  (t) => [
    ...keywordIndexes('notice', t.Title),
    index().on(t.Score, t.Id),
    index().on(t.CreateTime),
    index().on(t.Type),
    index().on(t.AgentId),
    index().on(t.DepartmentId),
    index().on(t.Title),
  ],
)
