import { and, assign, setup } from 'xstate'
import { z } from 'zod'
import { defineLifecycle, docTypes, type DocContext, type DocEvent } from './define.ts'
import { draftGuards, lineFits, LineRef, OptionalReason, patchLine, qty, Quantity, type DocLine, type DraftFacts } from './lines.ts'

/** A quantity of one product leaving one place (FromPlaceId), picked (PickNum) and put away at the target (PutNum). */
export type StockTransferLine = DocLine & { FromPlaceId: number; PickNum: number; PutNum: number }
/** Where the goods leave from and go to: the same warehouse for a move between its places. */
export type StockTransferRecord = { FromWarehouseId: number; ToWarehouseId: number }
export type StockTransferFacts = DraftFacts & {
  /** The target warehouse is a live one (looked up in Draft). */
  targetKnown?: boolean
}

type Ctx = DocContext<StockTransferRecord, StockTransferLine, StockTransferFacts>
type Ev = DocEvent<'submit' | 'pickLine' | 'finishPicking' | 'closeShort' | 'arrive' | 'putLine' | 'complete' | 'cancel'>

/**
 * Stock moved between places of one warehouse or between two warehouses (LIFECYCLES.md "Stock
 * transfer"): picked at the source into its transit area, on the road in the target's transit area
 * (between warehouses), put away on the target's places. Every movement is on the ledger.
 * Released for picking, the lines' stock is reserved at their places so no delivery takes it; what
 * was not picked when picking closes (in full, short, or cancelled) is released again.
 */
export const stockTransferMachine = setup({
  types: docTypes<Ctx, Ev>(),
  guards: {
    ...draftGuards,
    targetKnown: ({ context: { facts } }) => facts.targetKnown !== false,
    /** Never more than the line asks for. */
    pickable: ({ context: { lines }, event: { data } }) =>
      lineFits(
        lines,
        data,
        (l) => l.PickNum < l.ProductNum,
        (l) => qty(data.Qty) > 0 && l.PickNum + qty(data.Qty) <= l.ProductNum,
      ),
    transferPicked: ({ context: { lines } }) => lines.every((l) => l.PickNum >= l.ProductNum),
    sameWarehouse: ({ context: { record } }) => record.FromWarehouseId === record.ToWarehouseId,
    /** Only what was picked can be put away. */
    transferPuttable: ({ context: { lines }, event: { data } }) =>
      lineFits(
        lines,
        data,
        (l) => l.PutNum < l.PickNum,
        (l) => qty(data.Qty) > 0 && l.PutNum + qty(data.Qty) <= l.PickNum,
      ),
    allPut: ({ context: { lines } }) => lines.every((l) => l.PutNum >= l.PickNum),
    /** Cancelled only before anything left its place (picked goods are put away, not abandoned in transit). */
    nothingPicked: ({ context: { lines } }) => lines.every((l) => l.PickNum === 0),
    /** Closing short moves what was picked; with nothing picked, the transfer is cancelled instead. */
    anythingPicked: ({ context: { lines } }) => lines.some((l) => l.PickNum > 0),
  },
  actions: {
    /** Reserves each line's quantity at its place (409 when the place does not hold it available). */
    reserve: () => {},
    /** Releases what is still reserved for the lines (not picked). */
    release: () => {},
    /** Ledger: one row out of the line's place, one into the source warehouse's transit area; PickNum += qty. */
    pick: () => {},
    /** Ledger: the picked goods from the source's transit area to the target's; DispatchTime = now; the target warehouse holds the document. */
    dispatch: () => {},
    /** ArriveTime = now. */
    arrived: () => {},
    /** Ledger: one row out of the target's transit area, one onto the place; PutNum += qty. */
    put: () => {},
    /** DoneTime = now. */
    done: () => {},
    /** CancelReason = the reason. */
    recordCancel: () => {},
    setPicked: assign({
      lines: ({ context, event }) => patchLine(context.lines, event.data, (l) => ({ PickNum: l.PickNum + qty(event.data.Qty) })),
    }),
    setPut: assign({
      lines: ({ context, event }) => patchLine(context.lines, event.data, (l) => ({ PutNum: l.PutNum + qty(event.data.Qty) })),
    }),
  },
}).createMachine({
  id: 'stockTransfer',
  initial: 'Draft',
  context: ({ input }) => input,
  states: {
    Draft: {
      tags: ['editable'],
      on: {
        submit: { target: 'Picking', guard: and(['hasLines', 'warehouseKnown', 'productsKnown', 'targetKnown']), actions: 'reserve' },
        cancel: { target: 'Cancelled', actions: 'recordCancel' },
      },
    },
    Picking: {
      tags: ['queue:picking'],
      on: {
        pickLine: { target: 'Picking', guard: 'pickable', actions: ['pick', 'setPicked'] },
        finishPicking: [
          { target: 'PuttingAway', guard: and(['transferPicked', 'sameWarehouse']) },
          { target: 'InTransit', guard: 'transferPicked', actions: 'dispatch' },
        ],
        // Not all of it was found: what was picked goes on, the rest stays where it is, free again.
        closeShort: [
          { target: 'PuttingAway', guard: and(['anythingPicked', 'sameWarehouse']), actions: 'release' },
          { target: 'InTransit', guard: 'anythingPicked', actions: ['release', 'dispatch'] },
        ],
        cancel: { target: 'Cancelled', guard: 'nothingPicked', actions: ['release', 'recordCancel'] },
      },
    },
    InTransit: {
      tags: ['queue:receiving'],
      on: { arrive: { target: 'PuttingAway', actions: 'arrived' } },
    },
    PuttingAway: {
      tags: ['queue:putaway'],
      on: {
        putLine: { target: 'PuttingAway', guard: 'transferPuttable', actions: ['put', 'setPut'] },
        complete: { target: 'Done', guard: 'allPut', actions: 'done' },
      },
    },
    Done: { type: 'final' },
    Cancelled: { type: 'final' },
  },
})

const permission = 'stock:update' as const

export const stockTransferLifecycle = defineLifecycle({
  doc: 'StockTransfer',
  machine: stockTransferMachine,
  steps: ['Draft', 'Picking', 'InTransit', 'PuttingAway', 'Done', 'Cancelled'],
  events: {
    submit: { permission },
    pickLine: { permission, data: z.object({ LineId: LineRef, Qty: Quantity }) },
    finishPicking: { permission },
    closeShort: { permission, data: OptionalReason, confirm: true },
    arrive: { permission },
    putLine: { permission, data: z.object({ LineId: LineRef, PlaceId: LineRef, Qty: Quantity }) },
    complete: { permission },
    cancel: { permission, data: OptionalReason, confirm: true },
  },
})
