import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { ResourceDef } from '../../../../kernel/shared/resources/define.ts'
import { deliveryResource, entryResource, inventoryResource, stockTransferResource } from '../../shared/warehouse.ts'
import type { Row } from '../../../../kernel/web/components/resource/resource-api.ts'
import { rowList, rowNumber, rowText } from '../../../../kernel/web/components/resource/row-lists.ts'
import type { Count, StationLine, StationMode, StationPlace } from './scan-station.ts'
import { overAllowance } from '../../../../../machines/entry.ts'

const entryLine = {
  Id: rowNumber,
  ProductName: rowText,
  BarCode: rowText,
  ProductNum: rowNumber,
  AlreadyNum: rowNumber,
  BadNum: rowNumber,
  PutNum: rowNumber,
}
const deliveryLine = {
  Id: rowNumber,
  ProductName: rowText,
  BarCode: rowText,
  ProductNum: rowNumber,
  PickNum: rowNumber,
  PackNum: rowNumber,
}
const inventoryLine = {
  Id: rowNumber,
  ProductName: rowText,
  BarCode: rowText,
  PlaceId: rowNumber,
  PlaceTitle: rowText,
  OwnerName: rowText,
  Counted: rowNumber,
}
const transferLine = {
  Id: rowNumber,
  ProductName: rowText,
  BarCode: rowText,
  ProductNum: rowNumber,
  FromPlaceId: rowNumber,
  PickNum: rowNumber,
  PutNum: rowNumber,
}
const reservation = { LineId: rowNumber, PlaceId: rowNumber, PlaceTitle: rowText, Qty: rowNumber }
const linePlace = { LineId: rowNumber, PlaceTitle: rowText }

export type QueueRoute = '/entry/receiving' | '/entry/arrived' | '/delivery/picking' | '/delivery/packing' | '/stock/inventory'

/** The stations of one document each (a stock transfer's pick and put-away scan as a delivery's pick and an entry's put-away do). */
export type StationKind = StationMode | 'transferPick' | 'transferPut'

/** What one station does with its document. */
export interface StationSpec {
  def: ResourceDef
  /** How its scans work (scan-station.ts). */
  mode: StationMode
  title: MessageDescriptor
  /** Where the worker goes back to: the queue the document waited in. */
  queue: QueueRoute
  /** The step that starts the work, when the document waits for one (a transfer being picked is already at work). */
  start?: { state: string; event: string; label: MessageDescriptor }
  /** The state the station scans in. */
  active: string
  /** The lifecycle event one counted scan is, and its payload. */
  event: string
  payload(c: Count): Record<string, unknown>
  finish: { event: string; label: MessageDescriptor; payload?(lines: readonly StationLine[]): Record<string, unknown> }
  /** The states the work leaves the document in (a transfer picked goes on the road, or straight to its put-away). */
  finished: { states: readonly string[]; text: MessageDescriptor }
  /** The heading of the count column. */
  done: MessageDescriptor
  /** Its document waits in a work queue while the station works it (a stocktake does not): the station claims it. */
  queued: boolean
  /** The places it scans: none; the warehouse's storage places; the places reserved for the document; the places on the stocktake; the places its lines leave from. */
  places: 'none' | 'storage' | 'reserved' | 'sheet' | 'from'
  lines(row: Row): StationLine[]
}

const entryLines = (row: Row) => rowList(row.Lines, entryLine)
const deliveryLines = (row: Row) => rowList(row.Lines, deliveryLine)

/** Each station: the state it works in, its events, what it counts and where. */
export const MODES: Readonly<Record<StationKind, StationSpec>> = {
  receive: {
    mode: 'receive',
    def: entryResource,
    title: msg`Receiving`,
    queue: '/entry/receiving',
    start: { state: 'Expected', event: 'arrive', label: msg`The goods have arrived: start receiving` },
    active: 'Receiving',
    event: 'receiveLine',
    // A damaged unit is received as such: it goes to the quarantine area, not to stock.
    payload: (c) => ({ ...(c.bad ? { LineId: c.lineId, BadQty: c.qty } : { LineId: c.lineId, Qty: c.qty }), ...c.lot }),
    finish: { event: 'finishReceiving', label: msg`Finish receiving` },
    finished: { states: ['Received'], text: msg`Received. The entry waits for put-away.` },
    done: msg`Received`,
    queued: true,
    places: 'none',
    lines: (row) =>
      entryLines(row).map((l) => ({
        Id: l.Id,
        ProductName: l.ProductName,
        BarCode: l.BarCode,
        expected: l.ProductNum,
        done: l.AlreadyNum + l.BadNum,
        bad: l.BadNum,
        extra: overAllowance(l, rowNumber.parse(row.OverReceiptPct)),
      })),
  },
  putaway: {
    mode: 'putaway',
    def: entryResource,
    title: msg`Put-away`,
    queue: '/entry/arrived',
    start: { state: 'Received', event: 'startPutaway', label: msg`Start putting away` },
    active: 'PuttingAway',
    event: 'putLine',
    payload: (c) => ({ LineId: c.lineId, PlaceId: c.placeId, Qty: c.qty }),
    finish: { event: 'completePutaway', label: msg`Complete put-away` },
    finished: { states: ['Stored'], text: msg`Stored. The goods are on their places.` },
    done: msg`Put away`,
    queued: true,
    places: 'storage',
    lines: (row) => {
      const suggested = rowList(row.LinePlaces, linePlace)
      return entryLines(row).map((l) => ({
        Id: l.Id,
        ProductName: l.ProductName,
        BarCode: l.BarCode,
        expected: l.AlreadyNum,
        done: l.PutNum,
        suggested: suggested.find((p) => p.LineId === l.Id)?.PlaceTitle,
      }))
    },
  },
  pick: {
    mode: 'pick',
    def: deliveryResource,
    title: msg`Picking`,
    queue: '/delivery/picking',
    start: { state: 'Allocated', event: 'startPicking', label: msg`Start picking` },
    active: 'Picking',
    event: 'pickLine',
    payload: (c) => ({ LineId: c.lineId, PlaceId: c.placeId, Qty: c.qty }),
    finish: { event: 'completePicking', label: msg`Complete picking` },
    finished: { states: ['Picked'], text: msg`Picked. The delivery waits for packing.` },
    done: msg`Picked`,
    queued: true,
    places: 'reserved',
    lines: (row) => {
      const reserved = rowList(row.Reservations, reservation)
      return deliveryLines(row).map((l) => ({
        Id: l.Id,
        ProductName: l.ProductName,
        BarCode: l.BarCode,
        expected: l.ProductNum,
        done: l.PickNum,
        atPlace: Object.fromEntries(reserved.filter((r) => r.LineId === l.Id).map((r) => [r.PlaceId, r.Qty])),
      }))
    },
  },
  pack: {
    mode: 'pack',
    def: deliveryResource,
    title: msg`Packing`,
    queue: '/delivery/packing',
    start: { state: 'Picked', event: 'startPacking', label: msg`Start packing` },
    active: 'Packing',
    event: 'packLine',
    payload: (c) => ({ LineId: c.lineId, PackageNo: c.packageNo, Qty: c.qty }),
    finish: { event: 'completePacking', label: msg`Complete packing` },
    finished: { states: ['Packed'], text: msg`Packed. The delivery waits to be shipped.` },
    done: msg`Packed`,
    queued: true,
    places: 'none',
    lines: (row) =>
      deliveryLines(row).map((l) => ({ Id: l.Id, ProductName: l.ProductName, BarCode: l.BarCode, expected: l.PickNum, done: l.PackNum })),
  },
  count: {
    mode: 'count',
    def: inventoryResource,
    title: msg`Stocktake`,
    queue: '/stock/inventory',
    start: { state: 'Draft', event: 'start', label: msg`Start counting` },
    active: 'Counting',
    event: 'countLine',
    payload: (c) => ({ LineId: c.lineId, Qty: c.qty }),
    // Lines nobody counted are submitted as found empty; the station says so before.
    finish: {
      event: 'submitCounts',
      label: msg`Submit counts`,
      payload: (lines) => ({ Counts: lines.filter((l) => l.uncounted).map((l) => ({ LineId: l.Id, Counted: 0 })) }),
    },
    finished: { states: ['Counted'], text: msg`Counted. A supervisor reviews and posts the differences.` },
    done: msg`Counted`,
    queued: false,
    places: 'sheet',
    lines: (row) =>
      rowList(row.Lines, inventoryLine).map((l) => ({
        Id: l.Id,
        ProductName: l.ProductName,
        BarCode: l.BarCode,
        expected: 0,
        done: Math.max(0, l.Counted),
        placeId: l.PlaceId,
        uncounted: l.Counted < 0,
        owner: l.OwnerName || undefined,
      })),
  },
  transferPick: {
    def: stockTransferResource,
    mode: 'pick',
    title: msg`Transfer picking`,
    queue: '/delivery/picking',
    active: 'Picking',
    event: 'pickLine',
    // The line names its place: the scan of it only confirms the picker stands there.
    payload: (c) => ({ LineId: c.lineId, Qty: c.qty }),
    finish: { event: 'finishPicking', label: msg`Finish picking` },
    finished: { states: ['InTransit', 'PuttingAway'], text: msg`Picked. The goods wait to be put away at the target.` },
    done: msg`Picked`,
    queued: true,
    places: 'from',
    lines: (row) =>
      rowList(row.Lines, transferLine).map((l) => ({
        Id: l.Id,
        ProductName: l.ProductName,
        BarCode: l.BarCode,
        expected: l.ProductNum,
        done: l.PickNum,
        atPlace: { [l.FromPlaceId]: l.ProductNum - l.PickNum },
      })),
  },
  transferPut: {
    def: stockTransferResource,
    mode: 'putaway',
    title: msg`Transfer put-away`,
    queue: '/entry/arrived',
    start: { state: 'InTransit', event: 'arrive', label: msg`The goods have arrived: start putting away` },
    active: 'PuttingAway',
    event: 'putLine',
    payload: (c) => ({ LineId: c.lineId, PlaceId: c.placeId, Qty: c.qty }),
    finish: { event: 'complete', label: msg`Complete the transfer` },
    finished: { states: ['Done'], text: msg`Done. The goods are on their places.` },
    done: msg`Put away`,
    queued: true,
    places: 'storage',
    lines: (row) => {
      const suggested = rowList(row.LinePlaces, linePlace)
      return rowList(row.Lines, transferLine).map((l) => ({
        Id: l.Id,
        ProductName: l.ProductName,
        BarCode: l.BarCode,
        expected: l.PickNum,
        done: l.PutNum,
        suggested: suggested.find((p) => p.LineId === l.Id)?.PlaceTitle,
      }))
    },
  },
}

/** The places a transfer's lines leave from, in walking order (the warehouse's storage places name them). */
export const fromPlaces = (row: Row, storage: readonly StationPlace[]): StationPlace[] => {
  const ids = new Set(rowList(row.Lines, transferLine).map((l) => l.FromPlaceId))
  return storage.filter((p) => ids.has(p.Id)).sort(byTitle)
}

/** The places reserved for a delivery, in the order of a walk through them. */
export const reservedPlaces = (row: Row): StationPlace[] =>
  [...new Map(rowList(row.Reservations, reservation).map((r) => [r.PlaceId, { Id: r.PlaceId, Title: r.PlaceTitle }])).values()].sort(
    byTitle,
  )

/** The places a stocktake counts at (its lines'), in walking order. */
export const sheetPlaces = (row: Row): StationPlace[] =>
  [...new Map(rowList(row.Lines, inventoryLine).map((l) => [l.PlaceId, { Id: l.PlaceId, Title: l.PlaceTitle }])).values()].sort(byTitle)

function byTitle(a: StationPlace, b: StationPlace) {
  return a.Title.localeCompare(b.Title, undefined, { numeric: true })
}
