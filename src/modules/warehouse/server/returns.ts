import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import { STOCK_MESSAGES } from '../shared/warehouse.ts'
import type { Db, Tx } from '../../../kernel/server/db/client.ts'
import { Delivery, DeliveryLine, Entry, EntryLine } from './tables.ts'
import { badRequest } from '../../../kernel/server/lib/errors.ts'

/** What the returns of a delivery that are not cancelled bring back, per product. */
export async function returnedOf(db: Db | Tx, deliveryId: number) {
  const returns = await db
    .select({ Id: Entry.Id })
    .from(Entry)
    .where(and(eq(Entry.ReturnOf, deliveryId), ne(Entry.State, 'Cancelled'), ne(Entry.Status, -1)))
  if (!returns.length) return []
  return db
    .select({ ProductId: EntryLine.ProductId, Name: EntryLine.ProductName, Qty: sql<number>`sum(${EntryLine.ProductNum})`.mapWith(Number) })
    .from(EntryLine)
    .where(
      inArray(
        EntryLine.EntryId,
        returns.map((r) => r.Id),
      ),
    )
    .groupBy(EntryLine.ProductId, EntryLine.ProductName)
}

/**
 * A return entry (LIFECYCLES.md "Stock ledger": a finished document is undone by a reversing one)
 * brings a shipped delivery's goods back through receiving. Checked on every write of the entry,
 * in its transaction, with the delivery locked so two returns cannot together exceed it: the
 * delivery is shipped, the return comes to the same warehouse and owner, and per product the
 * returns of the delivery that are not cancelled bring back no more than was shipped.
 */
export async function checkReturn(tx: Tx, entryId: number): Promise<void> {
  const [entry] = await tx
    .select({ ReturnOf: Entry.ReturnOf, WarehouseId: Entry.WarehouseId, OwnerId: Entry.OwnerId })
    .from(Entry)
    .where(eq(Entry.Id, entryId))
  if (!entry || entry.ReturnOf === 0) return
  const [delivery] = await tx
    .select({ State: Delivery.State, WarehouseId: Delivery.WarehouseId, OwnerId: Delivery.OwnerId })
    .from(Delivery)
    .where(and(eq(Delivery.Id, entry.ReturnOf), ne(Delivery.Status, -1)))
    .for('update')
  if (!delivery || !['Shipped', 'Signed'].includes(delivery.State))
    throw badRequest(STOCK_MESSAGES.returnNotShipped, [{ Field: 'ReturnOf', message: STOCK_MESSAGES.returnNotShipped }])
  if (delivery.WarehouseId !== entry.WarehouseId || delivery.OwnerId !== entry.OwnerId)
    throw badRequest(STOCK_MESSAGES.returnOtherWarehouse, [{ Field: 'WarehouseId', message: STOCK_MESSAGES.returnOtherWarehouse }])

  const shipped = await tx
    .select({
      ProductId: DeliveryLine.ProductId,
      Name: DeliveryLine.ProductName,
      Qty: sql<number>`sum(${DeliveryLine.PickNum})`.mapWith(Number),
    })
    .from(DeliveryLine)
    .where(eq(DeliveryLine.DeliveryId, entry.ReturnOf))
    .groupBy(DeliveryLine.ProductId, DeliveryLine.ProductName)
  const back = await returnedOf(tx, entry.ReturnOf)
  const over = back
    .filter((b) => b.Qty > (shipped.find((s) => s.ProductId === b.ProductId)?.Qty ?? 0))
    .map((b) => b.Name || `#${b.ProductId}`)
  if (over.length)
    throw badRequest(
      STOCK_MESSAGES.returnTooMany,
      [{ Field: 'Lines', message: STOCK_MESSAGES.returnTooMany, values: { products: over.join(', ') } }],
      { products: over.join(', ') },
    )
}
