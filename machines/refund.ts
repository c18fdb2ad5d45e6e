import { setup } from 'xstate'
import { z } from 'zod'
import { defineLifecycle, docTypes, type DocContext, type DocEvent } from './define.ts'

export type RefundRecord = { AgentId: number }

type Ctx = DocContext<RefundRecord, never, Record<string, never>>
type Ev = DocEvent<'approve' | 'reject' | 'pay' | 'reapply'>

/**
 * Refund: a released declaration's export tax refund (Kind 1) or a cancelled order's money back
 * (Kind 2) — applied, approved, paid; a rejected one is corrected and applied again (LIFECYCLES.md "Declare").
 */
export const refundMachine = setup({
  types: docTypes<Ctx, Ev>(),
  guards: {
    /** Four eyes on money: whoever the refund belongs to (its applicant) does not approve it. */
    notApplicant: ({ context: { record }, event }) => event.actor.system === true || Number(record.AgentId) !== event.actor.Id,
  },
  actions: {
    /** RejectReason = the reason given. */
    recordRejection: () => {},
    /** RejectReason cleared. */
    clearRejection: () => {},
    /** RefundTime = now. */
    recordRefund: () => {},
  },
}).createMachine({
  id: 'refund',
  initial: 'Applied',
  context: ({ input }) => input,
  states: {
    Applied: {
      tags: ['queue:refunds-to-approve', 'editable'],
      on: {
        approve: { target: 'Approved', guard: 'notApplicant' },
        reject: { target: 'Rejected', actions: 'recordRejection' },
      },
    },
    Approved: {
      tags: ['queue:refunds-to-pay'],
      on: { pay: { target: 'Refunded', actions: 'recordRefund' } },
    },
    Rejected: {
      tags: ['editable'],
      on: { reapply: { target: 'Applied', actions: 'clearRejection' } },
    },
    Refunded: { type: 'final' },
  },
})

export const refundLifecycle = defineLifecycle({
  doc: 'Refund',
  machine: refundMachine,
  steps: ['Applied', 'Approved', 'Refunded', 'Rejected'],
  events: {
    // Finance decides and pays; the declarant corrects and applies again.
    approve: { permission: 'finance:update' },
    reject: { permission: 'finance:update', data: z.object({ Reason: z.string().trim().min(1).max(500) }), confirm: true },
    pay: { permission: 'finance:update', confirm: true },
    reapply: { permission: 'declare:update' },
  },
})
