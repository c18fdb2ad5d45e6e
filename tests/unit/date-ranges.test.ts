import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { DATE_PRESETS, fromWallInput, presetRange, toWallInput } from '../../src/kernel/shared/date-ranges.ts'

const at = (s: string) => Math.floor(new Date(s).getTime() / 1000)

describe('date-range presets (local time, weeks from Sunday)', () => {
  // Wednesday 2026-03-04 15:30 local time.
  const now = new Date(2026, 2, 4, 15, 30)
  it.each([
    ['today', '2026-03-04T00:00:00', '2026-03-05T00:00:00'],
    ['yesterday', '2026-03-03T00:00:00', '2026-03-04T00:00:00'],
    ['thisWeek', '2026-03-01T00:00:00', '2026-03-08T00:00:00'],
    ['lastWeek', '2026-02-22T00:00:00', '2026-03-01T00:00:00'],
    ['thisMonth', '2026-03-01T00:00:00', '2026-04-01T00:00:00'],
    ['lastMonth', '2026-02-01T00:00:00', '2026-03-01T00:00:00'],
    ['last3Months', '2026-01-01T00:00:00', '2026-04-01T00:00:00'],
  ] as const)('%s', (preset, from, to) => {
    expect(presetRange(preset, now)).toEqual({ BeginTime: at(from), EndTime: at(to) - 1 })
  })

  it('a Sunday starts its own week, and January reaches back into the previous year', () => {
    const sunday = new Date(2026, 0, 4, 9)
    expect(presetRange('thisWeek', sunday).BeginTime).toBe(at('2026-01-04T00:00:00'))
    expect(presetRange('lastMonth', sunday).BeginTime).toBe(at('2025-12-01T00:00:00'))
    expect(presetRange('last3Months', sunday).BeginTime).toBe(at('2025-11-01T00:00:00'))
  })

  it('every preset is a non-empty range that contains or precedes now', () => {
    const now2 = new Date()
    for (const p of DATE_PRESETS) {
      const r = presetRange(p, now2)
      expect(r.EndTime).toBeGreaterThan(r.BeginTime)
      expect(r.BeginTime).toBeLessThanOrEqual(Math.floor(now2.getTime() / 1000))
    }
  })
})

describe('date-range presets in the company’s time zone', () => {
  const wall = (tz: string, s: number) => {
    const p = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone: tz,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
        weekday: 'short',
      })
        .formatToParts(s * 1000)
        .map((x) => [x.type, x.value]),
    )
    return {
      y: Number(p.year),
      m: Number(p.month),
      d: Number(p.day),
      h: Number(p.hour),
      min: Number(p.minute),
      s: Number(p.second),
      weekday: p.weekday,
    }
  }

  it('a moment after midnight in Shanghai is still yesterday in UTC: the company’s day wins', () => {
    // Monday 2 March 2026, 00:30 in Shanghai; Sunday 1 March, 16:30 UTC.
    const now = new Date('2026-03-01T16:30:00Z')
    expect(presetRange('today', now, 'Asia/Shanghai')).toEqual({
      BeginTime: at('2026-03-01T16:00:00Z'),
      EndTime: at('2026-03-02T16:00:00Z') - 1,
    })
    expect(presetRange('thisWeek', now, 'Asia/Shanghai').BeginTime).toBe(at('2026-02-28T16:00:00Z'))
    expect(presetRange('today', now, 'UTC').BeginTime).toBe(at('2026-03-01T00:00:00Z'))
    expect(presetRange('lastMonth', now, 'Asia/Shanghai')).toEqual({
      BeginTime: at('2026-01-31T16:00:00Z'),
      EndTime: at('2026-02-28T16:00:00Z') - 1,
    })
  })

  it('every preset starts and ends at the zone’s midnights, weeks on Sunday, months on the 1st, around now (daylight saving too)', () => {
    const zones = [
      'Asia/Shanghai',
      'Asia/Bangkok',
      'Asia/Jakarta',
      'Asia/Kuala_Lumpur',
      'America/New_York',
      'Europe/London',
      'Pacific/Auckland',
    ]
    fc.assert(
      fc.property(fc.integer({ min: at('2024-01-01T00:00:00Z'), max: at('2030-12-31T00:00:00Z') }), fc.constantFrom(...zones), (s, tz) => {
        const now = new Date(s * 1000)
        const today = presetRange('today', now, tz)
        for (const p of DATE_PRESETS) {
          const r = presetRange(p, now, tz)
          for (const edge of [r.BeginTime, r.EndTime + 1])
            expect(wall(tz, edge), `${p} ${tz} ${now.toISOString()}`).toMatchObject({ h: 0, min: 0, s: 0 })
          if (p === 'thisWeek' || p === 'lastWeek') expect(wall(tz, r.BeginTime).weekday).toBe('Sun')
          if (p.endsWith('Month') || p === 'last3Months') expect(wall(tz, r.BeginTime).d).toBe(1)
          if (p === 'today' || p === 'thisWeek' || p === 'thisMonth' || p === 'last3Months')
            expect(s >= r.BeginTime && s <= r.EndTime).toBe(true)
          if (p === 'yesterday' || p === 'lastWeek' || p === 'lastMonth') expect(r.EndTime).toBeLessThan(today.BeginTime)
        }
        const n = wall(tz, s)
        expect(wall(tz, today.BeginTime)).toMatchObject({ y: n.y, m: n.m, d: n.d })
        expect(presetRange('yesterday', now, tz).EndTime + 1).toBe(today.BeginTime)
      }),
      { numRuns: 300 },
    )
  }, 30_000) // a few hundred runs of Intl date arithmetic
})

describe('date and datetime inputs in the company’s zone', () => {
  const at = Date.UTC(2026, 2, 1, 16, 30) / 1000 // 2026-03-02 00:30 in Shanghai, 2026-03-01 11:30 in New York
  it('reads a moment as the zone’s wall clock', () => {
    expect(toWallInput(at, true, 'Asia/Shanghai')).toBe('2026-03-02T00:30')
    expect(toWallInput(at, false, 'Asia/Shanghai')).toBe('2026-03-02')
    expect(toWallInput(at, true, 'America/New_York')).toBe('2026-03-01T11:30')
    expect(toWallInput(0, true, 'Asia/Shanghai')).toBe('')
  })
  it('takes what is typed as the zone’s wall clock, across a daylight-saving change', () => {
    expect(fromWallInput('2026-03-02T00:30', 'Asia/Shanghai')).toBe(at)
    expect(fromWallInput('2026-03-02', 'Asia/Shanghai')).toBe(at - 30 * 60)
    // New York moves to summer time on 2026-03-08: the same wall time is an hour nearer UTC after it.
    expect(fromWallInput('2026-03-09T09:00', 'America/New_York')! - fromWallInput('2026-03-07T09:00', 'America/New_York')!).toBe(
      2 * 86400 - 3600,
    )
    expect(fromWallInput('not a date', 'Asia/Shanghai')).toBeUndefined()
  })
})
