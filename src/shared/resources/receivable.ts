import { z } from 'zod'
import { defineResource, type EnumOption } from '../../kernel/shared/resources/define.ts'
import type { MessageDescriptor } from '../../kernel/shared/messages.ts'
import * as fields from '../../kernel/shared/schemas/fields.ts'
import { RECEIPT_METHOD_LABELS, RECEIPT_METHOD_VALUES, RECEIVABLE_SOURCES } from '../finance/receivable.ts'
import { TRADE_LABELS } from './trade-fields.ts'

/**
 * Receivables, their receipts and the invoices issued against them (spec /finance/income_list,
 * /finance/invoice). The finance permission: `finance:view` reads, `finance:create` enters a
 * receivable or drafts an invoice, `finance:update` records receipts, writes off, issues and voids.
 */

export const RECEIPT_METHODS: readonly EnumOption[] = RECEIPT_METHOD_VALUES.map((value) => ({ value, label: RECEIPT_METHOD_LABELS[value] }))

export const RECEIVABLE_STATES: readonly EnumOption[] = [
  { value: 'Open', label: /*i18n*/ { id: 'state.Receivable.Open', message: 'Open' } },
  { value: 'PartlyPaid', label: /*i18n*/ { id: 'state.Receivable.PartlyPaid', message: 'Partly paid' } },
  { value: 'Paid', label: /*i18n*/ { id: 'state.Receivable.Paid', message: 'Paid' } },
  { value: 'WrittenOff', label: /*i18n*/ { id: 'state.Receivable.WrittenOff', message: 'Written off' } },
]

export const RECEIVABLE_EVENTS: Readonly<Record<string, MessageDescriptor>> = {
  receive: /*i18n*/ { id: 'event.Receivable.receive', message: 'Record a receipt' },
  writeOff: /*i18n*/ { id: 'event.Receivable.writeOff', message: 'Write off' },
  sourceCancelled: /*i18n*/ { id: 'event.Receivable.sourceCancelled', message: 'Its document was cancelled' },
}

export const RECEIVABLE_SOURCE_OPTIONS: readonly EnumOption[] = (
  [
    ['Order', /*i18n*/ { id: 'receivable.source.Order', message: 'Product order' }],
    ['OfferingOrder', /*i18n*/ { id: 'receivable.source.OfferingOrder', message: 'Service, course or live order' }],
    ['SalesOrder', /*i18n*/ { id: 'receivable.source.SalesOrder', message: 'Sales order' }],
    ['Declare', /*i18n*/ { id: 'receivable.source.Declare', message: 'Export declaration' }],
    ['Manual', /*i18n*/ { id: 'receivable.source.Manual', message: 'Entered by finance' }],
  ] as const satisfies readonly [(typeof RECEIVABLE_SOURCES)[number], MessageDescriptor][]
).map(([value, label]) => ({ value, label }))

export const INVOICE_STATES: readonly EnumOption[] = [
  { value: 'Draft', label: /*i18n*/ { id: 'state.Invoice.Draft', message: 'Draft' } },
  { value: 'Issued', label: /*i18n*/ { id: 'state.Invoice.Issued', message: 'Issued' } },
  { value: 'Void', label: /*i18n*/ { id: 'state.Invoice.Void', message: 'Void' } },
]

export const INVOICE_EVENTS: Readonly<Record<string, MessageDescriptor>> = {
  issue: /*i18n*/ { id: 'event.Invoice.issue', message: 'Issue' },
  void: /*i18n*/ { id: 'event.Invoice.void', message: 'Void' },
}

/** Why a receivable or an invoice is refused (guards and writes). */
export const RECEIVABLE_MESSAGES = {
  notOverReceived: /*i18n*/ { id: 'guard.notOverReceived', message: 'The receipt is more than is still owed' },
  receivedInFull: /*i18n*/ { id: 'guard.receivedInFull', message: 'The receipt does not cover what is still owed' },
  invoiceHasLines: /*i18n*/ { id: 'guard.invoiceHasLines', message: 'Add the lines the invoice is for' },
  receivableLive: /*i18n*/ { id: 'guard.receivableLive', message: 'The receivable was written off' },
  withinReceivable: /*i18n*/ {
    id: 'guard.withinReceivable',
    message: 'Issued invoices would come to more than the receivable ({left} left to invoice)',
  },
  receiptInFuture: /*i18n*/ { id: 'srv.receivable.receiptInFuture', message: 'A receipt cannot be dated in the future' },
  receiptBeforeOpen: /*i18n*/ { id: 'srv.receivable.receiptBeforeOpen', message: 'A receipt cannot be dated before the money was owed' },
} as const satisfies Record<string, MessageDescriptor>

const LABELS: Readonly<Record<string, MessageDescriptor>> = {
  ...TRADE_LABELS,
  SourceDoc: /*i18n*/ { id: 'field.Receivable.SourceDoc', message: 'Owed for' },
  SourceId: /*i18n*/ { id: 'field.Receivable.SourceId', message: 'Document' },
  SourceNo: /*i18n*/ { id: 'field.Receivable.SourceNo', message: 'Document number' },
  ClientId: /*i18n*/ { id: 'field.Receivable.ClientId', message: 'Customer' },
  Customer: /*i18n*/ { id: 'field.Receivable.Customer', message: 'Customer name' },
  Currency: /*i18n*/ { id: 'field.Receivable.Currency', message: 'Currency' },
  Amount: /*i18n*/ { id: 'field.Receivable.Amount', message: 'Amount owed' },
  Received: /*i18n*/ { id: 'field.Receivable.Received', message: 'Received' },
  Paid: /*i18n*/ { id: 'field.Receivable.Paid', message: 'Amount received' },
  WrittenOff: /*i18n*/ { id: 'field.Receivable.WrittenOff', message: 'Written off' },
  Balance: /*i18n*/ { id: 'field.Receivable.Balance', message: 'Still owed' },
  OpenTime: /*i18n*/ { id: 'field.Receivable.OpenTime', message: 'Owed since' },
  LastReceiptTime: /*i18n*/ { id: 'field.Receivable.LastReceiptTime', message: 'Last receipt' },
  WriteOffReason: /*i18n*/ { id: 'field.Receivable.WriteOffReason', message: 'Why it was written off' },
  AgentId: /*i18n*/ { id: 'field.Receivable.AgentId', message: 'Salesperson' },
  AgentName: /*i18n*/ { id: 'field.Receivable.AgentName', message: 'Salesperson' },
  ReceivableId: /*i18n*/ { id: 'field.Receipt.ReceivableId', message: 'Receivable' },
  Method: /*i18n*/ { id: 'field.Receipt.Method', message: 'Payment method' },
  Reference: /*i18n*/ { id: 'field.Receipt.Reference', message: 'Payer’s reference' },
  ReceiptTime: /*i18n*/ { id: 'field.Receipt.ReceiptTime', message: 'Received on' },
}

const currency = fields.currency('CNY')

export const receivableResource = defineResource({
  name: 'Receivable',
  events: RECEIVABLE_EVENTS,
  noun: /*i18n*/ { id: 'noun.Receivable', message: 'receivable' },
  permission: 'finance',
  group: 'finance',
  route: '/finance/income_list',
  // Entered by finance for what no document carries (storage, declaration fees); raised by the
  // documents otherwise. What it is owed for never changes: only the remark is edited.
  fields: {
    ClientId: fields.id(),
    SourceNo: fields.text(50),
    Currency: currency,
    Amount: fields.money(1),
    OpenTime: fields.unixTime().optional(),
    Remark: fields.text(500),
    Score: fields.score().default(0),
  },
  label: 'SourceNo',
  columns: [
    'Id',
    'State',
    'Customer',
    'SourceDoc',
    'SourceId',
    'Currency',
    'Amount',
    'Received',
    'Balance',
    'OpenTime',
    'LastReceiptTime',
    'AgentName',
  ],
  sort: ['Id', 'Score', 'OpenTime', 'Balance', 'CreateTime'],
  defaultSort: { field: 'OpenTime' },
  filters: { State: 'in', SourceDoc: 'enum', ClientId: 'reference', AgentId: 'reference', DepartmentId: 'reference', Currency: 'in' },
  dateField: 'OpenTime',
  keyword: ['SourceNo', 'Customer'],
  scope: { owner: 'AgentId', department: 'DepartmentId' },
  // Method: the `receive` event's, so its form and the timeline name the ways money comes.
  options: { State: RECEIVABLE_STATES, SourceDoc: RECEIVABLE_SOURCE_OPTIONS, Method: RECEIPT_METHODS },
  references: { ClientId: 'Client', AgentId: 'Agent' },
  documents: {
    SourceId: {
      type: 'SourceDoc',
      label: 'SourceNo',
      routes: { Order: '/product/order', OfferingOrder: '/service/order', SalesOrder: '/scm/order', Declare: '/exported/declare' },
    },
  },
  widgets: {
    Amount: 'money',
    Received: 'money',
    Paid: 'money',
    WrittenOff: 'money',
    Balance: 'money',
    OpenTime: 'date',
    LastReceiptTime: 'date',
    StateTime: 'date',
    WriteOffReason: 'textarea',
    Remark: 'textarea',
  },
  labels: LABELS,
  immutable: ['ClientId', 'SourceNo', 'Currency', 'Amount', 'OpenTime'],
  form: [['ClientId', 'SourceNo'], ['Currency', 'Amount', 'OpenTime'], ['Remark']],
})

/** The receipts of every receivable: written only by its `receive` event. */
export const receiptResource = defineResource({
  name: 'Receipt',
  noun: /*i18n*/ { id: 'noun.Receipt', message: 'receipt' },
  permission: 'finance',
  group: 'finance',
  route: '/finance/income_list',
  readOnly: true,
  fields: {},
  label: 'Reference',
  columns: ['ReceiptTime', 'Amount', 'Method', 'Reference', 'ReceivableId', 'AgentName'],
  sort: ['Id', 'ReceiptTime'],
  defaultSort: { field: 'ReceiptTime' },
  filters: { ReceivableId: 'reference', AgentId: 'reference', DepartmentId: 'reference' },
  dateField: 'ReceiptTime',
  keyword: ['Reference'],
  scope: { owner: 'AgentId', department: 'DepartmentId' },
  options: { Method: RECEIPT_METHODS },
  references: { ReceivableId: 'Receivable', AgentId: 'Agent' },
  widgets: { Amount: 'money', ReceiptTime: 'date' },
  labels: {
    ...LABELS,
    Amount: /*i18n*/ { id: 'field.Receipt.Amount', message: 'Amount received' },
    AgentName: /*i18n*/ { id: 'field.Receipt.AgentName', message: 'Recorded by' },
  },
})

/** An invoice line: what was sold, how many, at what unit price, at what tax rate (0.01%). */
export const invoiceLineSchema = z.object({
  Title: z.string().trim().min(1).max(100),
  Spec: fields.text(50),
  Num: fields.qty(),
  Price: fields.money(),
  TaxRate: fields.percent().default(1300),
})

export const invoiceResource = defineResource({
  name: 'Invoice',
  events: INVOICE_EVENTS,
  noun: /*i18n*/ { id: 'noun.Invoice', message: 'invoice' },
  permission: 'finance',
  group: 'finance',
  route: '/finance/invoice',
  fields: {
    ReceivableId: fields.id(),
    BuyerName: z.string().trim().min(1).max(100),
    BuyerTaxNo: fields.text(30),
    BuyerAddress: fields.text(200),
    TaxIncluded: fields.flag().default(0),
    Lines: z.array(invoiceLineSchema).min(1).max(100),
    Remark: fields.text(500),
    Score: fields.score().default(0),
  },
  label: 'InvoiceNo',
  columns: [
    'Id',
    'InvoiceNo',
    'State',
    'BuyerName',
    'ReceivableId',
    'Currency',
    'NetAmount',
    'TaxAmount',
    'Total',
    'IssueTime',
    'AgentName',
  ],
  sort: ['Id', 'Score', 'IssueTime', 'CreateTime'],
  filters: { State: 'in', ReceivableId: 'reference', ClientId: 'reference', AgentId: 'reference', DepartmentId: 'reference' },
  keyword: ['InvoiceNo', 'BuyerName'],
  scope: { owner: 'AgentId', department: 'DepartmentId' },
  options: { State: INVOICE_STATES },
  references: { ReceivableId: 'Receivable', ClientId: 'Client', AgentId: 'Agent' },
  widgets: {
    NetAmount: 'money',
    TaxAmount: 'money',
    Total: 'money',
    TaxIncluded: 'switch',
    IssueTime: 'date',
    VoidTime: 'date',
    VoidReason: 'textarea',
    Remark: 'textarea',
  },
  hints: {
    Lines: /*i18n*/ { id: 'hint.Invoice.Lines', message: 'Tax rate in hundredths of a percent: 1300 is 13%' },
    TaxIncluded: /*i18n*/ {
      id: 'hint.Invoice.TaxIncluded',
      message: 'On: each price includes its tax, worked out of it and rounded to the cent, so the total is exactly what is billed',
    },
  },
  labels: {
    ...LABELS,
    InvoiceNo: /*i18n*/ { id: 'field.Invoice.InvoiceNo', message: 'Invoice number' },
    BuyerName: /*i18n*/ { id: 'field.Invoice.BuyerName', message: 'Buyer' },
    BuyerTaxNo: /*i18n*/ { id: 'field.Invoice.BuyerTaxNo', message: 'Buyer’s tax number' },
    BuyerAddress: /*i18n*/ { id: 'field.Invoice.BuyerAddress', message: 'Buyer’s address' },
    Title: /*i18n*/ { id: 'field.Invoice.Title', message: 'Goods or service' },
    TaxRate: /*i18n*/ { id: 'field.Invoice.TaxRate', message: 'Tax rate (0.01%)' },
    Tax: /*i18n*/ { id: 'field.Invoice.Tax', message: 'Tax' },
    NetAmount: /*i18n*/ { id: 'field.Invoice.NetAmount', message: 'Amount before tax' },
    TaxAmount: /*i18n*/ { id: 'field.Invoice.TaxAmount', message: 'Tax' },
    Total: /*i18n*/ { id: 'field.Invoice.Total', message: 'Total with tax' },
    TaxIncluded: /*i18n*/ { id: 'field.Invoice.TaxIncluded', message: 'Prices include tax' },
    Amount: /*i18n*/ { id: 'field.Invoice.Amount', message: 'Amount' },
    IssueTime: /*i18n*/ { id: 'field.Invoice.IssueTime', message: 'Issued on' },
    VoidReason: /*i18n*/ { id: 'field.Invoice.VoidReason', message: 'Why it was voided' },
    VoidTime: /*i18n*/ { id: 'field.Invoice.VoidTime', message: 'Voided on' },
  },
  immutable: ['ReceivableId'],
  form: [['ReceivableId'], ['BuyerName', 'BuyerTaxNo'], ['BuyerAddress'], ['TaxIncluded'], ['Lines'], ['Remark']],
})

/** Why the Receivable and Invoice machines refuse an event, by guard name. */
export const RECEIVABLE_GUARD_REASONS: Readonly<Record<string, MessageDescriptor>> = {
  notOverReceived: RECEIVABLE_MESSAGES.notOverReceived,
  receivedInFull: RECEIVABLE_MESSAGES.receivedInFull,
  invoiceHasLines: RECEIVABLE_MESSAGES.invoiceHasLines,
  receivableLive: RECEIVABLE_MESSAGES.receivableLive,
  withinReceivable: RECEIVABLE_MESSAGES.withinReceivable,
}
