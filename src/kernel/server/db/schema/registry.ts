import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { recordColumns, keywordIndexes } from './columns.ts'

/**
 * The API registry: one row per route the server serves, filled from its own route table at start
 * (idempotently). ApiName is the path under /Api ("Notice/Index"), Router the full path, Kind the
 * route's tag, Type how it is guarded (1 public, 2 any session, 3 a permission key, kept in
 * RangeText), TableName the table it works on. Status 0 switches the route off.
 */
export const ApiRoute = pgTable(
  'api_route',
  {
    ...recordColumns(),
    ApiName: text().notNull(),
    Name: text().notNull().default(''),
    Type: integer().notNull().default(3),
    Router: text().notNull(),
    RangeText: text().notNull().default(''),
    HttpMethod: text().notNull(),
    TableName: text().notNull().default(''),
    Kind: text().notNull().default(''),
    Remark: text().notNull().default(''),
  },
  (t) => [
    ...keywordIndexes('api_route', t.ApiName, t.Name, t.Router),
    uniqueIndex().on(t.Router, t.HttpMethod),
    index().on(t.Score, t.Id),
    index().on(t.ApiName),
    index().on(t.Kind),
    index().on(t.Type),
    index().on(t.HttpMethod),
  ],
)
