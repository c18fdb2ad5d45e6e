import { inventoryResource, WAREHOUSE_GUARD_REASONS } from '../shared/warehouse.ts'
import { and, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm'
import { qty } from '../../../../machines/lines.ts'
import { InventoryCounts, inventoryLifecycle } from '../../../../machines/inventory.ts'
import { Inventory, InventoryLine, Place, PLACE_KINDS, Product, Shop, StockBalance } from './tables.ts'
import type { ResourceHooks } from '../../../kernel/server/resources/crud.ts'
import { lifecycleHooks, type LifecycleServer } from '../../../kernel/server/lifecycle/engine.ts'
import { lockKeys, move, onHand } from './stock.ts'
import { agentOf, docLines, draftFacts } from './docs.ts'

export const inventoryLines = docLines(InventoryLine, 'InventoryId')

export const inventoryServer: LifecycleServer = {
  lifecycle: inventoryLifecycle,
  table: Inventory,
  def: inventoryResource,
  reasons: WAREHOUSE_GUARD_REASONS,
  async load(tx, row) {
    const lines = await inventoryLines.load(tx, row.Id)
    return { lines, facts: row.State === 'Draft' ? { warehouseKnown: (await draftFacts(tx, row, [])).warehouseKnown } : {} }
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
    /** One adjustment per line whose count differs from what its place holds now: the place ends at the count. */
    async adjust({ tx, row, context, now, auth }) {
      const lines = inventoryLines.rows(context.lines, 'Id', 'ProductId', 'PlaceId', 'OwnerId', 'Counted')
      await lockKeys(tx, lines)
      for (const l of lines) {
        const diff = l.Counted - (await onHand(tx, l))
        if (diff !== 0)
          await move(tx, {
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
      }
      return { PostTime: now }
    },
  },
}

/** A stocktake's lines are the server's (frozen at start); `Get` answers them, each with its place's code and its owner's name. */
export const inventoryHooks: ResourceHooks = lifecycleHooks(inventoryServer, {
  async detail(db, row) {
    const lines = await inventoryLines.load(db, Number(row.Id))
    const ids = [...new Set(lines.map((l) => Number(l.PlaceId)))]
    const owners = [...new Set(lines.map((l) => Number(l.OwnerId)))].filter((o) => o > 0)
    const titles = new Map(
      ids.length
        ? (await db.select({ Id: Place.Id, Title: Place.Title }).from(Place).where(inArray(Place.Id, ids))).map((p) => [p.Id, p.Title])
        : [],
    )
    const shops = new Map(
      owners.length
        ? (await db.select({ Id: Shop.Id, Name: Shop.ShopName }).from(Shop).where(inArray(Shop.Id, owners))).map((o) => [o.Id, o.Name])
        : [],
    )
    // The owner tells apart two lines of one product at one place (stock of two shops).
    return {
      Lines: lines.map((l) => ({ ...l, PlaceTitle: titles.get(Number(l.PlaceId)) ?? '', OwnerName: shops.get(Number(l.OwnerId)) ?? '' })),
    }
  },
})
