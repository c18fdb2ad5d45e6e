import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { keywordIndexes, nowSeconds, queueIndexes, recordColumns, unixTime } from '../../../kernel/server/db/schema/columns.ts'
import { ownedBy } from './trade.ts'

/** Who offers (spec "Services, Course, Live, Site, Single"): service providers, lecturers, live institutions, projects, platforms; `Kind` says which. */
export const Provider = pgTable(
  'provider',
  {
    ...recordColumns(),
    Kind: text().notNull(),
    Name: text().notNull(),
    Logo: text().notNull().default(''),
    Contact: text().notNull().default(''),
    Phone: text().notNull().default(''),
    Email: text().notNull().default(''),
    Country: text().notNull().default(''),
    Link: text().notNull().default(''),
    Tag: text().notNull().default(''),
    Describe: text().notNull().default(''),
  },
  (t) => [
    ...keywordIndexes('provider', t.Name, t.Contact, t.Tag),
    index().on(t.Kind, t.Score, t.Id),
    index().on(t.Score, t.Id),
    index().on(t.CreateTime),
  ],
)

/**
 * What the markets sell: services, courses, live streams, project products and sites, one shared
 * field set (`Module` says which); the order figures are kept by the orders' transitions.
 */
export const Offering = pgTable(
  'offering',
  {
    ...recordColumns(),
    Module: text().notNull(),
    Title: text().notNull(),
    CatalogId: integer().notNull().default(0),
    ProviderId: integer().notNull().default(0),
    AnotherShopId: integer().notNull().default(0),
    Kind: integer().notNull().default(0),
    Price: integer().notNull().default(0),
    FavourablePercent: integer().notNull().default(0),
    ButtonName: text().notNull().default(''),
    Tag: text().notNull().default(''),
    CardImg: text().array().notNull().default([]),
    DescribeItem: text().array().notNull().default([]),
    Describe: text().notNull().default(''),
    DescribeImg: text().array().notNull().default([]),
    Link: text().notNull().default(''),
    StartTime: unixTime().notNull().default(0),
    Capacity: integer().notNull().default(0),
    OnlineTime: unixTime().notNull().default(0),
    OfflineTime: unixTime().notNull().default(0),
    OrderCount: integer().notNull().default(0),
    DealAmount: integer().notNull().default(0),
    AlreadyPay: integer().notNull().default(0),
    OrderTime: unixTime().notNull().default(0),
  },
  (t) => [
    ...keywordIndexes('offering', t.Title, t.Tag),
    index().on(t.Module, t.Score, t.Id),
    index().on(t.Score, t.Id),
    index().on(t.ProviderId),
    index().on(t.CatalogId),
    index().on(t.Kind),
    index().on(t.Price, t.Id),
    index().on(t.DealAmount, t.Id),
    index().on(t.CreateTime),
  ],
)

/** An order of an offering (a service, a course seat, a live booking, a project product), on the order lifecycle. */
export const OfferingOrder = pgTable(
  'offering_order',
  {
    ...recordColumns(),
    ...ownedBy(),
    Module: text().notNull(),
    State: text().notNull().default('Unpaid'),
    StateTime: unixTime().notNull().default(nowSeconds),
    OrderNo: text().notNull().default(''),
    OfferingId: integer().notNull(),
    Title: text().notNull().default(''),
    UserId: integer().notNull().default(0),
    Name: text().notNull().default(''),
    Phone: text().notNull().default(''),
    Num: integer().notNull().default(1),
    Price: integer().notNull().default(0),
    DealAmount: integer().notNull().default(0),
    AlreadyPay: integer().notNull().default(0),
    OrderTime: unixTime().notNull().default(0),
    Payment: text().notNull().default(''),
    PayTime: unixTime().notNull().default(0),
    ShipTime: unixTime().notNull().default(0),
    SignTime: unixTime().notNull().default(0),
    Note: text().notNull().default(''),
    CancelReason: text().notNull().default(''),
    RefundAmount: integer().notNull().default(0),
    Remark: text().notNull().default(''),
  },
  (t) => [
    ...keywordIndexes('offering_order', t.OrderNo, t.Title, t.Name, t.Phone),
    index().on(t.Score, t.Id),
    ...queueIndexes(t),
    index().on(t.Module, t.State),
    index().on(t.OfferingId),
    index().on(t.UserId),
    index().on(t.OrderTime),
    uniqueIndex('offering_order_no_unique')
      .on(t.OrderNo)
      .where(sql`${t.OrderNo} <> ''`),
    index().on(t.CreateTime),
    index().on(t.PayTime),
  ],
)
