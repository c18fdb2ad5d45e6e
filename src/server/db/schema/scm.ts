import { sql } from 'drizzle-orm'
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { keywordIndexes, nowSeconds, queueIndexes, recordColumns, unixTime } from '../../../kernel/server/db/schema/columns.ts'
import { lineColumns as warehouseLineColumns } from '../../../modules/warehouse/server/schema.ts'

/**
 * The supply chain (spec /scm). Suppliers are client rows of Kind 2 (schema/client.ts). Money in
 * hundredths; a document's lines keep the product's name, barcode and spec as they were written.
 */

/** What a supplier offers (spec /scm/page): a product at a price, with its lead time and minimum order. */
export const SupplierProduct = pgTable(
  'supplier_product',
  {
    ...recordColumns(),
    SupplierId: integer().notNull(),
    ProductId: integer().notNull(),
    /** The supplier's own code for it. */
    SupplierCode: text().notNull().default(''),
    Price: integer().notNull().default(0),
    LeadDays: integer().notNull().default(0),
    MinQty: integer().notNull().default(1),
    Remark: text().notNull().default(''),
  },
  (t) => [
    // A deleted offer does not stand in the way of offering the product again.
    uniqueIndex('supplier_product_unique')
      .on(t.SupplierId, t.ProductId)
      .where(sql`${t.Status} <> -1`),
    index().on(t.ProductId),
    index().on(t.Score, t.Id),
    index().on(t.CreateTime),
    ...keywordIndexes('supplier_product', t.SupplierCode),
  ],
)

const tradeDocColumns = () => ({
  ...recordColumns(),
  State: text().notNull().default('Draft'),
  StateTime: unixTime().notNull().default(nowSeconds),
  AgentId: integer().notNull().default(0),
  DepartmentId: integer().notNull().default(0),
  /** The warehouse the goods come into or leave from, and the shop that owns them there. */
  WarehouseId: integer().notNull(),
  OwnerId: integer().notNull().default(0),
  /** The lines' total (quantity × price), kept by the server. */
  Amount: integer().notNull().default(0),
  CancelReason: text().notNull().default(''),
  Remark: text().notNull().default(''),
})

/** A warehouse document's line with its unit price. */
const lineColumns = () => ({ ...warehouseLineColumns(), Price: integer().notNull().default(0) })

/** A purchasing contract with a supplier (spec /scm/contract); signing it creates the inbound entry of its goods (EntryId). */
export const PurchaseContract = pgTable(
  'purchase_contract',
  {
    ...tradeDocColumns(),
    ContractNo: text().notNull(),
    SupplierId: integer().notNull(),
    /** When the goods are expected at the warehouse. */
    ArriveTime: unixTime().notNull().default(0),
    SignTime: unixTime().notNull().default(0),
    EntryId: integer().notNull().default(0),
    /** The replenishment rule that proposed it (0: written by hand). */
    RuleId: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('purchase_contract_no_unique').on(t.ContractNo),
    ...keywordIndexes('purchase_contract', t.ContractNo),
    index().on(t.Score, t.Id),
    ...queueIndexes(t),
    index().on(t.SupplierId),
    index().on(t.WarehouseId),
    index().on(t.EntryId),
    index().on(t.RuleId, t.State),
    index().on(t.CreateTime),
  ],
)

export const PurchaseContractLine = pgTable(
  'purchase_contract_line',
  { ...lineColumns(), PurchaseContractId: integer().notNull() },
  (t) => [index().on(t.PurchaseContractId), index().on(t.ProductId)],
)

/** A sales order of a customer (spec /scm/order); confirming it creates the outbound delivery (DeliveryId), whose shipping completes it. */
export const SalesOrder = pgTable(
  'sales_order',
  {
    ...tradeDocColumns(),
    OrderNo: text().notNull(),
    ClientId: integer().notNull(),
    Name: text().notNull().default(''),
    Phone: text().notNull().default(''),
    ToCountry: text().notNull().default(''),
    City: text().notNull().default(''),
    Address: text().notNull().default(''),
    Zip: text().notNull().default(''),
    DeliveryId: integer().notNull().default(0),
    /** When it was confirmed: the deal its agent is credited with (achievements). */
    DealTime: unixTime().notNull().default(0),
    ShipTime: unixTime().notNull().default(0),
  },
  (t) => [
    uniqueIndex('sales_order_no_unique').on(t.OrderNo),
    ...keywordIndexes('sales_order', t.OrderNo, t.Name),
    index().on(t.Score, t.Id),
    ...queueIndexes(t),
    index().on(t.ClientId),
    index().on(t.WarehouseId),
    index().on(t.DeliveryId),
    index().on(t.CreateTime),
    index().on(t.DealTime),
  ],
)

export const SalesOrderLine = pgTable('sales_order_line', { ...lineColumns(), SalesOrderId: integer().notNull() }, (t) => [
  index().on(t.SalesOrderId),
  index().on(t.ProductId),
])
