import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import {
  nextStop,
  scanStation,
  STATION_MESSAGES,
  type StationLine,
  type StationMode,
  type StationPlace,
} from '../../src/modules/warehouse/web/stations/scan-station.ts'

const lines: StationLine[] = [
  { Id: 1, ProductName: 'Soap', BarCode: '111', expected: 3, done: 0 },
  { Id: 2, ProductName: 'Towel', BarCode: '222', expected: 1, done: 0 },
]
const places: StationPlace[] = [
  { Id: 7, Title: 'A-01-01' },
  { Id: 8, Title: 'A-01-02' },
]
type Sent = { lineId: number; qty: number; placeId?: number; packageNo?: string; lot?: { LotNo: string; Expiry: string } }

/** The station with a server that accepts every scan it is sent (and records them). */
function station(mode: StationMode, withPlaces?: StationPlace[], start: StationLine[] = lines, elsewhere?: StationPlace[]) {
  const sent: Sent[] = []
  let stored = start.map((l) => ({ ...l }))
  const actor = createActor(
    scanStation.provide({
      actors: {
        count: fromPromise(async ({ input }: { input: Sent }) => {
          sent.push(input)
          // As the server answers: the line's count up, and what is reserved for it at the place down.
          stored = stored.map((l) =>
            l.Id === input.lineId
              ? {
                  ...l,
                  done: l.done + input.qty,
                  ...(l.atPlace && input.placeId
                    ? { atPlace: { ...l.atPlace, [input.placeId]: (l.atPlace[input.placeId] ?? 0) - input.qty } }
                    : {}),
                }
              : l,
          )
          return stored
        }),
      },
    }),
    { input: { mode, lines: start, places: withPlaces, elsewhere } },
  ).start()
  return { actor, sent }
}

describe('the scan station', () => {
  it('receiving: waits for an item, sends one event per fitting scan, and is done when every line is', async () => {
    const { actor, sent } = station('receive')
    expect(actor.getSnapshot().value).toBe('waitingForItem')
    actor.send({ type: 'SCAN', code: '111' })
    await waitFor(actor, (s) => s.matches('waitingForItem') && s.context.last?.kind === 'ok')
    actor.send({ type: 'QTY', qty: 2 })
    actor.send({ type: 'SCAN', code: '111' })
    await waitFor(actor, (s) => s.matches('waitingForItem') && s.context.lines[0]!.done === 3)
    expect(actor.getSnapshot().context.qty).toBe(1)
    actor.send({ type: 'SCAN', code: '222' })
    await waitFor(actor, (s) => s.matches('done'))
    expect(sent).toEqual([
      { lineId: 1, qty: 1, placeId: undefined },
      { lineId: 1, qty: 2, placeId: undefined },
      { lineId: 2, qty: 1, placeId: undefined },
    ])
  })

  it('refuses an unknown item and an over-receipt without asking the server', () => {
    const { actor, sent } = station('receive')
    actor.send({ type: 'SCAN', code: '999' })
    expect(actor.getSnapshot().context.last).toEqual({ kind: 'error', message: STATION_MESSAGES.unknown, values: { code: '999' } })
    actor.send({ type: 'QTY', qty: 4 })
    actor.send({ type: 'SCAN', code: '111' })
    expect(actor.getSnapshot().context.last).toMatchObject({ kind: 'error', message: STATION_MESSAGES.overReceipt, values: { left: 3 } })
    expect(actor.getSnapshot().value).toBe('waitingForItem')
    expect(sent).toEqual([])
  })

  it('receiving: a damaged unit is sent as such once, and the tolerance lets a line take a little more than expected', async () => {
    const { actor, sent } = station('receive', undefined, [{ Id: 1, ProductName: 'Soap', BarCode: '111', expected: 2, done: 0, extra: 1 }])
    actor.send({ type: 'DAMAGED', on: true })
    expect(actor.getSnapshot().context.damaged).toBe(true)
    actor.send({ type: 'SCAN', code: '111' })
    await waitFor(actor, (s) => s.matches('waitingForItem') && s.context.last?.kind === 'ok')
    expect(actor.getSnapshot().context.last).toMatchObject({ kind: 'ok', bad: true })
    // Back to sound goods after the damaged scan.
    expect(actor.getSnapshot().context.damaged).toBe(false)
    actor.send({ type: 'SCAN', code: '111' })
    await waitFor(actor, (s) => s.context.lines[0]!.done === 2)
    // Expected reached: one more within the tolerance, then refused, naming the supervisor.
    expect(actor.getSnapshot().matches('done')).toBe(false)
    actor.send({ type: 'SCAN', code: '111' })
    await waitFor(actor, (s) => s.matches('done'))
    actor.send({ type: 'SCAN', code: '111' })
    expect(actor.getSnapshot().context.last).toMatchObject({
      kind: 'error',
      message: STATION_MESSAGES.received,
      values: { product: 'Soap' },
    })
    expect(sent).toEqual([
      { lineId: 1, qty: 1, placeId: undefined, bad: true },
      { lineId: 1, qty: 1, placeId: undefined },
      { lineId: 1, qty: 1, placeId: undefined },
    ])
  })

  it('receiving: a GS1 label is its item and carries its lot and expiry; the lot stays for the next plain scans until another is typed', async () => {
    const { actor, sent } = station('receive', undefined, [{ Id: 1, ProductName: 'Mask', BarCode: '6972315804019', expected: 5, done: 0 }])
    actor.send({ type: 'SCAN', code: '(01)06972315804019(17)270531(10)MM2405' })
    await waitFor(actor, (s) => s.context.lines[0]!.done === 1)
    expect(actor.getSnapshot().context.lot).toEqual({ LotNo: 'MM2405', Expiry: '2027-05-31' })
    actor.send({ type: 'SCAN', code: '6972315804019' })
    await waitFor(actor, (s) => s.context.lines[0]!.done === 2)
    actor.send({ type: 'LOT', lot: { LotNo: ' MM2406 ', Expiry: '2027-06-30' } })
    actor.send({ type: 'SCAN', code: '6972315804019' })
    await waitFor(actor, (s) => s.context.lines[0]!.done === 3)
    // A raw GS1 string (FNC1 as the group separator) is read the same way.
    actor.send({ type: 'SCAN', code: ']C1010697231580401910MM2407\u001d17270731' })
    await waitFor(actor, (s) => s.context.lines[0]!.done === 4)
    expect(sent.map((c) => c.lot)).toEqual([
      { LotNo: 'MM2405', Expiry: '2027-05-31' },
      { LotNo: 'MM2405', Expiry: '2027-05-31' },
      { LotNo: 'MM2406', Expiry: '2027-06-30' },
      { LotNo: 'MM2407', Expiry: '2027-07-31' },
    ])
  })

  it('put-away: a place first, then items to it; another place scanned moves on to it', async () => {
    const { actor, sent } = station('putaway', places)
    expect(actor.getSnapshot().value).toBe('waitingForPlace')
    actor.send({ type: 'SCAN', code: '111' })
    expect(actor.getSnapshot().context.last).toEqual({ kind: 'error', message: STATION_MESSAGES.placeFirst })
    actor.send({ type: 'SCAN', code: 'a-01-01' })
    expect(actor.getSnapshot().value).toBe('waitingForItem')
    actor.send({ type: 'SCAN', code: '111' })
    await waitFor(actor, (s) => s.matches('waitingForItem') && s.context.last?.kind === 'ok')
    actor.send({ type: 'SCAN', code: 'A-01-02' })
    expect(actor.getSnapshot().context.place).toEqual(places[1])
    actor.send({ type: 'SCAN', code: '222' })
    await waitFor(actor, (s) => s.context.lines[1]!.done === 1)
    expect(sent).toEqual([
      { lineId: 1, qty: 1, placeId: 7 },
      { lineId: 2, qty: 1, placeId: 8 },
    ])
  })

  it('shows the server’s refusal and keeps the lines as they were', async () => {
    const actor = createActor(
      scanStation.provide({
        actors: { count: fromPromise<StationLine[], Sent>(async () => Promise.reject(new Error('The stock changed meanwhile'))) },
      }),
      {
        input: { mode: 'receive', lines },
      },
    ).start()
    actor.send({ type: 'SCAN', code: '111' })
    await waitFor(actor, (s) => s.context.last?.kind === 'error')
    expect(actor.getSnapshot().context.last).toEqual({ kind: 'error', message: 'The stock changed meanwhile' })
    expect(actor.getSnapshot().context.lines[0]!.done).toBe(0)
  })

  it('a step’s lines arriving while a scan is on its way do not drop the scan', async () => {
    let answer!: (l: StationLine[]) => void
    const actor = createActor(
      scanStation.provide({
        actors: { count: fromPromise<StationLine[], Sent>(() => new Promise((resolve) => (answer = resolve))) },
      }),
      { input: { mode: 'pack', lines } },
    ).start()
    actor.send({ type: 'SCAN', code: '222' })
    expect(actor.getSnapshot().value).toBe('counting')
    // The start step's answer, older than the scan: taken, and the scan still waits for its own.
    actor.send({ type: 'SYNC', lines: lines.map((l) => ({ ...l, suggested: 'B-02' })) })
    expect(actor.getSnapshot().value).toBe('counting')
    expect(actor.getSnapshot().context.lines[0]).toMatchObject({ suggested: 'B-02' })
    answer(lines.map((l) => (l.Id === 2 ? { ...l, done: 1 } : l)))
    await waitFor(actor, (s) => s.context.last?.kind === 'ok')
    expect(actor.getSnapshot().context.lines[1]!.done).toBe(1)
    expect(actor.getSnapshot().context.last).toMatchObject({ kind: 'ok', lineId: 2, qty: 1 })
  })

  it('picking: an item counts only at a place reserved for its line, and no more than is reserved there', async () => {
    const bound: StationLine[] = [{ Id: 1, ProductName: 'Soap', BarCode: '111', expected: 3, done: 0, atPlace: { 7: 2, 8: 1 } }]
    const sent: Sent[] = []
    const actor = createActor(
      scanStation.provide({
        actors: {
          count: fromPromise<StationLine[], Sent>(async ({ input }) => {
            sent.push(input)
            return [{ ...bound[0]!, done: input.qty, atPlace: { 7: 2 - input.qty, 8: 1 } }]
          }),
        },
      }),
      { input: { mode: 'pick', lines: bound, places: [...places, { Id: 9, Title: 'B-09' }] } },
    ).start()
    // A place with nothing reserved for the pick is a wrong place, and the expected one is named.
    actor.send({ type: 'SCAN', code: 'B-09' })
    expect(actor.getSnapshot().context.last).toMatchObject({
      kind: 'error',
      message: STATION_MESSAGES.wrongPlace,
      values: { place: 'B-09', expected: 'A-01-01' },
    })
    expect(actor.getSnapshot().context.place).toBeUndefined()
    actor.send({ type: 'SCAN', code: '111' })
    expect(actor.getSnapshot().context.last).toMatchObject({
      kind: 'error',
      message: STATION_MESSAGES.goFirst,
      values: { place: 'A-01-01' },
    })
    actor.send({ type: 'SCAN', code: 'A-01-01' })
    actor.send({ type: 'QTY', qty: 3 })
    actor.send({ type: 'SCAN', code: '111' })
    expect(actor.getSnapshot().context.last).toMatchObject({ kind: 'error', message: STATION_MESSAGES.over, values: { left: 2 } })
    actor.send({ type: 'QTY', qty: 2 })
    actor.send({ type: 'SCAN', code: '111' })
    await waitFor(actor, (s) => s.context.last?.kind === 'ok')
    expect(sent).toEqual([{ lineId: 1, qty: 2, placeId: 7 }])
  })

  it('packing: each scan goes into the package being filled; a new package number takes the next scans', async () => {
    const { actor, sent } = station('pack')
    expect(actor.getSnapshot().context.packageNo).toBe('1')
    actor.send({ type: 'SCAN', code: '111' })
    await waitFor(actor, (s) => s.matches('waitingForItem') && s.context.lines[0]!.done === 1)
    actor.send({ type: 'PACKAGE', packageNo: '2' })
    actor.send({ type: 'QTY', qty: 2 })
    actor.send({ type: 'SCAN', code: '111' })
    await waitFor(actor, (s) => s.matches('waitingForItem') && s.context.lines[0]!.done === 3)
    // More than was picked is refused here.
    actor.send({ type: 'SCAN', code: '111' })
    expect(actor.getSnapshot().context.last).toMatchObject({ kind: 'error', message: STATION_MESSAGES.packed })
    expect(sent).toEqual([
      { lineId: 1, qty: 1, placeId: undefined, packageNo: '1' },
      { lineId: 1, qty: 2, placeId: undefined, packageNo: '2' },
    ])
  })

  it('stocktake: counts lines at the scanned place without a limit, refuses goods not on the sheet there, and counts a line found empty as 0', async () => {
    const sheet: StationLine[] = [
      { Id: 11, ProductName: 'Soap', BarCode: '111', expected: 0, done: 0, placeId: 7, uncounted: true },
      { Id: 12, ProductName: 'Soap', BarCode: '111', expected: 0, done: 0, placeId: 8, uncounted: true },
      { Id: 13, ProductName: 'Towel', BarCode: '222', expected: 0, done: 0, placeId: 8, uncounted: true },
    ]
    const { actor, sent } = station('count', places, sheet)
    expect(actor.getSnapshot().value).toBe('waitingForPlace')
    actor.send({ type: 'SCAN', code: 'a-01-02' })
    actor.send({ type: 'QTY', qty: 40 })
    actor.send({ type: 'SCAN', code: '111' })
    await waitFor(actor, (s) => s.matches('waitingForItem') && s.context.last?.kind === 'ok')
    actor.send({ type: 'SCAN', code: 'A-01-01' })
    actor.send({ type: 'SCAN', code: '222' })
    expect(actor.getSnapshot().context.last).toMatchObject({
      kind: 'error',
      message: STATION_MESSAGES.notOnSheet,
      values: { product: 'Towel', place: 'A-01-01' },
    })
    // "None here" only for a line of the place being counted.
    actor.send({ type: 'NONE', lineId: 13 })
    expect(actor.getSnapshot().value).toBe('waitingForItem')
    actor.send({ type: 'NONE', lineId: 11 })
    await waitFor(actor, (s) => s.matches('waitingForItem') && sent.length === 2)
    // Never done by itself: the worker submits the counts.
    expect(actor.getSnapshot().matches('done')).toBe(false)
    expect(sent).toEqual([
      { lineId: 12, qty: 40, placeId: 8 },
      { lineId: 11, qty: 0, placeId: 7 },
    ])
  })

  it('a round: one product on lines of several deliveries goes to the first line with room at the place, one delivery at a time', async () => {
    const round: StationLine[] = [
      { Id: 21, ProductName: 'Soap', BarCode: '111', expected: 1, done: 0, atPlace: { 7: 1 } },
      { Id: 31, ProductName: 'Soap', BarCode: '111', expected: 2, done: 0, atPlace: { 7: 1, 8: 1 } },
    ]
    const { actor, sent } = station('pick', places, round)
    actor.send({ type: 'SCAN', code: 'A-01-01' })
    actor.send({ type: 'SCAN', code: '111' })
    await waitFor(actor, (s) => s.matches('waitingForItem') && sent.length === 1)
    // The first delivery's line is full: the next unit goes to the second's.
    actor.send({ type: 'SCAN', code: '111' })
    await waitFor(actor, (s) => s.matches('waitingForItem') && sent.length === 2)
    // Nothing more is reserved here for either: refused, with the place named.
    actor.send({ type: 'SCAN', code: '111' })
    expect(actor.getSnapshot().context.last).toMatchObject({
      kind: 'error',
      message: STATION_MESSAGES.notHere,
      values: { product: 'Soap', place: 'A-01-01' },
    })
    // At the second place, the second delivery's last unit.
    actor.send({ type: 'SCAN', code: 'A-01-02' })
    actor.send({ type: 'QTY', qty: 2 })
    actor.send({ type: 'SCAN', code: '111' })
    expect(actor.getSnapshot().context.last).toMatchObject({ kind: 'error', message: STATION_MESSAGES.over, values: { left: 1 } })
    actor.send({ type: 'QTY', qty: 1 })
    actor.send({ type: 'SCAN', code: '111' })
    await waitFor(actor, (s) => s.matches('done'))
    expect(sent).toEqual([
      { lineId: 21, qty: 1, placeId: 7 },
      { lineId: 31, qty: 1, placeId: 7 },
      { lineId: 31, qty: 1, placeId: 8 },
    ])
  })

  it('guides a pick: the next place in walking order and what to take there, the wrong place named, refusals cleared, the quantity back to 1', async () => {
    const walk: StationPlace[] = [
      { Id: 1, Title: 'A-01-02' },
      { Id: 2, Title: 'A-02-01' },
      { Id: 3, Title: 'B-01-01' },
    ]
    const pickLines: StationLine[] = [
      { Id: 1, ProductName: 'Soap', BarCode: '111', expected: 3, done: 0, atPlace: { 1: 1, 3: 2 } },
      { Id: 2, ProductName: 'Towel', BarCode: '222', expected: 2, done: 0, atPlace: { 2: 2 } },
    ]
    const { actor } = station('pick', walk, pickLines, [{ Id: 9, Title: 'C-09-09' }])
    const ctx = () => actor.getSnapshot().context
    // Before any scan: the first place of the walk, and what to take there.
    expect(nextStop(ctx())).toMatchObject({ place: { Title: 'A-01-02' }, take: [{ line: { Id: 1 }, qty: 1 }] })
    // A place of the warehouse not on the pick: named as a wrong place, with the place expected.
    actor.send({ type: 'SCAN', code: 'C-09-09' })
    expect(ctx().last).toMatchObject({
      kind: 'error',
      message: STATION_MESSAGES.wrongPlace,
      values: { place: 'C-09-09', expected: 'A-01-02' },
    })
    // A code that is neither: unknown, and the code is named.
    actor.send({ type: 'SCAN', code: 'ZZZ' })
    expect(ctx().last).toMatchObject({ kind: 'error', message: STATION_MESSAGES.goFirst })
    actor.send({ type: 'SCAN', code: 'A-01-02' })
    actor.send({ type: 'SCAN', code: 'ZZZ' })
    expect(ctx().last).toMatchObject({ kind: 'error', message: STATION_MESSAGES.unknown, values: { code: 'ZZZ' } })
    // Too many typed: refused, the quantity back to 1; typing the quantity clears the red banner.
    actor.send({ type: 'QTY', qty: 2 })
    actor.send({ type: 'SCAN', code: '111' })
    expect(ctx().last).toMatchObject({ kind: 'error', message: STATION_MESSAGES.over, values: { left: 1 } })
    expect(ctx().qty).toBe(1)
    actor.send({ type: 'QTY', qty: 1 })
    expect(ctx().last).toBeUndefined()
    actor.send({ type: 'SCAN', code: '111' })
    await waitFor(actor, (s) => s.matches('waitingForItem') && s.context.last?.kind === 'ok')
    // Nothing left here: the next stop is the next place in walking order, not the first open one.
    expect(nextStop(ctx())).toMatchObject({ place: { Title: 'A-02-01' }, take: [{ line: { Id: 2 }, qty: 2 }] })
    // Scanning the emptied place again: nothing to take there, go on.
    actor.send({ type: 'SCAN', code: 'A-01-02' })
    expect(ctx().last).toMatchObject({
      kind: 'error',
      message: STATION_MESSAGES.wrongPlace,
      values: { place: 'A-01-02', expected: 'A-02-01' },
    })
    // Skipping ahead is allowed; from there the walk goes on forward, then wraps to what was passed.
    actor.send({ type: 'SCAN', code: 'B-01-01' })
    expect(nextStop(ctx())).toMatchObject({ place: { Title: 'B-01-01' }, take: [{ line: { Id: 1 }, qty: 2 }] })
    actor.send({ type: 'QTY', qty: 2 })
    actor.send({ type: 'SCAN', code: '111' })
    await waitFor(actor, (s) => s.context.lines[0]!.done === 3)
    expect(nextStop(ctx())).toMatchObject({ place: { Title: 'A-02-01' } })
  })
})
