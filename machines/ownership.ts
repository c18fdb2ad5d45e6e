import { and, assign, setup } from 'xstate'
import { defineLifecycle, docTypes, type DocContext, type DocEvent } from './define.ts'
import { draftGuards, Reason, type DocLine, type DraftFacts } from './lines.ts'

/** A quantity of one product at one place changing owner. */
export type OwnershipLine = DocLine & { PlaceId: number }
/** UpdateAgent: who sent the last event (while Submitted, the person who submitted). */
export type OwnershipRecord = { OwnerId: number; ToOwnerId: number; UpdateAgent: number }
export type OwnershipFacts = DraftFacts & {
  /** Lines whose place does not hold that much available stock of the giving owner (product names), looked up while Submitted. */
  shortLines: string[]
}

type Ctx = DocContext<OwnershipRecord, OwnershipLine, OwnershipFacts>
type Ev = DocEvent<'submit' | 'approve' | 'reject'>

/** Stock title moving between owners (shops) without moving the goods (LIFECYCLES.md "Ownership"). */
export const ownershipMachine = setup({
  types: docTypes<Ctx, Ev>(),
  guards: {
    ...draftGuards,
    differentOwners: ({ context: { record } }) => record.OwnerId !== record.ToOwnerId,
    stockAvailable: ({ context: { facts } }) => (facts.shortLines ?? []).length === 0,
    /** Four eyes: stock changes owner only when someone other than the submitter approves. */
    notOwnSubmission: ({ context: { record }, event }) => event.actor.system === true || record.UpdateAgent !== event.actor.Id,
  },
  actions: {
    /** Ledger: per line one row out of the giving owner, one into the receiving owner, at the same place. */
    transfer: () => {},
    /** RejectReason = the reason. */
    rejected: () => {},
    /** RejectReason cleared. */
    resubmitted: () => {},
    // Mirror of what the server stores with every event, for the approval guard.
    setSubmitter: assign({ record: ({ context: { record }, event }) => ({ ...record, UpdateAgent: event.actor.Id }) }),
  },
}).createMachine({
  id: 'ownership',
  initial: 'Draft',
  context: ({ input }) => input,
  states: {
    Draft: {
      tags: ['editable'],
      on: {
        submit: {
          target: 'Submitted',
          guard: and(['hasLines', 'warehouseKnown', 'productsKnown', 'differentOwners']),
          actions: ['resubmitted', 'setSubmitter'],
        },
      },
    },
    Submitted: {
      on: {
        approve: { target: 'Done', guard: and(['notOwnSubmission', 'stockAvailable']), actions: 'transfer' },
        reject: { target: 'Draft', actions: 'rejected' },
      },
    },
    Done: { type: 'final' },
  },
})

const permission = 'stock:update' as const

export const ownershipLifecycle = defineLifecycle({
  doc: 'Ownership',
  machine: ownershipMachine,
  steps: ['Draft', 'Submitted', 'Done'],
  events: {
    submit: { permission },
    approve: { permission, confirm: true },
    reject: { permission, data: Reason },
  },
})
