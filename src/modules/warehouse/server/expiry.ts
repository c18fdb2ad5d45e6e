import { and, asc, eq, gt, lte, ne, sql } from 'drizzle-orm'
import type { ReminderSource } from '../../../kernel/server/contracts.ts'
import { can } from '../../../kernel/shared/permissions.ts'
import { scopeCondition } from '../../../kernel/server/services/scope.ts'
import { now } from '../../../kernel/server/lib/clock.ts'
import { Product, StockLotBalance, Warehouse } from './tables.ts'

const DAY = 86_400

/**
 * Lots about to expire (LIFECYCLES.md "Lots and expiry"): a lot with units in a warehouse the
 * agent works in, expiring within that warehouse's warning days, is one reminder per lot and
 * warehouse with its units summed. Derived as it stands; read once per lot and expiry.
 */
export const expiryReminders: ReminderSource = {
  name: 'expiry',
  async list(deps, auth) {
    if (!can(auth.access, 'stock:view')) return []
    const db = deps.db
    const scope = scopeCondition(db, auth, { warehouse: StockLotBalance.WarehouseId })
    const rows = await db
      .select({
        LotId: StockLotBalance.LotId,
        LotNo: StockLotBalance.LotNo,
        Expiry: StockLotBalance.Expiry,
        WarehouseId: StockLotBalance.WarehouseId,
        ProductId: StockLotBalance.ProductId,
        Product: Product.Name,
        Warehouse: Warehouse.Title,
        Warn: Warehouse.ExpiryWarnDays,
        Qty: sql<number>`sum(${StockLotBalance.Qty})`.mapWith(Number),
      })
      .from(StockLotBalance)
      .innerJoin(Warehouse, eq(Warehouse.Id, StockLotBalance.WarehouseId))
      .innerJoin(Product, eq(Product.Id, StockLotBalance.ProductId))
      .where(
        and(
          gt(StockLotBalance.Qty, 0),
          gt(StockLotBalance.Expiry, 0),
          gt(Warehouse.ExpiryWarnDays, 0),
          ne(Warehouse.Status, -1),
          lte(StockLotBalance.Expiry, sql`${now()} + ${Warehouse.ExpiryWarnDays} * ${DAY}`),
          scope,
        ),
      )
      .groupBy(
        StockLotBalance.LotId,
        StockLotBalance.LotNo,
        StockLotBalance.Expiry,
        StockLotBalance.WarehouseId,
        StockLotBalance.ProductId,
        Product.Name,
        Warehouse.Title,
        Warehouse.ExpiryWarnDays,
      )
      .orderBy(asc(StockLotBalance.Expiry))
      .limit(200)
    return rows.map((r) => ({
      Key: `expiry:StockLot:${r.LotId}:${r.WarehouseId}`,
      Type: 'expiry' as const,
      Doc: 'StockLot',
      Id: r.LotId,
      Title: r.LotNo,
      State: '',
      Queue: '',
      // Due from the day it entered the warehouse's warning window.
      Time: Math.max(0, r.Expiry - r.Warn * DAY),
      Since: 0,
      By: '',
      Figures: { Product: r.Product, Warehouse: r.Warehouse, Qty: r.Qty, Expiry: r.Expiry },
      Link: `/stock/lots?ProductId=${r.ProductId}&WarehouseId=${r.WarehouseId}`,
    }))
  },
}
