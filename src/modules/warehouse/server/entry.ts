import { entryResource, STOCK_MESSAGES, WAREHOUSE_GUARD_REASONS } from '../shared/warehouse.ts'
import type { Db, Tx } from '../../../kernel/server/db/client.ts'
import type { AuthContext } from '../../../kernel/server/env.ts'
import { eq, sql } from 'drizzle-orm'
import { entryLifecycle } from '../../../../machines/entry.ts'
import { qty } from '../../../../machines/lines.ts'
import { Entry, EntryLine, Product, Warehouse } from './tables.ts'
import { ApiError } from '../../../kernel/server/lib/errors.ts'
import { lotFor, lotTracked } from './lots.ts'
import type { ResourceHooks } from '../../../kernel/server/resources/crud.ts'
import { lifecycleHooks, type LifecycleServer } from '../../../kernel/server/lifecycle/engine.ts'
import { checkReturn } from './returns.ts'
import { lockKeys, move, quarantinePlace, receivingPlace, storagePlace, suggestPlaces, transfer } from './stock.ts'
import { agentOf, backorderLinks, createBackorder, docLines, draftFacts, lineOf, wantsBackorder } from './docs.ts'

export const entryLines = docLines(EntryLine, 'EntryId')

/** What a backorder Entry takes over from the one closed short. */
const BACKORDER_COPY = [
  'Title',
  'WarehouseId',
  'OwnerId',
  'AgentId',
  'DepartmentId',
  'OutOrderId',
  'Remark',
  'FromCountry',
  'Express',
  'ExpressNo',
] as const

/** What every ledger row of one entry line carries (the place and quantity are the movement's own). */
const movementOf = (row: Record<string, unknown> & { Id: number }, line: { Id: number; ProductId: number }, auth: AuthContext | null) => ({
  ProductId: line.ProductId,
  WarehouseId: Number(row.WarehouseId),
  OwnerId: Number(row.OwnerId),
  Doc: 'Entry',
  DocId: row.Id,
  LineId: line.Id,
  AgentId: agentOf(auth),
})

/** The entry's warehouse's over-receipt tolerance, in percent. */
async function overReceiptPct(db: Db | Tx, row: Record<string, unknown>): Promise<number> {
  const [warehouse] = await db
    .select({ OverReceiptPct: Warehouse.OverReceiptPct })
    .from(Warehouse)
    .where(eq(Warehouse.Id, Number(row.WarehouseId)))
  return warehouse?.OverReceiptPct ?? 0
}

export const entryServer: LifecycleServer = {
  lifecycle: entryLifecycle,
  table: Entry,
  def: entryResource,
  reasons: WAREHOUSE_GUARD_REASONS,
  async load(tx, row) {
    const lines = await entryLines.load(tx, row.Id)
    if (row.State === 'Draft') return { lines, facts: await draftFacts(tx, row, lines) }
    if (row.State !== 'Receiving') return { lines, facts: {} }
    return { lines, facts: { overReceiptPct: await overReceiptPct(tx, row) } }
  },
  effects: {
    arrived: ({ now }) => ({ ArriveTime: now }),
    async receive({ tx, row, context, event, auth }) {
      const line = lineOf(entryLines.rows(context.lines, 'Id', 'ProductId', 'UnitCost'), event)
      const good = qty(event.data.Qty)
      const bad = qty(event.data.BadQty)
      await tx
        .update(EntryLine)
        .set({ AlreadyNum: sql`${EntryLine.AlreadyNum} + ${good}`, BadNum: sql`${EntryLine.BadNum} + ${bad}` })
        .where(eq(EntryLine.Id, line.Id))
      const WarehouseId = Number(row.WarehouseId)
      const common = movementOf(row, line, auth)
      // Received at the line's cost (in the entry's currency); a line without one comes in at the average.
      const at = (n: number) => (line.UnitCost > 0 ? { Given: { Value: line.UnitCost * n, Currency: String(row.Currency) } } : {})
      const LotId = await receivedLot(tx, line.ProductId, event.data)
      if (good > 0) await move(tx, { ...common, PlaceId: await receivingPlace(tx, WarehouseId), Qty: good, LotId, ...at(good) })
      // Damaged goods are the owner's too: kept apart, out of what can be reserved, until disposed of.
      if (bad > 0) await move(tx, { ...common, PlaceId: await quarantinePlace(tx, WarehouseId), Qty: bad, LotId, ...at(bad) })
    },
    async recordShortfall({ tx, row, context, event, auth }) {
      const rest: { ProductId: number; ProductNum: number }[] = []
      for (const l of entryLines.rows(context.lines, 'Id', 'ProductId', 'ProductNum', 'AlreadyNum', 'BadNum')) {
        const short = Math.max(0, l.ProductNum - l.AlreadyNum - l.BadNum)
        await tx.update(EntryLine).set({ ShortNum: short }).where(eq(EntryLine.Id, l.Id))
        rest.push({ ProductId: l.ProductId, ProductNum: short })
      }
      if (await wantsBackorder(tx, row, event))
        await createBackorder(tx, {
          doc: 'Entry',
          table: Entry,
          lines: entryLines,
          row,
          copy: BACKORDER_COPY,
          state: 'Draft',
          rest,
          agentId: agentOf(auth),
        })
      return { ShortReason: String(event.data.Reason ?? '') }
    },
    async put({ tx, row, context, event, auth }) {
      const line = lineOf(entryLines.rows(context.lines, 'Id', 'ProductId'), event)
      const n = qty(event.data.Qty)
      const WarehouseId = Number(row.WarehouseId)
      const place = await storagePlace(tx, WarehouseId, Number(event.data.PlaceId))
      const common = movementOf(row, line, auth)
      const receiving = await receivingPlace(tx, WarehouseId)
      await lockKeys(tx, [
        { ...common, PlaceId: receiving },
        { ...common, PlaceId: place },
      ])
      await transfer(tx, { ...common, PlaceId: receiving, Qty: n }, { ...common, PlaceId: place })
      await tx
        .update(EntryLine)
        .set({ PutNum: sql`${EntryLine.PutNum} + ${n}` })
        .where(eq(EntryLine.Id, line.Id))
    },
    stored: ({ now }) => ({ StoreTime: now }),
  },
}

/**
 * The lot a receipt names (its label's lot number and expiry date); a product kept by lot cannot be
 * received without one. Another product may name one too: it is kept, for tracing.
 */
async function receivedLot(tx: Tx, productId: number, data: Record<string, unknown>): Promise<number> {
  const lotNo = String(data.LotNo ?? '').trim()
  if (!lotNo) {
    if (!(await lotTracked(tx, productId))) return 0
    const [product] = await tx.select({ Name: Product.Name }).from(Product).where(eq(Product.Id, productId))
    throw new ApiError(409, STOCK_MESSAGES.lotNeeded, { product: product?.Name ?? `#${productId}` })
  }
  const expiry = String(data.Expiry ?? '')
  return lotFor(tx, productId, lotNo, expiry ? Math.floor(Date.parse(expiry) / 1000) : 0)
}

/** `Get` also answers, while goods wait to be put away, the place suggested for each line (`LinePlaces`). */
export const entryHooks: ResourceHooks = lifecycleHooks(entryServer, {
  ...entryLines.hooks,
  // A return entry (only one) is checked against its delivery once its lines are written.
  async afterWrite(ctx) {
    await entryLines.hooks.afterWrite(ctx)
    if (Number(ctx.values.ReturnOf ?? ctx.current?.ReturnOf ?? 0) > 0) await checkReturn(ctx.tx, ctx.id)
  },
  async detail(db, row) {
    const { Lines } = await entryLines.hooks.detail(db, row)
    const links = await backorderLinks(db, Entry, row)
    // The receiving station takes in up to the warehouse's tolerance beyond each line.
    if (row.State === 'Expected' || row.State === 'Receiving') return { Lines, ...links, OverReceiptPct: await overReceiptPct(db, row) }
    if (row.State !== 'Received' && row.State !== 'PuttingAway') return { Lines, ...links }
    const waiting = Lines.filter((l) => l.AlreadyNum > l.PutNum)
    return { Lines, ...links, LinePlaces: await suggestPlaces(db, Number(row.WarehouseId), Number(row.OwnerId), waiting) }
  },
})
