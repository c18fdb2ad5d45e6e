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
  ShortClose,
  type DocLine,
  type DraftFacts,
} from './lines.ts'
import { kg, money } from '../src/kernel/shared/schemas/fields.ts'

export type DeliveryLine = DocLine & { PickNum: number; PackNum: number; ShortNum: number; PackageNo?: string }
/**
 * TotalWeight in KG: each package's weight as weighed (`PackageWeights`, by package number), plus
 * any weight given with a packed line. The consignee must be complete before the delivery is submitted.
 */
export type DeliveryRecord = {
  WarehouseId: number
  TotalWeight: number
  PackageWeights?: Record<string, number>
  Name?: string
  Phone?: string
  Address?: string
  ToCountry?: string
  Zip?: string
}

/** The consignee fields a delivery cannot be packed without (a label needs every one of them). */
export const CONSIGNEE_FIELDS = ['Name', 'Phone', 'Address', 'ToCountry', 'Zip'] as const
export type DeliveryFacts = DraftFacts & {
  /** Lines the storage places cannot cover now (product names), looked up while Pending. */
  shortLines: string[]
}

type Ctx = DocContext<DeliveryRecord, DeliveryLine, DeliveryFacts>
type Ev = DocEvent<
  | 'submit'
  | 'allocate'
  | 'startPicking'
  | 'pickLine'
  | 'completePicking'
  | 'shortPick'
  | 'startPacking'
  | 'packLine'
  | 'weighPackage'
  | 'completePacking'
  | 'ship'
  | 'sign'
  | 'cancel'
>

/** Outbound goods: stock reserved, picked to the dispatch area, packed, shipped (LIFECYCLES.md "Delivery"). */
export const deliveryMachine = setup({
  types: docTypes<Ctx, Ev>(),
  guards: {
    ...draftGuards,
    stockAvailable: ({ context: { facts } }) => (facts.shortLines ?? []).length === 0,
    pickable: ({ context: { lines }, event: { data } }) =>
      lineFits(
        lines,
        data,
        (l) => l.PickNum < l.ProductNum,
        (l) => qty(data.Qty) > 0 && l.PickNum + qty(data.Qty) <= l.ProductNum,
      ),
    allPicked: ({ context: { lines } }) => lines.every((l) => l.PickNum >= l.ProductNum),
    pickedShort: ({ context: { lines } }) => lines.some((l) => l.PickNum < l.ProductNum),
    /** Nothing picked at all is a cancellation, not a short pick. */
    somethingPicked: ({ context: { lines } }) => lines.some((l) => l.PickNum > 0),
    packable: ({ context: { lines }, event: { data } }) =>
      lineFits(
        lines,
        data,
        (l) => l.PackNum < l.PickNum,
        (l) => qty(data.Qty) > 0 && l.PackNum + qty(data.Qty) <= l.PickNum,
      ),
    consigneeGiven: ({ context: { record } }) => CONSIGNEE_FIELDS.every((f) => String(record[f] ?? '').trim() !== ''),
    /** A package can be weighed once something is packed in it. */
    packageKnown: ({ context: { lines }, event: { data } }) =>
      data.PackageNo === undefined
        ? lines.some((l) => l.PackNum > 0)
        : lines.some(
            (l) =>
              l.PackNum > 0 &&
              String(l.PackageNo ?? '')
                .split(',')
                .includes(String(data.PackageNo)),
          ),
    allPacked: ({ context: { lines } }) => lines.every((l) => l.PackNum >= l.PickNum),
    /** Every package something was packed into has been weighed. */
    weightsGiven: ({ context: { record, lines } }) => {
      const packages = new Set(lines.filter((l) => l.PackNum > 0).flatMap((l) => (l.PackageNo ? l.PackageNo.split(',') : [])))
      return Number(record.TotalWeight) > 0 && [...packages].every((no) => (record.PackageWeights?.[no] ?? 0) > 0)
    },
  },
  actions: {
    /** Reserves every line's quantity on storage places, first place first; refused when stock ran out meanwhile. */
    reserve: () => {},
    /** Ledger: the place's reservation moves to the dispatch area; PickNum += qty. */
    pick: () => {},
    /** The rest is unreserved, ShortNum recorded; a backorder Delivery per the warehouse's setting. */
    recordShortPick: () => {},
    /** PackNum += qty, the package number kept; the package's weight adds to TotalWeight. */
    pack: () => {},
    /** The package's weight as weighed replaces what it weighed before in TotalWeight. */
    weigh: () => {},
    /** Stock leaves from the dispatch area (ledger rows out), reservations end; Express, ExpressNo, ShipTime. */
    shipOut: () => {},
    /** SignTime = now. */
    signed: () => {},
    /** Reservations released, picked goods back to their places. */
    release: () => {},
    // Mirrors of the effects, for guards later on the same path (the server reloads the document instead).
    setPicked: assign({
      lines: ({ context, event }) => patchLine(context.lines, event.data, (l) => ({ PickNum: l.PickNum + qty(event.data.Qty) })),
    }),
    setShortPicked: assign({
      lines: ({ context }) => context.lines.map((l) => ({ ...l, ShortNum: Math.max(0, l.ProductNum - l.PickNum) })),
    }),
    setPacked: assign({
      lines: ({ context, event }) =>
        patchLine(context.lines, event.data, (l) => ({
          PackNum: l.PackNum + qty(event.data.Qty),
          PackageNo: [...new Set([...(l.PackageNo ? l.PackageNo.split(',') : []), String(event.data.PackageNo)])].join(','),
        })),
      record: ({ context: { record }, event: { data } }) => ({
        ...record,
        TotalWeight: Number(record.TotalWeight) + qty(data.Weight),
        PackageWeights:
          qty(data.Weight) > 0
            ? {
                ...record.PackageWeights,
                [String(data.PackageNo)]: (record.PackageWeights?.[String(data.PackageNo)] ?? 0) + qty(data.Weight),
              }
            : record.PackageWeights,
      }),
    }),
    setWeighed: assign({
      record: ({ context: { record }, event: { data } }) => {
        const weights = { ...(record.PackageWeights ?? {}), [String(data.PackageNo)]: qty(data.Weight) }
        return {
          ...record,
          PackageWeights: weights,
          TotalWeight: Number(record.TotalWeight) - (record.PackageWeights?.[String(data.PackageNo)] ?? 0) + qty(data.Weight),
        }
      },
    }),
  },
}).createMachine({
  id: 'delivery',
  initial: 'Draft',
  context: ({ input }) => input,
  states: {
    Draft: {
      tags: ['editable'],
      // The consignee is complete before the delivery leaves Draft, where it can still be edited: no delivery reaches packing without one.
      on: {
        submit: { target: 'Pending', guard: and(['hasLines', 'warehouseKnown', 'productsKnown', 'consigneeGiven']) },
        // Nothing is reserved yet: a Draft nobody will send is cancelled, not left behind.
        cancel: { target: 'Cancelled', actions: 'release' },
      },
    },
    Pending: {
      on: {
        allocate: { target: 'Allocated', guard: 'stockAvailable', actions: 'reserve' },
        cancel: { target: 'Cancelled', actions: 'release' },
      },
    },
    // Stock reserved: the pickers start it from their queue.
    Allocated: {
      tags: ['queue:picking'],
      on: {
        startPicking: 'Picking',
        cancel: { target: 'Cancelled', actions: 'release' },
      },
    },
    Picking: {
      tags: ['queue:picking'],
      on: {
        pickLine: { target: 'Picking', guard: 'pickable', actions: ['pick', 'setPicked'] },
        completePicking: { target: 'Picked', guard: 'allPicked' },
        shortPick: { target: 'Picked', guard: and(['pickedShort', 'somethingPicked']), actions: ['recordShortPick', 'setShortPicked'] },
        cancel: { target: 'Cancelled', actions: 'release' },
      },
    },
    // Picked, waiting for a packer.
    Picked: {
      tags: ['queue:packing'],
      on: { startPacking: 'Packing' },
    },
    Packing: {
      tags: ['queue:packing'],
      on: {
        packLine: { target: 'Packing', guard: 'packable', actions: ['pack', 'setPacked'] },
        weighPackage: { target: 'Packing', guard: 'packageKnown', actions: ['weigh', 'setWeighed'] },
        completePacking: { target: 'Packed', guard: and(['allPacked', 'weightsGiven']) },
      },
    },
    Packed: {
      tags: ['queue:to-ship'],
      on: { ship: { target: 'Shipped', actions: 'shipOut' } },
    },
    Shipped: {
      on: { sign: { target: 'Signed', actions: 'signed' } },
    },
    Signed: { type: 'final' },
    Cancelled: { type: 'final' },
  },
})

const permission = 'delivery:update' as const
const text = (max: number) => z.string().trim().max(max).default('')

export const deliveryLifecycle = defineLifecycle({
  doc: 'Delivery',
  machine: deliveryMachine,
  steps: ['Draft', 'Pending', 'Allocated', 'Picking', 'Picked', 'Packing', 'Packed', 'Shipped', 'Signed', 'Cancelled'],
  events: {
    submit: { permission },
    allocate: { permission },
    startPicking: { permission },
    // A place not reserved for the line is picked from only on purpose, with the reason.
    pickLine: {
      permission,
      data: z.object({ LineId: LineRef, PlaceId: LineRef, Qty: Quantity, Reason: z.string().trim().max(500).optional() }),
    },
    completePicking: { permission },
    shortPick: { permission, data: ShortClose, confirm: true },
    startPacking: { permission },
    packLine: {
      permission,
      data: z.object({ LineId: LineRef, PackageNo: z.string().trim().min(1).max(50), Qty: Quantity, Weight: kg().default(0) }),
    },
    weighPackage: { permission, data: z.object({ PackageNo: z.string().trim().min(1).max(50), Weight: kg(0.001) }) },
    completePacking: { permission },
    ship: {
      permission,
      data: z.object({
        Express: z.string().trim().min(1).max(50),
        ExpressNo: z.string().trim().min(1).max(50),
        ExpressType: text(50),
        ExpressFee: money().default(0),
      }),
      // The carrier, service and fee planned on the delivery; the tracking number comes with the parcel.
      prefill: ['Express', 'ExpressType', 'ExpressFee'],
    },
    sign: { permission },
    cancel: { permission, data: OptionalReason, confirm: true },
  },
})
