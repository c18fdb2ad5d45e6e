import { and, eq, ne, sql } from 'drizzle-orm'
import { stockTransferLifecycle } from '../../../../machines/stock-transfer.ts'
import { qty } from '../../../../machines/lines.ts'
import { stockTransferResource, WAREHOUSE_GUARD_REASONS } from '../shared/warehouse.ts'
import type { AuthContext } from '../../../kernel/server/env.ts'
import type { ResourceHooks } from '../../../kernel/server/resources/crud.ts'
import { lifecycleHooks, type LifecycleServer, type Row } from '../../../kernel/server/lifecycle/engine.ts'
import { StockTransfer, StockTransferLine, Warehouse } from './tables.ts'
import { lockKeys, reserve, storagePlace, suggestPlaces, transfer, transitPlace, unreserve } from './stock.ts'
import { agentOf, docLines, draftFacts, lineOf } from './docs.ts'

export const stockTransferLines = docLines(StockTransferLine, 'StockTransferId')

/** Where the goods leave from and go to (a transfer without a target stays in its warehouse). */
const ends = (row: Row) => {
  const from = Number(row.FromWarehouseId) || Number(row.WarehouseId)
  return { from, to: Number(row.ToWarehouseId) || from }
}

/** What every ledger row of one transfer line carries (the warehouse, place and quantity are the movement's own). */
const movementOf = (row: Row, line: { Id: number; ProductId: number }, auth: AuthContext | null) => ({
  ProductId: line.ProductId,
  OwnerId: Number(row.OwnerId),
  Doc: 'StockTransfer',
  DocId: row.Id,
  LineId: line.Id,
  AgentId: agentOf(auth),
})

/** What each line still holds reserved at its place: what it asks for less what was picked. */
const heldAt = (row: Row, lines: readonly { ProductId: number; FromPlaceId: number; ProductNum: number; PickNum: number }[]) =>
  lines.map((l) => ({ ProductId: l.ProductId, PlaceId: l.FromPlaceId, OwnerId: Number(row.OwnerId), Qty: l.ProductNum - l.PickNum }))

export const stockTransferServer: LifecycleServer = {
  lifecycle: stockTransferLifecycle,
  table: StockTransfer,
  def: stockTransferResource,
  reasons: WAREHOUSE_GUARD_REASONS,
  async load(tx, row) {
    const lines = await stockTransferLines.load(tx, row.Id)
    if (row.State !== 'Draft') return { lines, facts: {} }
    const { to } = ends(row)
    const [target] = await tx
      .select({ Id: Warehouse.Id })
      .from(Warehouse)
      .where(and(eq(Warehouse.Id, to), ne(Warehouse.Status, -1)))
    return { lines, facts: { ...(await draftFacts(tx, row, lines)), targetKnown: !!target } }
  },
  effects: {
    /** The lines' stock is kept for the transfer: a storage place of the source, available there. */
    async reserve({ tx, row, context }) {
      const { from } = ends(row)
      const keys = heldAt(row, stockTransferLines.rows(context.lines, 'ProductId', 'FromPlaceId', 'ProductNum', 'PickNum'))
      for (const k of keys) await storagePlace(tx, from, k.PlaceId)
      await lockKeys(tx, keys)
      for (const k of keys) await reserve(tx, k)
    },
    async release({ tx, row, context }) {
      const keys = heldAt(row, stockTransferLines.rows(context.lines, 'ProductId', 'FromPlaceId', 'ProductNum', 'PickNum'))
      await lockKeys(tx, keys)
      for (const k of keys) await unreserve(tx, k)
    },
    /** From the line's place into the source warehouse's transit area: on hand there, available nowhere. */
    async pick({ tx, row, context, event, auth }) {
      const line = lineOf(stockTransferLines.rows(context.lines, 'Id', 'ProductId', 'FromPlaceId'), event)
      const n = qty(event.data.Qty)
      const { from } = ends(row)
      const place = line.FromPlaceId
      const transit = await transitPlace(tx, from)
      const common = { ...movementOf(row, line, auth), WarehouseId: from }
      await lockKeys(tx, [
        { ...common, PlaceId: place },
        { ...common, PlaceId: transit },
      ])
      // What is picked was reserved for the line since its release: it leaves the reservation.
      await unreserve(tx, { ...common, PlaceId: place, Qty: n })
      await transfer(tx, { ...common, PlaceId: place, Qty: n }, { ...common, PlaceId: transit })
      await tx
        .update(StockTransferLine)
        .set({ PickNum: sql`${StockTransferLine.PickNum} + ${n}` })
        .where(eq(StockTransferLine.Id, line.Id))
    },
    /** On the road: the picked goods pass to the target warehouse's transit area, and the target warehouse handles the rest. */
    async dispatch({ tx, row, context, now, auth }) {
      const { from, to } = ends(row)
      const [source, target] = [await transitPlace(tx, from), await transitPlace(tx, to)]
      const lines = stockTransferLines.rows(context.lines, 'Id', 'ProductId', 'PickNum').filter((l) => l.PickNum > 0)
      await lockKeys(
        tx,
        lines.flatMap((l) => [
          { ProductId: l.ProductId, OwnerId: Number(row.OwnerId), PlaceId: source },
          { ProductId: l.ProductId, OwnerId: Number(row.OwnerId), PlaceId: target },
        ]),
      )
      for (const l of lines) {
        const common = movementOf(row, l, auth)
        await transfer(
          tx,
          { ...common, WarehouseId: from, PlaceId: source, Qty: l.PickNum },
          { ...common, WarehouseId: to, PlaceId: target },
        )
      }
      return { DispatchTime: now, WarehouseId: to }
    },
    arrived: ({ now }) => ({ ArriveTime: now }),
    /** From the target's transit area onto one of its storage places. */
    async put({ tx, row, context, event, auth }) {
      const line = lineOf(stockTransferLines.rows(context.lines, 'Id', 'ProductId'), event)
      const n = qty(event.data.Qty)
      const { to } = ends(row)
      const place = await storagePlace(tx, to, Number(event.data.PlaceId))
      const transit = await transitPlace(tx, to)
      const common = { ...movementOf(row, line, auth), WarehouseId: to }
      await lockKeys(tx, [
        { ...common, PlaceId: transit },
        { ...common, PlaceId: place },
      ])
      await transfer(tx, { ...common, PlaceId: transit, Qty: n }, { ...common, PlaceId: place })
      await tx
        .update(StockTransferLine)
        .set({ PutNum: sql`${StockTransferLine.PutNum} + ${n}` })
        .where(eq(StockTransferLine.Id, line.Id))
    },
    done: ({ now }) => ({ DoneTime: now }),
    recordCancel: ({ event }) => ({ CancelReason: String(event.data.Reason ?? '') }),
  },
}

/**
 * The lines are written like every warehouse document's; the source is the warehouse the transfer
 * is written in, the target that one unless another is named. While goods wait to be put away,
 * `Get` answers the place suggested for each line at the target (`LinePlaces`).
 */
export const stockTransferHooks: ResourceHooks = lifecycleHooks(stockTransferServer, {
  ...stockTransferLines.hooks,
  beforeWrite(ctx) {
    const values = stockTransferLines.hooks.beforeWrite(ctx)
    const warehouse = Number(values.WarehouseId ?? ctx.current?.WarehouseId ?? 0)
    const target = values.ToWarehouseId === undefined ? Number(ctx.current?.ToWarehouseId ?? 0) : Number(values.ToWarehouseId)
    return { ...values, FromWarehouseId: warehouse, ToWarehouseId: target || warehouse }
  },
  async detail(db, row) {
    const { Lines } = await stockTransferLines.hooks.detail(db, row)
    if (row.State !== 'PuttingAway') return { Lines }
    const waiting = Lines.filter((l) => l.PickNum > l.PutNum)
    return { Lines, LinePlaces: await suggestPlaces(db, Number(row.ToWarehouseId), Number(row.OwnerId), waiting) }
  },
})
