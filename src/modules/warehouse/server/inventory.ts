import { inventoryResource, WAREHOUSE_GUARD_REASONS } from '../shared/warehouse.ts'
import { and, asc, eq, gt, inArray, max, ne, or, sql } from 'drizzle-orm'
import { qty } from '../../../../machines/lines.ts'
import { InventoryCounts, inventoryLifecycle } from '../../../../machines/inventory.ts'
import { Inventory, InventoryLine, Place, PLACE_KINDS, Product, Shop, StockBalance, StockCost, StockLedger } from './tables.ts'
import type { Db, Tx } from '../../../kernel/server/db/client.ts'
import { numberSettings } from '../../../kernel/server/services/settings.ts'
import { STOCKTAKE_DEFAULTS, FOUR_EYES_UNITS_KEY } from '../shared/stock.ts'
import type { ResourceHooks } from '../../../kernel/server/resources/crud.ts'
import { lifecycleHooks, type LifecycleServer } from '../../../kernel/server/lifecycle/engine.ts'
import { lockKeys, move, onHand } from './stock.ts'
import { shareOf } from '../shared/valuation.ts'
import { agentOf, docLines, draftFacts, lineName } from './docs.ts'

export const inventoryLines = docLines(InventoryLine, 'InventoryId')

/** Places' codes by id. */
async function placeTitles(db: Db | Tx, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)]
  if (!unique.length) return new Map()
  return new Map(
    (await db.select({ Id: Place.Id, Title: Place.Title }).from(Place).where(inArray(Place.Id, unique))).map((p) => [p.Id, p.Title]),
  )
}

/** The last ledger row now: what a freeze is measured from. */
const ledgerMark = async (tx: Tx) => (await tx.select({ Id: max(StockLedger.Id) }).from(StockLedger))[0]?.Id ?? 0

type Key = { ProductId: number; PlaceId: number; OwnerId: number }
const sameKey = (a: Key, b: Key) => a.ProductId === b.ProductId && a.PlaceId === b.PlaceId && a.OwnerId === b.OwnerId

/**
 * What moved on each line's product × place × owner since the freeze (ledger rows after the mark,
 * other than this stocktake's own), by line id; lines with no movement are absent.
 */
export async function movedSinceFreeze(db: Db | Tx, row: { Id: number; FrozenLedgerId: number }, lines: readonly (Key & { Id: number })[]) {
  const moved = new Map<number, number>()
  if (!lines.length) return moved
  const places = [...new Set(lines.map((l) => l.PlaceId))]
  const rows = await db
    .select({
      ProductId: StockLedger.ProductId,
      PlaceId: StockLedger.PlaceId,
      OwnerId: StockLedger.OwnerId,
      Qty: sql<number>`sum(${StockLedger.Qty})::int`,
      Rows: sql<number>`count(*)::int`,
    })
    .from(StockLedger)
    .where(
      and(
        gt(StockLedger.Id, row.FrozenLedgerId),
        inArray(StockLedger.PlaceId, places),
        or(ne(StockLedger.Doc, 'Inventory'), ne(StockLedger.DocId, row.Id)),
      ),
    )
    .groupBy(StockLedger.ProductId, StockLedger.PlaceId, StockLedger.OwnerId)
  for (const l of lines) {
    const r = rows.find((m) => sameKey(m, l))
    if (r) moved.set(l.Id, Number(r.Qty))
  }
  return moved
}

/** The owners' costs of the lines' products, by `product:owner`. */
async function costsOf(db: Db | Tx, keys: readonly { ProductId: number; OwnerId: number }[]) {
  if (!keys.length) return new Map<string, typeof StockCost.$inferSelect>()
  const rows = await db
    .select()
    .from(StockCost)
    .where(inArray(StockCost.ProductId, [...new Set(keys.map((k) => k.ProductId))]))
  return new Map(rows.map((r) => [`${r.ProductId}:${r.OwnerId}`, r]))
}

/** What `qty` units are worth at the average (the last one when none are held). */
const worth = (cost: { Qty: number; Value: number; LastQty: number; LastValue: number } | undefined, qty: number) =>
  !cost ? 0 : cost.Qty > 0 ? shareOf(qty, cost.Value, cost.Qty) : shareOf(qty, cost.LastValue, cost.LastQty)

export const inventoryServer: LifecycleServer = {
  lifecycle: inventoryLifecycle,
  table: Inventory,
  def: inventoryResource,
  reasons: WAREHOUSE_GUARD_REASONS,
  async load(tx, row) {
    const lines = await inventoryLines.load(tx, row.Id)
    if (row.State === 'Draft') return { lines, facts: { warehouseKnown: (await draftFacts(tx, row, [])).warehouseKnown } }
    if (row.State !== 'Counted') return { lines, facts: {} }
    // Posting judges what moved since the freeze and how large the differences are.
    const keyed = inventoryLines.rows(lines, 'Id', 'ProductId', 'PlaceId', 'OwnerId', 'ProductNum', 'Counted')
    const moved = await movedSinceFreeze(tx, { Id: row.Id, FrozenLedgerId: Number(row.FrozenLedgerId) }, keyed)
    const names = await placeTitles(
      tx,
      keyed.map((l) => l.PlaceId),
    )
    const movedLines = keyed.filter((l) => moved.has(l.Id))
    return {
      lines,
      facts: {
        movedLineIds: movedLines.map((l) => l.Id),
        movedLines: movedLines.map((l) => `${lineName(lines.find((x) => x.Id === l.Id) ?? l)} @ ${names.get(l.PlaceId) ?? l.PlaceId}`),
        difference: keyed.reduce((sum, l) => sum + Math.abs(Math.max(0, l.Counted) - l.ProductNum), 0),
        fourEyesUnits: (await numberSettings(tx, STOCKTAKE_DEFAULTS))[FOUR_EYES_UNITS_KEY],
      },
    }
  },
  effects: {
    /** Lines frozen from the balances of the warehouse's live storage places (of the zone, when one is set) holding stock. */
    async freeze({ tx, row }) {
      const zone = Number(row.ZoneId)
      const stock = await tx
        .select({
          ProductId: StockBalance.ProductId,
          PlaceId: StockBalance.PlaceId,
          OwnerId: StockBalance.OwnerId,
          ProductNum: StockBalance.OnHand,
          ProductName: Product.Name,
          BarCode: Product.BarCode,
          Spec: Product.Spec,
        })
        .from(StockBalance)
        .innerJoin(Place, eq(Place.Id, StockBalance.PlaceId))
        .leftJoin(Product, eq(Product.Id, StockBalance.ProductId))
        .where(
          and(
            eq(StockBalance.WarehouseId, Number(row.WarehouseId)),
            eq(Place.Kind, PLACE_KINDS.storage),
            ne(Place.Status, -1),
            zone ? eq(Place.ZoneId, zone) : undefined,
            gt(StockBalance.OnHand, 0),
          ),
        )
        .orderBy(asc(StockBalance.PlaceId), asc(StockBalance.ProductId), asc(StockBalance.OwnerId))
      const mark = await ledgerMark(tx)
      await tx.delete(InventoryLine).where(eq(InventoryLine.InventoryId, row.Id))
      if (stock.length)
        await tx.insert(InventoryLine).values(
          stock.map((s) => ({
            ...s,
            ProductName: s.ProductName ?? '',
            BarCode: s.BarCode ?? '',
            Spec: s.Spec ?? '',
            InventoryId: row.Id,
            Counted: -1,
          })),
        )
      return { FrozenLedgerId: mark }
    },
    /** The lines whose stock moved since the freeze take today's on hand as their frozen figure, uncounted; the mark moves to now. */
    async refreeze({ tx, row, context }) {
      const lines = inventoryLines.rows(context.lines, 'Id', 'ProductId', 'PlaceId', 'OwnerId')
      const mark = await ledgerMark(tx)
      const moved = await movedSinceFreeze(tx, { Id: row.Id, FrozenLedgerId: Number(row.FrozenLedgerId) }, lines)
      for (const l of lines.filter((x) => moved.has(x.Id)))
        await tx
          .update(InventoryLine)
          .set({ ProductNum: await onHand(tx, l), Counted: -1 })
          .where(and(eq(InventoryLine.Id, l.Id), eq(InventoryLine.InventoryId, row.Id)))
      return { FrozenLedgerId: mark }
    },
    async count({ tx, row, event }) {
      for (const c of InventoryCounts.parse(event.data.Counts))
        await tx
          .update(InventoryLine)
          .set({ Counted: c.Counted })
          .where(and(eq(InventoryLine.Id, c.LineId), eq(InventoryLine.InventoryId, row.Id)))
    },
    /** A scan at the station: the line's count goes up (from 0 when it had none). */
    async countOne({ tx, row, event }) {
      await tx
        .update(InventoryLine)
        .set({ Counted: sql`greatest(${InventoryLine.Counted}, 0) + ${qty(event.data.Qty)}` })
        .where(and(eq(InventoryLine.Id, Number(event.data.LineId)), eq(InventoryLine.InventoryId, row.Id)))
    },
    /**
     * One adjustment per line whose count differs from what was frozen: counted − frozen, applied
     * to today's stock, so goods picked or received after the freeze are never counted as a
     * difference (a stale count cannot invent stock). Never below nothing on hand.
     */
    async adjust({ tx, row, context, now, auth }) {
      const lines = inventoryLines.rows(context.lines, 'Id', 'ProductId', 'PlaceId', 'OwnerId', 'ProductNum', 'Counted')
      await lockKeys(tx, lines)
      for (const l of lines) {
        const diff = Math.max(l.Counted - l.ProductNum, -(await onHand(tx, l)))
        if (diff === 0) continue
        const { Value } = await move(tx, {
          ProductId: l.ProductId,
          PlaceId: l.PlaceId,
          OwnerId: l.OwnerId,
          WarehouseId: Number(row.WarehouseId),
          Qty: diff,
          Doc: 'Inventory',
          DocId: row.Id,
          LineId: l.Id,
          AgentId: agentOf(auth),
        })
        await tx.update(InventoryLine).set({ DiffValue: Value }).where(eq(InventoryLine.Id, l.Id))
      }
      return { PostTime: now }
    },
  },
}

/** A stocktake's lines are the server's (frozen at start); `Get` answers them, each with its place's code and its owner's name. */
export const inventoryHooks: ResourceHooks = lifecycleHooks(inventoryServer, {
  async detail(db, row) {
    const lines = await inventoryLines.load(db, Number(row.Id))
    const owners = [...new Set(lines.map((l) => Number(l.OwnerId)))].filter((o) => o > 0)
    const titles = await placeTitles(
      db,
      lines.map((l) => Number(l.PlaceId)),
    )
    const shops = new Map(
      owners.length
        ? (await db.select({ Id: Shop.Id, Name: Shop.ShopName }).from(Shop).where(inArray(Shop.Id, owners))).map((o) => [o.Id, o.Name])
        : [],
    )
    // While it is counted: what moved at each line's place since the freeze (not part of its difference).
    const open = row.State === 'Counting' || row.State === 'Counted'
    const keyed = inventoryLines.rows(lines, 'Id', 'ProductId', 'PlaceId', 'OwnerId')
    const moved = open ? await movedSinceFreeze(db, { Id: Number(row.Id), FrozenLedgerId: Number(row.FrozenLedgerId) }, keyed) : new Map()
    const costs = await costsOf(db, keyed)
    // The owner tells apart two lines of one product at one place (stock of two shops); a counted
    // line shows its difference from the frozen figure, which is what posting adjusts by.
    return {
      Lines: lines.map((l) => ({
        ...l,
        PlaceTitle: titles.get(Number(l.PlaceId)) ?? '',
        OwnerName: shops.get(Number(l.OwnerId)) ?? '',
        Difference: Number(l.Counted) >= 0 ? Number(l.Counted) - Number(l.ProductNum) : null,
        // What the difference is worth: as posted, or at today's average until then.
        DiffValue:
          row.State === 'Posted'
            ? Number(l.DiffValue)
            : Number(l.Counted) >= 0
              ? worth(costs.get(`${l.ProductId}:${l.OwnerId}`), Number(l.Counted) - Number(l.ProductNum))
              : null,
        Currency: costs.get(`${l.ProductId}:${l.OwnerId}`)?.Currency ?? '',
        ...(open ? { MovedSinceFrozen: moved.get(Number(l.Id)) ?? 0 } : {}),
      })),
    }
  },
})
