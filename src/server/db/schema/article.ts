import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { keywordIndexes, recordColumns, unixTime } from '../../../kernel/server/db/schema/columns.ts'

/**
 * Media articles (shared/resources/article.ts): news, policies, the operations handbook, export
 * service items and overseas-warehouse products, told apart by Kind. Content is rich text,
 * sanitised on the server before it is stored. CatalogId: a category of the kind's catalog family
 * (0: none). Published between PublishTime and UnpublishTime (0: no end).
 * ReadNum is a counter, not edited by hand. AgentId (author) and DepartmentId scope the rows.
 */
export const Article = pgTable(
  'article',
  {
    ...recordColumns(),
    Kind: text().notNull(),
    Title: text().notNull(),
    CatalogId: integer().notNull().default(0),
    Img: text().notNull().default(''),
    Summary: text().notNull().default(''),
    Content: text().notNull().default(''),
    Tags: text().notNull().default(''),
    Published: integer().notNull().default(0),
    PublishTime: unixTime().notNull().default(0),
    UnpublishTime: unixTime().notNull().default(0),
    ReadNum: integer().notNull().default(0),
    AgentId: integer().notNull().default(0),
    DepartmentId: integer().notNull().default(0),
  },
  (t) => [
    ...keywordIndexes('article', t.Title, t.Summary, t.Tags),
    index().on(t.Kind, t.Score, t.Id),
    index().on(t.Kind, t.CreateTime),
    index().on(t.Kind, t.PublishTime),
    index().on(t.Kind, t.ReadNum),
    index().on(t.Kind, t.CatalogId),
    index().on(t.Kind, t.Published),
    index().on(t.Kind, t.AgentId),
    index().on(t.Kind, t.DepartmentId),
    index().on(t.Title),
    check('article_publish_window', sql`${t.UnpublishTime} = 0 or ${t.UnpublishTime} > ${t.PublishTime}`),
    check('article_published_flag', sql`${t.Published} in (0, 1)`),
  ],
)
