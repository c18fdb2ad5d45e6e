import { and, setup } from 'xstate'
import { defineLifecycle, docTypes, type DocContext, type DocEvent } from './define.ts'
import { draftGuards, Reason, type DocLine, type DraftFacts } from './lines.ts'

export type PurchaseContractRecord = { SupplierId: number; WarehouseId: number }
export type PurchaseContractFacts = DraftFacts & {
  /** The supplier is a live supplier. */
  supplierKnown: boolean
  /** The inbound entry signing created is stored or cancelled (looked up while Signed). */
  entryDone: boolean
}

type Ctx = DocContext<PurchaseContractRecord, DocLine & { Price: number }, PurchaseContractFacts>
type Ev = DocEvent<'approve' | 'sign' | 'complete' | 'cancel'>

/**
 * A purchasing contract (spec /scm/contract): a draft is approved by a supervisor, signed with the
 * supplier (which creates the inbound entry the warehouse expects), and completed once that entry is
 * stored (or cancelled). Only a contract not yet signed may be cancelled, with a reason.
 */
export const purchaseContractMachine = setup({
  types: docTypes<Ctx, Ev>(),
  guards: {
    ...draftGuards,
    supplierKnown: ({ context: { facts } }) => facts.supplierKnown === true,
    supervisor: ({ event }) => event.actor.supervisor,
    entryDone: ({ context: { facts } }) => facts.entryDone === true,
  },
  actions: {
    /** SignTime = now; an inbound entry of the lines, Expected at the warehouse, owned like the contract (EntryId). */
    createEntry: () => {},
    /** CancelReason = the reason given. */
    recordCancel: () => {},
  },
}).createMachine({
  id: 'purchaseContract',
  initial: 'Draft',
  context: ({ input }) => input,
  states: {
    Draft: {
      tags: ['editable'],
      on: {
        approve: { target: 'Approved', guard: and(['supervisor', 'hasLines', 'supplierKnown', 'warehouseKnown', 'productsKnown']) },
        cancel: { target: 'Cancelled', actions: 'recordCancel' },
      },
    },
    Approved: {
      on: {
        sign: { target: 'Signed', guard: and(['warehouseKnown', 'productsKnown']), actions: 'createEntry' },
        cancel: { target: 'Cancelled', actions: 'recordCancel' },
      },
    },
    Signed: {
      on: { complete: { target: 'Completed', guard: 'entryDone' } },
    },
    Completed: { type: 'final' },
    Cancelled: { type: 'final' },
  },
})

export const purchaseContractLifecycle = defineLifecycle({
  doc: 'PurchaseContract',
  machine: purchaseContractMachine,
  steps: ['Draft', 'Approved', 'Signed', 'Completed', 'Cancelled'],
  events: {
    approve: { permission: 'scm:update', confirm: true },
    sign: { permission: 'scm:update', confirm: true },
    complete: { permission: 'scm:update' },
    cancel: { permission: 'scm:update', data: Reason, confirm: true },
  },
})
