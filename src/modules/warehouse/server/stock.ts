import { and, asc, desc, eq, gt, inArray, ne, or, sql, type SQL } from 'drizzle-orm'
import { STOCK_MESSAGES } from '../shared/warehouse.ts'
import type { Db, Tx } from '../../../kernel/server/db/client.ts'
import {
  Place,
  PLACE_KINDS,
  Product,
  StockBalance,
  StockLedger,
  StockLotBalance,
  StockReservation,
  StockTransfer,
  StockTransferLine,
  Warehouse,
} from './tables.ts'
import { ApiError } from '../../../kernel/server/lib/errors.ts'
import { now } from '../../../kernel/server/lib/clock.ts'
import { valueMovement, type GivenValue, type Valued } from './cost.ts'
import { bringLot, splitLots, takeLot } from './lots.ts'

/**
 * The stock ledger (LIFECYCLES.md "Stock ledger"): every movement appends one row; on hand and
 * reserved per product × place × owner are a cache of it, kept in the same transaction.
 *
 * Reservations: a delivery's StockReservation row holds `Qty` still reserved on a storage place and
 * `Picked` already moved to the warehouse's dispatch area, where it stays reserved until shipped.
 * So a balance's Reserved is the sum of the live reservations' Qty at a storage place, and of
 * their Picked at the dispatch area; shipping or cancelling deletes the reservations.
 */

export interface StockKey {
  ProductId: number
  PlaceId: number
  OwnerId: number
}

export interface Movement extends StockKey {
  WarehouseId: number
  /** Positive in, negative out. */
  Qty: number
  Doc: string
  DocId: number
  LineId?: number
  AgentId?: number
  /** An incoming movement's value when it is not the average: a receipt's cost, or what the same goods just left with. */
  Given?: GivenValue
  /** The lot the units come in as, or go out of (0: the units in no lot); going out without one takes the first to expire (lots.ts). */
  LotId?: number
}

/** Part of a movement that belongs to one lot (LotId 0: none), with its value. */
export interface MovedLot {
  LotId: number
  LotNo: string
  Qty: number
  Value: number
}

/** What a movement left: the key's on hand after it, and its value; the lots it moved, each with its value. */
export interface Moved extends Valued {
  OnHand: number
  Lots: MovedLot[]
}

/**
 * Locks the balances a transaction is about to change, all at once and in one global order
 * (product, place, owner), so two documents touching the same keys in different orders queue up
 * instead of deadlocking. Keys without a balance yet have nothing to lock.
 */
export async function lockKeys(tx: Tx, keys: readonly StockKey[]): Promise<void> {
  const unique = [...new Map(keys.map((k) => [`${k.ProductId}:${k.PlaceId}:${k.OwnerId}`, k])).values()]
  if (unique.length === 0) return
  await tx
    .select({ ProductId: StockBalance.ProductId })
    .from(StockBalance)
    .where(or(...unique.map(keyOf)))
    .orderBy(asc(StockBalance.ProductId), asc(StockBalance.PlaceId), asc(StockBalance.OwnerId))
    .for('update')
}

const keyOf = (k: StockKey) =>
  and(eq(StockBalance.ProductId, k.ProductId), eq(StockBalance.PlaceId, k.PlaceId), eq(StockBalance.OwnerId, k.OwnerId))

/** The product's and the place's names, for a refusal. */
async function names(tx: Tx | Db, k: StockKey) {
  const [product] = await tx.select({ Name: Product.Name }).from(Product).where(eq(Product.Id, k.ProductId))
  const [place] = await tx.select({ Title: Place.Title }).from(Place).where(eq(Place.Id, k.PlaceId))
  return { product: product?.Name ?? `#${k.ProductId}`, place: place?.Title ?? `#${k.PlaceId}` }
}

export const notEnough = async (tx: Tx | Db, k: StockKey) => new ApiError(409, STOCK_MESSAGES.notEnough, await names(tx, k))

/**
 * Appends one ledger row and updates the balance in the same statement pair. An outgoing movement
 * is a conditional update (it takes the row lock and re-reads the row under it on PostgreSQL), so
 * concurrent movements on one key queue up and never take on hand below zero or below what is
 * reserved. The owner's cost of the product moves with it (cost.ts); the row carries both.
 */
export async function move(tx: Tx, m: Movement): Promise<Moved> {
  if (!Number.isInteger(m.Qty)) throw new Error(`stock: quantity ${m.Qty} is not an integer`)
  if (m.Qty === 0) return { OnHand: await onHand(tx, m), Value: 0, BalanceValue: 0, CostQty: 0, Currency: '', Lots: [] }
  if (m.Qty > 0 || m.LotId !== undefined) return moveLot(tx, m)
  // Going out without a lot named: one movement (and ledger row) per lot, first to expire first.
  let moved: Moved | undefined
  const lots: MovedLot[] = []
  let value = 0
  for (const part of await splitLots(tx, m, -m.Qty)) {
    moved = await moveLot(tx, { ...m, Qty: -part.Qty, LotId: part.LotId })
    lots.push(...moved.Lots)
    value += moved.Value
  }
  return { ...moved!, Value: value, Lots: lots }
}

/** One movement of one lot (or, coming in without one, of no lot): its balance, lot row, cost and ledger row. */
async function moveLot(tx: Tx, m: Movement): Promise<Moved> {
  let balance: number
  if (m.Qty > 0) {
    const [row] = await tx
      .insert(StockBalance)
      .values({
        ProductId: m.ProductId,
        PlaceId: m.PlaceId,
        OwnerId: m.OwnerId,
        WarehouseId: m.WarehouseId,
        ZoneId: sql`coalesce((select ${Place.ZoneId} from ${Place} where ${Place.Id} = ${m.PlaceId}), 0)`,
        PlaceKind: sql`coalesce((select ${Place.Kind} from ${Place} where ${Place.Id} = ${m.PlaceId}), ${PLACE_KINDS.storage})`,
        OnHand: m.Qty,
        Reserved: 0,
        CreateTime: now(),
        UpdateTime: now(),
      })
      .onConflictDoUpdate({
        target: [StockBalance.ProductId, StockBalance.PlaceId, StockBalance.OwnerId],
        set: { OnHand: sql`${StockBalance.OnHand} + ${m.Qty}`, UpdateTime: now() },
      })
      .returning({ OnHand: StockBalance.OnHand })
    balance = row!.OnHand
  } else {
    const [row] = await tx
      .update(StockBalance)
      .set({ OnHand: sql`${StockBalance.OnHand} + ${m.Qty}`, UpdateTime: now() })
      .where(and(keyOf(m), sql`${StockBalance.OnHand} + ${m.Qty} >= ${StockBalance.Reserved}`))
      .returning({ OnHand: StockBalance.OnHand })
    if (!row) throw await notEnough(tx, m)
    balance = row.OnHand
  }
  const before = balance - m.Qty
  const LotNo = m.Qty > 0 ? await bringLot(tx, m) : await takeLot(tx, m, m.LotId ?? 0, -m.Qty, before)
  const valued = await valueMovement(tx, m, m.Qty, m.Given)
  await tx.insert(StockLedger).values({
    ...valued,
    ProductId: m.ProductId,
    WarehouseId: m.WarehouseId,
    PlaceId: m.PlaceId,
    OwnerId: m.OwnerId,
    Qty: m.Qty,
    Balance: balance,
    Doc: m.Doc,
    DocId: m.DocId,
    LineId: m.LineId ?? 0,
    AgentId: m.AgentId ?? 0,
    LotId: m.LotId ?? 0,
    LotNo,
    // The server's clock, as every other time it stores: the valuation as of a date reads it.
    CreateTime: now(),
  })
  return { ...valued, OnHand: balance, Lots: [{ LotId: m.LotId ?? 0, LotNo, Qty: m.Qty, Value: valued.Value }] }
}

/**
 * Moves units from one key to another (place to place, or owner to owner) as one pair of ledger
 * rows: what arrives is worth exactly what left, so moving goods never changes their value.
 */
export async function transfer(tx: Tx, from: Movement, to: Omit<Movement, 'Qty'>): Promise<Moved> {
  const out = await move(tx, { ...from, Qty: -Math.abs(from.Qty) })
  // Each lot arrives as itself, worth what it left with.
  let moved: Moved | undefined
  for (const p of out.Lots)
    moved = await move(tx, { ...to, Qty: -p.Qty, LotId: p.LotId, Given: { Value: -p.Value, Currency: out.Currency } })
  return moved!
}

/** Reserves stock on a key; never more than it holds. */
export async function reserve(tx: Tx, k: StockKey & { Qty: number }): Promise<void> {
  if (k.Qty <= 0) return
  const [row] = await tx
    .update(StockBalance)
    .set({ Reserved: sql`${StockBalance.Reserved} + ${k.Qty}`, UpdateTime: now() })
    .where(and(keyOf(k), sql`${StockBalance.Reserved} + ${k.Qty} <= ${StockBalance.OnHand}`))
    .returning({ Reserved: StockBalance.Reserved })
  if (!row) throw await notEnough(tx, k)
}

/** Releases a reservation made by `reserve`. */
export async function unreserve(tx: Tx, k: StockKey & { Qty: number }): Promise<void> {
  if (k.Qty <= 0) return
  const [row] = await tx
    .update(StockBalance)
    .set({ Reserved: sql`${StockBalance.Reserved} - ${k.Qty}`, UpdateTime: now() })
    .where(and(keyOf(k), sql`${StockBalance.Reserved} >= ${k.Qty}`))
    .returning({ Reserved: StockBalance.Reserved })
  if (!row) throw new ApiError(409, STOCK_MESSAGES.stockChanged)
}

/** On hand and reserved of one key (zero when it never held anything). */
export async function balanceOf(tx: Tx | Db, k: StockKey): Promise<{ OnHand: number; Reserved: number }> {
  const [row] = await tx.select({ OnHand: StockBalance.OnHand, Reserved: StockBalance.Reserved }).from(StockBalance).where(keyOf(k))
  return row ?? { OnHand: 0, Reserved: 0 }
}

export const onHand = async (tx: Tx | Db, k: StockKey) => (await balanceOf(tx, k)).OnHand

/**
 * The warehouse's receiving, dispatch or quarantine area: the first Place of that kind (deleted or not, so
 * the rebuild always finds the same one). Made with the warehouse; made here for a warehouse that
 * has none, under the warehouse's row lock so two transactions cannot make two.
 */
async function areaOf(tx: Tx, warehouseId: number, kind: number): Promise<number> {
  const find = async () =>
    (
      await tx
        .select({ Id: Place.Id })
        .from(Place)
        .where(and(eq(Place.WarehouseId, warehouseId), eq(Place.Kind, kind)))
        .orderBy(asc(Place.Id))
        .limit(1)
    )[0]?.Id
  const found = await find()
  if (found) return found
  await tx.select({ Id: Warehouse.Id }).from(Warehouse).where(eq(Warehouse.Id, warehouseId)).for('update')
  const again = await find()
  if (again) return again
  const [row] = await tx
    .insert(Place)
    .values({ WarehouseId: warehouseId, Kind: kind, Title: AREA_TITLES[kind] ?? 'AREA' })
    .returning({ Id: Place.Id })
  return row!.Id
}

const AREA_TITLES: Readonly<Record<number, string>> = {
  [PLACE_KINDS.receiving]: 'RECEIVING',
  [PLACE_KINDS.dispatch]: 'DISPATCH',
  [PLACE_KINDS.quarantine]: 'QUARANTINE',
  [PLACE_KINDS.transit]: 'TRANSIT',
}

export const receivingPlace = (tx: Tx, warehouseId: number) => areaOf(tx, warehouseId, PLACE_KINDS.receiving)
/** Where damaged goods wait, out of what can be reserved, until they are scrapped, returned or put back. */
export const quarantinePlace = (tx: Tx, warehouseId: number) => areaOf(tx, warehouseId, PLACE_KINDS.quarantine)
export const dispatchPlace = (tx: Tx, warehouseId: number) => areaOf(tx, warehouseId, PLACE_KINDS.dispatch)
/** Where goods moving between places or warehouses wait, on hand and never available, until put away. */
export const transitPlace = (tx: Tx, warehouseId: number) => areaOf(tx, warehouseId, PLACE_KINDS.transit)

/** A place goods may be put on or counted at: a live storage place of the warehouse; else 409. */
export async function storagePlace(tx: Tx, warehouseId: number, placeId: number): Promise<number> {
  const [place] = await tx
    .select({ Id: Place.Id })
    .from(Place)
    .where(and(eq(Place.Id, placeId), eq(Place.WarehouseId, warehouseId), eq(Place.Kind, PLACE_KINDS.storage), ne(Place.Status, -1)))
  if (!place) throw new ApiError(409, STOCK_MESSAGES.notStoragePlace)
  return place.Id
}

/**
 * Stock of one product and owner on the warehouse's live storage places that is not reserved:
 * the place whose lot expires first comes first (first expiry, first out), then the first place.
 */
export function availableOnStorage(tx: Tx | Db, warehouseId: number, productId: number, ownerId: number) {
  return tx
    .select({ PlaceId: StockBalance.PlaceId, Available: sql<number>`${StockBalance.OnHand} - ${StockBalance.Reserved}`.mapWith(Number) })
    .from(StockBalance)
    .innerJoin(Place, eq(Place.Id, StockBalance.PlaceId))
    .where(
      and(
        eq(StockBalance.WarehouseId, warehouseId),
        eq(StockBalance.ProductId, productId),
        eq(StockBalance.OwnerId, ownerId),
        eq(Place.Kind, PLACE_KINDS.storage),
        ne(Place.Status, -1),
        gt(StockBalance.OnHand, StockBalance.Reserved),
      ),
    )
    .orderBy(
      sql`(select min(${StockLotBalance.Expiry}) from ${StockLotBalance} where ${StockLotBalance.ProductId} = ${StockBalance.ProductId} and ${StockLotBalance.PlaceId} = ${StockBalance.PlaceId} and ${StockLotBalance.OwnerId} = ${StockBalance.OwnerId} and ${StockLotBalance.Qty} > 0 and ${StockLotBalance.Expiry} > 0) asc nulls last`,
      asc(StockBalance.PlaceId),
    )
}

export interface StockDifference extends StockKey {
  /** Set when the difference is in one lot's units of the key (cached: the lot row; rebuilt: the ledger's rows of the lot). */
  LotId?: number
  cached: { OnHand: number; Reserved: number }
  rebuilt: { OnHand: number; Reserved: number }
  /** The Balance of the key's newest ledger row (must equal the rebuilt on hand). */
  lastBalance: number
}

/**
 * Recomputes every key from the ledger (on hand = sum of Qty, and the newest row's Balance) and
 * from the live reservations (reserved: Qty at the storage place, Picked at the warehouse's
 * dispatch area; a stock transfer being picked: what its lines have not picked yet at their places),
 * and answers each key whose cached balance differs, or that would be negative or
 * reserved beyond what it holds. A consistent store answers [].
 * Its reads are separate statements: run it on a quiet database or in a repeatable-read transaction.
 */
export async function rebuildDifferences(db: Db | Tx): Promise<StockDifference[]> {
  const n = (v: SQL) => sql<number>`${v}`.mapWith(Number)
  const ledger = await db
    .select({
      ProductId: StockLedger.ProductId,
      PlaceId: StockLedger.PlaceId,
      OwnerId: StockLedger.OwnerId,
      sum: n(sql`sum(${StockLedger.Qty})`),
      last: n(sql`(array_agg(${StockLedger.Balance} order by ${StockLedger.Id} desc))[1]`),
    })
    .from(StockLedger)
    .groupBy(StockLedger.ProductId, StockLedger.PlaceId, StockLedger.OwnerId)
  const reservations = await db
    .select({
      WarehouseId: StockReservation.WarehouseId,
      ProductId: StockReservation.ProductId,
      PlaceId: StockReservation.PlaceId,
      OwnerId: StockReservation.OwnerId,
      Qty: n(sql`sum(${StockReservation.Qty})`),
      Picked: n(sql`sum(${StockReservation.Picked})`),
    })
    .from(StockReservation)
    .groupBy(StockReservation.WarehouseId, StockReservation.ProductId, StockReservation.PlaceId, StockReservation.OwnerId)
  const transfers = await db
    .select({
      ProductId: StockTransferLine.ProductId,
      PlaceId: StockTransferLine.FromPlaceId,
      OwnerId: StockTransfer.OwnerId,
      Qty: n(sql`sum(${StockTransferLine.ProductNum} - ${StockTransferLine.PickNum})`),
    })
    .from(StockTransferLine)
    .innerJoin(StockTransfer, eq(StockTransfer.Id, StockTransferLine.StockTransferId))
    .where(eq(StockTransfer.State, 'Picking'))
    .groupBy(StockTransferLine.ProductId, StockTransferLine.FromPlaceId, StockTransfer.OwnerId)
  const areas = reservations.some((r) => r.Picked > 0)
    ? await db
        .select({ WarehouseId: Place.WarehouseId, PlaceId: n(sql`min(${Place.Id})`) })
        .from(Place)
        .where(eq(Place.Kind, PLACE_KINDS.dispatch))
        .groupBy(Place.WarehouseId)
    : []
  const cached = await db.select().from(StockBalance)

  const keys = new Map<string, StockDifference>()
  const at = (k: StockKey): StockDifference => {
    const id = `${k.ProductId}:${k.PlaceId}:${k.OwnerId}`
    let d = keys.get(id)
    if (!d) {
      d = {
        ProductId: k.ProductId,
        PlaceId: k.PlaceId,
        OwnerId: k.OwnerId,
        cached: { OnHand: 0, Reserved: 0 },
        rebuilt: { OnHand: 0, Reserved: 0 },
        lastBalance: 0,
      }
      keys.set(id, d)
    }
    return d
  }
  for (const r of ledger) {
    const d = at(r)
    d.rebuilt.OnHand = r.sum
    d.lastBalance = r.last
  }
  const dispatchOf = new Map(areas.map((a) => [a.WarehouseId, a.PlaceId]))
  for (const r of reservations) {
    at(r).rebuilt.Reserved += r.Qty
    if (r.Picked > 0) at({ ...r, PlaceId: dispatchOf.get(r.WarehouseId) ?? 0 }).rebuilt.Reserved += r.Picked
  }
  for (const r of transfers) at(r).rebuilt.Reserved += r.Qty
  for (const r of cached) at(r).cached = { OnHand: r.OnHand, Reserved: r.Reserved }
  // Each lot's units: the ledger's rows of the lot against its row; all lots together never above the key.
  const lotLedger = await db
    .select({
      ProductId: StockLedger.ProductId,
      PlaceId: StockLedger.PlaceId,
      OwnerId: StockLedger.OwnerId,
      LotId: StockLedger.LotId,
      sum: n(sql`sum(${StockLedger.Qty})`),
    })
    .from(StockLedger)
    .where(gt(StockLedger.LotId, 0))
    .groupBy(StockLedger.ProductId, StockLedger.PlaceId, StockLedger.OwnerId, StockLedger.LotId)
  const lotRows = await db.select().from(StockLotBalance)
  const lots = new Map<string, StockDifference>()
  const lotAt = (k: StockKey & { LotId: number }) => {
    const id = `${k.ProductId}:${k.PlaceId}:${k.OwnerId}:${k.LotId}`
    let d = lots.get(id)
    if (!d) {
      d = { ...pick(k), LotId: k.LotId, cached: { OnHand: 0, Reserved: 0 }, rebuilt: { OnHand: 0, Reserved: 0 }, lastBalance: 0 }
      lots.set(id, d)
    }
    return d
  }
  for (const r of lotLedger) lotAt(r).rebuilt.OnHand = r.sum
  for (const r of lotRows) lotAt(r).cached.OnHand = r.Qty
  const inLots = new Map<string, number>()
  for (const d of lots.values()) {
    const id = `${d.ProductId}:${d.PlaceId}:${d.OwnerId}`
    inLots.set(id, (inLots.get(id) ?? 0) + d.cached.OnHand)
  }
  const lotWrong = [...lots.values()].filter(
    (d) =>
      d.cached.OnHand !== d.rebuilt.OnHand ||
      d.cached.OnHand < 0 ||
      (inLots.get(`${d.ProductId}:${d.PlaceId}:${d.OwnerId}`) ?? 0) >
        (keys.get(`${d.ProductId}:${d.PlaceId}:${d.OwnerId}`)?.rebuilt.OnHand ?? 0),
  )
  const wrong = (d: StockDifference) =>
    d.cached.OnHand !== d.rebuilt.OnHand ||
    d.cached.Reserved !== d.rebuilt.Reserved ||
    d.lastBalance !== d.rebuilt.OnHand ||
    d.rebuilt.OnHand < 0 ||
    d.rebuilt.Reserved > d.rebuilt.OnHand
  return [...[...keys.values()].filter(wrong), ...lotWrong]
}

const pick = (k: StockKey): StockKey => ({ ProductId: k.ProductId, PlaceId: k.PlaceId, OwnerId: k.OwnerId })

/** A place suggested for a line's goods (the station and the event dialog offer it first). */
export interface LinePlace {
  LineId: number
  PlaceId: number
  PlaceTitle: string
  /** How many of the line's goods are held there (a reservation), or already there (a suggestion). */
  Qty: number
}

/**
 * Where a put-away should take each line's goods: the live storage place of the warehouse that
 * already holds most of the same product for the same owner; else an empty storage place, a
 * different one per product while there are enough. Never the receiving or dispatch area.
 */
export async function suggestPlaces(
  db: Db | Tx,
  warehouseId: number,
  ownerId: number,
  lines: readonly { Id: number; ProductId: number }[],
): Promise<LinePlace[]> {
  if (!lines.length) return []
  const storage = and(eq(Place.WarehouseId, warehouseId), eq(Place.Kind, PLACE_KINDS.storage), ne(Place.Status, -1))
  const productIds = [...new Set(lines.map((l) => l.ProductId))]
  const held = await db
    .selectDistinctOn([StockBalance.ProductId], {
      ProductId: StockBalance.ProductId,
      PlaceId: Place.Id,
      PlaceTitle: Place.Title,
      Qty: StockBalance.OnHand,
    })
    .from(StockBalance)
    .innerJoin(Place, eq(Place.Id, StockBalance.PlaceId))
    .where(
      and(
        storage,
        eq(StockBalance.WarehouseId, warehouseId),
        eq(StockBalance.OwnerId, ownerId),
        inArray(StockBalance.ProductId, productIds),
        gt(StockBalance.OnHand, 0),
      ),
    )
    .orderBy(asc(StockBalance.ProductId), desc(StockBalance.OnHand), asc(Place.Id))
  const byProduct = new Map(held.map((h) => [h.ProductId, h]))
  const homeless = productIds.filter((p) => !byProduct.has(p))
  if (homeless.length) {
    const empty = await db
      .select({ PlaceId: Place.Id, PlaceTitle: Place.Title })
      .from(Place)
      .where(
        and(
          storage,
          sql`not exists (select 1 from ${StockBalance} where ${StockBalance.PlaceId} = ${Place.Id} and ${StockBalance.OnHand} > 0)`,
        ),
      )
      .orderBy(asc(Place.Title), asc(Place.Id))
      .limit(homeless.length)
    homeless.forEach((p, i) => {
      const place = empty[Math.min(i, empty.length - 1)]
      if (place) byProduct.set(p, { ProductId: p, ...place, Qty: 0 })
    })
  }
  return lines.flatMap((l) => {
    const s = byProduct.get(l.ProductId)
    return s ? [{ LineId: l.Id, PlaceId: s.PlaceId, PlaceTitle: s.PlaceTitle, Qty: s.Qty }] : []
  })
}
