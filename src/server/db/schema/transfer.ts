import { index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { keywordIndexes, recordColumns } from '../../../kernel/server/db/schema/columns.ts'

/** Transfer routes: from one country's warehouse to another's (weights in grams, money in hundredths throughout this module). */
export const Transfer = pgTable(
  'transfer',
  {
    ...recordColumns(),
    Title: text().notNull(),
    FromCountry: text().notNull(),
    FromWarehouseId: integer().notNull().default(0),
    ToCountry: text().notNull(),
    ToWarehouseId: integer().notNull().default(0),
    TransitDays: integer().notNull().default(0),
    Enabled: integer().notNull().default(1),
    Remark: text().notNull().default(''),
  },
  (t) => [
    ...keywordIndexes('transfer', t.Title),
    index().on(t.Score, t.Id),
    index().on(t.CreateTime),
    index().on(t.TransitDays),
    index().on(t.FromCountry),
    index().on(t.ToCountry),
    index().on(t.FromWarehouseId),
    index().on(t.ToWarehouseId),
  ],
)

/** Collection points (spec "Gather"); the agent running one owns it for data scope. */
export const Gather = pgTable(
  'gather',
  {
    ...recordColumns(),
    Name: text().notNull(),
    Door: text().notNull().default(''),
    Phone: text().notNull().default(''),
    Prov: text().notNull().default(''),
    City: text().notNull().default(''),
    Addr: text().notNull().default(''),
    Zip: text().notNull().default(''),
    Coordinate: text().notNull().default(''),
    ShopId: integer().notNull().default(0),
    AgentId: integer().notNull().default(0),
    Enabled: integer().notNull().default(1),
    Remark: text().notNull().default(''),
  },
  (t) => [
    ...keywordIndexes('gather', t.Name, t.Addr, t.Phone, t.City),
    index().on(t.Score, t.Id),
    index().on(t.CreateTime),
    index().on(t.ShopId),
    index().on(t.AgentId),
    index().on(t.City),
  ],
)

/** A carrier's channel: the countries it serves (ISO codes), its weight limits and volumetric divisor. */
export const TransferChannel = pgTable(
  'transfer_channel',
  {
    ...recordColumns(),
    Carrier: text().notNull(),
    Title: text().notNull(),
    Countries: text().array().notNull().default([]),
    MinWeight: integer().notNull().default(0),
    MaxWeight: integer().notNull().default(0),
    Divisor: integer().notNull().default(5000),
    Enabled: integer().notNull().default(1),
    Remark: text().notNull().default(''),
  },
  (t) => [
    ...keywordIndexes('transfer_channel', t.Carrier, t.Title),
    index().on(t.Score, t.Id),
    index().on(t.CreateTime),
    index().on(t.Carrier),
  ],
)

/** A channel's sellable product. */
export const TransferProduct = pgTable(
  'transfer_product',
  {
    ...recordColumns(),
    ChannelId: integer().notNull(),
    Title: text().notNull(),
    Code: text().notNull().default(''),
    MinDays: integer().notNull().default(0),
    MaxDays: integer().notNull().default(0),
    Divisor: integer().notNull().default(0),
    Enabled: integer().notNull().default(1),
    Remark: text().notNull().default(''),
  },
  (t) => [
    ...keywordIndexes('transfer_product', t.Title, t.Code),
    index().on(t.Score, t.Id),
    index().on(t.CreateTime),
    index().on(t.ChannelId),
  ],
)

/** Which product serves which destination, for which weight and value bands. */
export const TransferScheme = pgTable(
  'transfer_scheme',
  {
    ...recordColumns(),
    Title: text().notNull(),
    ProductId: integer().notNull(),
    Country: text().notNull(),
    MinWeight: integer().notNull().default(0),
    MaxWeight: integer().notNull().default(0),
    MinValue: integer().notNull().default(0),
    MaxValue: integer().notNull().default(0),
    Preference: integer().notNull().default(0),
    Enabled: integer().notNull().default(1),
    Remark: text().notNull().default(''),
  },
  (t) => [
    ...keywordIndexes('transfer_scheme', t.Title),
    index().on(t.Score, t.Id),
    index().on(t.CreateTime),
    index().on(t.Preference),
    index().on(t.Country),
    index().on(t.ProductId),
  ],
)

/** A product's price to a country (or zone): first weight and price, additional unit and price, surcharge in 0.01%. */
export const TransferCost = pgTable(
  'transfer_cost',
  {
    ...recordColumns(),
    ProductId: integer().notNull(),
    Country: text().notNull(),
    Zone: text().notNull().default(''),
    FirstWeight: integer().notNull(),
    FirstPrice: integer().notNull(),
    UnitWeight: integer().notNull(),
    UnitPrice: integer().notNull(),
    Surcharge: integer().notNull().default(0),
    Currency: text().notNull().default('CNY'),
    Remark: text().notNull().default(''),
  },
  (t) => [
    ...keywordIndexes('transfer_cost', t.Zone),
    index().on(t.Score, t.Id),
    index().on(t.CreateTime),
    index().on(t.Country),
    index().on(t.ProductId),
  ],
)
