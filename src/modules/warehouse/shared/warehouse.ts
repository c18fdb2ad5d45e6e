import { z } from 'zod'
import { defineResource, type EnumOption } from '../../../kernel/shared/resources/define.ts'
import type { MessageDescriptor } from '../../../kernel/shared/messages.ts'
import * as fields from '../../../kernel/shared/schemas/fields.ts'

/**
 * The overseas warehouse: warehouses, zones, places and products (master data), and the documents
 * that move stock through the ledger — Entry (inbound), Delivery (outbound), Inventory (stocktake)
 * and Ownership (title transfer). The documents' states change only through their machines.
 */

const score = fields.score().default(0)
const text = (max: number) => z.string().trim().max(max).default('')
const ref = fields.id()
const optionalRef = fields.refId().default(0)

export const BACKORDER_OPTIONS: readonly EnumOption[] = [
  { value: 'ask', label: /*i18n*/ { id: 'warehouse.backorder.ask', message: 'Ask when closing short' } },
  { value: 'always', label: /*i18n*/ { id: 'warehouse.backorder.always', message: 'Always create a backorder' } },
  { value: 'never', label: /*i18n*/ { id: 'warehouse.backorder.never', message: 'Never create a backorder' } },
]

/** Place kinds: where goods are stored, the receiving area goods arrive in, the dispatch area picked goods wait in. */
export const PLACE_KINDS = { storage: 1, receiving: 2, dispatch: 3, quarantine: 4, transit: 5 } as const

/** What becomes of goods in quarantine: scrapped, returned to the supplier, or put back into stock once found sound. */
export const DISPOSAL_WAYS = ['scrap', 'return', 'restock'] as const
export type DisposalWay = (typeof DISPOSAL_WAYS)[number]
export const DISPOSAL_OPTIONS: readonly EnumOption[] = [
  { value: 'scrap', label: /*i18n*/ { id: 'disposal.scrap', message: 'Scrap' } },
  { value: 'return', label: /*i18n*/ { id: 'disposal.return', message: 'Return to the supplier' } },
  { value: 'restock', label: /*i18n*/ { id: 'disposal.restock', message: 'Sound after all: back into stock' } },
]

export const PLACE_KIND_OPTIONS: readonly EnumOption[] = [
  { value: PLACE_KINDS.storage, label: /*i18n*/ { id: 'place.kind.storage', message: 'Storage' } },
  { value: PLACE_KINDS.receiving, label: /*i18n*/ { id: 'place.kind.receiving', message: 'Receiving area' } },
  { value: PLACE_KINDS.dispatch, label: /*i18n*/ { id: 'place.kind.dispatch', message: 'Dispatch area' } },
  { value: PLACE_KINDS.quarantine, label: /*i18n*/ { id: 'place.kind.quarantine', message: 'Quarantine (damaged goods)' } },
  { value: PLACE_KINDS.transit, label: /*i18n*/ { id: 'place.kind.transit', message: 'In transit (moving between places)' } },
]

/** Labels of the warehouse fields the shared vocabulary does not have. */
export const WAREHOUSE_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  Code: /*i18n*/ { id: 'field.Code', message: 'Code' },
  City: /*i18n*/ { id: 'field.City', message: 'City' },
  Backorder: /*i18n*/ { id: 'field.Backorder', message: 'Backorders' },
  OverReceiptPct: /*i18n*/ { id: 'field.OverReceiptPct', message: 'Over-receipt tolerance (%)' },
  ExpiryWarnDays: /*i18n*/ { id: 'field.ExpiryWarnDays', message: 'Warn of lots expiring within (days)' },
  WarehouseId: /*i18n*/ { id: 'field.WarehouseId', message: 'Warehouse' },
  ZoneId: /*i18n*/ { id: 'field.ZoneId', message: 'Zone' },
  PlaceId: /*i18n*/ { id: 'field.PlaceId', message: 'Place' },
  ProductId: /*i18n*/ { id: 'field.ProductId', message: 'Product' },
  ProductNum: /*i18n*/ { id: 'field.ProductNum', message: 'Quantity' },
  BrandId: /*i18n*/ { id: 'field.BrandId', message: 'Brand' },
  EnName: /*i18n*/ { id: 'field.EnName', message: 'English name' },
  BarCode: /*i18n*/ { id: 'field.BarCode', message: 'Barcode' },
  Spec: /*i18n*/ { id: 'field.Spec', message: 'Specification' },
  Unit: /*i18n*/ { id: 'field.Unit', message: 'Unit' },
  Weight: /*i18n*/ { id: 'field.Weight', message: 'Weight (KG)' },
  OwnerId: /*i18n*/ { id: 'field.OwnerId', message: 'Owner (shop)' },
  ToOwnerId: /*i18n*/ { id: 'field.ToOwnerId', message: 'New owner (shop)' },
  OutOrderId: /*i18n*/ { id: 'field.OutOrderId', message: 'External order number' },
  OrderId: /*i18n*/ { id: 'field.OrderId', message: 'Order' },
  FromCountry: /*i18n*/ { id: 'field.FromCountry', message: 'Country of origin' },
  ToCountry: /*i18n*/ { id: 'field.ToCountry', message: 'Destination country' },
  Zip: /*i18n*/ { id: 'field.Zip', message: 'Postcode' },
  Express: /*i18n*/ { id: 'field.Express', message: 'Carrier' },
  ExpressNo: /*i18n*/ { id: 'field.ExpressNo', message: 'Tracking number' },
  ExpressType: /*i18n*/ { id: 'field.ExpressType', message: 'Service' },
  ExpressFee: /*i18n*/ { id: 'field.ExpressFee', message: 'Shipping fee' },
  Package: /*i18n*/ { id: 'field.Package', message: 'Packages' },
  TotalWeight: /*i18n*/ { id: 'field.TotalWeight', message: 'Gross weight (KG)' },
  NetWeight: /*i18n*/ { id: 'field.NetWeight', message: 'Net weight (KG)' },
  ArriveTime: /*i18n*/ { id: 'field.ArriveTime', message: 'Arrived' },
  StoreTime: /*i18n*/ { id: 'field.StoreTime', message: 'Stored' },
  ShipTime: /*i18n*/ { id: 'field.ShipTime', message: 'Shipped' },
  SignTime: /*i18n*/ { id: 'field.SignTime', message: 'Signed for' },
  PostTime: /*i18n*/ { id: 'field.PostTime', message: 'Posted' },
  BackorderOf: /*i18n*/ { id: 'field.BackorderOf', message: 'Backorder of' },
  Currency: /*i18n*/ { id: 'field.Stock.Currency', message: 'Currency' },
  UnitCost: /*i18n*/ { id: 'field.UnitCost', message: 'Unit cost' },
  ShortReason: /*i18n*/ { id: 'field.ShortReason', message: 'Why short' },
  RejectReason: /*i18n*/ { id: 'field.RejectReason', message: 'Why rejected' },
  Lines: /*i18n*/ { id: 'field.Lines', message: 'Lines' },
}

/** Master data and stock of a warehouse: a warehouse role sees its own warehouses'. */
export const inWarehouse = { warehouse: 'WarehouseId' }

/** A document's author is its owner for data scope. */
const DOC_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  ...WAREHOUSE_LABELS,
  AgentId: /*i18n*/ { id: 'field.Doc.AgentId', message: 'Created by' },
  AgentName: /*i18n*/ { id: 'field.Doc.AgentName', message: 'Created by' },
}

// ------------------------------------------------------------------------------- master data

export const warehouseResource = defineResource({
  name: 'Warehouse',
  noun: /*i18n*/ { id: 'noun.Warehouse', message: 'warehouse' },
  permission: 'warehouse',
  group: 'warehouse',
  route: '/warehouse/list',
  fields: {
    Title: z.string().trim().min(1).max(100),
    Code: text(30),
    Country: text(50),
    City: text(50),
    Address: text(200),
    Backorder: z.enum(['ask', 'always', 'never']).default('ask'),
    OverReceiptPct: fields.int(0, 100).default(0),
    ExpiryWarnDays: fields.int(0, 3650).default(60),
    AgentId: optionalRef,
    Remark: text(500),
    Score: score,
  },
  label: 'Title',
  columns: ['Id', 'Title', 'Code', 'Country', 'City', 'Backorder', 'AgentId', 'Score', 'CreateTime'],
  sort: ['Id', 'Score', 'CreateTime'],
  filters: { Code: 'keyword', AgentId: 'reference' },
  keyword: ['Title', 'Code', 'City'],
  scope: { warehouse: 'Id' },
  options: { Backorder: BACKORDER_OPTIONS },
  references: { AgentId: 'Agent' },
  widgets: { Remark: 'textarea' },
  labels: { ...WAREHOUSE_LABELS, AgentId: /*i18n*/ { id: 'field.Warehouse.AgentId', message: 'Manager' } },
  form: [
    ['Title', 'Code'],
    ['Country', 'City'],
    ['Address'],
    ['Backorder', 'OverReceiptPct'],
    ['ExpiryWarnDays'],
    ['AgentId'],
    ['Remark'],
    ['Score'],
  ],
})

export const zoneResource = defineResource({
  name: 'Zone',
  noun: /*i18n*/ { id: 'noun.Zone', message: 'zone' },
  permission: 'warehouse',
  group: 'warehouse',
  route: '/warehouse/zone',
  fields: {
    WarehouseId: ref,
    Title: z.string().trim().min(1).max(100),
    Code: text(30),
    Remark: text(500),
    Score: score,
  },
  label: 'Title',
  columns: ['Id', 'Title', 'Code', 'WarehouseId', 'Score', 'CreateTime'],
  sort: ['Id', 'Score', 'CreateTime'],
  filters: { WarehouseId: 'reference' },
  keyword: ['Title', 'Code'],
  scope: inWarehouse,
  references: { WarehouseId: 'Warehouse' },
  labels: WAREHOUSE_LABELS,
  form: [['WarehouseId'], ['Title', 'Code'], ['Remark'], ['Score']],
})

/** Storage places; each warehouse also has a receiving and a dispatch area the server creates with it. */
export const placeResource = defineResource({
  name: 'Place',
  noun: /*i18n*/ { id: 'noun.Place', message: 'place' },
  permission: 'warehouse',
  group: 'warehouse',
  route: '/warehouse/place',
  fields: {
    WarehouseId: ref,
    ZoneId: optionalRef,
    Title: z.string().trim().min(1).max(100),
    Score: score,
  },
  label: 'Title',
  columns: ['Id', 'Title', 'Kind', 'WarehouseId', 'ZoneId', 'Score', 'CreateTime'],
  sort: ['Id', 'Score', 'CreateTime', 'Title'],
  filters: { WarehouseId: 'reference', ZoneId: 'reference', Kind: 'enum' },
  keyword: ['Title'],
  scope: inWarehouse,
  options: { Kind: PLACE_KIND_OPTIONS },
  references: { WarehouseId: 'Warehouse', ZoneId: 'Zone' },
  labels: { ...WAREHOUSE_LABELS, Title: /*i18n*/ { id: 'field.Place.Title', message: 'Location number' } },
  form: [
    ['WarehouseId', 'ZoneId'],
    ['Title', 'Score'],
  ],
})

/** What running a warehouse costs, item by item (spec "Cost": Title, Score). */
export const warehouseCostResource = defineResource({
  name: 'WarehouseCost',
  noun: /*i18n*/ { id: 'noun.WarehouseCost', message: 'cost item' },
  permission: 'warehouse',
  group: 'warehouse',
  route: '/warehouse/cost',
  fields: {
    Title: z.string().trim().min(1).max(100),
    WarehouseId: optionalRef,
    Price: fields.money().default(0),
    Unit: text(20),
    Remark: text(500),
    Score: score,
  },
  label: 'Title',
  columns: ['Id', 'Title', 'WarehouseId', 'Price', 'Unit', 'Score', 'CreateTime'],
  sort: ['Id', 'Score', 'CreateTime'],
  filters: { WarehouseId: 'reference' },
  keyword: ['Title'],
  scope: inWarehouse,
  references: { WarehouseId: 'Warehouse' },
  widgets: { Price: 'money', Remark: 'textarea' },
  labels: {
    ...WAREHOUSE_LABELS,
    Title: /*i18n*/ { id: 'field.WarehouseCost.Title', message: 'Cost item' },
    Price: /*i18n*/ { id: 'field.WarehouseCost.Price', message: 'Price' },
    Unit: /*i18n*/ { id: 'field.WarehouseCost.Unit', message: 'Charged per' },
  },
  form: [['Title', 'WarehouseId'], ['Price', 'Unit'], ['Remark'], ['Score']],
})

/** The warehouse's equipment (spec "Equipment": Title, CardImg): scanners, printers, forklifts. */
export const warehouseEquipmentResource = defineResource({
  name: 'WarehouseEquipment',
  noun: /*i18n*/ { id: 'noun.WarehouseEquipment', message: 'equipment' },
  permission: 'warehouse',
  group: 'warehouse',
  route: '/warehouse/equipment',
  fields: {
    Title: z.string().trim().min(1).max(100),
    WarehouseId: optionalRef,
    Code: text(30),
    CardImg: fields.url().default(''),
    Remark: text(500),
    Score: score,
  },
  label: 'Title',
  columns: ['Id', 'CardImg', 'Title', 'Code', 'WarehouseId', 'Score', 'CreateTime'],
  sort: ['Id', 'Score', 'CreateTime'],
  filters: { WarehouseId: 'reference' },
  keyword: ['Title', 'Code'],
  scope: inWarehouse,
  references: { WarehouseId: 'Warehouse' },
  widgets: { CardImg: 'image', Remark: 'textarea' },
  labels: {
    ...WAREHOUSE_LABELS,
    Title: /*i18n*/ { id: 'field.WarehouseEquipment.Title', message: 'Equipment' },
    Code: /*i18n*/ { id: 'field.WarehouseEquipment.Code', message: 'Asset number' },
    CardImg: /*i18n*/ { id: 'field.WarehouseEquipment.CardImg', message: 'Photo' },
  },
  form: [['Title', 'Code'], ['WarehouseId'], ['CardImg'], ['Remark'], ['Score']],
})

// ------------------------------------------------------------------------------- documents

/** A document line as written: the product and its quantity (names, barcodes and progress are the server's). */
export const lineSchema = z.object({ ProductId: ref, ProductNum: fields.qty() })
/** An inbound line may say what one unit cost (in the entry's currency): receipts set the stock's value from it. */
export const entryLineSchema = lineSchema.extend({ UnitCost: fields.money().default(0) })
/** A title-transfer line also names the place the goods stay on. */
export const ownershipLineSchema = lineSchema.extend({ PlaceId: ref })

const docFields = {
  Title: text(100),
  WarehouseId: ref,
  OwnerId: optionalRef,
  OutOrderId: text(50),
  Remark: text(500),
  Score: score,
}
const docColumns = ['Id', 'Title', 'State', 'WarehouseId', 'OwnerId', 'AgentName', 'CreateTime'] as const
const docSort = ['Id', 'Score', 'CreateTime'] as const
const docFilters = { State: 'in', WarehouseId: 'reference', OwnerId: 'reference', AgentId: 'reference', DepartmentId: 'reference' } as const
const docScope = { owner: 'AgentId', department: 'DepartmentId', warehouse: 'WarehouseId' }
const docReferences = { WarehouseId: 'Warehouse', OwnerId: 'Shop', AgentId: 'Agent', 'Lines.ProductId': 'Product' }

export const ENTRY_STATES: readonly EnumOption[] = [
  { value: 'Draft', label: /*i18n*/ { id: 'state.Entry.Draft', message: 'Draft' } },
  { value: 'Expected', label: /*i18n*/ { id: 'state.Entry.Expected', message: 'Expected' } },
  { value: 'Receiving', label: /*i18n*/ { id: 'state.Entry.Receiving', message: 'Receiving' } },
  { value: 'Received', label: /*i18n*/ { id: 'state.Entry.Received', message: 'Received' } },
  { value: 'PuttingAway', label: /*i18n*/ { id: 'state.Entry.PuttingAway', message: 'Putting away' } },
  { value: 'Stored', label: /*i18n*/ { id: 'state.Entry.Stored', message: 'Stored' } },
  { value: 'Cancelled', label: /*i18n*/ { id: 'state.Entry.Cancelled', message: 'Cancelled' } },
]

export const ENTRY_EVENTS: Readonly<Record<string, MessageDescriptor>> = {
  submit: /*i18n*/ { id: 'event.Entry.submit', message: 'Submit' },
  arrive: /*i18n*/ { id: 'event.Entry.arrive', message: 'Goods arrived' },
  receiveLine: /*i18n*/ { id: 'event.Entry.receiveLine', message: 'Receive' },
  acceptOver: /*i18n*/ { id: 'event.Entry.acceptOver', message: 'Accept over-receipt' },
  finishReceiving: /*i18n*/ { id: 'event.Entry.finishReceiving', message: 'Finish receiving' },
  closeShort: /*i18n*/ { id: 'event.Entry.closeShort', message: 'Close short' },
  startPutaway: /*i18n*/ { id: 'event.Entry.startPutaway', message: 'Start putting away' },
  putLine: /*i18n*/ { id: 'event.Entry.putLine', message: 'Put away' },
  completePutaway: /*i18n*/ { id: 'event.Entry.completePutaway', message: 'Complete put-away' },
  cancel: /*i18n*/ { id: 'event.Entry.cancel', message: 'Cancel' },
}

export const DELIVERY_STATES: readonly EnumOption[] = [
  { value: 'Draft', label: /*i18n*/ { id: 'state.Delivery.Draft', message: 'Draft' } },
  { value: 'Pending', label: /*i18n*/ { id: 'state.Delivery.Pending', message: 'Waiting for stock' } },
  { value: 'Allocated', label: /*i18n*/ { id: 'state.Delivery.Allocated', message: 'Allocated' } },
  { value: 'Picking', label: /*i18n*/ { id: 'state.Delivery.Picking', message: 'Picking' } },
  { value: 'Picked', label: /*i18n*/ { id: 'state.Delivery.Picked', message: 'Picked' } },
  { value: 'Packing', label: /*i18n*/ { id: 'state.Delivery.Packing', message: 'Packing' } },
  { value: 'Packed', label: /*i18n*/ { id: 'state.Delivery.Packed', message: 'Packed' } },
  { value: 'Shipped', label: /*i18n*/ { id: 'state.Delivery.Shipped', message: 'Shipped' } },
  { value: 'Signed', label: /*i18n*/ { id: 'state.Delivery.Signed', message: 'Signed for' } },
  { value: 'Cancelled', label: /*i18n*/ { id: 'state.Delivery.Cancelled', message: 'Cancelled' } },
]

export const DELIVERY_EVENTS: Readonly<Record<string, MessageDescriptor>> = {
  submit: /*i18n*/ { id: 'event.Delivery.submit', message: 'Submit' },
  allocate: /*i18n*/ { id: 'event.Delivery.allocate', message: 'Allocate stock' },
  startPicking: /*i18n*/ { id: 'event.Delivery.startPicking', message: 'Start picking' },
  pickLine: /*i18n*/ { id: 'event.Delivery.pickLine', message: 'Pick' },
  completePicking: /*i18n*/ { id: 'event.Delivery.completePicking', message: 'Complete picking' },
  shortPick: /*i18n*/ { id: 'event.Delivery.shortPick', message: 'Close picking short' },
  startPacking: /*i18n*/ { id: 'event.Delivery.startPacking', message: 'Start packing' },
  packLine: /*i18n*/ { id: 'event.Delivery.packLine', message: 'Pack' },
  weighPackage: /*i18n*/ { id: 'event.Delivery.weighPackage', message: 'Weigh a package' },
  completePacking: /*i18n*/ { id: 'event.Delivery.completePacking', message: 'Complete packing' },
  ship: /*i18n*/ { id: 'event.Delivery.ship', message: 'Ship' },
  sign: /*i18n*/ { id: 'event.Delivery.sign', message: 'Signed for' },
  cancel: /*i18n*/ { id: 'event.Delivery.cancel', message: 'Cancel' },
}

export const INVENTORY_STATES: readonly EnumOption[] = [
  { value: 'Draft', label: /*i18n*/ { id: 'state.Inventory.Draft', message: 'Draft' } },
  { value: 'Counting', label: /*i18n*/ { id: 'state.Inventory.Counting', message: 'Counting' } },
  { value: 'Counted', label: /*i18n*/ { id: 'state.Inventory.Counted', message: 'Counted' } },
  { value: 'Posted', label: /*i18n*/ { id: 'state.Inventory.Posted', message: 'Posted' } },
  { value: 'Cancelled', label: /*i18n*/ { id: 'state.Inventory.Cancelled', message: 'Cancelled' } },
]

export const INVENTORY_EVENTS: Readonly<Record<string, MessageDescriptor>> = {
  start: /*i18n*/ { id: 'event.Inventory.start', message: 'Start counting' },
  countLine: /*i18n*/ { id: 'event.Inventory.countLine', message: 'Count' },
  submitCounts: /*i18n*/ { id: 'event.Inventory.submitCounts', message: 'Submit counts' },
  recount: /*i18n*/ { id: 'event.Inventory.recount', message: 'Recount what moved' },
  post: /*i18n*/ { id: 'event.Inventory.post', message: 'Post adjustments' },
  cancel: /*i18n*/ { id: 'event.Inventory.cancel', message: 'Cancel' },
}

export const OWNERSHIP_STATES: readonly EnumOption[] = [
  { value: 'Draft', label: /*i18n*/ { id: 'state.Ownership.Draft', message: 'Draft' } },
  { value: 'Submitted', label: /*i18n*/ { id: 'state.Ownership.Submitted', message: 'Waiting for approval' } },
  { value: 'Done', label: /*i18n*/ { id: 'state.Ownership.Done', message: 'Transferred' } },
]

export const OWNERSHIP_EVENTS: Readonly<Record<string, MessageDescriptor>> = {
  submit: /*i18n*/ { id: 'event.Ownership.submit', message: 'Submit for approval' },
  approve: /*i18n*/ { id: 'event.Ownership.approve', message: 'Approve' },
  reject: /*i18n*/ { id: 'event.Ownership.reject', message: 'Reject' },
}

export const STOCK_TRANSFER_STATES: readonly EnumOption[] = [
  { value: 'Draft', label: /*i18n*/ { id: 'state.StockTransfer.Draft', message: 'Draft' } },
  { value: 'Picking', label: /*i18n*/ { id: 'state.StockTransfer.Picking', message: 'Picking at the source' } },
  { value: 'InTransit', label: /*i18n*/ { id: 'state.StockTransfer.InTransit', message: 'In transit' } },
  { value: 'PuttingAway', label: /*i18n*/ { id: 'state.StockTransfer.PuttingAway', message: 'Putting away at the target' } },
  { value: 'Done', label: /*i18n*/ { id: 'state.StockTransfer.Done', message: 'Done' } },
  { value: 'Cancelled', label: /*i18n*/ { id: 'state.StockTransfer.Cancelled', message: 'Cancelled' } },
]

export const STOCK_TRANSFER_EVENTS: Readonly<Record<string, MessageDescriptor>> = {
  submit: /*i18n*/ { id: 'event.StockTransfer.submit', message: 'Release for picking' },
  pickLine: /*i18n*/ { id: 'event.StockTransfer.pickLine', message: 'Pick' },
  finishPicking: /*i18n*/ { id: 'event.StockTransfer.finishPicking', message: 'Finish picking' },
  closeShort: /*i18n*/ { id: 'event.StockTransfer.closeShort', message: 'Close short' },
  arrive: /*i18n*/ { id: 'event.StockTransfer.arrive', message: 'Goods arrived' },
  putLine: /*i18n*/ { id: 'event.StockTransfer.putLine', message: 'Put away' },
  complete: /*i18n*/ { id: 'event.StockTransfer.complete', message: 'Complete' },
  cancel: /*i18n*/ { id: 'event.StockTransfer.cancel', message: 'Cancel' },
}

/** A delivery's package as `Get` answers it: what it holds (from the pack events) and its weight as weighed (0: not yet). */
export type DeliveryPackage = { PackageNo: string; Weight: number; Lines: { LineId: number; Qty: number }[] }

/** Why a warehouse document's event is refused, by guard name (values from the document's facts). */
export const WAREHOUSE_GUARD_REASONS = {
  hasLines: /*i18n*/ { id: 'guard.hasLines', message: 'The document has no lines' },
  warehouseKnown: /*i18n*/ { id: 'guard.warehouseKnown', message: 'Choose a warehouse that exists' },
  productsKnown: /*i18n*/ { id: 'guard.productsKnown', message: 'These products do not exist: {unknownProducts}' },
  receivable: /*i18n*/ {
    id: 'guard.receivable',
    message:
      'Enter a quantity no larger than what the line still expects (with the warehouse’s tolerance); more needs a supervisor to accept it',
  },
  beyondTolerance: /*i18n*/ {
    id: 'guard.beyondTolerance',
    message: 'This fits the order and the warehouse’s tolerance: receive it as usual',
  },
  fullyReceived: /*i18n*/ { id: 'guard.fullyReceived', message: 'Not every line is received in full: close it short instead' },
  receivedShort: /*i18n*/ { id: 'guard.receivedShort', message: 'Every line is received in full: finish receiving instead' },
  puttable: /*i18n*/ { id: 'guard.puttable', message: 'Only goods received in good order and not yet on a place can be put away' },
  allPutAway: /*i18n*/ { id: 'guard.allPutAway', message: 'Some received goods are not on a place yet' },
  stockAvailable: /*i18n*/ { id: 'guard.stockAvailable', message: 'Not enough stock available for: {shortLines}' },
  targetKnown: /*i18n*/ { id: 'guard.targetKnown', message: 'Choose a target warehouse that exists' },
  transferPicked: /*i18n*/ { id: 'guard.transferPicked', message: 'Pick every line in full first' },
  transferPuttable: /*i18n*/ { id: 'guard.transferPuttable', message: 'Only goods picked and not yet on a place can be put away' },
  sameWarehouse: /*i18n*/ { id: 'guard.sameWarehouse', message: 'The goods stay in the same warehouse' },
  allPut: /*i18n*/ { id: 'guard.allPut', message: 'Put away everything picked first' },
  nothingPicked: /*i18n*/ { id: 'guard.nothingPicked', message: 'Goods were picked already: put them away instead' },
  anythingPicked: /*i18n*/ { id: 'guard.anythingPicked', message: 'Nothing was picked: cancel the transfer instead' },
  pickable: /*i18n*/ { id: 'guard.pickable', message: 'Enter a quantity no larger than what the line still needs picked' },
  allPicked: /*i18n*/ { id: 'guard.allPicked', message: 'Not every line is picked in full: close picking short instead' },
  pickedShort: /*i18n*/ { id: 'guard.pickedShort', message: 'Every line is picked in full: complete picking instead' },
  somethingPicked: /*i18n*/ { id: 'guard.somethingPicked', message: 'Nothing has been picked: cancel the delivery instead' },
  packable: /*i18n*/ { id: 'guard.packable', message: 'Only goods picked and not yet packed can be packed' },
  allPacked: /*i18n*/ { id: 'guard.allPacked', message: 'Some picked goods are not packed yet' },
  consigneeGiven: /*i18n*/ {
    id: 'guard.consigneeGiven',
    message: 'Complete the consignee first: name, phone, address, country and postcode',
  },
  packageKnown: /*i18n*/ { id: 'guard.packageKnown', message: 'Weigh a package after something is packed in it' },
  countable: /*i18n*/ { id: 'guard.countable', message: 'The line is not on this stocktake' },
  weightsGiven: /*i18n*/ { id: 'guard.weightsGiven', message: 'Give the packages’ weights first' },
  countsComplete: /*i18n*/ { id: 'guard.countsComplete', message: 'Give a count for every line of this stocktake' },
  unmovedOrConfirmed: /*i18n*/ {
    id: 'guard.unmovedOrConfirmed',
    message:
      'Stock moved after these lines were frozen: {movedLines}. Recount them, or post with “post anyway” ticked (only the counted difference is adjusted).',
  },
  smallOrSecondPerson: /*i18n*/ {
    id: 'guard.smallOrSecondPerson',
    message: 'The counts differ by {difference} units in all, more than {fourEyesUnits}: someone other than the counter must post them',
  },
  stockMoved: /*i18n*/ { id: 'guard.stockMoved', message: 'No stock moved at the counted places since they were frozen' },
  differentOwners: /*i18n*/ { id: 'guard.differentOwners', message: 'The new owner must differ from the current one' },
  notOwnSubmission: /*i18n*/ { id: 'guard.notOwnSubmission', message: 'Someone other than the person who submitted it must approve' },
} as const satisfies Record<string, MessageDescriptor>

/** Refusals of the stock ledger and the warehouse documents' effects. */
export const STOCK_MESSAGES = {
  barcodeTaken: /*i18n*/ { id: 'srv.stock.barcodeTaken', message: 'Another product of this owner already has this barcode' },
  returnNotShipped: /*i18n*/ { id: 'srv.stock.returnNotShipped', message: 'Only a shipped delivery can be returned' },
  returnOtherWarehouse: /*i18n*/ {
    id: 'srv.stock.returnOtherWarehouse',
    message: 'A return comes back to the warehouse and owner the delivery left from',
  },
  returnTooMany: /*i18n*/ { id: 'srv.stock.returnTooMany', message: 'More comes back than was shipped: {products}' },
  notEnough: /*i18n*/ { id: 'srv.stock.notEnough', message: 'Not enough stock of {product} at {place}' },
  notStoragePlace: /*i18n*/ { id: 'srv.stock.notStoragePlace', message: 'Choose a storage place of this document’s warehouse' },
  notReservedHere: /*i18n*/ {
    id: 'srv.stock.notReservedHere',
    message: '{product} is not reserved for this line at {place} in that quantity',
  },
  stockChanged: /*i18n*/ { id: 'srv.stock.changed', message: 'The stock changed meanwhile. Reload and try again' },
  notQuarantined: /*i18n*/ { id: 'srv.stock.notQuarantined', message: 'Only goods in a quarantine area are disposed of here' },
  unknownLine: /*i18n*/ { id: 'srv.stock.unknownLine', message: 'The line does not belong to this document' },
  otherCurrency: /*i18n*/ {
    id: 'srv.stock.otherCurrency',
    message: 'This owner’s stock of the product is valued in {held}; a cost in {given} cannot be added to it',
  },
  lotNeeded: /*i18n*/ {
    id: 'srv.stock.lotNeeded',
    message: '{product} is kept by lot: scan its label or enter the lot number and the expiry date',
  },
  lotOtherExpiry: /*i18n*/ {
    id: 'srv.stock.lotOtherExpiry',
    message: 'Lot {lot} of {product} is already known to expire on {expiry}: check the label',
  },
  notEnoughInLot: /*i18n*/ { id: 'srv.stock.notEnoughInLot', message: 'Not enough of lot {lot} of {product} at {place}' },
} as const satisfies Record<string, MessageDescriptor>

export const entryResource = defineResource({
  name: 'Entry',
  events: ENTRY_EVENTS,
  noun: /*i18n*/ { id: 'noun.Entry', message: 'inbound entry' },
  permission: 'entry',
  group: 'entry',
  route: '/entry/list',
  fields: {
    ...docFields,
    FromCountry: text(50),
    Express: text(50),
    ExpressNo: text(50),
    /** A return entry names the shipped delivery whose goods come back through receiving. */
    ReturnOf: optionalRef,
    Currency: fields.currency('CNY'),
    Lines: z.array(entryLineSchema).min(1).max(500),
  },
  label: 'Title',
  columns: [...docColumns, 'ExpressNo', 'ArriveTime', 'StoreTime'],
  sort: docSort,
  filters: { ...docFilters, ReturnOf: 'reference' },
  keyword: ['Title', 'OutOrderId', 'ExpressNo'],
  scope: docScope,
  options: { State: ENTRY_STATES },
  references: { ...docReferences, ReturnOf: 'Delivery' },
  // Only what has left can come back (the server refuses anything else too).
  pickFilters: { ReturnOf: { State: 'Shipped,Signed' } },
  widgets: { Remark: 'textarea', ArriveTime: 'date', StoreTime: 'date' },
  labels: { ...DOC_LABELS, ReturnOf: /*i18n*/ { id: 'field.Entry.ReturnOf', message: 'Return of delivery' } },
  form: [
    ['Title', 'WarehouseId'],
    ['OwnerId', 'OutOrderId', 'ReturnOf'],
    ['FromCountry', 'Express', 'ExpressNo'],
    ['Currency'],
    ['Lines'],
    ['Remark'],
    ['Score'],
  ],
})

export const deliveryResource = defineResource({
  name: 'Delivery',
  events: DELIVERY_EVENTS,
  noun: /*i18n*/ { id: 'noun.Delivery', message: 'delivery' },
  permission: 'delivery',
  group: 'delivery',
  route: '/delivery/list',
  fields: {
    ...docFields,
    OrderId: optionalRef,
    Name: text(50),
    Phone: text(30),
    ToCountry: text(50),
    City: text(50),
    Address: text(200),
    Zip: text(20),
    /** The carrier and service planned (a shipping quote fills them); shipping confirms them with the tracking number. */
    Express: text(50),
    ExpressType: text(50),
    ExpressFee: fields.money().default(0),
    Lines: z.array(lineSchema).min(1).max(500),
  },
  label: 'Title',
  columns: [...docColumns, 'Name', 'ToCountry', 'ExpressNo', 'TotalWeight', 'ShipTime'],
  sort: docSort,
  filters: docFilters,
  keyword: ['Title', 'OutOrderId', 'Name', 'Phone', 'ExpressNo'],
  scope: docScope,
  options: { State: DELIVERY_STATES },
  references: { ...docReferences, OrderId: 'Order' },
  widgets: { Remark: 'textarea', ShipTime: 'date', SignTime: 'date', ExpressFee: 'money' },
  labels: { ...DOC_LABELS, Name: /*i18n*/ { id: 'field.Delivery.Name', message: 'Consignee' } },
  form: [
    ['Title', 'WarehouseId'],
    ['OwnerId', 'OutOrderId', 'OrderId'],
    ['Name', 'Phone'],
    ['ToCountry', 'City', 'Zip'],
    ['Address'],
    ['Express', 'ExpressType', 'ExpressFee'],
    ['Lines'],
    ['Remark'],
    ['Score'],
  ],
})

/** A stocktake has no lines to write: they are frozen from the balances when counting starts. */
export const inventoryResource = defineResource({
  name: 'Inventory',
  events: INVENTORY_EVENTS,
  noun: /*i18n*/ { id: 'noun.Inventory', message: 'stocktake' },
  permission: 'stock',
  group: 'stock',
  route: '/stock/inventory',
  fields: {
    Title: text(100),
    WarehouseId: ref,
    ZoneId: optionalRef,
    Remark: text(500),
    Score: score,
  },
  label: 'Title',
  columns: ['Id', 'Title', 'State', 'WarehouseId', 'ZoneId', 'AgentName', 'PostTime', 'CreateTime'],
  sort: docSort,
  filters: { State: 'in', WarehouseId: 'reference', AgentId: 'reference', DepartmentId: 'reference' },
  keyword: ['Title'],
  scope: docScope,
  options: { State: INVENTORY_STATES },
  references: { WarehouseId: 'Warehouse', ZoneId: 'Zone', AgentId: 'Agent' },
  widgets: { Remark: 'textarea', PostTime: 'date' },
  labels: {
    ...DOC_LABELS,
    ProductNum: /*i18n*/ { id: 'field.Inventory.ProductNum', message: 'On hand when frozen' },
    Difference: /*i18n*/ { id: 'field.Inventory.Difference', message: 'Difference' },
    MovedSinceFrozen: /*i18n*/ { id: 'field.Inventory.MovedSinceFrozen', message: 'Moved since frozen' },
    ConfirmMoved: /*i18n*/ { id: 'field.Inventory.ConfirmMoved', message: 'Post anyway (stock moved since the freeze)' },
  },
  form: [['Title'], ['WarehouseId', 'ZoneId'], ['Remark'], ['Score']],
})

export const ownershipResource = defineResource({
  name: 'Ownership',
  events: OWNERSHIP_EVENTS,
  noun: /*i18n*/ { id: 'noun.Ownership', message: 'title transfer' },
  permission: 'stock',
  group: 'stock',
  route: '/stock/ownership',
  fields: {
    ...docFields,
    ToOwnerId: optionalRef,
    Lines: z.array(ownershipLineSchema).min(1).max(500),
  },
  label: 'Title',
  columns: ['Id', 'Title', 'State', 'WarehouseId', 'OwnerId', 'ToOwnerId', 'AgentName', 'CreateTime'],
  sort: docSort,
  filters: docFilters,
  keyword: ['Title', 'OutOrderId'],
  scope: docScope,
  options: { State: OWNERSHIP_STATES },
  references: { ...docReferences, ToOwnerId: 'Shop', 'Lines.PlaceId': 'Place' },
  lineFilters: { PlaceId: { WarehouseId: 'WarehouseId' } },
  distinct: [['ToOwnerId', 'OwnerId']],
  widgets: { Remark: 'textarea' },
  labels: DOC_LABELS,
  form: [['Title', 'WarehouseId'], ['OwnerId', 'ToOwnerId'], ['OutOrderId'], ['Lines'], ['Remark'], ['Score']],
})

/** A transfer line names the place its goods leave. */
export const stockTransferLineSchema = lineSchema.extend({ FromPlaceId: ref })

/** Stock moved between places of a warehouse, or to another warehouse (`/stock/transfer`). */
export const stockTransferResource = defineResource({
  name: 'StockTransfer',
  events: STOCK_TRANSFER_EVENTS,
  noun: /*i18n*/ { id: 'noun.StockTransfer', message: 'stock transfer' },
  permission: 'stock',
  group: 'stock',
  route: '/stock/transfer',
  fields: {
    ...docFields,
    /** The target warehouse; empty: the same one (a move between its places). */
    ToWarehouseId: optionalRef,
    Lines: z.array(stockTransferLineSchema).min(1).max(500),
  },
  label: 'Title',
  columns: ['Id', 'Title', 'State', 'FromWarehouseId', 'ToWarehouseId', 'OwnerId', 'DispatchTime', 'ArriveTime', 'AgentName', 'CreateTime'],
  sort: docSort,
  filters: { ...docFilters, FromWarehouseId: 'reference', ToWarehouseId: 'reference' },
  keyword: ['Title', 'OutOrderId'],
  scope: docScope,
  options: { State: STOCK_TRANSFER_STATES },
  references: { ...docReferences, FromWarehouseId: 'Warehouse', ToWarehouseId: 'Warehouse', 'Lines.FromPlaceId': 'Place' },
  lineFilters: { FromPlaceId: { WarehouseId: 'WarehouseId' } },
  immutable: ['WarehouseId'],
  widgets: { Remark: 'textarea', DispatchTime: 'date', ArriveTime: 'date' },
  labels: {
    ...DOC_LABELS,
    WarehouseId: /*i18n*/ { id: 'field.StockTransfer.WarehouseId', message: 'Warehouse handling it' },
    FromWarehouseId: /*i18n*/ { id: 'field.StockTransfer.FromWarehouseId', message: 'From warehouse' },
    ToWarehouseId: /*i18n*/ { id: 'field.StockTransfer.ToWarehouseId', message: 'To warehouse' },
    FromPlaceId: /*i18n*/ { id: 'field.StockTransfer.FromPlaceId', message: 'From place' },
    PickNum: /*i18n*/ { id: 'field.StockTransfer.PickNum', message: 'Picked' },
    PutNum: /*i18n*/ { id: 'field.StockTransfer.PutNum', message: 'Put away' },
    DispatchTime: /*i18n*/ { id: 'field.StockTransfer.DispatchTime', message: 'Dispatched' },
  },
  hints: {
    ToWarehouseId: /*i18n*/ {
      id: 'hint.StockTransfer.ToWarehouseId',
      message: 'Left empty: the goods move between places of the same warehouse',
    },
  },
  form: [['Title', 'WarehouseId'], ['OwnerId', 'ToWarehouseId'], ['OutOrderId'], ['Lines'], ['Remark'], ['Score']],
})
