import { and, asc, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import { deliveryLifecycle } from '../../../../machines/delivery.ts'
import { qty } from '../../../../machines/lines.ts'
import { STOCK_MESSAGES, WAREHOUSE_GUARD_REASONS, type DeliveryPackage, deliveryResource } from '../shared/warehouse.ts'
import type { Db, Tx } from '../../../kernel/server/db/client.ts'
import { Delivery, DeliveryLine, DocEvent, Place, Product, StockReservation } from './tables.ts'
import { ApiError } from '../../../kernel/server/lib/errors.ts'
import type { ResourceHooks } from '../../../kernel/server/resources/crud.ts'
import { lifecycleHooks, type LifecycleServer, type Row } from '../../../kernel/server/lifecycle/engine.ts'
import {
  availableOnStorage,
  balanceOf,
  dispatchPlace,
  lockKeys,
  move,
  notEnough,
  reserve,
  storagePlace,
  transfer,
  unreserve,
} from './stock.ts'
import { returnedOf } from './returns.ts'
import { agentOf, backorderLinks, createBackorder, docLines, draftFacts, lineName, lineOf, wantsBackorder, type LineRow } from './docs.ts'

export const deliveryLines = docLines(DeliveryLine, 'DeliveryId')

/** What a backorder Delivery takes over from the one picked short: the parties and the address. */
const BACKORDER_COPY = [
  'Title',
  'WarehouseId',
  'OwnerId',
  'AgentId',
  'DepartmentId',
  'OutOrderId',
  'Remark',
  'OrderId',
  'Name',
  'Phone',
  'ToCountry',
  'City',
  'Address',
  'Zip',
  'Express',
  'ExpressType',
] as const

/** The lines the warehouse's storage places cannot cover now, by product name. */
async function shortLines(tx: Db | Tx, row: Row, lines: readonly LineRow[]): Promise<string[]> {
  const need = new Map<number, { name: string; n: number }>()
  for (const l of lines) need.set(l.ProductId, { name: lineName(l), n: (need.get(l.ProductId)?.n ?? 0) + l.ProductNum })
  const short: string[] = []
  for (const [productId, { name, n }] of need) {
    const rows = await availableOnStorage(tx, Number(row.WarehouseId), productId, Number(row.OwnerId))
    if (rows.reduce((s, r) => s + r.Available, 0) < n) short.push(name)
  }
  return short
}

/** Each package's weight in KG as weighed, by package number (the record's JSON column; a fresh copy). */
const PackageWeights = z.record(z.string(), z.number())
const weightsOf = (row: Record<string, unknown>) => PackageWeights.safeParse(row.PackageWeights ?? {}).data ?? {}

const reservationsOf = (tx: Db | Tx, deliveryId: number) =>
  tx.select().from(StockReservation).where(eq(StockReservation.DeliveryId, deliveryId)).orderBy(asc(StockReservation.Id))

/**
 * Picking on purpose from a place not reserved for the line (the goods are found elsewhere): `need`
 * units of the line's reservations on its other places give way, and the same are reserved at
 * this storage place, whose free stock must cover them. Refused, changing nothing, otherwise.
 */
async function moveReservation(tx: Tx, row: Row, line: Pick<LineRow, 'Id' | 'ProductId'>, PlaceId: number, need: number) {
  const WarehouseId = Number(row.WarehouseId)
  const OwnerId = Number(row.OwnerId)
  await storagePlace(tx, WarehouseId, PlaceId)
  const others = (await reservationsOf(tx, row.Id)).filter((r) => r.LineId === line.Id && r.PlaceId !== PlaceId && r.Qty > 0)
  const key = { ProductId: line.ProductId, OwnerId }
  await lockKeys(tx, [{ ...key, PlaceId }, ...others.map((o) => ({ ...key, PlaceId: o.PlaceId }))])
  if (others.reduce((s, o) => s + o.Qty, 0) < need) throw new ApiError(409, WAREHOUSE_GUARD_REASONS.pickable!)
  const here = await balanceOf(tx, { ...key, PlaceId })
  if (here.OnHand - here.Reserved < need) throw await notEnough(tx, { ...key, PlaceId })
  let left = need
  for (const o of others) {
    const take = Math.min(o.Qty, left)
    if (take <= 0) break
    await unreserve(tx, { ...key, PlaceId: o.PlaceId, Qty: take })
    await tx
      .update(StockReservation)
      .set({ Qty: o.Qty - take })
      .where(eq(StockReservation.Id, o.Id))
    left -= take
  }
  await reserve(tx, { ...key, PlaceId, Qty: need })
  const [existing] = await tx
    .select({ Id: StockReservation.Id, Qty: StockReservation.Qty })
    .from(StockReservation)
    .where(and(eq(StockReservation.DeliveryId, row.Id), eq(StockReservation.LineId, line.Id), eq(StockReservation.PlaceId, PlaceId)))
  if (existing)
    await tx
      .update(StockReservation)
      .set({ Qty: existing.Qty + need })
      .where(eq(StockReservation.Id, existing.Id))
  else
    await tx
      .insert(StockReservation)
      .values({ DeliveryId: row.Id, LineId: line.Id, ProductId: line.ProductId, WarehouseId, PlaceId, OwnerId, Qty: need })
}

export const deliveryServer: LifecycleServer = {
  lifecycle: deliveryLifecycle,
  table: Delivery,
  def: deliveryResource,
  reasons: WAREHOUSE_GUARD_REASONS,
  async load(tx, row) {
    const lines = await deliveryLines.load(tx, row.Id)
    if (row.State === 'Draft') return { lines, facts: await draftFacts(tx, row, lines) }
    if (row.State === 'Pending') return { lines, facts: { shortLines: await shortLines(tx, row, lines) } }
    return { lines }
  },
  effects: {
    /** Every line's quantity reserved on storage places, lowest place id first; all lines planned before anything is written. */
    async reserve({ tx, row, context }) {
      const WarehouseId = Number(row.WarehouseId)
      const OwnerId = Number(row.OwnerId)
      const taken = new Map<string, number>()
      const plan: { line: LineRow; PlaceId: number; Qty: number }[] = []
      for (const line of deliveryLines.rows(context.lines, 'Id', 'ProductId', 'ProductNum')) {
        let need = line.ProductNum
        for (const p of await availableOnStorage(tx, WarehouseId, line.ProductId, OwnerId)) {
          const key = `${line.ProductId}:${p.PlaceId}`
          const take = Math.min(need, p.Available - (taken.get(key) ?? 0))
          if (take <= 0) continue
          taken.set(key, (taken.get(key) ?? 0) + take)
          plan.push({ line, PlaceId: p.PlaceId, Qty: take })
          need -= take
          if (need === 0) break
        }
        // Another transaction took the stock since the facts were read.
        if (need > 0) throw new ApiError(409, WAREHOUSE_GUARD_REASONS.stockAvailable!, { shortLines: lineName(line) })
      }
      await lockKeys(
        tx,
        plan.map((p) => ({ ProductId: p.line.ProductId, PlaceId: p.PlaceId, OwnerId })),
      )
      for (const { line, PlaceId, Qty } of plan) {
        await reserve(tx, { ProductId: line.ProductId, PlaceId, OwnerId, Qty })
        await tx
          .insert(StockReservation)
          .values({ DeliveryId: row.Id, LineId: line.Id, ProductId: line.ProductId, WarehouseId, PlaceId, OwnerId, Qty })
      }
    },
    /** From the place's reservation to the dispatch area, where it stays reserved until shipped. */
    async pick({ tx, row, context, event, auth }) {
      const line = lineOf(deliveryLines.rows(context.lines, 'Id', 'ProductId'), event)
      const n = qty(event.data.Qty)
      const PlaceId = Number(event.data.PlaceId)
      const reservationHere = async () =>
        (
          await tx
            .select()
            .from(StockReservation)
            .where(
              and(eq(StockReservation.DeliveryId, row.Id), eq(StockReservation.LineId, line.Id), eq(StockReservation.PlaceId, PlaceId)),
            )
            .for('update')
        )[0]
      let res = await reservationHere()
      // On purpose, with a reason: the line's reservation moves here from its other places.
      if ((!res || res.Qty < n) && String(event.data.Reason ?? '').trim()) {
        await moveReservation(tx, row, line, PlaceId, n - (res?.Qty ?? 0))
        res = await reservationHere()
      }
      if (!res || res.Qty < n) {
        const [product] = await tx.select({ Name: Product.Name }).from(Product).where(eq(Product.Id, line.ProductId))
        const [place] = await tx.select({ Title: Place.Title }).from(Place).where(eq(Place.Id, PlaceId))
        throw new ApiError(409, STOCK_MESSAGES.notReservedHere, {
          product: product?.Name ?? `#${line.ProductId}`,
          place: place?.Title ?? `#${PlaceId}`,
        })
      }
      const dispatch = await dispatchPlace(tx, res.WarehouseId)
      const key = { ProductId: res.ProductId, OwnerId: res.OwnerId }
      const common = { ...key, WarehouseId: res.WarehouseId, Doc: 'Delivery', DocId: row.Id, LineId: line.Id, AgentId: agentOf(auth) }
      await lockKeys(tx, [
        { ...key, PlaceId },
        { ...key, PlaceId: dispatch },
      ])
      await unreserve(tx, { ...key, PlaceId, Qty: n })
      await transfer(tx, { ...common, PlaceId, Qty: n }, { ...common, PlaceId: dispatch })
      await reserve(tx, { ...key, PlaceId: dispatch, Qty: n })
      await tx
        .update(StockReservation)
        .set({ Qty: res.Qty - n, Picked: res.Picked + n })
        .where(eq(StockReservation.Id, res.Id))
      await tx
        .update(DeliveryLine)
        .set({ PickNum: sql`${DeliveryLine.PickNum} + ${n}` })
        .where(eq(DeliveryLine.Id, line.Id))
    },
    /** What is still reserved on places is released; the lines record what was not picked. */
    async recordShortPick({ tx, row, context, event, auth }) {
      const reservations = await reservationsOf(tx, row.Id)
      await lockKeys(tx, reservations)
      for (const res of reservations) {
        if (res.Qty === 0) continue
        await unreserve(tx, { ProductId: res.ProductId, PlaceId: res.PlaceId, OwnerId: res.OwnerId, Qty: res.Qty })
        await tx.update(StockReservation).set({ Qty: 0 }).where(eq(StockReservation.Id, res.Id))
      }
      const rest: { ProductId: number; ProductNum: number }[] = []
      for (const l of deliveryLines.rows(context.lines, 'Id', 'ProductId', 'ProductNum', 'PickNum')) {
        const short = Math.max(0, l.ProductNum - l.PickNum)
        await tx.update(DeliveryLine).set({ ShortNum: short }).where(eq(DeliveryLine.Id, l.Id))
        rest.push({ ProductId: l.ProductId, ProductNum: short })
      }
      if (await wantsBackorder(tx, row, event))
        await createBackorder(tx, {
          doc: 'Delivery',
          table: Delivery,
          lines: deliveryLines,
          row,
          copy: BACKORDER_COPY,
          state: 'Pending',
          rest,
          agentId: agentOf(auth),
        })
      return { ShortReason: String(event.data.Reason ?? '') }
    },
    /** PackNum and the package number on the line; the package's weight and the goods' net weight on the record. */
    async pack({ tx, row, context, event }) {
      const lines = deliveryLines.rows(context.lines, 'Id', 'ProductId', 'PackageNo')
      const line = lineOf(lines, event)
      const n = qty(event.data.Qty)
      const packageNo = String(event.data.PackageNo)
      const numbers = new Set(line.PackageNo ? line.PackageNo.split(',') : [])
      numbers.add(packageNo)
      await tx
        .update(DeliveryLine)
        .set({ PackNum: sql`${DeliveryLine.PackNum} + ${n}`, PackageNo: [...numbers].join(',') })
        .where(eq(DeliveryLine.Id, line.Id))
      const [product] = await tx.select({ Weight: Product.Weight }).from(Product).where(eq(Product.Id, line.ProductId))
      const packages = new Set<string>([packageNo])
      for (const l of lines) for (const p of l.PackageNo ? l.PackageNo.split(',') : []) packages.add(p)
      const kg = (v: number) => Math.round(v * 1000) / 1000
      // A weight given with the line is its package's (added to what the package weighed so far).
      const weights = weightsOf(row)
      if (qty(event.data.Weight) > 0) weights[packageNo] = kg((weights[packageNo] ?? 0) + qty(event.data.Weight))
      return {
        PackageWeights: weights,
        TotalWeight: kg(Number(row.TotalWeight) + qty(event.data.Weight)),
        NetWeight: kg(Number(row.NetWeight) + (product?.Weight ?? 0) * n),
        Package: packages.size,
      }
    },
    /** The package's weight as weighed replaces its earlier weighing in the total. */
    weigh({ row, event }) {
      const no = String(event.data.PackageNo)
      const weights = weightsOf(row)
      const before = weights[no] ?? 0
      weights[no] = qty(event.data.Weight)
      return { PackageWeights: weights, TotalWeight: Math.round((Number(row.TotalWeight) - before + weights[no]) * 1000) / 1000 }
    },
    /** The picked goods leave the dispatch area; the reservations end. */
    async shipOut(ctx) {
      const { tx, row, event, now, auth } = ctx
      const dispatch = await dispatchPlace(tx, Number(row.WarehouseId))
      const reservations = await reservationsOf(tx, row.Id)
      await lockKeys(tx, [...reservations, ...reservations.map((r) => ({ ...r, PlaceId: dispatch }))])
      for (const res of reservations) {
        const key = { ProductId: res.ProductId, OwnerId: res.OwnerId }
        await unreserve(tx, { ...key, PlaceId: res.PlaceId, Qty: res.Qty })
        await unreserve(tx, { ...key, PlaceId: dispatch, Qty: res.Picked })
        await move(tx, {
          ...key,
          WarehouseId: res.WarehouseId,
          PlaceId: dispatch,
          Qty: -res.Picked,
          Doc: 'Delivery',
          DocId: row.Id,
          LineId: res.LineId,
          AgentId: agentOf(auth),
        })
      }
      await tx.delete(StockReservation).where(eq(StockReservation.DeliveryId, row.Id))
      const d = event.data
      return {
        Express: d.Express,
        ExpressNo: d.ExpressNo,
        ExpressType: d.ExpressType || row.ExpressType,
        ExpressFee: d.ExpressFee || Number(row.ExpressFee) || 0,
        ShipTime: now,
      }
    },
    signed: ({ now }) => ({ SignTime: now }),
    /** Reservations released; picked goods go back from the dispatch area to the places they came from. */
    async release({ tx, row, auth }) {
      const reservations = await reservationsOf(tx, row.Id)
      const dispatch = reservations.length ? await dispatchPlace(tx, Number(row.WarehouseId)) : 0
      await lockKeys(tx, [...reservations, ...reservations.map((r) => ({ ...r, PlaceId: dispatch }))])
      for (const res of reservations) {
        const key = { ProductId: res.ProductId, OwnerId: res.OwnerId }
        const common = { ...key, WarehouseId: res.WarehouseId, Doc: 'Delivery', DocId: row.Id, LineId: res.LineId, AgentId: agentOf(auth) }
        await unreserve(tx, { ...key, PlaceId: res.PlaceId, Qty: res.Qty })
        if (res.Picked > 0) {
          await unreserve(tx, { ...key, PlaceId: dispatch, Qty: res.Picked })
          await transfer(tx, { ...common, PlaceId: dispatch, Qty: res.Picked }, { ...common, PlaceId: res.PlaceId })
        }
      }
      await tx.delete(StockReservation).where(eq(StockReservation.DeliveryId, row.Id))
    },
  },
}

/**
 * What each package holds, from the timeline's pack events (a line may be split over packages), with
 * its weight as weighed: the packing list and the packing station print and show it.
 */
async function packagesOf(db: Db | Tx, row: Record<string, unknown>): Promise<DeliveryPackage[]> {
  if (!['Packing', 'Packed', 'Shipped', 'Signed'].includes(String(row.State))) return []
  const packed = await db
    .select({ Data: DocEvent.Data })
    .from(DocEvent)
    .where(and(eq(DocEvent.Doc, 'Delivery'), eq(DocEvent.DocId, Number(row.Id)), eq(DocEvent.Event, 'packLine')))
    .orderBy(asc(DocEvent.Id))
  const weights = weightsOf(row)
  const byNo = new Map<string, Map<number, number>>()
  for (const { Data } of packed) {
    const no = String(Data.PackageNo ?? '')
    const lines = byNo.get(no) ?? new Map<number, number>()
    lines.set(Number(Data.LineId), (lines.get(Number(Data.LineId)) ?? 0) + qty(Data.Qty))
    byNo.set(no, lines)
  }
  return [...byNo]
    .sort(([a], [b]) => a.localeCompare(b, undefined, { numeric: true }))
    .map(([PackageNo, lines]) => ({
      PackageNo,
      Weight: weights[PackageNo] ?? 0,
      Lines: [...lines].map(([LineId, Qty]) => ({ LineId, Qty })),
    }))
}

/** `Get` also answers where the delivery's stock is held: each line's reservations with their places (`LinePlaces` while still to pick). */
export const deliveryHooks: ResourceHooks = lifecycleHooks(deliveryServer, {
  ...deliveryLines.hooks,
  async detail(db, row) {
    const reservations = await db
      .select({
        LineId: StockReservation.LineId,
        ProductId: StockReservation.ProductId,
        PlaceId: StockReservation.PlaceId,
        PlaceTitle: Place.Title,
        Qty: StockReservation.Qty,
        Picked: StockReservation.Picked,
      })
      .from(StockReservation)
      .innerJoin(Place, eq(Place.Id, StockReservation.PlaceId))
      .where(eq(StockReservation.DeliveryId, Number(row.Id)))
      .orderBy(asc(StockReservation.Id))
    // The places a pick may take each line from: only where its stock is still reserved.
    const LinePlaces = reservations
      .filter((r) => r.Qty > 0)
      .map((r) => ({ LineId: r.LineId, PlaceId: r.PlaceId, PlaceTitle: r.PlaceTitle, Qty: r.Qty }))
    return {
      ...(await deliveryLines.hooks.detail(db, row)),
      Reservations: reservations,
      LinePlaces,
      LinePlacesOnly: true,
      Packages: await packagesOf(db, row),
      ...(await backorderLinks(db, Delivery, row)),
      // A shipped delivery's goods already on their way back (a second return proposes the rest).
      ...(row.State === 'Shipped' || row.State === 'Signed' ? { Returned: await returnedOf(db, Number(row.Id)) } : {}),
    }
  },
})
