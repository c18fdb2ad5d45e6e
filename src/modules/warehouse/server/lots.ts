import { and, asc, eq, gt, sql } from 'drizzle-orm'
import { STOCK_MESSAGES } from '../shared/warehouse.ts'
import type { Tx } from '../../../kernel/server/db/client.ts'
import { ApiError } from '../../../kernel/server/lib/errors.ts'
import { now } from '../../../kernel/server/lib/clock.ts'
import { Place, Product, StockLot, StockLotBalance } from './tables.ts'

/**
 * Lots and expiry (LIFECYCLES.md "Lots and expiry"): a key's units divide into lots in
 * stock_lot_balance; the units in no lot row carry none. `move` keeps the rows with the ledger:
 * units come in as the lot they name, and go out of the lot named or, when none is, split first
 * to expire first (units without a lot last), one ledger row per lot.
 */

export interface LotKey {
  ProductId: number
  PlaceId: number
  OwnerId: number
}

const keyOf = (k: LotKey) =>
  and(eq(StockLotBalance.ProductId, k.ProductId), eq(StockLotBalance.PlaceId, k.PlaceId), eq(StockLotBalance.OwnerId, k.OwnerId))

async function names(tx: Tx, k: LotKey) {
  const [product] = await tx.select({ Name: Product.Name }).from(Product).where(eq(Product.Id, k.ProductId))
  const [place] = await tx.select({ Title: Place.Title }).from(Place).where(eq(Place.Id, k.PlaceId))
  return { product: product?.Name ?? `#${k.ProductId}`, place: place?.Title ?? `#${k.PlaceId}` }
}

/** Whether a product is kept by lot. */
export async function lotTracked(tx: Tx, productId: number): Promise<boolean> {
  const [p] = await tx.select({ LotTracked: Product.LotTracked }).from(Product).where(eq(Product.Id, productId))
  return (p?.LotTracked ?? 0) === 1
}

const day = (t: number) => new Date(t * 1000).toISOString().slice(0, 10)

/**
 * The lot a receipt names: found by its number, or made with the expiry given. A known lot with
 * another expiry is a misread label: 409, nothing made.
 */
export async function lotFor(tx: Tx, productId: number, lotNo: string, expiry: number): Promise<number> {
  const [made] = await tx
    .insert(StockLot)
    .values({ ProductId: productId, LotNo: lotNo, Expiry: expiry, CreateTime: now() })
    .onConflictDoNothing()
    .returning({ Id: StockLot.Id })
  if (made) return made.Id
  const [known] = await tx
    .select({ Id: StockLot.Id, Expiry: StockLot.Expiry })
    .from(StockLot)
    .where(and(eq(StockLot.ProductId, productId), eq(StockLot.LotNo, lotNo)))
  if (!known) throw new ApiError(409, STOCK_MESSAGES.stockChanged)
  if (expiry && known.Expiry && known.Expiry !== expiry) {
    const [product] = await tx.select({ Name: Product.Name }).from(Product).where(eq(Product.Id, productId))
    throw new ApiError(409, STOCK_MESSAGES.lotOtherExpiry, { lot: lotNo, product: product?.Name ?? '', expiry: day(known.Expiry) })
  }
  return known.Id
}

/** Units coming in as one lot (none: they carry no lot). */
export async function bringLot(tx: Tx, k: LotKey & { WarehouseId: number; Qty: number; LotId?: number }): Promise<string> {
  const lotId = k.LotId ?? 0
  if (!lotId) return ''
  const [lot] = await tx.select({ LotNo: StockLot.LotNo, Expiry: StockLot.Expiry }).from(StockLot).where(eq(StockLot.Id, lotId))
  if (!lot) throw new ApiError(409, STOCK_MESSAGES.stockChanged)
  await tx
    .insert(StockLotBalance)
    .values({ ...k, LotId: lotId, LotNo: lot.LotNo, Expiry: lot.Expiry, Qty: k.Qty, UpdateTime: now() })
    .onConflictDoUpdate({
      target: [StockLotBalance.ProductId, StockLotBalance.PlaceId, StockLotBalance.OwnerId, StockLotBalance.LotId],
      set: { Qty: sql`${StockLotBalance.Qty} + ${k.Qty}`, UpdateTime: now() },
    })
  return lot.LotNo
}

/**
 * How units going out of a key divide into lots, first to expire first: its dated lots by date,
 * then undated ones, then the units in no lot (LotId 0) for the rest. Locks the key's lot rows.
 */
export async function splitLots(tx: Tx, k: LotKey, want: number): Promise<{ LotId: number; Qty: number }[]> {
  const lots = await tx
    .select({ LotId: StockLotBalance.LotId, Qty: StockLotBalance.Qty })
    .from(StockLotBalance)
    .where(and(keyOf(k), gt(StockLotBalance.Qty, 0)))
    .orderBy(sql`${StockLotBalance.Expiry} = 0`, asc(StockLotBalance.Expiry), asc(StockLotBalance.LotId))
    .for('update')
  const out: { LotId: number; Qty: number }[] = []
  let left = want
  for (const lot of lots) {
    if (left === 0) break
    const n = Math.min(left, lot.Qty)
    out.push({ LotId: lot.LotId, Qty: n })
    left -= n
  }
  // What the lots do not cover carries no lot; whether the key holds it is `move`'s check.
  if (left > 0 || out.length === 0) out.push({ LotId: 0, Qty: left })
  return out
}

/**
 * `want` units going out of one lot of a key that held `before` units (its balance already
 * checked): out of the lot's row, or for LotId 0 out of the units in no lot. Answers the lot's number.
 */
export async function takeLot(tx: Tx, k: LotKey, lotId: number, want: number, before: number): Promise<string> {
  if (lotId) {
    const [row] = await tx
      .update(StockLotBalance)
      .set({ Qty: sql`${StockLotBalance.Qty} - ${want}`, UpdateTime: now() })
      .where(and(keyOf(k), eq(StockLotBalance.LotId, lotId), sql`${StockLotBalance.Qty} >= ${want}`))
      .returning({ LotNo: StockLotBalance.LotNo })
    if (row) return row.LotNo
    const [lot] = await tx.select({ LotNo: StockLot.LotNo }).from(StockLot).where(eq(StockLot.Id, lotId))
    throw new ApiError(409, STOCK_MESSAGES.notEnoughInLot, { ...(await names(tx, k)), lot: lot?.LotNo ?? `#${lotId}` })
  }
  const [held] = await tx
    .select({ n: sql<number>`coalesce(sum(${StockLotBalance.Qty}), 0)`.mapWith(Number) })
    .from(StockLotBalance)
    .where(keyOf(k))
  if (before - (held?.n ?? 0) < want) throw new ApiError(409, STOCK_MESSAGES.notEnough, await names(tx, k))
  return ''
}
