import { assign, fromPromise, setup } from 'xstate'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { parseGs1, sameItemNumber } from '../../shared/gs1.ts'

/** A line of the document as the station counts it: how many are expected here, how many are done. */
export interface StationLine {
  Id: number
  ProductName: string
  BarCode: string
  expected: number
  done: number
  /** How many may still be counted at each place, when only some places hold the line's goods (a pick: its reservations). */
  atPlace?: Readonly<Record<number, number>>
  /** The one place this line is at (a stocktake's line: one product at one place). */
  placeId?: number
  /** A stocktake line not counted yet. */
  uncounted?: boolean
  /** Where a put-away should take it (the server's suggestion). */
  suggested?: string
  /** Whose goods these are, when that tells two lines of one product apart (a stocktake's). */
  owner?: string
  /** How many more than expected may be counted (receiving: the warehouse's over-receipt tolerance). */
  extra?: number
  /** Of `done`, how many were damaged (receiving: they went to quarantine). */
  bad?: number
}

/** A place a put-away can scan (its code is its title, as printed on its label). */
export interface StationPlace {
  Id: number
  Title: string
}

/** What the last scan did, as the worker sees and hears it. */
export type Outcome =
  | { kind: 'ok'; lineId: number; qty: number; bad?: boolean }
  | { kind: 'place'; place: StationPlace }
  | { kind: 'error'; message: MessageDescriptor | string; values?: Record<string, unknown> }

export type StationMode = 'receive' | 'putaway' | 'pick' | 'pack' | 'count'

/** A stocktake counts whatever is found: no upper limit, and never done by itself (the worker submits). */
const open = (mode: StationMode) => mode === 'count'

export interface StationContext {
  mode: StationMode
  lines: StationLine[]
  /** The places the station works at (put-away: any storage place; picking: the reserved ones; stocktake: the sheet's), in walking order. */
  places?: StationPlace[]
  /** The warehouse's other places: a scan of one is a wrong place, named as such, not an unknown code. */
  elsewhere?: StationPlace[]
  place?: StationPlace
  /** How many the next scan counts (typed for bulk goods); back to 1 once a scan is sent. */
  qty: number
  last?: Outcome
  /** The package the next packed items go into (packing only). */
  packageNo: string
  /** The next scan is of a damaged unit (receiving only); back to sound after it. */
  damaged: boolean
  /** The scan being sent to the server. */
  pending?: Count
  /** The lot the next receipts are of (receiving): typed, or read from the last GS1 label scanned. */
  lot: Lot
}

/** A label's lot number and expiry date (YYYY-MM-DD); empty when not known. */
export type Lot = { LotNo: string; Expiry: string }

/** One counted scan, as sent to the server. */
export type Count = { lineId: number; qty: number; placeId?: number; packageNo?: string; bad?: boolean; lot?: Lot }

export type StationEvent =
  | { type: 'SCAN'; code: string }
  | { type: 'QTY'; qty: number }
  | { type: 'PACKAGE'; packageNo: string }
  /** Receiving: the next scan is of a damaged unit (or not). */
  | { type: 'DAMAGED'; on: boolean }
  /** Receiving: the lot of the next receipts, typed from the label. */
  | { type: 'LOT'; lot: Lot }
  /** A stocktake line looked for at its place and not found: counted 0. */
  | { type: 'NONE'; lineId: number }
  /** The document as the server answered a step: its lines (and its places, when they follow from the lines). */
  | { type: 'SYNC'; lines: StationLine[]; places?: StationPlace[] }

const left = (l: StationLine) => l.expected - l.done
/** What a scan of the line may count now: at the current place when the line is bound to places; beyond the expected, its tolerance. */
const room = (l: StationLine, place?: StationPlace) =>
  l.atPlace && place ? Math.min(left(l), l.atPlace[place.Id] ?? 0) : left(l) + (l.extra ?? 0)
/** The item number a scan names: a GS1 label's GTIN, else the code as scanned. */
const itemNumber = (code: string) => parseGs1(code)?.gtin ?? code.trim()
const sameCode = (l: StationLine, code: string) => l.BarCode !== '' && sameItemNumber(l.BarCode, itemNumber(code))
/** The lot a receipt scanned is of: the label's own (GS1 AIs 10 and 17), else the one typed. */
const lotOf = (context: StationContext, code: string): Lot => {
  const label = parseGs1(code)
  return label?.lot
    ? { LotNo: label.lot, Expiry: label.expiry ?? '' }
    : { LotNo: context.lot.LotNo.trim(), Expiry: context.lot.Expiry.trim() }
}
/** The line a code names; a line bound to one place only there. */
const lineOf = (lines: readonly StationLine[], code: string, place?: StationPlace) => {
  const here = lines.filter((l) => sameCode(l, code) && (l.placeId === undefined || l.placeId === place?.Id))
  // One product on several lines (two owners' stock at one place; a round's deliveries): the scans
  // fill the first line not counted yet, else the first with room left here; a refusal names the
  // first line still open.
  return here.find((l) => l.uncounted) ?? here.find((l) => room(l, place) > 0) ?? here.find((l) => left(l) > 0) ?? here[0]
}
const placeOf = (places: readonly StationPlace[] | undefined, code: string) =>
  places?.find((p) => p.Title.toLowerCase() === code.trim().toLowerCase())

/** What to take at one place: a line and how many of it. */
export interface Take {
  line: StationLine
  qty: number
}
/** One stop of a pick walk: a place and what is still to be taken there. */
export interface Stop {
  place: StationPlace
  take: Take[]
}

/** The stops still ahead of a pick, in walking order (the order of the station's places: their codes, aisle by aisle). */
export function stops(context: Pick<StationContext, 'mode' | 'lines' | 'places'>): Stop[] {
  if (context.mode !== 'pick') return []
  return (context.places ?? [])
    .map((place) => ({
      place,
      take: context.lines.map((line) => ({ line, qty: line.atPlace ? room(line, place) : 0 })).filter((t) => t.qty > 0),
    }))
    .filter((s) => s.take.length > 0)
}

/**
 * Where the picker goes next: the place he stands at while something is left there, else the next
 * place with work after it in walking order, else (he walked past one) the first still open.
 */
export function nextStop(context: Pick<StationContext, 'mode' | 'lines' | 'places' | 'place'>): Stop | undefined {
  const open = stops(context)
  const here = context.place
  if (!here) return open[0]
  const at = open.find((s) => s.place.Id === here.Id)
  if (at) return at
  const order = (context.places ?? []).map((p) => p.Id)
  const from = order.indexOf(here.Id)
  return open.find((s) => order.indexOf(s.place.Id) > from) ?? open[0]
}

/** A place the station may work at now: a pick only where something is left to take. */
const workable = (context: StationContext, place: StationPlace | undefined) =>
  !!place && (context.mode !== 'pick' || stops(context).some((s) => s.place.Id === place.Id))
/** A code that names a place, but not one to work at now. */
const wrongPlace = (context: StationContext, code: string) => {
  const place = placeOf(context.places, code) ?? placeOf(context.elsewhere, code)
  return place && !workable(context, place) ? place : undefined
}

export const STATION_MESSAGES = {
  unknown: msg`Unknown code {code}: no item of this document or place has it`,
  wrongPlace: msg`Wrong place {place}: go to {expected}`,
  nothingLeft: msg`Nothing is left to take at {place}`,
  goFirst: msg`Go to {place} and scan its code first`,
  over: msg`Only {left} more of {product} are expected`,
  overReceipt: msg`Only {left} more of {product} can be received here; a supervisor can accept more on the entry`,
  received: msg`{product} is already fully received; a supervisor can accept more on the entry`,
  putAway: msg`{product} is already put away`,
  picked: msg`{product} is already picked`,
  notHere: msg`{product} is not reserved at {place}`,
  notOnSheet: msg`{product} is not on this stocktake at {place}: put it aside and tell your supervisor`,
  packed: msg`{product} is already packed`,
  placeFirst: msg`Scan a place first`,
  allDone: msg`Everything on this document is done`,
}

/** A place scanned where there is nothing to do: where to go instead, or that nothing is left there. */
function wrongPlaceOutcome(context: StationContext, code: string): Outcome {
  const place = wrongPlace(context, code)!.Title
  const stop = nextStop(context)
  return stop
    ? { kind: 'error', message: STATION_MESSAGES.wrongPlace, values: { place, expected: stop.place.Title } }
    : { kind: 'error', message: STATION_MESSAGES.nothingLeft, values: { place } }
}

/**
 * A scan station (a handheld, or a USB reader: characters, then Enter) for receiving, put-away,
 * picking, packing and stocktake. Stations with places (put-away, picking, stocktake) wait for a
 * place first (a place scanned later moves on to it); then each item scan is checked at once
 * against the document (an item on it, at that place, no more than expected; a stocktake counts
 * whatever it finds of the lines at the place, and one typed 0 says "none here") and a scan that fits
 * is one lifecycle event to the server, which stays the authority: its answer (the lines as
 * stored) replaces the station's. A wrong scan is refused here and changes nothing.
 */
export const scanStation = setup({
  types: {} as {
    context: StationContext
    events: StationEvent
    input: { mode: StationMode; lines: StationLine[]; places?: StationPlace[]; elsewhere?: StationPlace[] }
  },
  actors: {
    // Provided by the page: sends one counted scan and answers the document's lines as stored.
    count: fromPromise<StationLine[], Count>(async () => {
      throw new Error('scanStation: no count actor provided')
    }),
  },
  guards: {
    isPlace: ({ context, event }) => event.type === 'SCAN' && workable(context, placeOf(context.places, event.code)),
    isWrongPlace: ({ context, event }) => event.type === 'SCAN' && !!wrongPlace(context, event.code),
    needsPlace: ({ context }) => !!context.places && !context.place,
    known: ({ context, event }) => event.type === 'SCAN' && context.lines.some((l) => sameCode(l, event.code)),
    fits: ({ context, event }) => {
      if (event.type !== 'SCAN') return false
      const line = lineOf(context.lines, event.code, context.place)
      return !!line && (open(context.mode) || room(line, context.place) >= context.qty)
    },
    emptyHere: ({ context, event }) =>
      event.type === 'NONE' &&
      context.mode === 'count' &&
      context.lines.some((l) => l.Id === event.lineId && l.placeId === context.place?.Id),
    // Nothing more can be counted anywhere (a receipt's tolerance too): every further scan is refused.
    allDone: ({ context }) => !open(context.mode) && context.lines.length > 0 && context.lines.every((l) => room(l) <= 0),
  },
}).createMachine({
  id: 'scanStation',
  context: ({ input }) => ({
    mode: input.mode,
    lines: input.lines,
    places: input.places,
    elsewhere: input.elsewhere,
    qty: 1,
    packageNo: '1',
    damaged: false,
    lot: { LotNo: '', Expiry: '' },
  }),
  initial: 'check',
  on: {
    // A stocktake may count 0 (looked, found none); everything else counts at least one.
    // A typed quantity answers a refusal ("only 2 more"): the red banner goes until the next scan says otherwise.
    QTY: {
      actions: assign({
        qty: ({ event, context }) => Math.max(open(context.mode) ? 0 : 1, Math.floor(event.qty) || 0),
        last: ({ context }) => (context.last?.kind === 'error' ? undefined : context.last),
      }),
    },
    PACKAGE: { actions: assign({ packageNo: ({ event }) => event.packageNo.trim() || '1' }) },
    DAMAGED: { actions: assign({ damaged: ({ event, context }) => context.mode === 'receive' && event.on }) },
    LOT: { actions: assign({ lot: ({ event }) => event.lot }) },
    SYNC: {
      actions: assign({
        lines: ({ event }) => event.lines,
        places: ({ event, context }) => event.places ?? context.places,
        last: ({ context }) => (context.last?.kind === 'error' ? undefined : context.last),
      }),
      target: '.check',
    },
  },
  states: {
    check: {
      always: [{ guard: 'allDone', target: 'done' }, { guard: 'needsPlace', target: 'waitingForPlace' }, { target: 'waitingForItem' }],
    },
    waitingForPlace: {
      on: {
        SCAN: [
          {
            guard: 'isPlace',
            target: 'waitingForItem',
            actions: assign(({ context, event }) => ({
              place: placeOf(context.places, event.code),
              last: { kind: 'place', place: placeOf(context.places, event.code)! } satisfies Outcome,
            })),
          },
          { guard: 'isWrongPlace', actions: assign({ last: ({ context, event }) => wrongPlaceOutcome(context, event.code) }) },
          {
            actions: assign({
              last: ({ context }) => {
                const stop = nextStop(context)
                return stop
                  ? { kind: 'error', message: STATION_MESSAGES.goFirst, values: { place: stop.place.Title } }
                  : { kind: 'error', message: STATION_MESSAGES.placeFirst }
              },
              qty: 1,
            }),
          },
        ],
      },
    },
    waitingForItem: {
      on: {
        NONE: {
          guard: 'emptyHere',
          target: 'counting',
          actions: assign({
            pending: ({ event, context }) => ({ lineId: event.lineId, qty: 0, placeId: context.place?.Id }),
          }),
        },
        SCAN: [
          {
            guard: 'isPlace',
            actions: assign(({ context, event }) => ({
              place: placeOf(context.places, event.code),
              last: { kind: 'place', place: placeOf(context.places, event.code)! } satisfies Outcome,
            })),
          },
          // The quantity goes back to 1 as the scan is sent, so one typed meanwhile is for the next scan.
          {
            guard: 'fits',
            target: 'counting',
            actions: assign({
              pending: ({ context, event }) => ({
                lineId: lineOf(context.lines, event.code, context.place)!.Id,
                qty: context.qty,
                placeId: context.place?.Id,
                ...(context.mode === 'pack' ? { packageNo: context.packageNo } : {}),
                ...(context.damaged ? { bad: true } : {}),
                ...(context.mode === 'receive' && lotOf(context, event.code).LotNo ? { lot: lotOf(context, event.code) } : {}),
              }),
              // A label's lot stays for the next cartons of the same lot (shown in the lot inputs).
              lot: ({ context, event }) => (context.mode === 'receive' ? lotOf(context, event.code) : context.lot),
              qty: 1,
              damaged: false,
            }),
          },
          { guard: 'isWrongPlace', actions: assign({ last: ({ context, event }) => wrongPlaceOutcome(context, event.code) }) },
          {
            guard: 'known',
            actions: assign({
              qty: 1,
              last: ({ context, event }) => {
                const line = lineOf(context.lines, event.code, context.place) ?? context.lines.find((l) => sameCode(l, event.code))!
                const product = line.ProductName
                if (line.placeId !== undefined)
                  return { kind: 'error', message: STATION_MESSAGES.notOnSheet, values: { product, place: context.place?.Title ?? '' } }
                const here = room(line, context.place)
                if (left(line) > 0 && here <= 0)
                  return { kind: 'error', message: STATION_MESSAGES.notHere, values: { product, place: context.place?.Title ?? '' } }
                if (context.mode === 'receive' && here > 0)
                  return { kind: 'error', message: STATION_MESSAGES.overReceipt, values: { left: here, product } }
                if (left(line) > 0) return { kind: 'error', message: STATION_MESSAGES.over, values: { left: here, product } }
                const done = {
                  receive: STATION_MESSAGES.received,
                  putaway: STATION_MESSAGES.putAway,
                  pick: STATION_MESSAGES.picked,
                  pack: STATION_MESSAGES.packed,
                  count: STATION_MESSAGES.unknown,
                }[context.mode]
                return { kind: 'error', message: done, values: { product } }
              },
            }),
          },
          {
            actions: assign({
              qty: 1,
              last: ({ event }) =>
                ({ kind: 'error', message: STATION_MESSAGES.unknown, values: { code: event.code.trim() } }) satisfies Outcome,
            }),
          },
        ],
      },
    },
    counting: {
      // A step's lines (start, weigh) that arrive while a scan is on its way must not drop the scan:
      // they are taken, and the scan's own answer (later, so newer) replaces them when it comes.
      on: {
        SYNC: {
          actions: assign({
            lines: ({ event }) => event.lines,
            places: ({ event, context }) => event.places ?? context.places,
          }),
        },
      },
      invoke: {
        src: 'count',
        input: ({ context }) => context.pending!,
        onDone: {
          target: 'check',
          actions: assign(({ context, event }) => ({
            lines: event.output,
            pending: undefined,
            last: {
              kind: 'ok',
              lineId: context.pending!.lineId,
              qty: context.pending!.qty,
              ...(context.pending!.bad ? { bad: true } : {}),
            } satisfies Outcome,
          })),
        },
        onError: {
          target: 'check',
          actions: assign({
            pending: undefined,
            last: ({ event }) =>
              ({ kind: 'error', message: event.error instanceof Error ? event.error.message : String(event.error) }) satisfies Outcome,
          }),
        },
      },
    },
    done: {
      on: {
        SCAN: {
          actions: assign({
            // A receipt names the supervisor who can take in more; elsewhere the document is simply done.
            last: ({ context, event }) => {
              const line = context.mode === 'receive' ? context.lines.find((l) => sameCode(l, event.code)) : undefined
              return line
                ? { kind: 'error', message: STATION_MESSAGES.received, values: { product: line.ProductName } }
                : ({ kind: 'error', message: STATION_MESSAGES.allDone } satisfies Outcome)
            },
            qty: 1,
          }),
        },
      },
    },
  },
})
