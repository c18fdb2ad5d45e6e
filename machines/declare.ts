import { and, setup } from 'xstate'
import { z } from 'zod'
import { defineLifecycle, type DocContext, type DocEvent } from './define.ts'

/** What customs answered a post with (put into the event's data by the server, never by the caller). */
export type GatewayAnswer = { Accepted: boolean; Reason?: string }
/** A receipt customs sent: a status code, its text and its time (Unix seconds). */
export type Receipt = { Code: number; Text: string; Time: number }

export type DeclareRecord = {
  OwnerName: string
  LogisticsName: string
  PayName: string
  TotalWeight: number
  NetWeight: number
  ProductAmount: number
}

type Ctx = DocContext<DeclareRecord, Record<string, unknown>, Record<string, never>>
type Ev = DocEvent<'post' | 'getResult' | 'amend' | 'withdraw'>

/** The state a receipt code names (cross-border receipts: 100 rejected … 899 closed); undefined: a code that moves nothing. */
export function stateOfCode(code: number): string | undefined {
  if (code === 100) return 'Rejected'
  if (code === 120) return 'Accepted'
  if (code === 300) return 'Review'
  if (code === 399) return 'Concluded'
  if (code === 500) return 'Inspection'
  if (code >= 501 && code <= 599) return 'Held'
  if (code === 700) return 'Returned'
  if (code === 800) return 'Released'
  if (code === 899) return 'Closed'
  return undefined
}

/** The newest of a batch of receipts (the later one of two with the same time). */
export function newestReceipt(receipts: readonly Receipt[] | undefined): Receipt | undefined {
  let newest: Receipt | undefined
  for (const r of receipts ?? []) if (!newest || r.Time >= newest.Time) newest = r
  return newest
}

/** The states a receipt can lead to. */
const RECEIPT_STATES = ['Rejected', 'Accepted', 'Review', 'Concluded', 'Inspection', 'Held', 'Returned', 'Released', 'Closed'] as const

const complete = and(['declareHasParties', 'declareHasGoods', 'declareHasWeights', 'declareHasAmounts'])

/** getResult from one state: to the state the newest receipt names, or stay (no receipt yet, or a code that moves nothing). */
const getResultFrom = (from: string) => [
  ...RECEIPT_STATES.filter((to) => to !== from).map((to) => ({
    target: to,
    guard: { type: 'newestReceiptIs' as const, params: { state: to } },
    // Entering Released opens the export tax refund and the FX settlement.
    actions: to === 'Released' ? ['storeReceipts' as const, 'openFinance' as const] : ['storeReceipts' as const],
  })),
  { actions: 'storeReceipts' as const },
]

const nonEmpty = (s: unknown) => String(s ?? '').trim() !== ''

/** Customs declaration: post to the customs gateway, then follow its receipts (LIFECYCLES.md "Declare"). */
export const declareMachine = setup({
  types: {} as { context: Ctx; events: Ev; input: Ctx },
  guards: {
    /** The owner, the logistics company and the payer are named. */
    declareHasParties: ({ context: { record } }) => nonEmpty(record.OwnerName) && nonEmpty(record.LogisticsName) && nonEmpty(record.PayName),
    declareHasGoods: ({ context: { lines } }) => lines.length > 0,
    declareHasWeights: ({ context: { record } }) => Number(record.TotalWeight) > 0 && Number(record.NetWeight) > 0,
    declareHasAmounts: ({ context: { record } }) => Number(record.ProductAmount) > 0,
    /** Withdrawing is final: it says why (judged once the payload is there; the Actions probe has none). */
    declareReasonGiven: ({ event }) => !('Reason' in event.data) || String(event.data.Reason ?? '').trim() !== '',
    /** The gateway's answer, put in the event by the server before the check. */
    gatewayAccepted: ({ event }) => (event.data.Gateway as GatewayAnswer | undefined)?.Accepted === true,
    newestReceiptIs: ({ event }, params: { state: string } | undefined) => {
      const newest = newestReceipt(event.data.Receipts as Receipt[] | undefined)
      return !!newest && !!params && stateOfCode(newest.Code) === params.state
    },
  },
  actions: {
    /** PushStatus = posted, PostTime = now. */
    markPosted: () => {},
    /** PushStatus = refused, PushMessage = the gateway's reason. */
    markRefused: () => {},
    /** Each new receipt is stored; LastCode and ReceiptTime follow the newest. */
    storeReceipts: () => {},
    /** PushStatus back to not posted. */
    reopen: () => {},
    /** The export tax refund (Refund, Kind 1) and the FX settlement (Pending) of the released goods. */
    openFinance: () => {},
  },
}).createMachine({
  id: 'declare',
  initial: 'Draft',
  context: ({ input }) => input,
  states: {
    Draft: {
      tags: ['queue:to-post', 'editable'],
      on: {
        post: [
          { target: 'Posted', guard: and([complete, 'gatewayAccepted']), actions: 'markPosted' },
          // Complete, but the gateway refused: stays a draft with the reason.
          { target: 'Draft', guard: complete, actions: 'markRefused' },
        ],
        withdraw: { target: 'Withdrawn', guard: 'declareReasonGiven' },
      },
    },
    Posted: { tags: ['queue:awaiting-result'], on: { getResult: getResultFrom('Posted') } },
    Rejected: {
      tags: ['queue:to-post'],
      on: { amend: { target: 'Draft', actions: 'reopen' }, withdraw: { target: 'Withdrawn', guard: 'declareReasonGiven' } },
    },
    Accepted: { tags: ['queue:awaiting-result'], on: { getResult: getResultFrom('Accepted') } },
    Review: { tags: ['queue:awaiting-result'], on: { getResult: getResultFrom('Review') } },
    Inspection: { tags: ['queue:awaiting-result'], on: { getResult: getResultFrom('Inspection') } },
    Held: { tags: ['queue:awaiting-result'], on: { getResult: getResultFrom('Held') } },
    Concluded: { tags: ['queue:awaiting-result'], on: { getResult: getResultFrom('Concluded') } },
    // Released goods may still be closed (899) by customs.
    Released: { on: { getResult: getResultFrom('Released') } },
    Closed: { type: 'final' },
    Returned: { type: 'final' },
    Withdrawn: { type: 'final' },
  },
})

export const declareLifecycle = defineLifecycle({
  doc: 'Declare',
  machine: declareMachine,
  steps: ['Draft', 'Posted', 'Accepted', 'Review', 'Inspection', 'Held', 'Concluded', 'Released', 'Closed', 'Rejected', 'Returned', 'Withdrawn'],
  events: {
    // No payload from the caller: the server adds the gateway's answer (Gateway, Receipts).
    post: { permission: 'declare:update' },
    getResult: { permission: 'declare:update' },
    amend: { permission: 'declare:update' },
    withdraw: { permission: 'declare:update', data: z.object({ Reason: z.string().trim().max(500).default('') }), confirm: true },
  },
})
