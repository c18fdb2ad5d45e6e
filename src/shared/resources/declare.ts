import { z } from 'zod'
import { defineResource, type EnumOption } from '../../kernel/shared/resources/define.ts'
import type { MessageDescriptor } from '../../kernel/shared/messages.ts'
import { kg, money, ref, score, text } from './trade-fields.ts'
import * as fields from '../../kernel/shared/schemas/fields.ts'
import { CUSTOMS_LABELS, customsGoodSchema, PUSH_STATUSES, RECEIPT_CODES } from './customs.ts'

export const DECLARE_STATES: readonly EnumOption[] = [
  { value: 'Draft', label: /*i18n*/ { id: 'state.Declare.Draft', message: 'Draft' } },
  { value: 'Posted', label: /*i18n*/ { id: 'state.Declare.Posted', message: 'Sent to customs' } },
  { value: 'Accepted', label: /*i18n*/ { id: 'state.Declare.Accepted', message: 'Accepted by customs' } },
  { value: 'Review', label: /*i18n*/ { id: 'state.Declare.Review', message: 'Under manual review' } },
  { value: 'Inspection', label: /*i18n*/ { id: 'state.Declare.Inspection', message: 'Under inspection' } },
  { value: 'Held', label: /*i18n*/ { id: 'state.Declare.Held', message: 'Held by customs' } },
  { value: 'Concluded', label: /*i18n*/ { id: 'state.Declare.Concluded', message: 'Review concluded' } },
  { value: 'Released', label: /*i18n*/ { id: 'state.Declare.Released', message: 'Released' } },
  { value: 'Closed', label: /*i18n*/ { id: 'state.Declare.Closed', message: 'Closed' } },
  { value: 'Rejected', label: /*i18n*/ { id: 'state.Declare.Rejected', message: 'Rejected by customs' } },
  { value: 'Returned', label: /*i18n*/ { id: 'state.Declare.Returned', message: 'Returned' } },
  { value: 'Withdrawn', label: /*i18n*/ { id: 'state.Declare.Withdrawn', message: 'Withdrawn' } },
]

export const DECLARE_EVENTS: Readonly<Record<string, MessageDescriptor>> = {
  post: /*i18n*/ { id: 'event.Declare.post', message: 'Send to customs' },
  getResult: /*i18n*/ { id: 'event.Declare.getResult', message: 'Get the customs result' },
  amend: /*i18n*/ { id: 'event.Declare.amend', message: 'Amend and resend' },
  withdraw: /*i18n*/ { id: 'event.Declare.withdraw', message: 'Withdraw' },
  close: /*i18n*/ { id: 'event.Declare.close', message: 'Closed by customs' },
}

/** Customs modes (LIFECYCLES.md "Declare"). */
export const DECLARE_MODES: readonly EnumOption[] = [
  { value: 9610, label: /*i18n*/ { id: 'declare.mode.9610', message: '9610 retail list' } },
  { value: 9710, label: /*i18n*/ { id: 'declare.mode.9710', message: '9710 B2B direct export' } },
  { value: 9810, label: /*i18n*/ { id: 'declare.mode.9810', message: '9810 overseas warehouse' } },
]

export { PUSH_STATUSES } from './customs.ts'

/**
 * One goods line of a declaration (the gateway wants its HS code and legal quantities; price in
 * hundredths) and its export rebate rate in 0.01 %, taken from the rate table when left at 0.
 */
export const declareGoodSchema = customsGoodSchema.extend({ RebateRate: fields.percent().default(0) })

/** One field of a declaration a document it is matched against disagrees with: that document and both values, as customs would print them. */
const mismatchSchema = z.object({
  Field: z.string(),
  /** The document that says otherwise (`DeclareOrder`, `DeclareReceipt`, `DeclareLogistics`). */
  Doc: z.string(),
  Expected: z.string(),
  Found: z.string(),
})
export type Mismatch = z.infer<typeof mismatchSchema>

/** The match the server adds to a 9610 list's record (`Match`): its three documents with their states, and the fields that disagree. */
export const declareMatchSchema = z.object({
  Documents: z.array(z.object({ Doc: z.string(), Id: z.number(), State: z.string(), Label: z.string() })),
  Mismatches: z.array(mismatchSchema),
})

/** Terms of sale (Incoterms) a declaration names: what its goods value includes. */
export const DEAL_WAYS: readonly EnumOption[] = [
  { value: 'FOB', label: /*i18n*/ { id: 'declare.dealWay.FOB', message: 'FOB (free on board)' } },
  { value: 'CIF', label: /*i18n*/ { id: 'declare.dealWay.CIF', message: 'CIF (cost, insurance and freight)' } },
  { value: 'CFR', label: /*i18n*/ { id: 'declare.dealWay.CFR', message: 'CFR (cost and freight)' } },
  { value: 'EXW', label: /*i18n*/ { id: 'declare.dealWay.EXW', message: 'EXW (ex works)' } },
  { value: 'FCA', label: /*i18n*/ { id: 'declare.dealWay.FCA', message: 'FCA (free carrier)' } },
  { value: 'DAP', label: /*i18n*/ { id: 'declare.dealWay.DAP', message: 'DAP (delivered at place)' } },
  { value: 'DDP', label: /*i18n*/ { id: 'declare.dealWay.DDP', message: 'DDP (delivered duty paid)' } },
]

/**
 * What a declaration takes from the documents it is matched against (a field the clerk filled is
 * kept): the order's parties, goods and value, the payment's payer, the waybill's carrier and weights.
 */
export const DECLARE_FOLLOWS = {
  DeclareOrderId: {
    OrderCode: 'OrderCode',
    ClientName: 'ClientName',
    OwnerName: 'OwnerName',
    OwnerCardId: 'OwnerCardId',
    PlatformName: 'PlatformName',
    PlatformCode: 'PlatformCode',
    ToCountry: 'ToCountry',
    Currency: 'Currency',
    ProductAmount: 'ProductAmount',
    DeliveryExpenses: 'DeliveryExpenses',
    Lines: 'Lines',
  },
  DeclareReceiptId: { OrderCode: 'OrderCode', PayName: 'PayName', PayCode: 'PayCode' },
  DeclareLogisticsId: {
    OrderCode: 'OrderCode',
    ClientName: 'ClientName',
    LogisticsName: 'LogisticsName',
    LogisticsCode: 'LogisticsCode',
    LogisticsNo: 'LogisticsNo',
    Num: 'Num',
    TotalWeight: 'TotalWeight',
    NetWeight: 'NetWeight',
    InsuranceExpenses: 'InsuranceExpenses',
  },
} as const

/** Customs declarations (spec "Declare"): posted to the customs gateway, then moved by its receipts. */
export const declareResource = defineResource({
  name: 'Declare',
  sensitive: ['OwnerCardId', 'CoownerCardId', 'ThirdCardId'],
  events: DECLARE_EVENTS,
  noun: /*i18n*/ { id: 'noun.Declare', message: 'declaration' },
  permission: 'declare',
  group: 'exported',
  route: '/exported/declare',
  fields: {
    Mode: z.union([z.literal(9610), z.literal(9710), z.literal(9810)]).default(9610),
    Name: z.string().trim().min(1).max(100),
    OrderCode: text(50),
    OutId: text(50),
    ClientName: text(100),
    OwnerName: text(100),
    OwnerCardId: text(50),
    OwnerPhone: text(30),
    LogisticsCode: text(50),
    LogisticsName: text(100),
    LogisticsNo: text(50),
    PayCode: text(50),
    PayName: text(100),
    PlatformCode: text(50),
    PlatformName: text(100),
    FromCountry: text(50),
    ToCountry: text(50),
    DeclareOrderId: ref,
    DeclareReceiptId: ref,
    DeclareLogisticsId: ref,
    Num: z.number().int().min(0).max(1_000_000).default(0),
    TotalWeight: kg.default(0),
    NetWeight: kg.default(0),
    ProductAmount: money.default(0),
    DeliveryExpenses: money.default(0),
    InsuranceExpenses: money.default(0),
    Currency: fields.currency('USD'),
    SaleTax: money.default(0),
    DealWay: z.enum(['FOB', 'CIF', 'CFR', 'EXW', 'FCA', 'DAP', 'DDP']).default('FOB'),
    ExtrasExpenses: money.default(0),
    TaxPay: money.default(0),
    PersonalTax: money.default(0),
    OwnerRemark: text(200),
    CoownerName: text(100),
    CoownerCardId: text(50),
    CoownerPhone: text(30),
    CoownerRemark: text(200),
    ThirdName: text(100),
    ThirdCardId: text(50),
    Property: text(20),
    PropertyName: text(100),
    PropertyNo: text(50),
    PropertyCheck: fields.flag().default(0),
    Additional: text(500),
    // Scans of papers kept with the declaration (addresses of uploaded images).
    File: fields.images(20),
    OtherFile: fields.images(20),
    Remark: text(500),
    Score: score,
    // The goods lines (kept in DeclareGood; `Lines` like every document's lines).
    Lines: z.array(declareGoodSchema).min(1).max(500),
  },
  label: 'Name',
  columns: [
    'Id',
    'Name',
    'Mode',
    'State',
    'OrderCode',
    'OwnerName',
    'ToCountry',
    'ProductAmount',
    'PushStatus',
    'LastCode',
    'AgentName',
    'CreateTime',
  ],
  sort: ['Id', 'Score', 'CreateTime'],
  filters: { State: 'in', Mode: 'enum', AgentId: 'reference', DepartmentId: 'reference', OrderCode: 'keyword' },
  keyword: ['Name', 'OrderCode', 'OwnerName', 'LogisticsNo'],
  scope: { owner: 'AgentId', department: 'DepartmentId' },
  options: { State: DECLARE_STATES, Mode: DECLARE_MODES, PushStatus: PUSH_STATUSES, LastCode: RECEIPT_CODES, DealWay: DEAL_WAYS },
  references: {
    AgentId: 'Agent',
    DeclareOrderId: 'DeclareOrder',
    DeclareReceiptId: 'DeclareReceipt',
    DeclareLogisticsId: 'DeclareLogistics',
    'Lines.ProductId': 'ExportProduct',
  },
  // The documents a 9610 list is matched against are picked by its order code, and fill it in.
  pickFrom: {
    DeclareOrderId: { OrderCode: 'OrderCode' },
    DeclareReceiptId: { OrderCode: 'OrderCode' },
    DeclareLogisticsId: { OrderCode: 'OrderCode' },
  },
  follows: DECLARE_FOLLOWS,
  widgets: {
    ProductAmount: 'money',
    DeliveryExpenses: 'money',
    InsuranceExpenses: 'money',
    SaleTax: 'money',
    ExtrasExpenses: 'money',
    TaxPay: 'money',
    PersonalTax: 'money',
    PropertyCheck: 'switch',
    File: 'images',
    OtherFile: 'images',
    Additional: 'textarea',
    Price: 'money',
    PostTime: 'date',
    ReceiptTime: 'date',
    PushMessage: 'textarea',
    Remark: 'textarea',
  },
  labels: {
    ...CUSTOMS_LABELS,
    Name: /*i18n*/ { id: 'field.Declare.Name', message: 'Declaration' },
    Lines: /*i18n*/ { id: 'field.Declare.Lines', message: 'Goods' },
    RebateRate: /*i18n*/ { id: 'field.Declare.RebateRate', message: 'Rebate rate (0.01%)' },
    DealWay: /*i18n*/ { id: 'field.Declare.DealWay', message: 'Terms of sale' },
    ExtrasExpenses: /*i18n*/ { id: 'field.Declare.ExtrasExpenses', message: 'Other charges' },
    TaxPay: /*i18n*/ { id: 'field.Declare.TaxPay', message: 'Tax paid' },
    PersonalTax: /*i18n*/ { id: 'field.Declare.PersonalTax', message: 'Personal tax withheld' },
    OwnerRemark: /*i18n*/ { id: 'field.Declare.OwnerRemark', message: 'Owner note' },
    CoownerName: /*i18n*/ { id: 'field.Declare.CoownerName', message: 'Co-owner' },
    CoownerCardId: /*i18n*/ { id: 'field.Declare.CoownerCardId', message: 'Co-owner ID number' },
    CoownerPhone: /*i18n*/ { id: 'field.Declare.CoownerPhone', message: 'Co-owner phone' },
    CoownerRemark: /*i18n*/ { id: 'field.Declare.CoownerRemark', message: 'Co-owner note' },
    ThirdName: /*i18n*/ { id: 'field.Declare.ThirdName', message: 'Declaring agent' },
    ThirdCardId: /*i18n*/ { id: 'field.Declare.ThirdCardId', message: 'Declaring agent’s code' },
    Property: /*i18n*/ { id: 'field.Declare.Property', message: 'Goods property code' },
    PropertyName: /*i18n*/ { id: 'field.Declare.PropertyName', message: 'Goods property' },
    PropertyNo: /*i18n*/ { id: 'field.Declare.PropertyNo', message: 'Inspection certificate number' },
    PropertyCheck: /*i18n*/ { id: 'field.Declare.PropertyCheck', message: 'Subject to inspection' },
    Additional: /*i18n*/ { id: 'field.Declare.Additional', message: 'Additional statement' },
    File: /*i18n*/ { id: 'field.Declare.File', message: 'Declaration papers (scans)' },
    OtherFile: /*i18n*/ { id: 'field.Declare.OtherFile', message: 'Other attachments' },
  },
  hints: {
    SaleTax: /*i18n*/ {
      id: 'hint.Declare.SaleTax',
      message: 'Left at 0, it is the goods’ FOB value at their rebate rates; a figure entered here is kept',
    },
  },
  form: [
    ['Name', 'Mode'],
    ['DeclareOrderId', 'DeclareReceiptId', 'DeclareLogisticsId'],
    ['OrderCode', 'OutId'],
    ['ClientName', 'PlatformName', 'PlatformCode'],
    ['OwnerName', 'OwnerCardId', 'OwnerPhone'],
    ['OwnerRemark'],
    ['CoownerName', 'CoownerCardId', 'CoownerPhone'],
    ['CoownerRemark'],
    ['ThirdName', 'ThirdCardId'],
    ['LogisticsName', 'LogisticsCode', 'LogisticsNo'],
    ['PayName', 'PayCode'],
    ['FromCountry', 'ToCountry'],
    ['Num', 'TotalWeight', 'NetWeight'],
    ['Property', 'PropertyName'],
    ['PropertyNo', 'PropertyCheck'],
    ['DealWay', 'ProductAmount', 'Currency'],
    ['DeliveryExpenses', 'InsuranceExpenses', 'ExtrasExpenses'],
    ['SaleTax', 'TaxPay', 'PersonalTax'],
    ['Lines'],
    ['Additional'],
    ['File', 'OtherFile'],
    ['Remark'],
  ],
  formHeadings: {
    1: /*i18n*/ { id: 'form.Declare.documents', message: 'Matched documents (9610)' },
    3: /*i18n*/ { id: 'form.Declare.parties', message: 'Parties' },
    9: /*i18n*/ { id: 'form.Declare.transport', message: 'Transport and payment' },
    13: /*i18n*/ { id: 'form.Declare.goods', message: 'Goods, value and taxes' },
    19: /*i18n*/ { id: 'form.Declare.papers', message: 'Statements and papers' },
  },
})
