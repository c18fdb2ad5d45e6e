import { resource } from '../../../kernel/server/module.ts'

import {
  deliveryResource,
  entryResource,
  inventoryResource,
  ownershipResource,
  placeResource,
  stockTransferResource,
  warehouseCostResource,
  warehouseEquipmentResource,
  warehouseResource,
  zoneResource,
} from '../shared/warehouse.ts'

import {
  stockBalanceResource,
  stockByPlaceResource,
  stockByProductResource,
  stockLedgerResource,
  stockLotResource,
  stockRuleResource,
} from '../shared/stock.ts'
import { stockRuleHooks } from './replenish.ts'

import { eq } from 'drizzle-orm'

import {
  Delivery,
  Entry,
  Inventory,
  Ownership,
  Place,
  StockBalance,
  StockByPlace,
  StockByProduct,
  StockLedger,
  StockLotBalance,
  StockRule,
  StockTransfer,
  Warehouse,
  WarehouseCost,
  WarehouseEquipment,
  Zone,
} from './tables.ts'

import type { ResourceHooks } from '../../../kernel/server/resources/crud.ts'

import { deliveryHooks, deliveryServer } from './delivery.ts'

import type { LifecycleServer } from '../../../kernel/server/lifecycle/engine.ts'

import { entryHooks, entryServer } from './entry.ts'

import { inventoryHooks, inventoryServer } from './inventory.ts'

import { ownershipHooks, ownershipServer } from './ownership.ts'
import { stockTransferHooks, stockTransferServer } from './stock-transfer.ts'

import { dispatchPlace, receivingPlace } from './stock.ts'

/** A new warehouse gets its receiving and dispatch areas at once. */
const warehouseHooks: ResourceHooks = {
  async afterWrite({ tx, id, current }) {
    if (current) return
    await receivingPlace(tx, id)
    await dispatchPlace(tx, id)
  },
}

/** A place moved to another zone takes its stock's zone with it (the Stock screen filters by zone). */
const placeHooks: ResourceHooks = {
  async afterWrite({ tx, id, current, values }) {
    if (current && values.ZoneId !== undefined && values.ZoneId !== current.ZoneId)
      await tx
        .update(StockBalance)
        .set({ ZoneId: Number(values.ZoneId) })
        .where(eq(StockBalance.PlaceId, id))
  },
}

/** The overseas warehouse's resources: master data and the four stock documents. */
export const WAREHOUSE_RESOURCES = [
  resource(warehouseResource, Warehouse, warehouseHooks),
  resource(zoneResource, Zone),
  resource(placeResource, Place, placeHooks),
  resource(warehouseCostResource, WarehouseCost),
  resource(warehouseEquipmentResource, WarehouseEquipment),
  resource(entryResource, Entry, entryHooks),
  resource(deliveryResource, Delivery, deliveryHooks),
  resource(inventoryResource, Inventory, inventoryHooks),
  resource(ownershipResource, Ownership, ownershipHooks),
  resource(stockTransferResource, StockTransfer, stockTransferHooks),
  // The ledger's two views: read-only, written by the documents' transitions alone.
  resource(stockBalanceResource, StockBalance),
  resource(stockLedgerResource, StockLedger),
  resource(stockLotResource, StockLotBalance),
  // The balances grouped (views of them), for the stock screen's grouping.
  resource(stockByProductResource, StockByProduct),
  resource(stockByPlaceResource, StockByPlace),
  resource(stockRuleResource, StockRule, stockRuleHooks),
]

export const WAREHOUSE_SERVERS: Readonly<Record<string, LifecycleServer>> = {
  Entry: entryServer,
  Delivery: deliveryServer,
  Inventory: inventoryServer,
  Ownership: ownershipServer,
  StockTransfer: stockTransferServer,
}
