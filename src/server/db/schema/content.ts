import { check, doublePrecision, bigint, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { nowSeconds, recordColumns, keywordIndexes, unixTime } from '../../../kernel/server/db/schema/columns.ts'

/**
 * Ad: a banner shown to end users between BeginTime and EndTime (Unix seconds), optionally only
 * near a point (Longtitude / Latitude, the spec's spelling) within Distance metres.
 * Amount and MinPrice are hundredths of the currency unit.
 */
export const Ad = pgTable(
  'ad',
  {
    ...recordColumns(),
    Img: text().notNull().default(''),
    Title: text().notNull(),
    Kind: integer().notNull().default(1),
    Tags: text().notNull().default(''),
    Link: text().notNull().default(''),
    Amount: bigint({ mode: 'number' }).notNull().default(0),
    MinPrice: bigint({ mode: 'number' }).notNull().default(0),
    DisplayTimes: integer().notNull().default(0),
    BeginTime: unixTime().notNull().default(0),
    EndTime: unixTime().notNull().default(0),
    Longtitude: doublePrecision().notNull().default(0),
    Latitude: doublePrecision().notNull().default(0),
    Distance: integer().notNull().default(0),
  },
  (t) => [
    ...keywordIndexes('ad', t.Title, t.Tags),
    index().on(t.Score, t.Id),
    index().on(t.CreateTime),
    index().on(t.Kind),
    index().on(t.BeginTime),
    index().on(t.EndTime),
    index().on(t.DisplayTimes),
    index().on(t.Title),
    check('ad_time_range', sql`${t.EndTime} >= ${t.BeginTime}`),
    check('ad_position', sql`${t.Longtitude} between -180 and 180 and ${t.Latitude} between -90 and 90 and ${t.Distance} >= 0`),
  ],
)

/**
 * Help article. Content is rich text, sanitised on the server before it is stored. Tags: at most
 * five comma-separated search keywords. CatalogId: a category of the `help` catalog family.
 * ReadNum and CollectNum are counters, not edited by hand.
 */
export const Help = pgTable(
  'help',
  {
    ...recordColumns(),
    Title: text().notNull(),
    Remark: text().notNull().default(''),
    Content: text().notNull().default(''),
    Display: integer().notNull().default(1),
    ReadNum: integer().notNull().default(0),
    CollectNum: integer().notNull().default(0),
    Tags: text().notNull().default(''),
    CatalogId: integer().notNull().default(0),
  },
  (t) => [
    ...keywordIndexes('help', t.Title, t.Tags, t.Remark),
    index().on(t.Score, t.Id),
    index().on(t.CreateTime),
    index().on(t.CatalogId),
    index().on(t.Display),
    index().on(t.ReadNum),
    index().on(t.CollectNum),
    index().on(t.Title),
  ],
)

/** Which agent has read which notice, and when: one row per pair. */
export const NoticeRead = pgTable(
  'notice_read',
  {
    NoticeId: integer().notNull(),
    AgentId: integer().notNull(),
    ReadTime: unixTime().notNull().default(nowSeconds),
  },
  (t) => [uniqueIndex().on(t.NoticeId, t.AgentId), index().on(t.AgentId)],
)
