import { z } from 'zod'
import { defineResource, type EnumOption } from '../../kernel/shared/resources/define.ts'
import type { MessageDescriptor } from '../../kernel/shared/messages.ts'
import * as fields from '../../kernel/shared/schemas/fields.ts'
import { money, ref, score, text, TRADE_LABELS } from './trade-fields.ts'
import { CUSTOMS_LABELS } from './customs.ts'

/**
 * The export tax refund and the foreign-exchange settlement (spec /exported: refund, settlement).
 * Both are documents of the export services module, so they carry its `declare` permission: the
 * customs clerk who declared the goods prepares and follows them (and the permission offers the
 * soft delete every document has). The money decisions — approve, reject, pay, settle — are
 * events that need `finance:update`, so the clerk cannot approve their own refund.
 */

export const REFUND_KINDS: readonly EnumOption[] = [
  { value: 1, label: /*i18n*/ { id: 'refund.kind.tax', message: 'Export tax refund' } },
  { value: 2, label: /*i18n*/ { id: 'refund.kind.order', message: 'Order refund' } },
]

export const REFUND_STATES: readonly EnumOption[] = [
  { value: 'Applied', label: /*i18n*/ { id: 'state.Refund.Applied', message: 'Applied' } },
  { value: 'Approved', label: /*i18n*/ { id: 'state.Refund.Approved', message: 'Approved' } },
  { value: 'Refunded', label: /*i18n*/ { id: 'state.Refund.Refunded', message: 'Refunded' } },
  { value: 'Rejected', label: /*i18n*/ { id: 'state.Refund.Rejected', message: 'Rejected' } },
]

export const REFUND_EVENTS: Readonly<Record<string, MessageDescriptor>> = {
  approve: /*i18n*/ { id: 'event.Refund.approve', message: 'Approve' },
  reject: /*i18n*/ { id: 'event.Refund.reject', message: 'Reject' },
  pay: /*i18n*/ { id: 'event.Refund.pay', message: 'Mark as refunded' },
  reapply: /*i18n*/ { id: 'event.Refund.reapply', message: 'Apply again' },
}

export const SETTLEMENT_STATES: readonly EnumOption[] = [
  { value: 'Pending', label: /*i18n*/ { id: 'state.Settlement.Pending', message: 'Pending' } },
  { value: 'PendingApproval', label: /*i18n*/ { id: 'state.Settlement.PendingApproval', message: 'Awaiting approval' } },
  { value: 'PartlySettled', label: /*i18n*/ { id: 'state.Settlement.PartlySettled', message: 'Partly settled' } },
  { value: 'Settled', label: /*i18n*/ { id: 'state.Settlement.Settled', message: 'Settled' } },
  { value: 'Rejected', label: /*i18n*/ { id: 'state.Settlement.Rejected', message: 'Rejected' } },
  { value: 'Cancelled', label: /*i18n*/ { id: 'state.Settlement.Cancelled', message: 'Cancelled' } },
]

export const SETTLEMENT_EVENTS: Readonly<Record<string, MessageDescriptor>> = {
  submit: /*i18n*/ { id: 'event.Settlement.submit', message: 'Submit for approval' },
  approve: /*i18n*/ { id: 'event.Settlement.approve', message: 'Approve the amount settled' },
  reject: /*i18n*/ { id: 'event.Settlement.reject', message: 'Reject' },
  settleRest: /*i18n*/ { id: 'event.Settlement.settleRest', message: 'Settle the rest' },
  cancel: /*i18n*/ { id: 'event.Settlement.cancel', message: 'Cancel' },
}

export const refundResource = defineResource({
  name: 'Refund',
  events: REFUND_EVENTS,
  noun: /*i18n*/ { id: 'noun.Refund', message: 'tax refund' },
  permission: 'declare',
  // Finance approves and pays them out: it reads them without the customs clerks' key.
  viewers: ['finance:view'],
  group: 'exported',
  route: '/exported/refund',
  fields: {
    Kind: z.number().int().min(1).max(2).default(1),
    DeclareId: ref,
    OrderId: ref,
    // Left at 0, an export tax refund asks for all of the declaration's refundable tax not yet applied for.
    Amount: money.default(0),
    Reason: text(500),
    Remark: text(500),
    Score: score,
  },
  label: 'Id',
  columns: ['Id', 'Kind', 'State', 'DeclareId', 'OrderId', 'Amount', 'AgentName', 'RefundTime', 'CreateTime'],
  sort: ['Id', 'Score', 'CreateTime'],
  filters: { State: 'in', Kind: 'enum', DeclareId: 'reference', OrderId: 'reference', AgentId: 'reference', DepartmentId: 'reference' },
  keyword: ['Reason', 'Remark'],
  scope: { owner: 'AgentId', department: 'DepartmentId' },
  options: { State: REFUND_STATES, Kind: REFUND_KINDS },
  references: { DeclareId: 'Declare', OrderId: 'Order', AgentId: 'Agent' },
  widgets: { Amount: 'money', RefundTime: 'date', Reason: 'textarea', RejectReason: 'textarea', Remark: 'textarea' },
  labels: TRADE_LABELS,
  immutable: ['Kind'],
  form: [['Kind', 'Amount'], ['DeclareId', 'OrderId'], ['Reason'], ['Remark']],
})

export const settlementResource = defineResource({
  name: 'Settlement',
  events: SETTLEMENT_EVENTS,
  noun: /*i18n*/ { id: 'noun.Settlement', message: 'FX settlement' },
  permission: 'declare',
  // Finance approves and pays them out: it reads them without the customs clerks' key.
  viewers: ['finance:view'],
  group: 'exported',
  route: '/exported/settlement',
  fields: {
    DeclareId: ref,
    IncomeId: ref,
    Currency: fields.currency('USD'),
    Amount: money,
    BankName: text(100),
    Remark: text(500),
    Score: score,
  },
  label: 'Id',
  columns: [
    'Id',
    'State',
    'DeclareId',
    'IncomeId',
    'Currency',
    'Amount',
    'SettledAmount',
    'BankName',
    'AgentName',
    'SettleTime',
    'CreateTime',
  ],
  sort: ['Id', 'Score', 'CreateTime'],
  filters: { State: 'in', DeclareId: 'reference', IncomeId: 'reference', AgentId: 'reference', DepartmentId: 'reference' },
  keyword: ['BankName', 'Remark'],
  scope: { owner: 'AgentId', department: 'DepartmentId' },
  options: { State: SETTLEMENT_STATES },
  references: { DeclareId: 'Declare', IncomeId: 'DeclareIncome', AgentId: 'Agent' },
  // A settlement draws on the declaration's income, in its currency, for the goods' value.
  pickFrom: { IncomeId: { DeclareId: 'DeclareId' } },
  follows: { DeclareId: { Currency: 'Currency', Amount: 'ProductAmount' }, IncomeId: { Currency: 'Currency', BankName: 'BankName' } },
  widgets: { Amount: 'money', SettledAmount: 'money', SettleTime: 'date', RejectReason: 'textarea', Remark: 'textarea' },
  labels: { ...TRADE_LABELS, IncomeId: CUSTOMS_LABELS.IncomeId! },
  form: [['DeclareId', 'IncomeId'], ['BankName'], ['Currency', 'Amount'], ['Remark']],
})
