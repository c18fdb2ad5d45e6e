import { describe, expect, it } from 'vitest'
import { DATE_PRESETS, presetRange } from '../../src/shared/date-ranges.ts'

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
