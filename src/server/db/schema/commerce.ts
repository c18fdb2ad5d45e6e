import { sql } from 'drizzle-orm'
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { keywordIndexes, recordColumns } from './columns.ts'

/** A brand products are sold under (spec /product/brand): its names, logo, country and story. */
export const Brand = pgTable(
  'brand',
  {
    ...recordColumns(),
    Name: text().notNull(),
    EnName: text().notNull().default(''),
    Logo: text().notNull().default(''),
    Country: text().notNull().default(''),
    Website: text().notNull().default(''),
    Describe: text().notNull().default(''),
  },
  (t) => [
    // One live brand per name; a deleted one does not stand in the way.
    uniqueIndex('brand_name_unique').on(t.Name).where(sql`${t.Status} <> -1`),
    ...keywordIndexes('brand', t.Name, t.EnName),
    index().on(t.Score, t.Id),
    index().on(t.CreateTime),
  ],
)
