import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { keywordIndexes, nowSeconds, queueIndexes, recordColumns, unixTime } from '../../../kernel/server/db/schema/columns.ts'
import { Product } from '../../../modules/warehouse/server/schema.ts'

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
    uniqueIndex('brand_name_unique')
      .on(t.Name)
      .where(sql`${t.Status} <> -1`),
    ...keywordIndexes('brand', t.Name, t.EnName),
    index().on(t.Score, t.Id),
    index().on(t.CreateTime),
  ],
)

/**
 * One SKU of a product: a combination of its specifications' values (`Combo`, the value keys sorted,
 * so the same combination keeps its row and id however the values are reordered or renamed), with
 * its price (hundredths), stock and barcode. A combination taken out is marked deleted and comes
 * back with its id if its values return.
 */
export const ProductSku = pgTable(
  'product_sku',
  {
    Id: serial().primaryKey(),
    ProductId: integer()
      .notNull()
      .references(() => Product.Id),
    Combo: text().notNull(),
    /** The value keys in the specifications' order, and their names as shown ("Red / XL"). */
    Values: jsonb().$type<string[]>().notNull(),
    Name: text().notNull().default(''),
    Price: integer().notNull().default(0),
    Stock: integer().notNull().default(0),
    BarCode: text().notNull().default(''),
    /** The row's place in the table the editor shows. */
    Sort: integer().notNull().default(0),
    Status: integer().notNull().default(1),
    CreateTime: unixTime().notNull().default(nowSeconds),
    UpdateTime: unixTime().notNull().default(nowSeconds),
  },
  (t) => [uniqueIndex('product_sku_combo_unique').on(t.ProductId, t.Combo), index().on(t.BarCode)],
)

/** A product listed on a shop or platform (spec /product/publish); online and offline by the Listing machine. */
export const Listing = pgTable(
  'listing',
  {
    ...recordColumns(),
    State: text().notNull().default('Draft'),
    StateTime: unixTime().notNull().default(nowSeconds),
    ProductId: integer().notNull(),
    ShopId: integer().notNull().default(0),
    PlatformId: integer().notNull().default(0),
    Title: text().notNull().default(''),
    Price: integer().notNull().default(0),
    Link: text().notNull().default(''),
    OnlineTime: unixTime().notNull().default(0),
    OfflineTime: unixTime().notNull().default(0),
    OfflineReason: text().notNull().default(''),
    Remark: text().notNull().default(''),
    AgentId: integer().notNull().default(0),
    DepartmentId: integer().notNull().default(0),
  },
  (t) => [
    ...keywordIndexes('listing', t.Title),
    index().on(t.Score, t.Id),
    ...queueIndexes(t),
    index().on(t.ProductId),
    index().on(t.ShopId),
    index().on(t.PlatformId),
    index().on(t.OnlineTime),
    index().on(t.CreateTime),
  ],
)

/** The store's navigation menu and footer links (spec /product/menu, /product/link): trees of at most 7 levels, `Kind` says which. */
export const SiteNav = pgTable(
  'site_nav',
  {
    ...recordColumns(),
    Kind: text().notNull(),
    Name: text().notNull(),
    Link: text().notNull().default(''),
    Fid: integer().notNull().default(0),
    Path: text().notNull().default('/'),
    Level: integer().notNull().default(1),
    Hidden: integer().notNull().default(0),
    NewWindow: integer().notNull().default(0),
  },
  (t) => [
    ...keywordIndexes('site_nav', t.Name),
    index().on(t.Kind, t.Score, t.Id),
    index().on(t.Score, t.Id),
    index().on(t.Kind, t.Fid),
    index().on(t.Kind, t.Path),
    index().on(t.Level),
    index().on(t.Name),
    index().on(t.CreateTime),
  ],
)

/** A mini-app (spec /app/list). */
export const MiniApp = pgTable(
  'mini_app',
  {
    ...recordColumns(),
    Name: text().notNull(),
    AppCode: text().notNull().default(''),
    Logo: text().notNull().default(''),
    CatalogId: integer().notNull().default(0),
    ShopId: integer().notNull().default(0),
    Describe: text().notNull().default(''),
  },
  (t) => [
    ...keywordIndexes('mini_app', t.Name, t.AppCode),
    index().on(t.Score, t.Id),
    index().on(t.CatalogId),
    index().on(t.ShopId),
    index().on(t.CreateTime),
  ],
)

/** A page of blocks: the store's layout (`site`) or a mini-app's page (`app`). */
export const SitePage = pgTable(
  'site_page',
  {
    ...recordColumns(),
    Kind: text().notNull(),
    Title: text().notNull(),
    Path: text().notNull().default(''),
    ShopId: integer().notNull().default(0),
    AppId: integer().notNull().default(0),
    Published: integer().notNull().default(0),
    Blocks: jsonb().$type<unknown[]>().notNull().default([]),
  },
  (t) => [
    ...keywordIndexes('site_page', t.Title),
    index().on(t.Kind, t.Score, t.Id),
    index().on(t.Score, t.Id),
    index().on(t.ShopId),
    index().on(t.AppId),
    index().on(t.CreateTime),
  ],
)
