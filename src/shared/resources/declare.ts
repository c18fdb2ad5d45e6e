import { z } from 'zod'
import { defineResource, type EnumOption } from './define.ts'
import type { MessageDescriptor } from '../messages.ts'
import { kg, money, score, text, TRADE_LABELS } from './trade-fields.ts'

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
}

/** Customs modes (LIFECYCLES.md "Declare"). */
export const DECLARE_MODES: readonly EnumOption[] = [
  { value: 9610, label: /*i18n*/ { id: 'declare.mode.9610', message: '9610 retail list' } },
  { value: 9710, label: /*i18n*/ { id: 'declare.mode.9710', message: '9710 B2B direct export' } },
  { value: 9810, label: /*i18n*/ { id: 'declare.mode.9810', message: '9810 overseas warehouse' } },
]

export const PUSH_STATUSES: readonly EnumOption[] = [
  { value: 0, label: /*i18n*/ { id: 'declare.push.none', message: 'Not sent' } },
  { value: 1, label: /*i18n*/ { id: 'declare.push.posted', message: 'Sent' } },
  { value: 2, label: /*i18n*/ { id: 'declare.push.failed', message: 'Refused by the gateway' } },
]

/** One goods line of a declaration (the gateway wants its HS code; price in hundredths). */
export const declareGoodSchema = z.object({
  Title: z.string().trim().min(1).max(200),
  Spec: text(100),
  BarCode: text(50),
  HsCode: text(20),
  Unit: text(20),
  Country: text(50),
  Num: z.number().int().min(1).max(1_000_000),
  Price: money,
  Weight: kg.default(0),
})

/** Customs declarations (spec "Declare"): posted to the customs gateway, then moved by its receipts. */
export const declareResource = defineResource({
  name: 'Declare',
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
    Num: z.number().int().min(0).max(1_000_000).default(0),
    TotalWeight: kg.default(0),
    NetWeight: kg.default(0),
    ProductAmount: money.default(0),
    DeliveryExpenses: money.default(0),
    InsuranceExpenses: money.default(0),
    Remark: text(500),
    Score: score,
    // The goods lines (kept in DeclareGood; `Lines` like every document's lines).
    Lines: z.array(declareGoodSchema).min(1).max(500),
  },
  label: 'Name',
  columns: ['Id', 'Name', 'Mode', 'State', 'OrderCode', 'OwnerName', 'ToCountry', 'ProductAmount', 'PushStatus', 'LastCode', 'AgentName', 'CreateTime'],
  sort: ['Id', 'Score', 'CreateTime'],
  filters: { State: 'in', Mode: 'enum', AgentId: 'reference', DepartmentId: 'reference', OrderCode: 'keyword' },
  keyword: ['Name', 'OrderCode', 'OwnerName', 'LogisticsNo'],
  scope: { owner: 'AgentId', department: 'DepartmentId' },
  options: { State: DECLARE_STATES, Mode: DECLARE_MODES, PushStatus: PUSH_STATUSES },
  references: { AgentId: 'Agent' },
  widgets: {
    ProductAmount: 'money',
    DeliveryExpenses: 'money',
    InsuranceExpenses: 'money',
    Price: 'money',
    PostTime: 'date',
    ReceiptTime: 'date',
    PushMessage: 'textarea',
    Remark: 'textarea',
  },
  labels: { ...TRADE_LABELS, Name: /*i18n*/ { id: 'field.Declare.Name', message: 'Declaration' }, Lines: /*i18n*/ { id: 'field.Declare.Lines', message: 'Goods' } },
  form: [
    ['Name', 'Mode'],
    ['OrderCode', 'OutId'],
    ['ClientName', 'PlatformName', 'PlatformCode'],
    ['OwnerName', 'OwnerCardId', 'OwnerPhone'],
    ['LogisticsName', 'LogisticsCode', 'LogisticsNo'],
    ['PayName', 'PayCode'],
    ['FromCountry', 'ToCountry'],
    ['Num', 'TotalWeight', 'NetWeight'],
    ['ProductAmount', 'DeliveryExpenses', 'InsuranceExpenses'],
    ['Lines'],
    ['Remark'],
  ],
})
