import { and, setup } from 'xstate'
import { z } from 'zod'
import { defineLifecycle, docTypes, type DocContext, type DocEvent } from './define.ts'

export type InvoiceRecord = { Total: number }

/** What the server looks up before an invoice is issued. */
export type InvoiceFacts = {
  /** What the receivable still has to invoice: its amount less the other issued invoices. */
  invoiceable: number
  /** The receivable exists and was not written off. */
  receivableLive: boolean
}

type Ctx = DocContext<InvoiceRecord, Record<string, unknown>, Partial<InvoiceFacts>>
type Ev = DocEvent<'issue' | 'void'>

/**
 * An invoice (LIFECYCLES.md "Invoice"): drafted against a receivable, issued once its lines are
 * final (it then never changes), voided with a reason. Never deleted: a void invoice stays on
 * file with why it was voided.
 */
export const invoiceMachine = setup({
  types: docTypes<Ctx, Ev>(),
  guards: {
    invoiceHasLines: ({ context }) => context.lines.length > 0 && Number(context.record.Total) > 0,
    receivableLive: ({ context }) => context.facts.receivableLive === true,
    /** Issued invoices never come to more than the receivable. */
    withinReceivable: ({ context }) => Number(context.record.Total) <= Number(context.facts.invoiceable ?? 0),
  },
  actions: {
    /** InvoiceNo = INV-<Id>, IssueTime = now. */
    recordIssue: () => {},
    /** VoidReason = the reason given, VoidTime = now. */
    recordVoid: () => {},
  },
}).createMachine({
  id: 'invoice',
  initial: 'Draft',
  context: ({ input }) => input,
  states: {
    Draft: {
      tags: ['editable'],
      on: {
        issue: { target: 'Issued', guard: and(['invoiceHasLines', 'receivableLive', 'withinReceivable']), actions: 'recordIssue' },
        void: { target: 'Void', actions: 'recordVoid' },
      },
    },
    Issued: { on: { void: { target: 'Void', actions: 'recordVoid' } } },
    Void: { type: 'final' },
  },
})

export const invoiceLifecycle = defineLifecycle({
  doc: 'Invoice',
  machine: invoiceMachine,
  steps: ['Draft', 'Issued', 'Void'],
  events: {
    issue: { permission: 'finance:update', confirm: true },
    void: { permission: 'finance:update', data: z.object({ Reason: z.string().trim().min(1).max(500) }), confirm: true },
  },
})
