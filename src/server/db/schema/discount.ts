import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { keywordIndexes, nowSeconds, recordColumns, unixTime } from '../../../kernel/server/db/schema/columns.ts'

/** A discount rule (spec "Discount / promotion rule"): thresholds and amount in hundredths. */
export const Discount = pgTable(
  'discount',
  {
    ...recordColumns(),
    Title: text().notNull(),
    Type: integer().notNull(),
    GreaterThanPrice: integer().notNull().default(0),
    GreaterThanNum: integer().notNull().default(0),
    Amount: integer().notNull().default(0),
    ProductIds: integer().array().notNull().default([]),
    ShopIds: integer().array().notNull().default([]),
    BeginTime: unixTime().notNull().default(0),
    EndTime: unixTime().notNull().default(0),
    Remark: text().notNull().default(''),
  },
  (t) => [
    ...keywordIndexes('discount', t.Title),
    index().on(t.Score, t.Id),
    index().on(t.Type),
    index().on(t.BeginTime),
    index().on(t.CreateTime),
  ],
)

/** A coupon of a rule: claimed by one end user, used on one order (the Coupon machine moves it). */
export const Coupon = pgTable(
  'coupon',
  {
    ...recordColumns(),
    State: text().notNull().default('Issued'),
    StateTime: unixTime().notNull().default(nowSeconds),
    DiscountId: integer().notNull(),
    Code: text().notNull(),
    ValidTime: unixTime().notNull(),
    UserId: integer().notNull().default(0),
    ClaimTime: unixTime().notNull().default(0),
    OrderNo: text().notNull().default(''),
    UseTime: unixTime().notNull().default(0),
    VoidReason: text().notNull().default(''),
    Remark: text().notNull().default(''),
    AgentId: integer().notNull().default(0),
  },
  (t) => [
    // A code names one coupon, deleted ones included (a code once given out is never given again).
    uniqueIndex('coupon_code_unique').on(t.Code),
    ...keywordIndexes('coupon', t.Code, t.OrderNo),
    index().on(t.State, t.ValidTime),
    index().on(t.Score, t.Id),
    index().on(t.DiscountId),
    index().on(t.UserId),
    index().on(t.ValidTime),
    index().on(t.CreateTime),
  ],
)
