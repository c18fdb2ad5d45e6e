import { setup } from 'xstate'
import { z } from 'zod'
import { defineLifecycle, docTypes, type DocContext, type DocEvent } from './define.ts'

export type OpportunityRecord = { Amount: number; ExpectCloseTime: number }

/** What the server read for the guards: the amount as stored (a form may have just changed it). */
export type OpportunityFacts = { amount: number }

type Ctx = DocContext<OpportunityRecord, never, OpportunityFacts>
type Ev = DocEvent<'qualify' | 'quote' | 'negotiate' | 'requote' | 'win' | 'lose' | 'reopen'>

/** The stages an opportunity moves through while it is open, in the funnel's order. */
export const OPEN_STAGES = ['Lead', 'Qualified', 'Quoted', 'Negotiating'] as const
/** The funnel's stages: the open ones, then the deal won. */
export const FUNNEL_STAGES = [...OPEN_STAGES, 'Won'] as const

/**
 * A sales opportunity (销售机会): a deal being worked with a customer, from the first contact to won
 * or lost. A lead is qualified when the need is confirmed, quoted, negotiated; it is won only with
 * the amount agreed, and lost at any open stage with the reason (which the funnel report counts).
 * A lost one may be reopened as a lead when the customer comes back.
 */
export const opportunityMachine = setup({
  types: docTypes<Ctx, Ev>(),
  guards: {
    /** A deal is won at an amount: the amount is given. */
    amountGiven: ({ context: { facts } }) => Number(facts.amount) > 0,
  },
  actions: {
    /** LostReason = the reason given. */
    recordLoss: () => {},
    /** LostReason cleared: the deal is open again. */
    clearLoss: () => {},
  },
}).createMachine({
  id: 'opportunity',
  initial: 'Lead',
  context: ({ input }) => input,
  states: {
    Lead: {
      tags: ['editable'],
      on: { qualify: 'Qualified', lose: { target: 'Lost', actions: 'recordLoss' } },
    },
    Qualified: {
      tags: ['editable'],
      on: { quote: 'Quoted', lose: { target: 'Lost', actions: 'recordLoss' } },
    },
    Quoted: {
      tags: ['editable'],
      on: {
        negotiate: 'Negotiating',
        win: { target: 'Won', guard: 'amountGiven' },
        lose: { target: 'Lost', actions: 'recordLoss' },
      },
    },
    Negotiating: {
      tags: ['editable'],
      on: {
        requote: 'Quoted',
        win: { target: 'Won', guard: 'amountGiven' },
        lose: { target: 'Lost', actions: 'recordLoss' },
      },
    },
    Won: { type: 'final' },
    Lost: { on: { reopen: { target: 'Lead', actions: 'clearLoss' } } },
  },
})

export const opportunityLifecycle = defineLifecycle({
  doc: 'Opportunity',
  machine: opportunityMachine,
  steps: ['Lead', 'Qualified', 'Quoted', 'Negotiating', 'Won', 'Lost'],
  events: {
    qualify: { permission: 'client:update' },
    quote: { permission: 'client:update' },
    negotiate: { permission: 'client:update' },
    requote: { permission: 'client:update' },
    win: { permission: 'client:update', confirm: true },
    lose: { permission: 'client:update', data: z.object({ Reason: z.string().trim().min(1).max(500) }) },
    reopen: { permission: 'client:update', confirm: true },
  },
})
