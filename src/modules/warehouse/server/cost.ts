import { and, eq, or, sql } from 'drizzle-orm'
import { STOCK_MESSAGES } from '../shared/warehouse.ts'
import type { Tx } from '../../../kernel/server/db/client.ts'
import { ApiError } from '../../../kernel/server/lib/errors.ts'
import { now } from '../../../kernel/server/lib/clock.ts'
import { StockCost } from './tables.ts'

/**
 * Moving-average cost (LIFECYCLES.md "Stock value"), per product and owner over every warehouse.
 * Goods leave at the average: their share of the value, all of it for the last unit, so value never
 * drifts from quantity and nothing is left worth something once nothing is left. Goods come in at
 * a given value (a receipt at its unit cost, or the value the same goods just left with) or else at
 * the average (a stocktake's surplus, goods back after running out at the last average).
 * Each change is one statement on the product × owner row, which the row lock serialises.
 */

export interface CostKey {
  ProductId: number
  OwnerId: number
}

/** What a movement was worth, and the owner's stock of the product after it. */
export interface Valued {
  /** Signed like the movement's quantity, in hundredths of Currency. */
  Value: number
  BalanceValue: number
  CostQty: number
  Currency: string
}

/** A value given to an incoming movement: a receipt's cost, or what the same goods left with. */
export interface GivenValue {
  Value: number
  Currency: string
}

const at = (k: CostKey) => and(eq(StockCost.ProductId, k.ProductId), eq(StockCost.OwnerId, k.OwnerId))
const returned = { Value: StockCost.LastMove, BalanceValue: StockCost.Value, CostQty: StockCost.Qty, Currency: StockCost.Currency }

/** Goods leave at the average. */
async function takeOut(tx: Tx, k: CostKey, q: number): Promise<Valued> {
  const share = sql`(case when ${StockCost.Qty} <= ${q} then ${StockCost.Value} else round(${StockCost.Value}::numeric * ${q} / ${StockCost.Qty})::bigint end)`
  const [row] = await tx
    .update(StockCost)
    .set({ LastMove: sql`-${share}`, Value: sql`${StockCost.Value} - ${share}`, Qty: sql`${StockCost.Qty} - ${q}`, UpdateTime: now() })
    .where(at(k))
    .returning(returned)
  // The balance's own check refused taking more than is held; a missing row held nothing of value.
  return row ?? { Value: 0, BalanceValue: 0, CostQty: 0, Currency: '' }
}

/** Goods come in at a given value, or at the average (the last one when none are held). */
async function bringIn(tx: Tx, k: CostKey, q: number, given?: GivenValue): Promise<Valued> {
  const value = given
    ? sql`${given.Value}::bigint`
    : sql`(case when ${StockCost.Qty} > 0 then round(${StockCost.Value}::numeric * ${q} / ${StockCost.Qty}) when ${StockCost.LastQty} > 0 then round(${StockCost.LastValue}::numeric * ${q} / ${StockCost.LastQty}) else 0 end)::bigint`
  const fresh = given?.Value ?? 0
  const currency = given?.Currency ?? ''
  const [row] = await tx
    .insert(StockCost)
    .values({
      ...k,
      Qty: q,
      Value: fresh,
      Currency: currency,
      LastMove: fresh,
      LastQty: q,
      LastValue: fresh,
      UpdateTime: now(),
    })
    .onConflictDoUpdate({
      target: [StockCost.ProductId, StockCost.OwnerId],
      set: {
        LastMove: value,
        Value: sql`${StockCost.Value} + ${value}`,
        Qty: sql`${StockCost.Qty} + ${q}`,
        LastQty: sql`${StockCost.Qty} + ${q}`,
        LastValue: sql`${StockCost.Value} + ${value}`,
        // Stock run out (or never valued) takes the currency of what comes in.
        Currency: given
          ? sql`case when ${StockCost.Qty} = 0 or ${StockCost.Currency} = '' then ${currency} else ${StockCost.Currency} end`
          : StockCost.Currency,
        UpdateTime: now(),
      },
      // Values of two currencies are never added up: the owner's stock keeps the one it has.
      setWhere: given
        ? or(eq(StockCost.Qty, 0), eq(StockCost.Currency, ''), eq(StockCost.Currency, currency), eq(sql`${given.Value}`, 0))
        : undefined,
    })
    .returning(returned)
  if (!row) {
    const [held] = await tx.select({ Currency: StockCost.Currency }).from(StockCost).where(at(k))
    throw new ApiError(409, STOCK_MESSAGES.otherCurrency, { held: held?.Currency ?? '', given: currency })
  }
  return row
}

/** Values one movement of `qty` units (signed) on the product × owner's cost. */
export function valueMovement(tx: Tx, k: CostKey, qty: number, given?: GivenValue): Promise<Valued> {
  return qty < 0 ? takeOut(tx, k, -qty) : bringIn(tx, k, qty, given)
}
