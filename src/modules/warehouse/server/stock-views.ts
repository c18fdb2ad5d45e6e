import { bigint, integer, pgView, text } from 'drizzle-orm/pg-core'
import { unixTime } from '../../../kernel/server/db/schema/columns.ts'

/**
 * The stock balances grouped, as the stock screen shows them on request: per product (its totals
 * over the places of a warehouse, per owner) and per place (its totals over products and owners).
 * Plain views over stock_balance made by migration 0013 (`existing`: the migrations own them); the
 * filters on their group keys reach the balances' indexes.
 */
export const StockByProduct = pgView('stock_by_product', {
  /** The lowest balance id of the group: a stable key for paging. */
  Id: integer().notNull(),
  WarehouseId: integer().notNull(),
  ProductId: integer().notNull(),
  OwnerId: integer().notNull(),
  OnHand: integer().notNull(),
  Reserved: integer().notNull(),
  Available: integer().notNull(),
  /** How many places hold some of it. */
  Places: integer().notNull(),
  /** What it is worth at the owner's average cost (hundredths of Currency). */
  Value: bigint({ mode: 'number' }).notNull(),
  Currency: text().notNull(),
  /** Its replenishment rule's minimum (0: none), and how far what is held and not reserved falls short of it. */
  MinQty: integer().notNull(),
  Short: integer().notNull(),
  CreateTime: unixTime().notNull(),
  UpdateTime: unixTime().notNull(),
}).existing()

export const StockByPlace = pgView('stock_by_place', {
  /** The place's id. */
  Id: integer().notNull(),
  WarehouseId: integer().notNull(),
  ZoneId: integer().notNull(),
  PlaceId: integer().notNull(),
  OnHand: integer().notNull(),
  Reserved: integer().notNull(),
  Available: integer().notNull(),
  /** How many products (per owner) it holds. */
  Products: integer().notNull(),
  CreateTime: unixTime().notNull(),
  UpdateTime: unixTime().notNull(),
}).existing()
