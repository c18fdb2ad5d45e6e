import { and, assign, setup } from 'xstate'
import { z } from 'zod'
import { defineLifecycle, docTypes, type DocContext, type DocEvent } from './define.ts'
import { draftGuards, lineFits, LineRef, OptionalReason, patchLine, qty, type DocLine } from './lines.ts'
import { qty as quantity } from '../src/kernel/shared/schemas/fields.ts'

/** One product at one place for one owner; Counted is -1 until counted. */
export type InventoryLine = DocLine & { PlaceId: number; OwnerId: number; Counted: number }
/** UpdateAgent: who sent the last event (once Counted, the person who submitted the counts). */
export type InventoryRecord = { WarehouseId: number; ZoneId: number; UpdateAgent: number }
export type InventoryFacts = {
  warehouseKnown: boolean
  /** The stock the lines would be frozen from now (for the pure mirror; the server reads the balances itself). */
  stock?: Omit<InventoryLine, 'Id' | 'Counted'>[]
  /** Once Counted: the lines whose stock moved since they were frozen (ids), and those lines named for the refusal. */
  movedLineIds?: number[]
  movedLines?: string[]
  /** Once Counted: the units the counts differ by in all (|counted − frozen| summed), and the most one person may post alone. */
  difference?: number
  fourEyesUnits?: number
}

type Ctx = DocContext<InventoryRecord, InventoryLine, InventoryFacts>
type Ev = DocEvent<'start' | 'countLine' | 'submitCounts' | 'recount' | 'post' | 'cancel'>
/** A stocktake's counts as submitted: each line's count (0: looked and found none). */
export const InventoryCounts = z.array(z.object({ LineId: LineRef, Counted: z.number().int().min(0).max(10_000_000) })).max(10_000)

const countsOf = (data: Record<string, unknown>) => InventoryCounts.safeParse(data.Counts).data

/** Posting when stock moved at a counted place since the freeze: only when the poster confirms it (else recount). */
export const InventoryPost = z.object({ ConfirmMoved: z.boolean().default(false) })

/** Stocktake: lines frozen from stock, counted, posted as adjustments (LIFECYCLES.md "Inventory"). */
export const inventoryMachine = setup({
  types: docTypes<Ctx, Ev>(),
  guards: {
    warehouseKnown: draftGuards.warehouseKnown,
    /** A scan counts at a line of this stocktake (0: the worker looked and found none). */
    countable: ({ context: { lines }, event: { data } }) =>
      lineFits(
        lines,
        data,
        () => true,
        () => true,
      ),
    /** Every line has a count once these are applied, and every count names a line of this stocktake. */
    countsComplete: ({ context: { lines }, event: { data } }) => {
      const counts = countsOf(data)
      if (!counts) return true // asked without counts: the button is offered, the form collects them
      const ids = new Set(lines.map((l) => l.Id))
      return counts.every((c) => ids.has(c.LineId)) && lines.every((l) => l.Counted >= 0 || counts.some((c) => c.LineId === l.Id))
    },
    /**
     * Nothing moved at a counted place since it was frozen, or the poster confirms posting anyway
     * (the adjustment is counted − frozen either way, so a move never turns into a difference).
     * Asked without the flag (which actions to offer), posting is offered; the request carries it.
     */
    unmovedOrConfirmed: ({ context: { facts }, event: { data } }) => (facts.movedLineIds ?? []).length === 0 || data.ConfirmMoved !== false,
    /** Four eyes above the threshold: a large difference is posted by someone other than who counted it. */
    smallOrSecondPerson: ({ context: { record, facts }, event: { actor } }) =>
      actor.system === true || (facts.difference ?? 0) <= (facts.fourEyesUnits ?? Infinity) || record.UpdateAgent !== actor.Id,
    /** A recount needs a line whose stock moved since it was frozen. */
    stockMoved: ({ context: { facts } }) => (facts.movedLineIds ?? []).length > 0,
  },
  actions: {
    /** One line per product × place × owner holding stock in the warehouse (or the zone), ProductNum = on hand. */
    freeze: () => {},
    /** Counted per line. */
    count: () => {},
    /** One line's count goes up by what was scanned (an uncounted line starts from 0). */
    countOne: () => {},
    /** One ledger adjustment row per line whose count differs from what was frozen (counted − frozen, on today's stock); PostTime = now. */
    adjust: () => {},
    /** The lines whose stock moved since the freeze are frozen again from today's stock, uncounted. */
    refreeze: () => {},
    // Mirrors of the effects, for guards later on the same path (the server reloads the lines instead).
    setFrozen: assign({ lines: ({ context }) => (context.facts.stock ?? []).map((s, i) => ({ ...s, Id: i + 1, Counted: -1 })) }),
    setCountedOne: assign({
      lines: ({ context, event }) =>
        patchLine(context.lines, event.data, (l) => ({ Counted: Math.max(0, l.Counted) + qty(event.data.Qty) })),
    }),
    setRefrozen: assign({
      lines: ({ context }) => context.lines.map((l) => ((context.facts.movedLineIds ?? []).includes(l.Id) ? { ...l, Counted: -1 } : l)),
      facts: ({ context }) => ({ ...context.facts, movedLineIds: [], movedLines: [] }),
    }),
    setCountedBy: assign({ record: ({ context: { record }, event }) => ({ ...record, UpdateAgent: event.actor.Id }) }),
    setCounted: assign({
      lines: ({ context, event }) =>
        context.lines.map((l) => ({ ...l, Counted: countsOf(event.data)?.find((c) => c.LineId === l.Id)?.Counted ?? l.Counted })),
    }),
  },
}).createMachine({
  id: 'inventory',
  initial: 'Draft',
  context: ({ input }) => input,
  states: {
    Draft: {
      tags: ['editable'],
      on: {
        start: { target: 'Counting', guard: 'warehouseKnown', actions: ['freeze', 'setFrozen'] },
        cancel: 'Cancelled',
      },
    },
    Counting: {
      on: {
        countLine: { target: 'Counting', guard: 'countable', actions: ['countOne', 'setCountedOne'] },
        submitCounts: { target: 'Counted', guard: 'countsComplete', actions: ['count', 'setCounted', 'setCountedBy'] },
        cancel: 'Cancelled',
      },
    },
    Counted: {
      on: {
        post: { target: 'Posted', guard: and(['unmovedOrConfirmed', 'smallOrSecondPerson']), actions: 'adjust' },
        recount: { target: 'Counting', guard: 'stockMoved', actions: ['refreeze', 'setRefrozen'] },
      },
    },
    Posted: { type: 'final' },
    Cancelled: { type: 'final' },
  },
})

const permission = 'stock:update' as const

export const inventoryLifecycle = defineLifecycle({
  doc: 'Inventory',
  machine: inventoryMachine,
  steps: ['Draft', 'Counting', 'Counted', 'Posted', 'Cancelled'],
  events: {
    start: { permission },
    countLine: { permission, data: z.object({ LineId: LineRef, Qty: quantity(0) }) },
    submitCounts: {
      permission,
      data: z.object({ Counts: InventoryCounts }),
    },
    recount: { permission, confirm: true },
    post: { permission, data: InventoryPost, confirm: true },
    cancel: { permission, data: OptionalReason, confirm: true },
  },
})
