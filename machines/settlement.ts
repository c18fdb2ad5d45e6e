import { and, setup } from 'xstate'
import { z } from 'zod'
import { defineLifecycle, docTypes, type DocContext, type DocEvent } from './define.ts'
import { money } from '../src/kernel/shared/schemas/fields.ts'

export type SettlementRecord = { Amount: number; IncomeId: number }

type Ctx = DocContext<SettlementRecord, never, Record<string, never>>
type Ev = DocEvent<'submit' | 'approve' | 'reject' | 'settleRest' | 'cancel'>

/** Foreign-exchange settlement of a released declaration's proceeds (LIFECYCLES.md "Declare"). */
export const settlementMachine = setup({
  types: docTypes<Ctx, Ev>(),
  guards: {
    /** A settlement converts foreign currency received: it names the income it draws on. */
    drawsOnIncome: ({ context: { record } }) => Number(record.IncomeId) > 0,
    /** No more is settled than there is to settle (judged once the amount is given: the Actions probe has none). */
    notOverSettled: ({ context: { record }, event }) =>
      !('SettledAmount' in event.data) || Number(event.data.SettledAmount) <= Number(record.Amount),
    /** The amount approved covers the whole amount to settle (less: partly settled). */
    settledInFull: ({ context: { record }, event }) => Number(event.data.SettledAmount) >= Number(record.Amount),
  },
  actions: {
    /** SettledAmount = the amount approved, SettleTime = now. */
    recordSettlement: () => {},
    /** SettledAmount = Amount, SettleTime = now. */
    settleInFull: () => {},
    /** RejectReason = the reason given. */
    recordRejection: () => {},
  },
}).createMachine({
  id: 'settlement',
  initial: 'Pending',
  context: ({ input }) => input,
  states: {
    Pending: {
      tags: ['editable'],
      on: { submit: { target: 'PendingApproval', guard: 'drawsOnIncome' }, cancel: 'Cancelled' },
    },
    PendingApproval: {
      tags: ['queue:settlements-to-approve'],
      on: {
        approve: [
          { target: 'Settled', guard: and(['notOverSettled', 'settledInFull']), actions: 'recordSettlement' },
          { target: 'PartlySettled', guard: 'notOverSettled', actions: 'recordSettlement' },
        ],
        reject: { target: 'Rejected', actions: 'recordRejection' },
      },
    },
    PartlySettled: {
      tags: ['queue:settlements-outstanding'],
      on: { settleRest: { target: 'Settled', actions: 'settleInFull' } },
    },
    Settled: { type: 'final' },
    Rejected: { type: 'final' },
    Cancelled: { type: 'final' },
  },
})

export const settlementLifecycle = defineLifecycle({
  doc: 'Settlement',
  machine: settlementMachine,
  steps: ['Pending', 'PendingApproval', 'PartlySettled', 'Settled', 'Rejected', 'Cancelled'],
  events: {
    submit: { permission: 'declare:update' },
    approve: { permission: 'finance:update', data: z.object({ SettledAmount: money(1) }) },
    reject: { permission: 'finance:update', data: z.object({ Reason: z.string().trim().min(1).max(500) }), confirm: true },
    settleRest: { permission: 'finance:update' },
    cancel: { permission: 'declare:update', confirm: true },
  },
})
