import { and, setup, type AnyStateMachine } from 'xstate'
import { z } from 'zod'
import { defineLifecycle, docTypes, type DocContext, type DocEvent, type EventSpec, type Lifecycle } from './define.ts'

/**
 * What customs answered a post with (put into the event's data by the server, never by the caller).
 * A gateway's answer is checked like any input from outside before the machine sees it.
 */
export const GatewayAnswer = z.object({ Accepted: z.boolean(), Reason: z.string().max(2000).optional() })
export type GatewayAnswer = z.infer<typeof GatewayAnswer>
/** A receipt customs sent: a status code, its text, its time (Unix seconds) and, on acceptance, the number it filed the message under. */
export const Receipt = z.object({
  Code: z.number().int(),
  Text: z.string().max(2000).default(''),
  Time: z.number().int().min(0),
  No: z.string().max(50).optional(),
})
export type Receipt = z.infer<typeof Receipt>
export const Receipts = z.array(Receipt)

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

/** Whether a field holds something: text not blank, a number above zero. */
export const filled = (v: unknown) => (typeof v === 'number' ? v > 0 : String(v ?? '').trim() !== '')

/** The required fields of a record that are still empty, in the order given. */
export const missingFields = (record: Record<string, unknown>, required: readonly string[]) => required.filter((f) => !filled(record[f]))

/** Facts a message document's server looks up for its guards: lists that must be empty (`{name}` in the reason). */
const factEmpty = (facts: Record<string, unknown>, name: string) => {
  const fact = facts[name]
  return Array.isArray(fact) && fact.length === 0
}

export interface CustomsMessageOptions {
  /** The document's API name (`DeclareOrder`). */
  doc: string
  /** The fields a message needs before it is sent (the `messageComplete` guard; its reason names the missing ones). */
  required: readonly string[]
  /** The message carries goods lines or sub waybills: at least one. */
  lines?: boolean
  /**
   * Facts the server looks up that must be empty lists before the message may go, each its own guard
   * of that name (`documentsAccepted` → facts.unaccepted …), in the order they are checked.
   */
  preconditions?: Readonly<Record<string, string>>
  /** The states customs may move it to by receipts besides Rejected and Accepted (the declaration's review road). */
  review?: boolean
  /** Guards of the document's own, checked on post before the shared ones (the declaration's parties, weights …). */
  guards?: Readonly<Record<string, (a: { context: DocContext; event: DocEvent }) => boolean>>
}

type Ev = DocEvent<'post' | 'getResult' | 'amend' | 'withdraw' | 'close'>

const SHORT_ROAD = ['Rejected', 'Accepted'] as const
const REVIEW_ROAD = ['Rejected', 'Accepted', 'Review', 'Concluded', 'Inspection', 'Held', 'Returned', 'Released', 'Closed'] as const

/**
 * One post → get-result lifecycle for every message a customs gateway takes (order, payment receipt,
 * logistics waybill, declaration, arrival, departure, master waybill), parameterised by the
 * document: what must be filled in, what must be true of other documents first, and how far
 * customs' receipts lead it (LIFECYCLES.md "Declare").
 * - Draft → `post` [complete, preconditions, gateway took it] → Posted; the gateway refusing keeps
 *   it a Draft with the reason.
 * - Posted → `getResult` → the state the newest receipt names, or stays (no receipt yet); on the
 *   review road Accepted, Review, Inspection, Held and Concluded move on the same way.
 * - Rejected → `amend` → Draft; Draft | Rejected → `withdraw` [reason] → Withdrawn.
 */
export function customsMessageMachine(o: CustomsMessageOptions): AnyStateMachine {
  const road: readonly string[] = o.review ? REVIEW_ROAD : SHORT_ROAD
  const preconditions = Object.keys(o.preconditions ?? {})
  const own = Object.keys(o.guards ?? {})
  const complete = and([...own, 'messageComplete', ...(o.lines ? ['messageHasLines'] : []), ...preconditions])
  const getResultFrom = (from: string) => [
    ...road
      .filter((to) => to !== from)
      .map((to) => ({
        target: to,
        guard: { type: 'newestReceiptIs' as const, params: { state: to } },
        // Entering Released opens the export tax refund and the FX settlement.
        actions: to === 'Released' ? ['storeReceipts', 'openFinance'] : ['storeReceipts'],
      })),
    { actions: 'storeReceipts' },
  ]
  const following = (state: string) => ({ tags: ['queue:awaiting-result'], on: { getResult: getResultFrom(state) } })
  const states: Record<string, unknown> = {
    Draft: {
      tags: ['queue:to-post', 'editable'],
      on: {
        post: [
          { target: 'Posted', guard: and([complete, 'gatewayAccepted']), actions: 'markPosted' },
          // Complete, but the gateway refused: stays a draft with the reason.
          { target: 'Draft', guard: complete, actions: 'markRefused' },
        ],
        withdraw: { target: 'Withdrawn', guard: 'reasonGiven' },
      },
    },
    Posted: following('Posted'),
    Rejected: {
      tags: ['queue:to-post'],
      on: { amend: { target: 'Draft', actions: 'reopen' }, withdraw: { target: 'Withdrawn', guard: 'reasonGiven' } },
    },
  }
  if (o.review) {
    for (const s of ['Accepted', 'Review', 'Inspection', 'Held', 'Concluded']) states[s] = following(s)
    // Released goods may still be closed (899) by customs: the scheduler's poll asks, not a person
    // (the event is timed), and a poll that brings nothing is not kept (jobs/declare-poll.ts).
    states.Released = {
      tags: ['poll:closing'],
      on: {
        close: [
          { target: 'Closed', guard: { type: 'newestReceiptIs', params: { state: 'Closed' } }, actions: 'storeReceipts' },
          { actions: 'storeReceipts' },
        ],
      },
    }
    states.Closed = { type: 'final' }
    states.Returned = { type: 'final' }
  } else {
    // Accepted is where a message's road ends; it stays open for the documents that refer to it.
    states.Accepted = {}
  }
  states.Withdrawn = { type: 'final' }

  return setup({
    types: docTypes<DocContext, Ev>(),
    guards: {
      ...(o.guards ?? {}),
      messageComplete: ({ context: { record } }) => missingFields(record, o.required).length === 0,
      messageHasLines: ({ context: { lines } }) => lines.length > 0,
      ...Object.fromEntries(
        Object.entries(o.preconditions ?? {}).map(([guard, fact]) => [
          guard,
          ({ context }: { context: DocContext }) => factEmpty(context.facts, fact),
        ]),
      ),
      /** Withdrawing is final: it says why (judged once the payload is there; the Actions probe has none). */
      reasonGiven: ({ event }) => !('Reason' in event.data) || String(event.data.Reason ?? '').trim() !== '',
      /** The gateway's answer, put in the event by the server before the check. */
      gatewayAccepted: ({ event }) => GatewayAnswer.safeParse(event.data.Gateway).data?.Accepted === true,
      newestReceiptIs: ({ event }, params: { state: string } | undefined) => {
        const newest = newestReceipt(Receipts.safeParse(event.data.Receipts).data)
        return !!newest && !!params && stateOfCode(newest.Code) === params.state
      },
    },
    actions: {
      /** PushStatus = posted, PostTime = now. */
      markPosted: () => {},
      /** PushStatus = refused, PushMessage = the gateway's reason. */
      markRefused: () => {},
      /** Each new receipt is stored; LastCode, ReceiptTime (and CustomsNo) follow the newest. */
      storeReceipts: () => {},
      /** PushStatus back to not posted. */
      reopen: () => {},
      /** The export tax refund and the FX settlement of the released goods. */
      openFinance: () => {},
    },
  }).createMachine({ id: o.doc, initial: 'Draft', context: ({ input }) => input, states: states as never }) as unknown as AnyStateMachine
}

/** The steps a stepper shows: the main road, then the exits. */
const stepsOf = (review: boolean | undefined) =>
  review
    ? [
        'Draft',
        'Posted',
        'Accepted',
        'Review',
        'Inspection',
        'Held',
        'Concluded',
        'Released',
        'Closed',
        'Rejected',
        'Returned',
        'Withdrawn',
      ]
    : ['Draft', 'Posted', 'Accepted', 'Rejected', 'Withdrawn']

/** A message document's lifecycle: its machine and events (no payload from the caller but a withdrawal's reason: the server adds the gateway's answer). */
export function customsMessageLifecycle(
  o: CustomsMessageOptions,
): Lifecycle<'post' | 'getResult' | 'amend' | 'withdraw'> & { events: { readonly close?: EventSpec } } {
  const events = {
    post: { permission: 'declare:update' },
    getResult: { permission: 'declare:update' },
    amend: { permission: 'declare:update' },
    withdraw: { permission: 'declare:update', data: z.object({ Reason: z.string().trim().max(500).default('') }), confirm: true },
  } as const
  // Only the review road has `close`: customs closing released goods, asked by the scheduler's poll.
  const close: { close?: EventSpec } = o.review ? { close: { permission: 'declare:update', timed: true } } : {}
  const lifecycle = defineLifecycle<'post' | 'getResult' | 'amend' | 'withdraw'>({
    doc: o.doc,
    machine: customsMessageMachine(o),
    steps: stepsOf(o.review),
    events,
  })
  return { ...lifecycle, events: { ...lifecycle.events, ...close } }
}
