import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { DISPOSAL_WAYS } from '../shared/warehouse.ts'
import { kg, nowSeconds, queueIndexes, recordColumns, keywordIndexes, unixTime } from '../../../kernel/server/db/schema/columns.ts'

/** What to do with a shortfall: ask the person closing the document, always or never make a backorder. */
export const BACKORDER_POLICIES = ['ask', 'always', 'never'] as const

/** Goods kept in stock (the product module's full record comes with its screens). */
export const Product = pgTable(
  'product',
  {
    ...recordColumns(),
    Name: text().notNull(),
    EnName: text().notNull().default(''),
    BarCode: text().notNull().default(''),
    Spec: text().notNull().default(''),
    Unit: text().notNull().default(''),
    Weight: kg(),
    CatalogId: integer().notNull().default(0),
    BrandId: integer().notNull().default(0),
    ShopId: integer().notNull().default(0),
    AgentId: integer().notNull().default(0),
    // The merchandiser's editor (spec "Product"): prices in hundredths, shares in hundredths of a percent.
    Title: text().notNull().default(''),
    TitleAppend: text().notNull().default(''),
    FactoryName: text().notNull().default(''),
    CountryNo: text().notNull().default(''),
    MultiShopIds: integer().array().notNull().default([]),
    CardImg: text().array().notNull().default([]),
    DescribeImg: text().array().notNull().default([]),
    Describe: text().notNull().default(''),
    Price: integer().notNull().default(0),
    Worth: integer().notNull().default(0),
    Stock: integer().notNull().default(0),
    /** The specifications (their values and keys); the SKU rows live in product_sku. */
    Sku: jsonb().$type<{ Specs: unknown[] }>().notNull().default({ Specs: [] }),
    MinPrice: integer().notNull().default(0),
    MaxPrice: integer().notNull().default(0),
    ProductNum: integer().notNull().default(0),
    Size: text().notNull().default(''),
    PackageWeight: kg(),
    PackageSize: text().notNull().default(''),
    Dispatch: integer().notNull().default(0),
    MinLimit: integer().notNull().default(0),
    LimitNum: integer().notNull().default(0),
    RecommendPercent: integer().notNull().default(0),
    ScorePercent: integer().notNull().default(0),
    Display: integer().notNull().default(1),
    /** 1: kept by lot and expiry date (cosmetics, food): each receipt names its lot, allocation takes the first to expire. */
    LotTracked: integer().notNull().default(0),
    Link: text().notNull().default(''),
    OnlineTime: unixTime().notNull().default(0),
    OfflineTime: unixTime().notNull().default(0),
  },
  (t) => [
    ...keywordIndexes('product', t.Name, t.EnName, t.BarCode),
    index().on(t.Score, t.Id),
    index().on(t.BarCode),
    uniqueIndex('product_owner_barcode_unique')
      .on(t.ShopId, t.BarCode)
      .where(sql`${t.BarCode} <> '' and ${t.Status} <> -1`),
    index().on(t.Name),
    index().on(t.ShopId),
    index().on(t.CatalogId),
    index().on(t.BrandId),
    index().on(t.CreateTime),
    index().on(t.MinPrice, t.Id),
    index().on(t.ProductNum, t.Id),
  ],
)

export const Warehouse = pgTable(
  'warehouse',
  {
    ...recordColumns(),
    Title: text().notNull(),
    Code: text().notNull().default(''),
    Country: text().notNull().default(''),
    City: text().notNull().default(''),
    Address: text().notNull().default(''),
    Backorder: text({ enum: BACKORDER_POLICIES }).notNull().default('ask'),
    /** How many percent more than ordered a receiver may take in without a supervisor. */
    OverReceiptPct: integer().notNull().default(0),
    /** Lots of this warehouse expiring within this many days are reminded of (0: never). */
    ExpiryWarnDays: integer().notNull().default(60),
    AgentId: integer().notNull().default(0),
    Remark: text().notNull().default(''),
  },
  (t) => [
    ...keywordIndexes('warehouse', t.Title, t.Code, t.City),
    index().on(t.Score, t.Id),
    index().on(t.Code),
    index().on(t.CreateTime),
    index().on(t.AgentId),
  ],
)

export const Zone = pgTable(
  'zone',
  {
    ...recordColumns(),
    WarehouseId: integer().notNull(),
    Title: text().notNull(),
    Code: text().notNull().default(''),
    Remark: text().notNull().default(''),
  },
  (t) => [
    ...keywordIndexes('zone', t.Title, t.Code),
    index().on(t.WarehouseId, t.Status),
    index().on(t.Score, t.Id),
    index().on(t.CreateTime),
  ],
)

export { PLACE_KINDS } from '../shared/warehouse.ts'
// The stock views are the area's too: the migrations generator reads this file.
export { StockByPlace, StockByProduct } from './stock-views.ts'

/** A location in a warehouse (spec "Place"; CustomSelect the zone, CustomInput the location number). */
export const Place = pgTable(
  'place',
  {
    ...recordColumns(),
    WarehouseId: integer().notNull(),
    ZoneId: integer().notNull().default(0),
    Title: text().notNull(),
    Kind: integer().notNull().default(1),
  },
  (t) => [
    ...keywordIndexes('place', t.Title),
    index().on(t.WarehouseId, t.Kind),
    index().on(t.Kind, t.WarehouseId),
    index().on(t.ZoneId),
    index().on(t.Score, t.Id),
    index().on(t.CreateTime),
    index().on(t.Title),
  ],
)

/**
 * The stock ledger: append-only, one row per movement of one product at one place for one owner.
 * Balance is what that key holds after the row. Nothing here is ever updated or deleted.
 */
export const StockLedger = pgTable(
  'stock_ledger',
  {
    Id: bigserial({ mode: 'number' }).primaryKey(),
    ProductId: integer().notNull(),
    WarehouseId: integer().notNull(),
    PlaceId: integer().notNull(),
    OwnerId: integer().notNull(),
    Qty: integer().notNull(),
    Balance: integer().notNull(),
    Doc: text().notNull(),
    DocId: integer().notNull(),
    LineId: integer().notNull().default(0),
    AgentId: integer().notNull().default(0),
    /** What the movement is worth, in hundredths of Currency, signed like Qty (moving-average cost; see StockCost). */
    Value: bigint({ mode: 'number' }).notNull().default(0),
    /** The owner's stock of the product after the row, over every warehouse: its value and its quantity. */
    BalanceValue: bigint({ mode: 'number' }).notNull().default(0),
    CostQty: integer().notNull().default(0),
    Currency: text().notNull().default(''),
    /** The lot the units belong to (StockLot), 0 when none is known; its number as received. */
    LotId: integer().notNull().default(0),
    LotNo: text().notNull().default(''),
    CreateTime: unixTime().notNull().default(nowSeconds),
  },
  // The stock log lists newest first (Id) under one filter: each filter's index ends in Id, so a page
  // and the keyset page after it are one index range, at any depth.
  (t) => [
    index().on(t.ProductId, t.Id),
    index().on(t.WarehouseId, t.Id),
    index().on(t.PlaceId, t.Id),
    index().on(t.OwnerId, t.Id),
    index().on(t.Doc, t.Id),
    index().on(t.DocId, t.Doc),
    index().on(t.CreateTime),
    // The valuation as of a date reads each product × owner's last row up to it.
    index().on(t.ProductId, t.OwnerId, t.Id),
    check('stock_ledger_balance_nonnegative', sql`${t.Balance} >= 0`),
  ],
)

/**
 * The lots a product was received in (LIFECYCLES.md "Lots and expiry"): a lot number is one expiry
 * date for its product, whoever owns its units and wherever they are.
 */
export const StockLot = pgTable(
  'stock_lot',
  {
    Id: serial().primaryKey(),
    ProductId: integer().notNull(),
    LotNo: text().notNull(),
    /** The expiry date (Unix seconds, midnight UTC of the date), 0 when the label gives none. */
    Expiry: unixTime().notNull().default(0),
    CreateTime: unixTime().notNull().default(nowSeconds),
  },
  (t) => [uniqueIndex().on(t.ProductId, t.LotNo)],
)

/**
 * How the units of a key (product × place × owner) divide into lots: a cache of the ledger's LotId,
 * kept by `move` in the same transaction. The units of a key not in any row here carry no lot.
 * The lots list (`/stock/lots`) reads it, first to expire first.
 */
export const StockLotBalance = pgTable(
  'stock_lot_balance',
  {
    Id: serial().notNull(),
    ProductId: integer().notNull(),
    PlaceId: integer().notNull(),
    OwnerId: integer().notNull(),
    LotId: integer().notNull(),
    WarehouseId: integer().notNull(),
    /** The lot's number and expiry, as StockLot has them (a lot never changes them). */
    LotNo: text().notNull(),
    Expiry: unixTime().notNull().default(0),
    Qty: integer().notNull().default(0),
    UpdateTime: unixTime().notNull().default(nowSeconds),
  },
  (t) => [
    primaryKey({ columns: [t.ProductId, t.PlaceId, t.OwnerId, t.LotId] }),
    uniqueIndex().on(t.Id),
    index().on(t.Expiry, t.Id),
    index().on(t.WarehouseId, t.Expiry),
    index().on(t.PlaceId),
    index().on(t.OwnerId),
    index().on(t.UpdateTime, t.Id),
    index().on(t.Qty, t.Id),
    check('stock_lot_balance_qty', sql`${t.Qty} >= 0`),
  ],
)

/**
 * On hand and reserved per product × place × owner: a cache of the ledger kept in the same
 * transaction. The Stock screen lists it: Id names a row there, ZoneId follows its place's zone,
 * Available is what can still be reserved (nothing in the receiving, dispatch or quarantine areas),
 * UpdateTime is its last change.
 */
export const StockBalance = pgTable(
  'stock_balance',
  {
    Id: serial().notNull(),
    ProductId: integer().notNull(),
    PlaceId: integer().notNull(),
    OwnerId: integer().notNull(),
    WarehouseId: integer().notNull(),
    ZoneId: integer().notNull().default(0),
    /** Its place's kind (places never change kind): only stock on a storage place is available. */
    PlaceKind: integer().notNull().default(1),
    OnHand: integer().notNull().default(0),
    Reserved: integer().notNull().default(0),
    Available: integer().generatedAlwaysAs(sql`case when place_kind = 1 then on_hand - reserved else 0 end`),
    CreateTime: unixTime().notNull().default(nowSeconds),
    UpdateTime: unixTime().notNull().default(nowSeconds),
  },
  (t) => [
    primaryKey({ columns: [t.ProductId, t.PlaceId, t.OwnerId] }),
    uniqueIndex().on(t.Id),
    index().on(t.WarehouseId, t.ProductId),
    index().on(t.PlaceId),
    index().on(t.ZoneId),
    index().on(t.OwnerId),
    index().on(t.UpdateTime, t.Id),
    index().on(t.OnHand, t.Id),
    index().on(t.Available, t.Id),
    index().on(t.PlaceKind, t.WarehouseId),
    check('stock_balance_on_hand', sql`${t.OnHand} >= 0`),
    check('stock_balance_reserved', sql`${t.Reserved} >= 0 and ${t.Reserved} <= ${t.OnHand}`),
  ],
)

/**
 * The moving-average cost of a product per owner (LIFECYCLES.md "Stock value"): the owner's units of
 * it over every warehouse and what they are worth together. A receipt at a cost adds its value;
 * every other movement moves units at the average, so an owner's units are all worth the same.
 * Kept with the balances in the same transaction; `Qty` equals the owner's on hand summed.
 */
export const StockCost = pgTable(
  'stock_cost',
  {
    ProductId: integer().notNull(),
    OwnerId: integer().notNull(),
    Qty: integer().notNull().default(0),
    /** Hundredths of Currency. */
    Value: bigint({ mode: 'number' }).notNull().default(0),
    /** One currency per product and owner while it holds stock ('' until a receipt names one). */
    Currency: text().notNull().default(''),
    /** The units and value after the last incoming movement: their average is what goods coming back after the stock ran out are worth. */
    LastQty: integer().notNull().default(0),
    LastValue: bigint({ mode: 'number' }).notNull().default(0),
    /** The value of the last movement (set and returned by the same statement). */
    LastMove: bigint({ mode: 'number' }).notNull().default(0),
    UpdateTime: unixTime().notNull().default(nowSeconds),
  },
  (t) => [
    primaryKey({ columns: [t.ProductId, t.OwnerId] }),
    check('stock_cost_qty', sql`${t.Qty} >= 0`),
    check('stock_cost_value', sql`${t.Value} >= 0`),
  ],
)

/**
 * A replenishment rule (Odoo's reordering rule): keep between MinQty and MaxQty of a product for
 * an owner in a warehouse. Below the minimum (what is held and not reserved, plus what is on its
 * way) the buyer is reminded and a purchase is proposed up to the maximum.
 */
export const StockRule = pgTable(
  'stock_rule',
  {
    ...recordColumns(),
    WarehouseId: integer().notNull(),
    OwnerId: integer().notNull().default(0),
    ProductId: integer().notNull(),
    MinQty: integer().notNull().default(0),
    MaxQty: integer().notNull().default(0),
    /** Who buys it (0: the owner's account manager). */
    BuyerId: integer().notNull().default(0),
    Remark: text().notNull().default(''),
  },
  (t) => [
    // One rule per product, owner and warehouse; a deleted one does not stand in the way of a new one.
    uniqueIndex('stock_rule_unique')
      .on(t.WarehouseId, t.OwnerId, t.ProductId)
      .where(sql`${t.Status} <> -1`),
    index().on(t.ProductId),
    index().on(t.BuyerId),
    index().on(t.OwnerId),
    index().on(t.Score, t.Id),
    index().on(t.UpdateTime, t.Id),
    index().on(t.CreateTime),
  ],
)

/** Columns every warehouse document shares: its machine's state, its warehouse, owner (shop) and author. */
const docColumns = () => ({
  ...recordColumns(),
  State: text().notNull().default('Draft'),
  /** When the record entered its State (the transition that brought it there, or its creation). */
  StateTime: unixTime().notNull().default(nowSeconds),
  Title: text().notNull().default(''),
  WarehouseId: integer().notNull(),
  OwnerId: integer().notNull().default(0),
  AgentId: integer().notNull().default(0),
  DepartmentId: integer().notNull().default(0),
  OutOrderId: text().notNull().default(''),
  Remark: text().notNull().default(''),
  /** The document this one is the backorder of. */
  BackorderOf: integer().notNull().default(0),
  ShortReason: text().notNull().default(''),
})

type DocCols = Record<
  'Status' | 'Score' | 'Id' | 'State' | 'StateTime' | 'WarehouseId' | 'AgentId' | 'DepartmentId' | 'CreateTime' | 'OwnerId',
  AnyPgColumn
>
const docIndexes = (t: DocCols) => [
  index().on(t.Score, t.Id),
  ...queueIndexes(t),
  index().on(t.WarehouseId, t.State, t.StateTime),
  index().on(t.OwnerId),
  index().on(t.CreateTime),
]

/** Inbound: received into the receiving area, then put away onto places. */
export const Entry = pgTable(
  'entry',
  {
    ...docColumns(),
    FromCountry: text().notNull().default(''),
    Express: text().notNull().default(''),
    ExpressNo: text().notNull().default(''),
    ArriveTime: unixTime().notNull().default(0),
    StoreTime: unixTime().notNull().default(0),
    /** A return: the shipped delivery whose goods come back (0: an ordinary entry). */
    ReturnOf: integer().notNull().default(0),
    /** The currency of the lines' unit costs (goods bought in China: yuan unless told). */
    Currency: text().notNull().default('CNY'),
  },
  (t) => [
    ...docIndexes(t),
    index().on(t.ReturnOf, t.Id),
    index().on(t.BackorderOf),
    ...keywordIndexes('entry', t.Title, t.OutOrderId, t.ExpressNo),
  ],
)

/** A document line: the product (its name, barcode and spec as written) and how many. */
export const lineColumns = () => ({
  Id: serial().primaryKey(),
  ProductId: integer().notNull(),
  ProductName: text().notNull().default(''),
  BarCode: text().notNull().default(''),
  Spec: text().notNull().default(''),
  ProductNum: integer().notNull(),
})

export const EntryLine = pgTable(
  'entry_line',
  {
    ...lineColumns(),
    EntryId: integer().notNull(),
    AlreadyNum: integer().notNull().default(0),
    BadNum: integer().notNull().default(0),
    PutNum: integer().notNull().default(0),
    ShortNum: integer().notNull().default(0),
    /** What one unit cost, in hundredths of the entry's currency (0: not given, valued at the average). */
    UnitCost: integer().notNull().default(0),
  },
  (t) => [index().on(t.EntryId), index().on(t.ProductId)],
)

/** Outbound: allocated (stock reserved on places), picked, packed, shipped. */
export const Delivery = pgTable(
  'delivery',
  {
    ...docColumns(),
    OrderId: integer().notNull().default(0),
    Name: text().notNull().default(''),
    Phone: text().notNull().default(''),
    ToCountry: text().notNull().default(''),
    City: text().notNull().default(''),
    Address: text().notNull().default(''),
    Zip: text().notNull().default(''),
    Express: text().notNull().default(''),
    ExpressNo: text().notNull().default(''),
    ExpressType: text().notNull().default(''),
    Package: integer().notNull().default(0),
    /** Each package's weight in KG as weighed at packing, by package number. */
    PackageWeights: jsonb().$type<Record<string, number>>().notNull().default({}),
    TotalWeight: kg(),
    NetWeight: kg(),
    ExpressFee: integer().notNull().default(0),
    ShipTime: unixTime().notNull().default(0),
    SignTime: unixTime().notNull().default(0),
  },
  (t) => [...docIndexes(t), index().on(t.BackorderOf), ...keywordIndexes('delivery', t.Title, t.OutOrderId, t.Name, t.Phone, t.ExpressNo)],
)

export const DeliveryLine = pgTable(
  'delivery_line',
  {
    ...lineColumns(),
    DeliveryId: integer().notNull(),
    PickNum: integer().notNull().default(0),
    PackNum: integer().notNull().default(0),
    PackageNo: text().notNull().default(''),
    ShortNum: integer().notNull().default(0),
  },
  (t) => [index().on(t.DeliveryId), index().on(t.ProductId)],
)

/**
 * Goods taken out of a warehouse's quarantine area (damaged at receiving): scrapped, returned to the
 * supplier, or found sound and put back on a storage place. Each is one or two ledger rows naming it.
 */
export const StockDisposal = pgTable(
  'stock_disposal',
  {
    Id: serial().primaryKey(),
    WarehouseId: integer().notNull(),
    ProductId: integer().notNull(),
    OwnerId: integer().notNull(),
    /** The quarantine place it left. */
    PlaceId: integer().notNull(),
    Way: text({ enum: DISPOSAL_WAYS }).notNull(),
    Qty: integer().notNull(),
    /** The storage place it went back to (`restock`), else 0. */
    ToPlaceId: integer().notNull().default(0),
    Reason: text().notNull().default(''),
    AgentId: integer().notNull().default(0),
    CreateTime: unixTime().notNull().default(nowSeconds),
  },
  (t) => [index().on(t.WarehouseId, t.CreateTime), index().on(t.ProductId)],
)

/** Stock a delivery line holds on a place: Qty still reserved there, Picked already moved to dispatch. */
export const StockReservation = pgTable(
  'stock_reservation',
  {
    Id: serial().primaryKey(),
    DeliveryId: integer().notNull(),
    LineId: integer().notNull(),
    ProductId: integer().notNull(),
    WarehouseId: integer().notNull(),
    PlaceId: integer().notNull(),
    OwnerId: integer().notNull(),
    Qty: integer().notNull(),
    Picked: integer().notNull().default(0),
  },
  (t) => [index().on(t.DeliveryId, t.LineId), index().on(t.PlaceId, t.ProductId)],
)

/** Stocktake: lines frozen from stock when counting starts, one adjustment per difference when posted. */
export const Inventory = pgTable(
  'inventory',
  {
    ...docColumns(),
    ZoneId: integer().notNull().default(0),
    PostTime: unixTime().notNull().default(0),
    /** The last ledger row when the lines were frozen: a later row at a counted place is stock that moved since. */
    FrozenLedgerId: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [...docIndexes(t), ...keywordIndexes('inventory', t.Title)],
)

export const InventoryLine = pgTable(
  'inventory_line',
  {
    ...lineColumns(),
    InventoryId: integer().notNull(),
    PlaceId: integer().notNull(),
    OwnerId: integer().notNull(),
    /** -1 until counted. */
    Counted: integer().notNull().default(-1),
    /** What the posted adjustment was worth (hundredths of its currency, signed). */
    DiffValue: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [index().on(t.InventoryId)],
)

/** Stock title moving from one owner (shop) to another without moving the goods. */
export const Ownership = pgTable(
  'ownership',
  {
    ...docColumns(),
    ToOwnerId: integer().notNull(),
    RejectReason: text().notNull().default(''),
  },
  (t) => [...docIndexes(t), ...keywordIndexes('ownership', t.Title, t.OutOrderId)],
)

export const OwnershipLine = pgTable(
  'ownership_line',
  {
    ...lineColumns(),
    OwnershipId: integer().notNull(),
    PlaceId: integer().notNull(),
  },
  (t) => [index().on(t.OwnershipId)],
)

/**
 * Stock moved between places of one warehouse or to another warehouse. WarehouseId is where the
 * goods are handled now (the source while picking, the target from dispatch on), so each
 * warehouse's queues and people see the part that is theirs.
 */
export const StockTransfer = pgTable(
  'stock_transfer',
  {
    ...docColumns(),
    FromWarehouseId: integer().notNull().default(0),
    ToWarehouseId: integer().notNull().default(0),
    DispatchTime: unixTime().notNull().default(0),
    ArriveTime: unixTime().notNull().default(0),
    DoneTime: unixTime().notNull().default(0),
    CancelReason: text().notNull().default(''),
  },
  (t) => [
    ...docIndexes(t),
    index().on(t.FromWarehouseId),
    index().on(t.ToWarehouseId),
    ...keywordIndexes('stock_transfer', t.Title, t.OutOrderId),
  ],
)

export const StockTransferLine = pgTable(
  'stock_transfer_line',
  {
    ...lineColumns(),
    StockTransferId: integer().notNull(),
    /** The place the goods leave. */
    FromPlaceId: integer().notNull(),
    PickNum: integer().notNull().default(0),
    PutNum: integer().notNull().default(0),
  },
  (t) => [index().on(t.StockTransferId), index().on(t.ProductId)],
)

/** What running a warehouse costs, item by item (spec "Cost": Title, Score), with its price and unit. */
export const WarehouseCost = pgTable(
  'warehouse_cost',
  {
    ...recordColumns(),
    Title: text().notNull(),
    WarehouseId: integer().notNull().default(0),
    /** Hundredths. */
    Price: integer().notNull().default(0),
    Unit: text().notNull().default(''),
    Remark: text().notNull().default(''),
  },
  (t) => [...keywordIndexes('warehouse_cost', t.Title), index().on(t.Score, t.Id), index().on(t.WarehouseId), index().on(t.CreateTime)],
)

/** The warehouse's equipment (spec "Equipment": Title, CardImg): scanners, printers, forklifts. */
export const WarehouseEquipment = pgTable(
  'warehouse_equipment',
  {
    ...recordColumns(),
    Title: text().notNull(),
    WarehouseId: integer().notNull().default(0),
    Code: text().notNull().default(''),
    CardImg: text().notNull().default(''),
    Remark: text().notNull().default(''),
  },
  (t) => [
    ...keywordIndexes('warehouse_equipment', t.Title, t.Code),
    index().on(t.Score, t.Id),
    index().on(t.WarehouseId),
    index().on(t.CreateTime),
  ],
)
