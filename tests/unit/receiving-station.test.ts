import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { receivingStation, STATION_MESSAGES, type StationLine } from '../../src/web/features/stations/receiving-station.ts'

const lines: StationLine[] = [
  { Id: 1, ProductName: 'Soap', BarCode: '111', ProductNum: 3, AlreadyNum: 0, BadNum: 0 },
  { Id: 2, ProductName: 'Towel', BarCode: '222', ProductNum: 1, AlreadyNum: 0, BadNum: 0 },
]

/** The station with a server that accepts every receipt it is sent (and records them). */
function station() {
  const sent: { lineId: number; qty: number }[] = []
  let stored = lines.map((l) => ({ ...l }))
  const actor = createActor(
    receivingStation.provide({
      actors: {
        receive: fromPromise(async ({ input }: { input: { lineId: number; qty: number } }) => {
          sent.push(input)
          stored = stored.map((l) => (l.Id === input.lineId ? { ...l, AlreadyNum: l.AlreadyNum + input.qty } : l))
          return stored
        }),
      },
    }),
    { input: { lines } },
  ).start()
  return { actor, sent }
}

describe('the receiving station', () => {
  it('waits for an item, sends one receipt per fitting scan, and is done when every line is received', async () => {
    const { actor, sent } = station()
    expect(actor.getSnapshot().value).toBe('waitingForItem')
    actor.send({ type: 'SCAN', code: '111' })
    await waitFor(actor, (s) => s.matches('waitingForItem') && s.context.last?.kind === 'ok')
    actor.send({ type: 'QTY', qty: 2 })
    actor.send({ type: 'SCAN', code: '111' })
    await waitFor(actor, (s) => s.matches('waitingForItem') && s.context.lines[0]!.AlreadyNum === 3)
    expect(actor.getSnapshot().context.qty).toBe(1)
    actor.send({ type: 'SCAN', code: '222' })
    await waitFor(actor, (s) => s.matches('done'))
    expect(sent).toEqual([
      { lineId: 1, qty: 1 },
      { lineId: 1, qty: 2 },
      { lineId: 2, qty: 1 },
    ])
  })

  it('refuses an unknown item and an over-receipt without asking the server', async () => {
    const { actor, sent } = station()
    actor.send({ type: 'SCAN', code: '999' })
    expect(actor.getSnapshot().context.last).toEqual({ kind: 'error', message: STATION_MESSAGES.unknown })
    actor.send({ type: 'QTY', qty: 4 })
    actor.send({ type: 'SCAN', code: '111' })
    expect(actor.getSnapshot().context.last).toMatchObject({ kind: 'error', message: STATION_MESSAGES.over, values: { left: 3 } })
    expect(actor.getSnapshot().value).toBe('waitingForItem')
    expect(sent).toEqual([])
  })

  it('shows the server’s refusal and keeps the lines as they were', async () => {
    const actor = createActor(
      receivingStation.provide({ actors: { receive: fromPromise<StationLine[], { lineId: number; qty: number }>(async () => Promise.reject(new Error('The stock changed meanwhile'))) } }),
      { input: { lines } },
    ).start()
    actor.send({ type: 'SCAN', code: '111' })
    await waitFor(actor, (s) => s.context.last?.kind === 'error')
    expect(actor.getSnapshot().context.last).toEqual({ kind: 'error', message: 'The stock changed meanwhile' })
    expect(actor.getSnapshot().context.lines[0]!.AlreadyNum).toBe(0)
  })
})
