import { COMMON_GUARD_REASONS } from '../../kernel/shared/lifecycle/messages.ts'
import { WAREHOUSE_GUARD_REASONS } from '../../modules/warehouse/shared/warehouse.ts'
import { z } from 'zod'
import { defineResource, type EnumOption } from '../../kernel/shared/resources/define.ts'
import type { MessageDescriptor } from '../../kernel/shared/messages.ts'
import * as fields from '../../kernel/shared/schemas/fields.ts'
import { WAREHOUSE_LABELS } from '../../modules/warehouse/shared/warehouse.ts'

/** The supply chain (spec /scm): what suppliers offer, purchasing contracts and sales orders. */

/** A line of a purchasing contract or a sales order: a product, how many, at what unit price (hundredths). */
/** Suppliers quote and contracts pay in yuan: what the goods of a signed contract come into stock at. */
export const PURCHASE_CURRENCY = 'CNY'

export const tradeLineSchema = z.object({ ProductId: fields.id(), ProductNum: fields.qty(), Price: fields.money() })

export const PURCHASE_CONTRACT_STATES: readonly EnumOption[] = [
  { value: 'Draft', label: /*i18n*/ { id: 'state.PurchaseContract.Draft', message: 'Draft' } },
  { value: 'Approved', label: /*i18n*/ { id: 'state.PurchaseContract.Approved', message: 'Approved' } },
  { value: 'Signed', label: /*i18n*/ { id: 'state.PurchaseContract.Signed', message: 'Signed' } },
  { value: 'Completed', label: /*i18n*/ { id: 'state.PurchaseContract.Completed', message: 'Completed' } },
  { value: 'Cancelled', label: /*i18n*/ { id: 'state.PurchaseContract.Cancelled', message: 'Cancelled' } },
]

export const PURCHASE_CONTRACT_EVENTS: Readonly<Record<string, MessageDescriptor>> = {
  approve: /*i18n*/ { id: 'event.PurchaseContract.approve', message: 'Approve' },
  sign: /*i18n*/ { id: 'event.PurchaseContract.sign', message: 'Signed with the supplier' },
  complete: /*i18n*/ { id: 'event.PurchaseContract.complete', message: 'Complete' },
  cancel: /*i18n*/ { id: 'event.PurchaseContract.cancel', message: 'Cancel' },
}

export const SALES_ORDER_STATES: readonly EnumOption[] = [
  { value: 'Draft', label: /*i18n*/ { id: 'state.SalesOrder.Draft', message: 'Draft' } },
  { value: 'Confirmed', label: /*i18n*/ { id: 'state.SalesOrder.Confirmed', message: 'Confirmed, with the warehouse' } },
  { value: 'Completed', label: /*i18n*/ { id: 'state.SalesOrder.Completed', message: 'Shipped' } },
  { value: 'Cancelled', label: /*i18n*/ { id: 'state.SalesOrder.Cancelled', message: 'Cancelled' } },
]

export const SALES_ORDER_EVENTS: Readonly<Record<string, MessageDescriptor>> = {
  confirm: /*i18n*/ { id: 'event.SalesOrder.confirm', message: 'Confirm and send to the warehouse' },
  ship: /*i18n*/ { id: 'event.SalesOrder.ship', message: 'Its delivery shipped' },
  cancel: /*i18n*/ { id: 'event.SalesOrder.cancel', message: 'Cancel' },
}

/** Why a supply-chain document is refused (guards and writes). */
export const SCM_MESSAGES = {
  supplierKnown: /*i18n*/ { id: 'guard.supplierKnown', message: 'Choose a supplier that still exists' },
  clientKnown: /*i18n*/ { id: 'guard.clientKnown', message: 'Choose a customer that still exists' },
  salesCancelReasonGiven: /*i18n*/ {
    id: 'guard.salesCancelReasonGiven',
    message: 'Give a reason: the warehouse’s delivery is cancelled with the order',
  },
  entryDone: /*i18n*/ { id: 'guard.entryDone', message: 'The contract’s inbound entry is not stored yet' },
} as const satisfies Record<string, MessageDescriptor>

const SCM_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  ...WAREHOUSE_LABELS,
  SupplierId: /*i18n*/ { id: 'field.SupplierId', message: 'Supplier' },
  Price: /*i18n*/ { id: 'field.UnitPrice', message: 'Unit price' },
  Amount: /*i18n*/ { id: 'field.Scm.Amount', message: 'Total amount' },
  AgentId: /*i18n*/ { id: 'field.Scm.AgentId', message: 'Handled by' },
  AgentName: /*i18n*/ { id: 'field.Scm.AgentName', message: 'Handled by' },
  CancelReason: /*i18n*/ { id: 'field.CancelReason', message: 'Why it was cancelled' },
  Reason: /*i18n*/ { id: 'field.Scm.Reason', message: 'Reason' },
}

export const supplierProductResource = defineResource({
  name: 'SupplierProduct',
  noun: /*i18n*/ { id: 'noun.SupplierProduct', message: 'supplier product' },
  permission: 'scm',
  group: 'scm',
  route: '/scm/page',
  fields: {
    SupplierId: fields.id(),
    ProductId: fields.id(),
    SupplierCode: fields.text(50),
    Price: fields.money(),
    LeadDays: fields.int(0, 365).default(0),
    MinQty: fields.qty().default(1),
    Remark: fields.text(500),
    Score: fields.score().default(0),
  },
  label: 'SupplierCode',
  columns: ['SupplierId', 'ProductId', 'SupplierCode', 'Price', 'LeadDays', 'MinQty', 'UpdateTime'],
  sort: ['Id', 'Score', 'CreateTime'],
  filters: { SupplierId: 'reference', ProductId: 'reference' },
  keyword: ['SupplierCode'],
  references: { SupplierId: 'Supplier', ProductId: 'Product' },
  widgets: { Price: 'money', Remark: 'textarea', UpdateTime: 'date' },
  labels: {
    ...SCM_LABELS,
    SupplierCode: /*i18n*/ { id: 'field.SupplierProduct.SupplierCode', message: 'Supplier’s item code' },
    Price: /*i18n*/ { id: 'field.SupplierProduct.Price', message: 'Purchase price' },
    LeadDays: /*i18n*/ { id: 'field.SupplierProduct.LeadDays', message: 'Lead time (days)' },
    MinQty: /*i18n*/ { id: 'field.SupplierProduct.MinQty', message: 'Minimum order quantity' },
  },
  form: [['SupplierId', 'ProductId'], ['SupplierCode', 'Price'], ['LeadDays', 'MinQty'], ['Remark']],
})

const docFields = {
  WarehouseId: fields.id(),
  OwnerId: fields.refId().default(0),
  Lines: z.array(tradeLineSchema).min(1).max(200),
  Remark: fields.text(500),
  Score: fields.score().default(0),
}
const docReferences = { WarehouseId: 'Warehouse', OwnerId: 'Shop', AgentId: 'Agent', 'Lines.ProductId': 'Product' }

export const purchaseContractResource = defineResource({
  name: 'PurchaseContract',
  events: PURCHASE_CONTRACT_EVENTS,
  noun: /*i18n*/ { id: 'noun.PurchaseContract', message: 'purchasing contract' },
  permission: 'scm',
  group: 'scm',
  route: '/scm/contract',
  fields: {
    ContractNo: z.string().trim().max(30).default(''),
    SupplierId: fields.id(),
    ArriveTime: fields.unixTime().default(0),
    ...docFields,
  },
  label: 'ContractNo',
  columns: ['ContractNo', 'SupplierId', 'WarehouseId', 'Amount', 'State', 'ArriveTime', 'EntryId', 'AgentName', 'CreateTime'],
  sort: ['Id', 'Score', 'CreateTime'],
  filters: { State: 'in', SupplierId: 'reference', WarehouseId: 'reference', AgentId: 'reference', DepartmentId: 'reference' },
  keyword: ['ContractNo'],
  scope: { owner: 'AgentId', department: 'DepartmentId' },
  options: { State: PURCHASE_CONTRACT_STATES },
  references: { ...docReferences, SupplierId: 'Supplier', EntryId: 'Entry' },
  widgets: { ArriveTime: 'date', SignTime: 'date', Amount: 'money', Remark: 'textarea' },
  labels: {
    ...SCM_LABELS,
    ContractNo: /*i18n*/ { id: 'field.PurchaseContract.ContractNo', message: 'Contract number' },
    ArriveTime: /*i18n*/ { id: 'field.PurchaseContract.ArriveTime', message: 'Expected arrival' },
    SignTime: /*i18n*/ { id: 'field.PurchaseContract.SignTime', message: 'Signed on' },
    EntryId: /*i18n*/ { id: 'field.PurchaseContract.EntryId', message: 'Inbound entry' },
  },
  immutable: ['ContractNo'],
  // A product picked on a line is priced at what the contract's supplier offers for it.
  lineFollows: { ProductId: { resource: 'SupplierProduct', by: { SupplierId: 'SupplierId' }, fields: { Price: 'Price' } } },
  form: [['ContractNo', 'SupplierId'], ['WarehouseId', 'OwnerId', 'ArriveTime'], ['Lines'], ['Remark']],
})

export const salesOrderResource = defineResource({
  name: 'SalesOrder',
  events: SALES_ORDER_EVENTS,
  noun: /*i18n*/ { id: 'noun.SalesOrder', message: 'sales order' },
  permission: 'scm',
  group: 'scm',
  route: '/scm/order',
  fields: {
    OrderNo: z.string().trim().max(30).default(''),
    ClientId: fields.id(),
    Name: fields.text(50),
    Phone: fields.text(30),
    ToCountry: fields.text(50),
    City: fields.text(50),
    Address: fields.text(200),
    Zip: fields.text(20),
    ...docFields,
  },
  label: 'OrderNo',
  columns: ['OrderNo', 'ClientId', 'WarehouseId', 'Amount', 'State', 'Name', 'ToCountry', 'DeliveryId', 'ShipTime', 'AgentName'],
  sort: ['Id', 'Score', 'CreateTime'],
  filters: { State: 'in', ClientId: 'reference', WarehouseId: 'reference', AgentId: 'reference', DepartmentId: 'reference' },
  keyword: ['OrderNo', 'Name'],
  scope: { owner: 'AgentId', department: 'DepartmentId' },
  options: { State: SALES_ORDER_STATES },
  references: { ...docReferences, ClientId: 'Client', DeliveryId: 'Delivery' },
  widgets: { ShipTime: 'date', Amount: 'money', Remark: 'textarea' },
  labels: {
    ...SCM_LABELS,
    OrderNo: /*i18n*/ { id: 'field.SalesOrder.OrderNo', message: 'Order number' },
    ClientId: /*i18n*/ { id: 'field.SalesOrder.ClientId', message: 'Customer' },
    Name: /*i18n*/ { id: 'field.SalesOrder.Name', message: 'Consignee' },
    DeliveryId: /*i18n*/ { id: 'field.SalesOrder.DeliveryId', message: 'Delivery' },
    ShipTime: /*i18n*/ { id: 'field.SalesOrder.ShipTime', message: 'Shipped on' },
  },
  immutable: ['OrderNo'],
  // The customer's primary contact is the consignee until told otherwise; a line's product comes at its price.
  follows: { ClientId: { Name: 'ContactsName', Phone: 'ClientPhone', ToCountry: 'Country', City: 'City' } },
  lineFollows: { ProductId: { resource: 'Product', fields: { Price: 'MinPrice' } } },
  form: [
    ['OrderNo', 'ClientId'],
    ['WarehouseId', 'OwnerId'],
    ['Name', 'Phone'],
    ['ToCountry', 'City', 'Zip'],
    ['Address'],
    ['Lines'],
    ['Remark'],
  ],
})

/** Why the PurchaseContract and SalesOrder machines refuse an event, by guard name. */
export const SCM_GUARD_REASONS: Readonly<Record<string, MessageDescriptor>> = {
  ...COMMON_GUARD_REASONS,
  // The contract's and the order's lines become a warehouse entry and delivery: the same checks.
  hasLines: WAREHOUSE_GUARD_REASONS.hasLines,
  warehouseKnown: WAREHOUSE_GUARD_REASONS.warehouseKnown,
  productsKnown: WAREHOUSE_GUARD_REASONS.productsKnown,
  consigneeGiven: WAREHOUSE_GUARD_REASONS.consigneeGiven,
  supplierKnown: SCM_MESSAGES.supplierKnown,
  clientKnown: SCM_MESSAGES.clientKnown,
  entryDone: SCM_MESSAGES.entryDone,
  salesCancelReasonGiven: SCM_MESSAGES.salesCancelReasonGiven,
}
