import { z } from 'zod'
import { q } from '../../../kernel/shared/schemas/fields.ts'

/** The stock valuation's question (`GET /Api/StockLedger/Valuation`): as of when, which warehouse and owner, and how fine. */
export const ValuationQuery = z.object({
  /** Unix seconds: the stock and the average costs as the ledger had them at that moment (default: now). */
  At: q.unixTime().optional(),
  WarehouseId: q.refId().default(0),
  OwnerId: q.refId().default(0),
  /** `product`: one row per product of each warehouse and owner; else their totals. */
  By: z.enum(['owner', 'product']).default('owner'),
})
export type ValuationQuery = z.infer<typeof ValuationQuery>

/** One row of the valuation: a warehouse and owner (and product, by product), its units and their worth. */
export interface ValuationRow {
  WarehouseId: number
  OwnerId: number
  ProductId: number
  Currency: string
  Products: number
  Qty: number
  /** Hundredths of Currency. */
  Value: number
}

/** What `qty` of an owner's `costQty` units worth `balanceValue` together are worth: their share, to the hundredth. */
export const shareOf = (qty: number, balanceValue: number, costQty: number) =>
  costQty > 0 ? Math.round((qty * balanceValue) / costQty) : 0
