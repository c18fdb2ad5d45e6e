import { index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { nowSeconds, unixTime } from './columns.ts'

/**
 * A list's filter, sort and columns saved under a name by one person (`AgentId`), for that person
 * alone (`Share` 0), or for the department (1) or role (2) they had when they shared it. `Query` is
 * the list's address without its page; `Hidden` the columns left out.
 */
export const SavedView = pgTable(
  'saved_view',
  {
    Id: serial().primaryKey(),
    AgentId: integer().notNull(),
    Resource: text().notNull(),
    Name: text().notNull(),
    Query: jsonb().$type<Record<string, string | number>>().notNull().default({}),
    Hidden: jsonb().$type<string[]>().notNull().default([]),
    Share: smallint().notNull().default(0),
    DepartmentId: integer().notNull().default(0),
    RoleId: integer().notNull().default(0),
    CreateTime: unixTime().notNull().default(nowSeconds),
    UpdateTime: unixTime().notNull().default(nowSeconds),
  },
  (t) => [
    uniqueIndex().on(t.AgentId, t.Resource, t.Name),
    index().on(t.Resource, t.Share, t.DepartmentId),
    index().on(t.Resource, t.Share, t.RoleId),
  ],
)

/** The view a person's list opens with when its address names no filter: one per person and list. */
export const SavedViewDefault = pgTable(
  'saved_view_default',
  {
    AgentId: integer().notNull(),
    Resource: text().notNull(),
    ViewId: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.AgentId, t.Resource] }), index().on(t.ViewId)],
)

/**
 * How a person's last spreadsheet import of a resource mapped its columns (`{ ClientName: '客户名称' }`),
 * offered again the next time a file with those headings comes.
 */
export const ImportMappingRow = pgTable(
  'import_mapping',
  {
    AgentId: integer().notNull(),
    Resource: text().notNull(),
    Mapping: jsonb().$type<Record<string, string>>().notNull().default({}),
    UpdateTime: unixTime().notNull().default(nowSeconds),
  },
  (t) => [primaryKey({ columns: [t.AgentId, t.Resource] })],
)
