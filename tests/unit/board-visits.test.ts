import { describe, expect, it } from 'vitest'
import { isFinal, queueOf, stateNames } from '../../machines/define.ts'
import { LIFECYCLE_BY_DOC, LIFECYCLE_SERVERS } from '../../src/server/modules/index.ts'
import { visitsOf } from '../../src/web/features/board/visits.ts'
import { APP_WEB } from '../../src/web/app-modules.tsx'

const H = 3600
const row = (To: string, CreateTime: number) => ({ To, CreateTime })

describe('visitsOf', () => {
  it('one stay per state entered, each from entering to leaving; the current one runs to now', () => {
    const v = visitsOf([row('Draft', 0), row('Pending', 2 * H), row('Allocated', 3 * H), row('Picking', 5 * H)], { now: 6 * H })
    expect(v.map((x) => [x.state, x.from, x.to, x.seconds, x.current])).toEqual([
      ['Draft', 0, 2 * H, 2 * H, false],
      ['Pending', 2 * H, 3 * H, H, false],
      ['Allocated', 3 * H, 5 * H, 2 * H, false],
      ['Picking', 5 * H, 6 * H, H, true],
    ])
  })

  it('events that keep the state (a picked line) do not cut the stay; coming back is a new stay', () => {
    const v = visitsOf(
      [row('Draft', 0), row('Picking', H), row('Picking', 2 * H), row('Picking', 3 * H), row('Draft', 4 * H), row('Picking', 5 * H)],
      { now: 7 * H },
    )
    expect(v.map((x) => [x.state, x.seconds])).toEqual([
      ['Draft', H],
      ['Picking', 3 * H],
      ['Draft', H],
      ['Picking', 2 * H],
    ])
  })

  it('a stay longer than its state’s service level is over it; states without one never are', () => {
    const v = visitsOf([row('Draft', 0), row('Picking', 10 * H), row('Packing', 12 * H + 60), row('Packed', 13 * H)], {
      now: 13 * H + 30,
      sla: { Picking: 120, Packing: 60 },
    })
    expect(v.map((x) => [x.state, x.slaMinutes, x.over])).toEqual([
      ['Draft', 0, false], // ten hours, but no queue
      ['Picking', 120, true], // 2h01m
      ['Packing', 60, false], // 59 minutes
      ['Packed', 0, false],
    ])
    // Exactly at the service level is still on time.
    expect(visitsOf([row('Picking', 0)], { now: 120 * 60, sla: { Picking: 120 } })[0]!.over).toBe(false)
    expect(visitsOf([row('Picking', 0)], { now: 120 * 60 + 1, sla: { Picking: 120 } })[0]!.over).toBe(true)
  })

  it('a final state closes the document: its stay has no length and is never over', () => {
    const v = visitsOf([row('Draft', 0), row('Cancelled', H)], { now: 1000 * H, sla: { Cancelled: 1 }, isFinal: (s) => s === 'Cancelled' })
    expect(v.at(-1)).toMatchObject({ state: 'Cancelled', from: H, to: H, seconds: 0, current: true, final: true, over: false })
  })

  it('keeps the timeline’s order; a time a second behind the one before (another clock) makes no negative stay', () => {
    expect(visitsOf([], { now: 5 })).toEqual([])
    const v = visitsOf([row('Draft', 101), row('Pending', 100), row('Allocated', 160)], { now: 200 })
    expect(v.map((x) => [x.state, x.from, x.seconds])).toEqual([
      ['Draft', 101, 0],
      ['Pending', 101, 59],
      ['Allocated', 160, 40],
    ])
  })

  it('works on a real machine’s road: every queue state has a service level to be measured against', () => {
    const l = LIFECYCLE_BY_DOC.Delivery!
    const road = l.steps.filter((s) => !isFinal(l.machine, s))
    const rows = road.map((s, i) => row(s, i * H))
    const sla = Object.fromEntries(road.filter((s) => queueOf(l.machine, s)).map((s) => [s, 30]))
    const v = visitsOf(rows, { now: road.length * H, sla })
    expect(v.map((x) => x.state)).toEqual(road)
    expect(v.filter((x) => x.over).map((x) => x.state)).toEqual(Object.keys(sla))
  })
})

describe('the web modules’ lifecycle documents', () => {
  it('are the server modules’ ones: the same machine and definition, listed on the screen the definition names', () => {
    expect(Object.keys(APP_WEB.docs).sort()).toEqual(Object.keys(LIFECYCLE_SERVERS).sort())
    for (const [doc, server] of Object.entries(LIFECYCLE_SERVERS)) {
      const web = APP_WEB.docs[doc]!
      expect(web.lifecycle, doc).toBe(server.lifecycle)
      expect(web.def, doc).toBe(server.def)
      expect(web.list, doc).toBe(server.def.route)
      expect(stateNames(web.lifecycle.machine).length).toBeGreaterThan(0)
    }
  })
})
