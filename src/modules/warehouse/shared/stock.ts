import { defineResource, type EnumOption } from '../../../kernel/shared/resources/define.ts'
import * as fields from '../../../kernel/shared/schemas/fields.ts'
import type { MessageDescriptor } from '../../../kernel/shared/messages.ts'
import { inWarehouse, PLACE_KIND_OPTIONS, WAREHOUSE_LABELS } from './warehouse.ts'

/**
 * What the stock ledger keeps, as two read-only lists: the balances (on hand, reserved and
 * available per product × place × owner) and the movements themselves. Both are written only by
 * the documents' transitions (server/lifecycle/stock.ts), never through these lists.
 */

/** The documents that move stock, as the ledger names them. */
export const STOCK_DOC_OPTIONS: readonly EnumOption[] = [
  {
    value: 'Entry',
    label: /*i18n*/ { id: 'stock.doc.Entry', message: 'Inbound entry' },
  },
  {
    value: 'Delivery',
    label: /*i18n*/ { id: 'stock.doc.Delivery', message: 'Delivery order' },
  },
  {
    value: 'Inventory',
    label: /*i18n*/ { id: 'stock.doc.Inventory', message: 'Stocktake' },
  },
  {
    value: 'Ownership',
    label: /*i18n*/ {
      id: 'stock.doc.Ownership',
      message: 'Ownership transfer',
    },
  },
  {
    value: 'Disposal',
    label: /*i18n*/ { id: 'stock.doc.Disposal', message: 'Quarantine disposal' },
  },
  {
    value: 'StockTransfer',
    label: /*i18n*/ { id: 'stock.doc.StockTransfer', message: 'Stock transfer' },
  },
]

const STOCK_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  ...WAREHOUSE_LABELS,
  OnHand: /*i18n*/ { id: 'field.OnHand', message: 'On hand' },
  Reserved: /*i18n*/ { id: 'field.Reserved', message: 'Reserved' },
  Available: /*i18n*/ { id: 'field.Available', message: 'Available' },
  Qty: /*i18n*/ { id: 'field.Stock.Qty', message: 'Quantity ±' },
  Balance: /*i18n*/ { id: 'field.Stock.Balance', message: 'Balance after' },
  Doc: /*i18n*/ { id: 'field.Stock.Doc', message: 'Document type' },
  DocId: /*i18n*/ { id: 'field.Stock.DocId', message: 'Document' },
  LineId: /*i18n*/ { id: 'field.Stock.LineId', message: 'Line' },
  AgentId: /*i18n*/ { id: 'field.Stock.AgentId', message: 'By' },
  CreateTime: /*i18n*/ { id: 'field.Stock.CreateTime', message: 'Time' },
  UpdateTime: /*i18n*/ { id: 'field.Stock.UpdateTime', message: 'Last change' },
  Places: /*i18n*/ { id: 'field.Stock.Places', message: 'Places holding it' },
  PlaceKind: /*i18n*/ { id: 'field.Stock.PlaceKind', message: 'Kind of place' },
  Products: /*i18n*/ { id: 'field.Stock.Products', message: 'Products held' },
  Value: /*i18n*/ { id: 'field.Stock.Value', message: 'Value' },
  BalanceValue: /*i18n*/ { id: 'field.Stock.BalanceValue', message: 'Owner’s stock value after' },
  CostQty: /*i18n*/ { id: 'field.Stock.CostQty', message: 'Owner’s stock after' },
  Currency: /*i18n*/ { id: 'field.Stock.Currency', message: 'Currency' },
  MinQty: /*i18n*/ { id: 'field.StockRule.MinQty', message: 'Minimum' },
  Short: /*i18n*/ { id: 'field.StockRule.Short', message: 'Short of the minimum' },
  LotId: /*i18n*/ { id: 'field.Stock.LotId', message: 'Lot' },
  LotNo: /*i18n*/ { id: 'field.Stock.LotNo', message: 'Lot number' },
  Expiry: /*i18n*/ { id: 'field.Stock.Expiry', message: 'Expiry date' },
}

/** The value columns of the stock lists: amounts in hundredths of the row's currency. */
const VALUE_WIDGETS = { Value: 'money', BalanceValue: 'money' } as const

/** Stock on hand (`/stock/list`): one row per product × place × owner that ever held stock. */
export const stockBalanceResource = defineResource({
  name: 'StockBalance',
  noun: /*i18n*/ { id: 'noun.StockBalance', message: 'stock' },
  permission: 'stock',
  group: 'stock',
  route: '/stock/list',
  readOnly: true,
  fields: {},
  label: 'ProductId',
  columns: ['ProductId', 'WarehouseId', 'ZoneId', 'PlaceId', 'PlaceKind', 'OwnerId', 'OnHand', 'Reserved', 'Available', 'UpdateTime'],
  sort: ['Id', 'UpdateTime', 'OnHand', 'Available'],
  filters: {
    WarehouseId: 'reference',
    ZoneId: 'reference',
    PlaceId: 'reference',
    PlaceKind: 'enum',
    OwnerId: 'reference',
    ProductId: 'reference',
    OnHand: 'positive',
    Available: 'below',
  },
  scope: inWarehouse,
  options: { PlaceKind: PLACE_KIND_OPTIONS },
  references: {
    ProductId: 'Product',
    WarehouseId: 'Warehouse',
    ZoneId: 'Zone',
    PlaceId: 'Place',
    OwnerId: 'Shop',
  },
  dateField: 'UpdateTime',
  defaultSort: { field: 'UpdateTime' },
  labels: STOCK_LABELS,
})

/** What the two groupings of the balances share: read-only views of the Stock screen, same scope, same sorts. */
const grouped = {
  permission: 'stock',
  group: 'stock',
  route: '/stock/list',
  readOnly: true,
  fields: {},
  sort: ['Id', 'UpdateTime', 'OnHand', 'Available'],
  scope: inWarehouse,
  dateField: 'UpdateTime',
  labels: STOCK_LABELS,
} as const

/** Stock grouped by product (`/stock/list?group=product`): its totals over the places of a warehouse, per owner. */
export const stockByProductResource = defineResource({
  ...grouped,
  name: 'StockByProduct',
  noun: /*i18n*/ { id: 'noun.StockByProduct', message: 'stock by product' },
  label: 'ProductId',
  columns: [
    'ProductId',
    'WarehouseId',
    'OwnerId',
    'Places',
    'OnHand',
    'Reserved',
    'Available',
    'MinQty',
    'Short',
    'Value',
    'Currency',
    'UpdateTime',
  ],
  widgets: { ...VALUE_WIDGETS, Short: 'shortfall' },
  filters: {
    WarehouseId: 'reference',
    OwnerId: 'reference',
    ProductId: 'reference',
    OnHand: 'positive',
    Available: 'below',
    // Below its replenishment rule's minimum.
    Short: 'positive',
  },
  references: { ProductId: 'Product', WarehouseId: 'Warehouse', OwnerId: 'Shop' },
  defaultSort: { field: 'OnHand' },
})

/** Stock grouped by place (`/stock/list?group=place`): what each place holds in all. */
export const stockByPlaceResource = defineResource({
  ...grouped,
  name: 'StockByPlace',
  noun: /*i18n*/ { id: 'noun.StockByPlace', message: 'stock by place' },
  label: 'PlaceId',
  columns: ['PlaceId', 'WarehouseId', 'ZoneId', 'Products', 'OnHand', 'Reserved', 'Available', 'UpdateTime'],
  filters: { WarehouseId: 'reference', ZoneId: 'reference', PlaceId: 'reference', OnHand: 'positive' },
  references: { PlaceId: 'Place', WarehouseId: 'Warehouse', ZoneId: 'Zone' },
  defaultSort: { field: 'Id', asc: true },
})

/** Lots in stock (`/stock/lots`): each lot's units per place and owner, the first to expire first. */
export const stockLotResource = defineResource({
  name: 'StockLot',
  noun: /*i18n*/ { id: 'noun.StockLot', message: 'lot' },
  permission: 'stock',
  group: 'stock',
  route: '/stock/lots',
  readOnly: true,
  fields: {},
  label: 'LotNo',
  columns: ['ProductId', 'LotNo', 'Expiry', 'WarehouseId', 'PlaceId', 'OwnerId', 'Qty', 'UpdateTime'],
  sort: ['Id', 'Expiry', 'Qty', 'UpdateTime'],
  filters: {
    WarehouseId: 'reference',
    PlaceId: 'reference',
    OwnerId: 'reference',
    ProductId: 'reference',
    Qty: 'positive',
  },
  scope: inWarehouse,
  references: { ProductId: 'Product', WarehouseId: 'Warehouse', PlaceId: 'Place', OwnerId: 'Shop' },
  widgets: { Expiry: 'date' },
  dateField: 'Expiry',
  defaultSort: { field: 'Expiry', asc: true },
  labels: { ...STOCK_LABELS, Qty: /*i18n*/ { id: 'field.StockLot.Qty', message: 'Units' } },
})

/** The stock log (`/stock/flows`): the append-only ledger, newest first. */
export const stockLedgerResource = defineResource({
  name: 'StockLedger',
  noun: /*i18n*/ { id: 'noun.StockLedger', message: 'stock movement' },
  permission: 'stock',
  group: 'stock',
  route: '/stock/flows',
  readOnly: true,
  fields: {},
  label: 'Doc',
  columns: [
    'CreateTime',
    'Doc',
    'DocId',
    'LineId',
    'ProductId',
    'WarehouseId',
    'PlaceId',
    'OwnerId',
    'LotNo',
    'Qty',
    'Balance',
    'Value',
    'BalanceValue',
    'Currency',
    'AgentId',
  ],
  sort: ['Id'],
  filters: {
    ProductId: 'reference',
    WarehouseId: 'reference',
    PlaceId: 'reference',
    OwnerId: 'reference',
    Doc: 'enum',
    DocId: 'number',
  },
  scope: inWarehouse,
  references: {
    ProductId: 'Product',
    WarehouseId: 'Warehouse',
    PlaceId: 'Place',
    OwnerId: 'Shop',
    AgentId: 'Agent',
  },
  options: { Doc: STOCK_DOC_OPTIONS },
  documents: {
    DocId: {
      type: 'Doc',
      routes: {
        Entry: '/entry/list',
        Delivery: '/delivery/list',
        Inventory: '/stock/inventory',
        Ownership: '/stock/ownership',
        StockTransfer: '/stock/transfer',
      },
    },
  },
  widgets: { Qty: 'signed', ...VALUE_WIDGETS },
  defaultSort: { field: 'Id' },
  labels: STOCK_LABELS,
})

/** The Setting holding how many units of difference (|counted − frozen| over a stocktake's lines) one person may post alone. */
export const FOUR_EYES_UNITS_KEY = 'Inventory.FourEyesUnits'
export const STOCKTAKE_DEFAULTS = { [FOUR_EYES_UNITS_KEY]: 50 } as const

/** Replenishment rules (`/stock/rules`): a product's minimum and maximum for an owner in a warehouse, and who buys it. */
export const stockRuleResource = defineResource({
  name: 'StockRule',
  noun: /*i18n*/ { id: 'noun.StockRule', message: 'replenishment rule' },
  permission: 'stock',
  group: 'stock',
  route: '/stock/rules',
  fields: {
    WarehouseId: fields.id(),
    OwnerId: fields.refId().default(0),
    ProductId: fields.id(),
    MinQty: fields.qty(0),
    MaxQty: fields.qty(),
    BuyerId: fields.refId().default(0),
    Remark: fields.text(200),
    Score: fields.score().default(0),
  },
  label: 'ProductId',
  columns: ['ProductId', 'WarehouseId', 'OwnerId', 'MinQty', 'MaxQty', 'BuyerId', 'UpdateTime'],
  sort: ['Id', 'Score', 'UpdateTime'],
  filters: { WarehouseId: 'reference', OwnerId: 'reference', ProductId: 'reference', BuyerId: 'reference' },
  scope: inWarehouse,
  references: { ProductId: 'Product', WarehouseId: 'Warehouse', OwnerId: 'Shop', BuyerId: 'Agent' },
  widgets: { Remark: 'textarea', UpdateTime: 'date' },
  hints: {
    MinQty: /*i18n*/ {
      id: 'hint.StockRule.MinQty',
      message: 'Below this (held and not reserved, plus what is on its way) the buyer is reminded and a purchase is proposed',
    },
    MaxQty: /*i18n*/ { id: 'hint.StockRule.MaxQty', message: 'A proposal buys up to this, in the supplier’s minimum order at least' },
    BuyerId: /*i18n*/ { id: 'hint.StockRule.BuyerId', message: 'Left empty: the owner’s account manager' },
  },
  defaultSort: { field: 'UpdateTime' },
  labels: {
    ...STOCK_LABELS,
    MinQty: /*i18n*/ { id: 'field.StockRule.MinQty', message: 'Minimum' },
    MaxQty: /*i18n*/ { id: 'field.StockRule.MaxQty', message: 'Maximum' },
    BuyerId: /*i18n*/ { id: 'field.StockRule.BuyerId', message: 'Buyer' },
    Level: /*i18n*/ { id: 'field.StockRule.Level', message: 'Held and not reserved' },
    Incoming: /*i18n*/ { id: 'field.StockRule.Incoming', message: 'On its way' },
    Short: /*i18n*/ { id: 'field.StockRule.Short', message: 'Short of the minimum' },
  },
  form: [['WarehouseId', 'OwnerId'], ['ProductId'], ['MinQty', 'MaxQty'], ['BuyerId'], ['Remark'], ['Score']],
})

/** A rule whose maximum is below its minimum. */
export const STOCK_RULE_MESSAGES = {
  maxBelowMin: /*i18n*/ { id: 'srv.stockRule.maxBelowMin', message: 'The maximum cannot be below the minimum' },
} as const satisfies Record<string, MessageDescriptor>
