import { z } from 'zod'
import { defineResource, findOption, type EnumOption } from '../../kernel/shared/resources/define.ts'
import type { MessageDescriptor } from '../../kernel/shared/messages.ts'
import { kg, money, ref, score, text, TRADE_LABELS } from './trade-fields.ts'
import * as fields from '../../kernel/shared/schemas/fields.ts'

/**
 * The export documents besides the declaration itself (spec /exported): the goods catalogue, the
 * three documents a 9610 declaration is matched against (order, payment receipt, logistics waybill),
 * arrival, departure, the master waybill, foreign-currency income, and every receipt customs sent.
 * The message documents share one lifecycle (machines/customs-message.ts), parameterised per type.
 */

/** What a receipt code means (cross-border receipts; 501–599 all mean held). */
export const RECEIPT_CODES: readonly EnumOption[] = [
  { value: 100, label: /*i18n*/ { id: 'receipt.100', message: '100 Rejected' } },
  { value: 120, label: /*i18n*/ { id: 'receipt.120', message: '120 Accepted into the customs system' } },
  { value: 300, label: /*i18n*/ { id: 'receipt.300', message: '300 Manual review' } },
  { value: 399, label: /*i18n*/ { id: 'receipt.399', message: '399 Review concluded' } },
  { value: 500, label: /*i18n*/ { id: 'receipt.500', message: '500 Selected for inspection' } },
  { value: 501, upTo: 599, label: /*i18n*/ { id: 'receipt.501', message: '501–599 Held by customs' } },
  { value: 700, label: /*i18n*/ { id: 'receipt.700', message: '700 Returned abroad' } },
  { value: 800, label: /*i18n*/ { id: 'receipt.800', message: '800 Released' } },
  { value: 899, label: /*i18n*/ { id: 'receipt.899', message: '899 Closed' } },
]

/** The option a code is shown with (a held code 5xx by 501's); undefined for a code customs never sends. */
export function receiptCodeOption(code: number): EnumOption | undefined {
  return findOption(RECEIPT_CODES, code)
}

/** The customs documents sent to the gateway, as receipts and the callback list name them. */
export const CUSTOMS_DOCS: readonly EnumOption[] = [
  { value: 'DeclareOrder', label: /*i18n*/ { id: 'customs.doc.DeclareOrder', message: 'Export order' } },
  { value: 'DeclareReceipt', label: /*i18n*/ { id: 'customs.doc.DeclareReceipt', message: 'Payment receipt' } },
  { value: 'DeclareLogistics', label: /*i18n*/ { id: 'customs.doc.DeclareLogistics', message: 'Logistics waybill' } },
  { value: 'Declare', label: /*i18n*/ { id: 'customs.doc.Declare', message: 'Customs declaration' } },
  { value: 'DeclareArrival', label: /*i18n*/ { id: 'customs.doc.DeclareArrival', message: 'Arrival report' } },
  { value: 'DeclareDeparture', label: /*i18n*/ { id: 'customs.doc.DeclareDeparture', message: 'Departure report' } },
  { value: 'DeclareWaybill', label: /*i18n*/ { id: 'customs.doc.DeclareWaybill', message: 'Master waybill' } },
]

/** The list route of each customs document (links from the callback list and the timelines). */
export const CUSTOMS_ROUTES: Readonly<Record<string, string>> = {
  DeclareOrder: '/exported/order',
  DeclareReceipt: '/exported/receipt',
  DeclareLogistics: '/exported/logistics',
  Declare: '/exported/declare',
  DeclareArrival: '/exported/arrival',
  DeclareDeparture: '/exported/departure',
  DeclareWaybill: '/exported/waybill',
}

/** States of the message documents other than the declaration (which customs reviews further). */
export const MESSAGE_STATES: readonly EnumOption[] = [
  { value: 'Draft', label: /*i18n*/ { id: 'state.CustomsMessage.Draft', message: 'Draft' } },
  { value: 'Posted', label: /*i18n*/ { id: 'state.CustomsMessage.Posted', message: 'Sent to customs' } },
  { value: 'Accepted', label: /*i18n*/ { id: 'state.CustomsMessage.Accepted', message: 'Accepted by customs' } },
  { value: 'Rejected', label: /*i18n*/ { id: 'state.CustomsMessage.Rejected', message: 'Rejected by customs' } },
  { value: 'Withdrawn', label: /*i18n*/ { id: 'state.CustomsMessage.Withdrawn', message: 'Withdrawn' } },
]

export const MESSAGE_EVENTS: Readonly<Record<string, MessageDescriptor>> = {
  post: /*i18n*/ { id: 'event.CustomsMessage.post', message: 'Send to customs' },
  getResult: /*i18n*/ { id: 'event.CustomsMessage.getResult', message: 'Get the customs result' },
  amend: /*i18n*/ { id: 'event.CustomsMessage.amend', message: 'Amend and resend' },
  withdraw: /*i18n*/ { id: 'event.CustomsMessage.withdraw', message: 'Withdraw' },
}

export const PUSH_STATUSES: readonly EnumOption[] = [
  { value: 0, label: /*i18n*/ { id: 'declare.push.none', message: 'Not sent' } },
  { value: 1, label: /*i18n*/ { id: 'declare.push.posted', message: 'Sent' } },
  { value: 2, label: /*i18n*/ { id: 'declare.push.failed', message: 'Refused by the gateway' } },
]

/** Labels of the customs documents' own fields (the trade vocabulary has the rest). */
export const CUSTOMS_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  ...TRADE_LABELS,
  Title: /*i18n*/ { id: 'field.customs.Title', message: 'Declared name' },
  EnTitle: /*i18n*/ { id: 'field.customs.EnTitle', message: 'English name' },
  Elements: /*i18n*/ { id: 'field.customs.Elements', message: 'Declared elements' },
  Unit1: /*i18n*/ { id: 'field.customs.Unit1', message: 'First legal unit' },
  Num1: /*i18n*/ { id: 'field.customs.Num1', message: 'Quantity in first legal unit' },
  Unit2: /*i18n*/ { id: 'field.customs.Unit2', message: 'Second legal unit' },
  Num2: /*i18n*/ { id: 'field.customs.Num2', message: 'Quantity in second legal unit' },
  Country: /*i18n*/ { id: 'field.customs.Country', message: 'Country of origin' },
  Prov: /*i18n*/ { id: 'field.customs.Prov', message: 'Province of origin' },
  ToProv: /*i18n*/ { id: 'field.customs.ToProv', message: 'Destination province' },
  ProductId: /*i18n*/ { id: 'field.customs.ProductId', message: 'Export goods' },
  ClientName: /*i18n*/ { id: 'field.customs.ClientName', message: 'Consignee' },
  ClientPhone: /*i18n*/ { id: 'field.customs.ClientPhone', message: 'Consignee phone' },
  ClientAddress: /*i18n*/ { id: 'field.customs.ClientAddress', message: 'Consignee address' },
  OwnerName: /*i18n*/ { id: 'field.customs.OwnerName', message: 'Owner (exporter)' },
  ProductAmount: /*i18n*/ { id: 'field.customs.ProductAmount', message: 'Goods value' },
  PaidAmount: /*i18n*/ { id: 'field.customs.PaidAmount', message: 'Amount paid' },
  CollectedTime: /*i18n*/ { id: 'field.customs.CollectedTime', message: 'Paid at' },
  SignTime: /*i18n*/ { id: 'field.customs.SignTime', message: 'Time' },
  CustomsNo: /*i18n*/ { id: 'field.customs.CustomsNo', message: 'Customs number' },
  SaleTax: /*i18n*/ { id: 'field.customs.SaleTax', message: 'Refundable tax' },
  Port: /*i18n*/ { id: 'field.customs.Port', message: 'Port' },
  Voyage: /*i18n*/ { id: 'field.customs.Voyage', message: 'Flight or voyage' },
  DeclareOrderId: /*i18n*/ { id: 'field.customs.DeclareOrderId', message: 'Export order' },
  DeclareReceiptId: /*i18n*/ { id: 'field.customs.DeclareReceiptId', message: 'Payment receipt' },
  DeclareLogisticsId: /*i18n*/ { id: 'field.customs.DeclareLogisticsId', message: 'Logistics waybill' },
  DeclareArrivalId: /*i18n*/ { id: 'field.customs.DeclareArrivalId', message: 'Arrival report' },
  WaybillId: /*i18n*/ { id: 'field.customs.WaybillId', message: 'Master waybill' },
  IncomeId: /*i18n*/ { id: 'field.customs.IncomeId', message: 'Income' },
  Amount: /*i18n*/ { id: 'field.customs.Amount', message: 'Amount' },
  Settled: /*i18n*/ { id: 'field.customs.Settled', message: 'Drawn by settlements' },
  Remaining: /*i18n*/ { id: 'field.customs.Remaining', message: 'Not yet settled' },
  BankName: /*i18n*/ { id: 'field.customs.BankName', message: 'Bank' },
  Doc: /*i18n*/ { id: 'field.customs.Doc', message: 'Document type' },
  DocId: /*i18n*/ { id: 'field.customs.DocId', message: 'Document' },
  Code: /*i18n*/ { id: 'field.customs.Code', message: 'Receipt' },
  Text: /*i18n*/ { id: 'field.customs.Text', message: 'Customs text' },
  Receipts: /*i18n*/ { id: 'field.customs.Receipts', message: 'Receipts' },
  Gateway: /*i18n*/ { id: 'field.customs.Gateway', message: 'Customs gateway' },
  Accepted: /*i18n*/ { id: 'field.customs.Accepted', message: 'Taken by the gateway' },
  Time: /*i18n*/ { id: 'field.customs.Time', message: 'Time' },
  No: /*i18n*/ { id: 'field.customs.No', message: 'Customs number' },
}

const currency = fields.currency('USD')

/** One goods line of a customs document (the gateway wants its HS code and legal quantities; price in hundredths). */
export const customsGoodSchema = z.object({
  ProductId: ref,
  Title: z.string().trim().min(1).max(200),
  Spec: text(100),
  BarCode: text(50),
  // Free text here: customs, not the form, rejects a code it does not know (the catalogue's are checked).
  HsCode: text(20),
  Unit: text(20),
  Unit1: text(20),
  Num1: fields.kg().default(0),
  Unit2: text(20),
  Num2: fields.kg().default(0),
  Country: text(50),
  Num: z.number().int().min(1).max(1_000_000),
  Price: money,
  Weight: kg.default(0),
})

/** The columns a message document's list shows after its own (state, gateway progress, owner). */
const MESSAGE_COLUMNS = ['State', 'PushStatus', 'LastCode', 'ReceiptTime', 'AgentName', 'CreateTime'] as const

/** What every message document's definition shares: permission, scope, the gateway fields' display. */
const message = {
  permission: 'declare',
  group: 'exported',
  sort: ['Id', 'Score', 'CreateTime'],
  scope: { owner: 'AgentId', department: 'DepartmentId' },
  labels: CUSTOMS_LABELS,
} as const

const messageOptions = { State: MESSAGE_STATES, PushStatus: PUSH_STATUSES, LastCode: RECEIPT_CODES }
const messageWidgets = { PostTime: 'date', ReceiptTime: 'date', PushMessage: 'textarea', Remark: 'textarea' } as const

/** The export goods catalogue (`/exported/product`): what goods lines of every customs document pick from. */
export const exportProductResource = defineResource({
  name: 'ExportProduct',
  noun: /*i18n*/ { id: 'noun.ExportProduct', message: 'export goods' },
  permission: 'declare',
  group: 'exported',
  route: '/exported/product',
  fields: {
    Title: z.string().trim().min(1).max(200),
    EnTitle: text(200),
    HsCode: z
      .string()
      .trim()
      .regex(/^\d{6,10}$/),
    Spec: text(100),
    BarCode: text(50),
    Unit: z.string().trim().min(1).max(20),
    Unit1: z.string().trim().min(1).max(20),
    Unit2: text(20),
    Country: text(50),
    Prov: text(50),
    Elements: text(500),
    Price: money.default(0),
    Currency: currency,
    Weight: kg.default(0),
    Remark: text(500),
    Score: score,
  },
  label: 'Title',
  columns: ['Id', 'Title', 'HsCode', 'Unit', 'Unit1', 'Unit2', 'Country', 'Price', 'Currency', 'UpdateTime'],
  sort: ['Id', 'Score', 'CreateTime'],
  filters: { HsCode: 'keyword' },
  keyword: ['Title', 'EnTitle', 'HsCode', 'BarCode'],
  labels: CUSTOMS_LABELS,
  widgets: { Price: 'money', Elements: 'textarea', Remark: 'textarea' },
  form: [
    ['Title', 'EnTitle'],
    ['HsCode', 'BarCode', 'Spec'],
    ['Unit', 'Unit1', 'Unit2'],
    ['Country', 'Prov'],
    ['Price', 'Currency', 'Weight'],
    ['Elements'],
    ['Remark'],
  ],
})

/**
 * Export tax rebate rates (`/exported/rebate`), kept by the customs team: an HS code or its leading
 * digits and the rate in 0.01 %. A declaration's goods lines take the rate of the longest code that
 * starts theirs, and its refundable tax is their FOB value at those rates (customs-rebate.ts).
 */
export const rebateRateResource = defineResource({
  name: 'RebateRate',
  noun: /*i18n*/ { id: 'noun.RebateRate', message: 'rebate rate' },
  permission: 'declare',
  group: 'exported',
  route: '/exported/rebate',
  fields: {
    HsCode: z
      .string()
      .trim()
      .regex(/^\d{2,10}$/),
    Title: text(200),
    Rate: fields.percent(),
    Remark: text(500),
    Score: score,
  },
  label: 'HsCode',
  columns: ['Id', 'HsCode', 'Title', 'Rate', 'Remark', 'UpdateTime'],
  sort: ['Id', 'Score', 'CreateTime'],
  defaultSort: { field: 'Id', asc: true },
  filters: { HsCode: 'keyword' },
  keyword: ['HsCode', 'Title'],
  labels: {
    ...CUSTOMS_LABELS,
    HsCode: /*i18n*/ { id: 'field.RebateRate.HsCode', message: 'HS code or its leading digits' },
    Title: /*i18n*/ { id: 'field.RebateRate.Title', message: 'Goods' },
    Rate: /*i18n*/ { id: 'field.RebateRate.Rate', message: 'Rebate rate' },
  },
  hints: {
    Rate: /*i18n*/ {
      id: 'hint.RebateRate.Rate',
      message: '1300 is 13%. The longest code that starts a goods line’s HS code gives its rate',
    },
  },
  widgets: { Remark: 'textarea' },
  form: [['HsCode', 'Rate'], ['Title'], ['Remark']],
})

/** The electronic order (DeclareOrder): what was sold to whom, the first of a 9610 export's three documents. */
export const declareOrderResource = defineResource({
  ...message,
  name: 'DeclareOrder',
  sensitive: ['OwnerCardId'],
  events: MESSAGE_EVENTS,
  noun: /*i18n*/ { id: 'noun.DeclareOrder', message: 'export order' },
  route: '/exported/order',
  fields: {
    OrderCode: z.string().trim().min(1).max(50),
    PlatformCode: text(50),
    PlatformName: text(100),
    OwnerName: text(100),
    OwnerCardId: text(50),
    ClientName: text(100),
    ClientPhone: text(30),
    ClientAddress: text(300),
    ToCountry: text(50),
    Currency: currency,
    ProductAmount: money.default(0),
    DeliveryExpenses: money.default(0),
    SignTime: fields.unixTime().default(0),
    Remark: text(500),
    Score: score,
    Lines: z.array(customsGoodSchema).min(1).max(500),
  },
  label: 'OrderCode',
  columns: ['Id', 'OrderCode', 'ClientName', 'ToCountry', 'ProductAmount', 'Currency', ...MESSAGE_COLUMNS],
  filters: { State: 'in', AgentId: 'reference', DepartmentId: 'reference', OrderCode: 'keyword' },
  keyword: ['OrderCode', 'ClientName', 'PlatformName'],
  options: messageOptions,
  references: { AgentId: 'Agent', 'Lines.ProductId': 'ExportProduct' },
  widgets: { ...messageWidgets, ProductAmount: 'money', DeliveryExpenses: 'money', Price: 'money', SignTime: 'date' },
  labels: { ...CUSTOMS_LABELS, SignTime: TRADE_LABELS.OrderTime! },
  form: [
    ['OrderCode', 'SignTime'],
    ['PlatformName', 'PlatformCode'],
    ['OwnerName', 'OwnerCardId'],
    ['ClientName', 'ClientPhone'],
    ['ClientAddress', 'ToCountry'],
    ['ProductAmount', 'DeliveryExpenses', 'Currency'],
    ['Lines'],
    ['Remark'],
  ],
})

/** The payment receipt (DeclareReceipt): who paid how much for the order. */
export const declareReceiptResource = defineResource({
  ...message,
  name: 'DeclareReceipt',
  events: MESSAGE_EVENTS,
  noun: /*i18n*/ { id: 'noun.DeclareReceipt', message: 'payment receipt' },
  route: '/exported/receipt',
  fields: {
    OrderCode: z.string().trim().min(1).max(50),
    PayCode: text(50),
    PayName: text(100),
    OutId: text(50),
    ClientName: text(100),
    Currency: currency,
    PaidAmount: money.default(0),
    CollectedTime: fields.unixTime().default(0),
    Remark: text(500),
    Score: score,
  },
  label: 'OrderCode',
  columns: ['Id', 'OrderCode', 'PayName', 'ClientName', 'PaidAmount', 'Currency', 'CollectedTime', ...MESSAGE_COLUMNS],
  filters: { State: 'in', AgentId: 'reference', DepartmentId: 'reference', OrderCode: 'keyword' },
  keyword: ['OrderCode', 'PayName', 'OutId', 'ClientName'],
  options: messageOptions,
  references: { AgentId: 'Agent' },
  widgets: { ...messageWidgets, PaidAmount: 'money', CollectedTime: 'date' },
  labels: {
    ...CUSTOMS_LABELS,
    ClientName: /*i18n*/ { id: 'field.customs.Payer', message: 'Paid by' },
    OutId: /*i18n*/ { id: 'field.customs.PaymentNo', message: 'Payment number' },
  },
  form: [['OrderCode', 'OutId'], ['PayName', 'PayCode'], ['ClientName'], ['PaidAmount', 'Currency', 'CollectedTime'], ['Remark']],
})

/** The logistics waybill (DeclareLogistics): the parcel, its consignee and weights; a sub waybill of a master waybill. */
export const declareLogisticsResource = defineResource({
  ...message,
  name: 'DeclareLogistics',
  events: MESSAGE_EVENTS,
  noun: /*i18n*/ { id: 'noun.DeclareLogistics', message: 'logistics waybill' },
  route: '/exported/logistics',
  fields: {
    OrderCode: z.string().trim().min(1).max(50),
    LogisticsCode: text(50),
    LogisticsName: text(100),
    LogisticsNo: z.string().trim().min(1).max(50),
    ClientName: text(100),
    ClientPhone: text(30),
    ClientAddress: text(300),
    ToCountry: text(50),
    ToProv: text(50),
    Num: z.number().int().min(0).max(100_000).default(1),
    TotalWeight: kg.default(0),
    NetWeight: kg.default(0),
    DeliveryExpenses: money.default(0),
    InsuranceExpenses: money.default(0),
    Remark: text(500),
    Score: score,
  },
  label: 'LogisticsNo',
  columns: [
    'Id',
    'LogisticsNo',
    'OrderCode',
    'LogisticsName',
    'ClientName',
    'ToCountry',
    'Num',
    'TotalWeight',
    'WaybillId',
    ...MESSAGE_COLUMNS,
  ],
  filters: { State: 'in', AgentId: 'reference', DepartmentId: 'reference', WaybillId: 'reference', OrderCode: 'keyword' },
  keyword: ['LogisticsNo', 'OrderCode', 'ClientName'],
  options: messageOptions,
  references: { AgentId: 'Agent', WaybillId: 'DeclareWaybill' },
  widgets: { ...messageWidgets, DeliveryExpenses: 'money', InsuranceExpenses: 'money' },
  labels: { ...CUSTOMS_LABELS, Num: /*i18n*/ { id: 'field.customs.Pieces', message: 'Pieces' } },
  form: [
    ['LogisticsNo', 'OrderCode'],
    ['LogisticsName', 'LogisticsCode'],
    ['ClientName', 'ClientPhone'],
    ['ClientAddress'],
    ['ToCountry', 'ToProv'],
    ['Num', 'TotalWeight', 'NetWeight'],
    ['DeliveryExpenses', 'InsuranceExpenses'],
    ['Remark'],
  ],
})

/** Goods arrived at the port of export (DeclareArrival): follows an accepted declaration. */
export const declareArrivalResource = defineResource({
  ...message,
  name: 'DeclareArrival',
  events: MESSAGE_EVENTS,
  noun: /*i18n*/ { id: 'noun.DeclareArrival', message: 'arrival report' },
  route: '/exported/arrival',
  fields: {
    DeclareId: ref,
    Port: z.string().trim().min(1).max(100),
    LogisticsNo: text(50),
    Num: z.number().int().min(0).max(100_000).default(0),
    TotalWeight: kg.default(0),
    SignTime: fields.unixTime().default(0),
    Remark: text(500),
    Score: score,
  },
  label: 'Id',
  columns: ['Id', 'DeclareId', 'Port', 'LogisticsNo', 'Num', 'TotalWeight', 'SignTime', ...MESSAGE_COLUMNS],
  filters: { State: 'in', DeclareId: 'reference', AgentId: 'reference', DepartmentId: 'reference' },
  keyword: ['Port', 'LogisticsNo'],
  options: messageOptions,
  references: { AgentId: 'Agent', DeclareId: 'Declare' },
  follows: { DeclareId: { LogisticsNo: 'LogisticsNo', TotalWeight: 'TotalWeight' } },
  widgets: { ...messageWidgets, SignTime: 'date' },
  labels: {
    ...CUSTOMS_LABELS,
    SignTime: /*i18n*/ { id: 'field.customs.ArrivedAt', message: 'Arrived at' },
    Num: /*i18n*/ { id: 'field.customs.Pieces', message: 'Pieces' },
  },
  form: [['DeclareId', 'Port'], ['LogisticsNo', 'SignTime'], ['Num', 'TotalWeight'], ['Remark']],
})

/** The goods left the country (DeclareDeparture): follows the arrival. */
export const declareDepartureResource = defineResource({
  ...message,
  name: 'DeclareDeparture',
  events: MESSAGE_EVENTS,
  noun: /*i18n*/ { id: 'noun.DeclareDeparture', message: 'departure report' },
  route: '/exported/departure',
  fields: {
    DeclareArrivalId: ref,
    Voyage: z.string().trim().min(1).max(50),
    Port: text(100),
    SignTime: fields.unixTime().default(0),
    Remark: text(500),
    Score: score,
  },
  label: 'Id',
  columns: ['Id', 'DeclareArrivalId', 'DeclareId', 'Voyage', 'Port', 'SignTime', ...MESSAGE_COLUMNS],
  filters: { State: 'in', DeclareId: 'reference', DeclareArrivalId: 'reference', AgentId: 'reference', DepartmentId: 'reference' },
  keyword: ['Voyage', 'Port'],
  options: messageOptions,
  references: { AgentId: 'Agent', DeclareId: 'Declare', DeclareArrivalId: 'DeclareArrival' },
  follows: { DeclareArrivalId: { Port: 'Port' } },
  widgets: { ...messageWidgets, SignTime: 'date' },
  labels: { ...CUSTOMS_LABELS, SignTime: /*i18n*/ { id: 'field.customs.DepartedAt', message: 'Departed at' } },
  form: [['DeclareArrivalId', 'Voyage'], ['Port', 'SignTime'], ['Remark']],
})

/** A master waybill (DeclareWaybill) and its sub waybills (logistics waybills); pieces and weights roll up. */
export const declareWaybillResource = defineResource({
  ...message,
  name: 'DeclareWaybill',
  events: MESSAGE_EVENTS,
  noun: /*i18n*/ { id: 'noun.DeclareWaybill', message: 'master waybill' },
  route: '/exported/waybill',
  fields: {
    LogisticsNo: z.string().trim().min(1).max(50),
    LogisticsCode: text(50),
    LogisticsName: text(100),
    Voyage: text(50),
    FromCountry: text(50),
    ToCountry: text(50),
    // The sub waybills (logistics waybills travelling under it; `Lines` like every document's lines).
    Lines: z
      .array(z.object({ LogisticsId: fields.refId().min(1) }))
      .max(500)
      .default([]),
    Remark: text(500),
    Score: score,
  },
  label: 'LogisticsNo',
  columns: ['Id', 'LogisticsNo', 'LogisticsName', 'Voyage', 'ToCountry', 'Num', 'TotalWeight', ...MESSAGE_COLUMNS],
  filters: { State: 'in', AgentId: 'reference', DepartmentId: 'reference' },
  keyword: ['LogisticsNo', 'Voyage'],
  options: messageOptions,
  references: { AgentId: 'Agent', 'Lines.LogisticsId': 'DeclareLogistics' },
  widgets: messageWidgets,
  labels: {
    ...CUSTOMS_LABELS,
    LogisticsNo: /*i18n*/ { id: 'field.customs.MasterNo', message: 'Master waybill number' },
    Num: /*i18n*/ { id: 'field.customs.Pieces', message: 'Pieces' },
    Lines: /*i18n*/ { id: 'field.customs.SubWaybills', message: 'Sub waybills' },
    LogisticsId: /*i18n*/ { id: 'field.customs.LogisticsId', message: 'Logistics waybill' },
  },
  form: [['LogisticsNo', 'Voyage'], ['LogisticsName', 'LogisticsCode'], ['FromCountry', 'ToCountry'], ['Lines'], ['Remark']],
})

/** Foreign currency received (DeclareIncome); FX settlements draw on it, never beyond what came in. */
export const declareIncomeResource = defineResource({
  name: 'DeclareIncome',
  noun: /*i18n*/ { id: 'noun.DeclareIncome', message: 'income' },
  permission: 'declare',
  // Finance books the income: it reads the records without the customs clerks' key.
  viewers: ['finance:view'],
  group: 'exported',
  route: '/exported/settlement',
  fields: {
    DeclareId: ref,
    ClientName: text(100),
    PayName: text(100),
    BankName: text(100),
    OutId: text(50),
    Currency: currency,
    Amount: fields.money(1),
    CollectedTime: fields.unixTime().default(0),
    Remark: text(500),
    Score: score,
  },
  label: 'OutId',
  columns: ['Id', 'OutId', 'ClientName', 'BankName', 'Currency', 'Amount', 'CollectedTime', 'AgentName', 'CreateTime'],
  sort: ['Id', 'Score', 'CreateTime'],
  filters: { DeclareId: 'reference', AgentId: 'reference', DepartmentId: 'reference' },
  keyword: ['OutId', 'ClientName', 'BankName', 'PayName'],
  scope: { owner: 'AgentId', department: 'DepartmentId' },
  references: { AgentId: 'Agent', DeclareId: 'Declare' },
  // Money for a declaration comes from its buyer, for the goods' value, in its currency.
  follows: { DeclareId: { ClientName: 'ClientName', PayName: 'PayName', Currency: 'Currency', Amount: 'ProductAmount' } },
  widgets: { Amount: 'money', Settled: 'money', Remaining: 'money', CollectedTime: 'date', Remark: 'textarea' },
  labels: {
    ...CUSTOMS_LABELS,
    ClientName: /*i18n*/ { id: 'field.customs.Remitter', message: 'Remitter' },
    OutId: /*i18n*/ { id: 'field.customs.BankRef', message: 'Bank reference' },
  },
  form: [['OutId', 'DeclareId'], ['ClientName', 'PayName'], ['BankName'], ['Amount', 'Currency', 'CollectedTime'], ['Remark']],
})

/** Every receipt customs sent, across documents (`/exported/callback`), newest first; written only by getResult. */
export const customsReceiptResource = defineResource({
  name: 'CustomsReceipt',
  noun: /*i18n*/ { id: 'noun.CustomsReceipt', message: 'receipt' },
  permission: 'declare',
  group: 'exported',
  route: '/exported/callback',
  readOnly: true,
  fields: {},
  label: 'Id',
  columns: ['ReceiptTime', 'Doc', 'DocId', 'Code', 'Text', 'CreateTime'],
  sort: ['Id', 'ReceiptTime'],
  defaultSort: { field: 'ReceiptTime' },
  filters: { Doc: 'enum', Code: 'enum', DocId: 'number' },
  dateField: 'ReceiptTime',
  keyword: ['Text'],
  options: { Doc: CUSTOMS_DOCS, Code: RECEIPT_CODES },
  documents: { DocId: { type: 'Doc', routes: CUSTOMS_ROUTES } },
  widgets: { ReceiptTime: 'date', CreateTime: 'date' },
  labels: {
    ...CUSTOMS_LABELS,
    ReceiptTime: /*i18n*/ { id: 'field.customs.ReceiptTime', message: 'Sent by customs' },
    CreateTime: /*i18n*/ { id: 'field.customs.FetchedAt', message: 'Fetched' },
  },
})
