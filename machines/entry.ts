import { and, assign, setup } from 'xstate'
import { z } from 'zod'
import { defineLifecycle, docTypes, type DocContext, type DocEvent } from './define.ts'
import {
  draftGuards,
  lineFits,
  LineRef,
  OptionalReason,
  patchLine,
  qty,
  Quantity,
  Reason,
  ShortClose,
  type DocLine,
  type DraftFacts,
} from './lines.ts'
import { qty as quantity } from '../src/kernel/shared/schemas/fields.ts'

export type EntryLine = DocLine & { AlreadyNum: number; BadNum: number; PutNum: number; ShortNum: number }
export type EntryRecord = { WarehouseId: number }
export type EntryFacts = DraftFacts & {
  /** While receiving: how many percent more than ordered the warehouse takes in without a supervisor. */
  overReceiptPct?: number
}

type Ctx = DocContext<EntryRecord, EntryLine, EntryFacts>
type Ev = DocEvent<
  | 'submit'
  | 'arrive'
  | 'receiveLine'
  | 'acceptOver'
  | 'finishReceiving'
  | 'closeShort'
  | 'startPutaway'
  | 'putLine'
  | 'completePutaway'
  | 'cancel'
>

const received = (l: EntryLine) => l.AlreadyNum + l.BadNum
/** How many more than ordered a line may take in without a supervisor: the tolerance's share of it, rounded down. */
export const overAllowance = (l: Pick<EntryLine, 'ProductNum'>, pct = 0) => Math.floor((l.ProductNum * Math.max(0, pct)) / 100)

/** Inbound goods: expected, received into the receiving area, put away onto places (LIFECYCLES.md "Entry"). */
export const entryMachine = setup({
  types: docTypes<Ctx, Ev>(),
  guards: {
    ...draftGuards,
    /** Never more than ordered and the warehouse's tolerance: good and bad together fill the line at most. */
    receivable: ({ context: { lines, facts }, event: { data } }) =>
      lineFits(
        lines,
        data,
        (l) => received(l) < l.ProductNum + overAllowance(l, facts.overReceiptPct),
        (l) =>
          qty(data.Qty) + qty(data.BadQty) > 0 &&
          received(l) + qty(data.Qty) + qty(data.BadQty) <= l.ProductNum + overAllowance(l, facts.overReceiptPct),
      ),
    /** A supervisor takes in more than the tolerance: only what goes beyond it (within it, a receiver does). */
    beyondTolerance: ({ context: { lines, facts }, event: { data } }) =>
      lineFits(
        lines,
        data,
        () => true,
        (l) =>
          qty(data.Qty) + qty(data.BadQty) > 0 &&
          received(l) + qty(data.Qty) + qty(data.BadQty) > l.ProductNum + overAllowance(l, facts.overReceiptPct),
      ),
    fullyReceived: ({ context: { lines } }) => lines.every((l) => received(l) >= l.ProductNum),
    receivedShort: ({ context: { lines } }) => lines.some((l) => received(l) < l.ProductNum),
    /** Only good goods received and not yet on a place can be put away. */
    puttable: ({ context: { lines }, event: { data } }) =>
      lineFits(
        lines,
        data,
        (l) => l.PutNum < l.AlreadyNum,
        (l) => qty(data.Qty) > 0 && l.PutNum + qty(data.Qty) <= l.AlreadyNum,
      ),
    allPutAway: ({ context: { lines } }) => lines.every((l) => l.PutNum >= l.AlreadyNum),
  },
  actions: {
    /** ArriveTime = now. */
    arrived: () => {},
    /** AlreadyNum += good, BadNum += bad; the good goods enter the receiving area, the damaged the quarantine area (a ledger row each). */
    receive: () => {},
    /** ShortNum per line and the reason; a backorder Entry for the rest per the warehouse's setting. */
    recordShortfall: () => {},
    /** Ledger: one row out of the receiving area, one into the place; PutNum += qty. */
    put: () => {},
    /** StoreTime = now. */
    stored: () => {},
    // Mirrors of the effects, for guards later on the same path (the server reloads the lines instead).
    setReceived: assign({
      lines: ({ context, event }) =>
        patchLine(context.lines, event.data, (l) => ({
          AlreadyNum: l.AlreadyNum + qty(event.data.Qty),
          BadNum: l.BadNum + qty(event.data.BadQty),
        })),
    }),
    setShort: assign({ lines: ({ context }) => context.lines.map((l) => ({ ...l, ShortNum: Math.max(0, l.ProductNum - received(l)) })) }),
    setPut: assign({
      lines: ({ context, event }) => patchLine(context.lines, event.data, (l) => ({ PutNum: l.PutNum + qty(event.data.Qty) })),
    }),
  },
}).createMachine({
  id: 'entry',
  initial: 'Draft',
  context: ({ input }) => input,
  states: {
    Draft: {
      tags: ['editable'],
      on: {
        submit: { target: 'Expected', guard: and(['hasLines', 'warehouseKnown', 'productsKnown']) },
        cancel: 'Cancelled',
      },
    },
    // On its way: the receivers see it coming and mark it arrived.
    Expected: {
      tags: ['queue:receiving'],
      on: {
        arrive: { target: 'Receiving', actions: 'arrived' },
        cancel: 'Cancelled',
      },
    },
    Receiving: {
      tags: ['queue:receiving'],
      on: {
        receiveLine: { target: 'Receiving', guard: 'receivable', actions: ['receive', 'setReceived'] },
        acceptOver: { target: 'Receiving', guard: 'beyondTolerance', actions: ['receive', 'setReceived'] },
        finishReceiving: { target: 'Received', guard: 'fullyReceived' },
        closeShort: { target: 'Received', guard: 'receivedShort', actions: ['recordShortfall', 'setShort'] },
      },
    },
    // Received, waiting for someone to put it away.
    Received: {
      tags: ['queue:putaway'],
      on: { startPutaway: 'PuttingAway' },
    },
    PuttingAway: {
      tags: ['queue:putaway'],
      on: {
        putLine: { target: 'PuttingAway', guard: 'puttable', actions: ['put', 'setPut'] },
        completePutaway: { target: 'Stored', guard: 'allPutAway', actions: 'stored' },
      },
    },
    Stored: { type: 'final' },
    Cancelled: { type: 'final' },
  },
})

const permission = 'entry:update' as const
/** A label's lot number and expiry date (YYYY-MM-DD), as scanned (GS1 AIs 10 and 17) or typed: needed for a product kept by lot. */
export const LotFields = {
  LotNo: z.string().trim().max(40).default(''),
  Expiry: z
    .string()
    .trim()
    .regex(/^(\d{4}-\d{2}-\d{2})?$/)
    .refine((s) => s === '' || !Number.isNaN(Date.parse(s)))
    .default(''),
}
const ReceiveLine = z.object({ LineId: LineRef, Qty: quantity(0).default(0), BadQty: quantity(0).default(0), ...LotFields })

export const entryLifecycle = defineLifecycle({
  doc: 'Entry',
  machine: entryMachine,
  steps: ['Draft', 'Expected', 'Receiving', 'Received', 'PuttingAway', 'Stored', 'Cancelled'],
  events: {
    submit: { permission },
    arrive: { permission },
    receiveLine: { permission, data: ReceiveLine },
    // More than ordered beyond the tolerance: a supervisor's decision, with its reason on the timeline.
    acceptOver: { permission: 'entry:approve', data: ReceiveLine.extend(Reason.shape), confirm: true },
    finishReceiving: { permission },
    closeShort: { permission, data: ShortClose, confirm: true },
    startPutaway: { permission },
    putLine: { permission, data: z.object({ LineId: LineRef, PlaceId: LineRef, Qty: Quantity }) },
    completePutaway: { permission },
    cancel: { permission, data: OptionalReason, confirm: true },
  },
})
