import { assign, fromPromise, setup } from 'xstate'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/** A line of the entry as the station counts it. */
export interface StationLine {
  Id: number
  ProductName: string
  BarCode: string
  ProductNum: number
  AlreadyNum: number
  BadNum: number
}

/** What the last scan did, as the worker sees and hears it. */
export type Outcome = { kind: 'ok'; lineId: number; qty: number } | { kind: 'error'; message: MessageDescriptor | string; values?: Record<string, unknown> }

export interface StationContext {
  lines: StationLine[]
  /** How many the next scan counts (typed for bulk goods); back to 1 after each counted scan. */
  qty: number
  last?: Outcome
  /** The scan being sent to the server. */
  pending?: { lineId: number; qty: number }
}

export type StationEvent = { type: 'SCAN'; code: string } | { type: 'QTY'; qty: number } | { type: 'SYNC'; lines: StationLine[] }

export const received = (l: StationLine) => l.AlreadyNum + l.BadNum
const remaining = (l: StationLine) => l.ProductNum - received(l)
const lineOf = (lines: readonly StationLine[], code: string) => lines.find((l) => l.BarCode !== '' && l.BarCode === code.trim())

export const STATION_MESSAGES = {
  unknown: msg`This item is not on this entry`,
  over: msg`Only {left} more of {product} are expected`,
  complete: msg`{product} is already fully received`,
}

/**
 * The receiving station (a handheld or a USB reader: characters, then Enter). Waiting for an item,
 * each scan is checked at once against the entry (an item on it, no more than expected); a scan
 * that fits is one `receiveLine` event to the server, which stays the authority: its answer
 * (the lines as stored) replaces the station's. A wrong scan is refused here and changes nothing.
 * When every line is received the station says so, and the worker finishes receiving.
 */
export const receivingStation = setup({
  types: { context: {} as StationContext, events: {} as StationEvent, input: {} as { lines: StationLine[] } },
  actors: {
    // Provided by the page: sends one receiveLine and answers the entry's lines as stored.
    receive: fromPromise<StationLine[], { lineId: number; qty: number }>(async () => {
      throw new Error('receivingStation: no receive actor provided')
    }),
  },
  guards: {
    known: ({ context, event }) => event.type === 'SCAN' && !!lineOf(context.lines, event.code),
    fits: ({ context, event }) => {
      if (event.type !== 'SCAN') return false
      const line = lineOf(context.lines, event.code)
      return !!line && remaining(line) >= context.qty
    },
    allReceived: ({ context }) => context.lines.length > 0 && context.lines.every((l) => remaining(l) <= 0),
  },
}).createMachine({
  id: 'receivingStation',
  context: ({ input }) => ({ lines: input.lines, qty: 1 }),
  initial: 'check',
  on: {
    QTY: { actions: assign({ qty: ({ event }) => Math.max(1, Math.floor(event.qty) || 1) }) },
    SYNC: { actions: assign({ lines: ({ event }) => event.lines }), target: '.check' },
  },
  states: {
    check: { always: [{ guard: 'allReceived', target: 'done' }, { target: 'waitingForItem' }] },
    waitingForItem: {
      on: {
        SCAN: [
          { guard: 'fits', target: 'counting', actions: assign({ pending: ({ context, event }) => ({ lineId: lineOf(context.lines, event.code)!.Id, qty: context.qty }) }) },
          {
            guard: 'known',
            actions: assign({
              last: ({ context, event }) => {
                const line = lineOf(context.lines, event.code)!
                const left = remaining(line)
                return left <= 0
                  ? { kind: 'error', message: STATION_MESSAGES.complete, values: { product: line.ProductName } }
                  : { kind: 'error', message: STATION_MESSAGES.over, values: { left, product: line.ProductName } }
              },
            }),
          },
          { actions: assign({ last: () => ({ kind: 'error', message: STATION_MESSAGES.unknown }) as Outcome }) },
        ],
      },
    },
    counting: {
      invoke: {
        src: 'receive',
        input: ({ context }) => context.pending!,
        onDone: {
          target: 'check',
          actions: assign(({ context, event }) => ({ lines: event.output, qty: 1, pending: undefined, last: { kind: 'ok', lineId: context.pending!.lineId, qty: context.pending!.qty } as Outcome })),
        },
        onError: {
          target: 'check',
          actions: assign({ pending: undefined, last: ({ event }) => ({ kind: 'error', message: event.error instanceof Error ? event.error.message : String(event.error) }) as Outcome }),
        },
      },
    },
    done: {
      on: {
        SCAN: { actions: assign({ last: () => ({ kind: 'error', message: msg`Everything on this entry is received` }) as Outcome }) },
      },
    },
  },
})
