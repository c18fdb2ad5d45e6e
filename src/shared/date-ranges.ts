/**
 * The date-range presets of the spec's date helpers (section 9), in Unix seconds, computed in the
 * viewer's local time: today, yesterday, this week and last week (weeks start on Sunday), this
 * month, last month and the last 3 months (the two months before this one and this one).
 * Ranges are inclusive: `EndTime` is the last second of the range.
 */
export const DATE_PRESETS = ['today', 'yesterday', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth', 'last3Months'] as const
export type DatePreset = (typeof DATE_PRESETS)[number]

export interface UnixRange {
  BeginTime: number
  EndTime: number
}

const seconds = (d: Date) => Math.floor(d.getTime() / 1000)
const day = (y: number, m: number, d: number) => new Date(y, m, d, 0, 0, 0, 0)
/** [start, next start) → inclusive seconds. */
const range = (start: Date, nextStart: Date): UnixRange => ({ BeginTime: seconds(start), EndTime: seconds(nextStart) - 1 })

export function presetRange(preset: DatePreset, now: Date = new Date()): UnixRange {
  const y = now.getFullYear()
  const m = now.getMonth()
  const d = now.getDate()
  const sunday = d - now.getDay()
  switch (preset) {
    case 'today':
      return range(day(y, m, d), day(y, m, d + 1))
    case 'yesterday':
      return range(day(y, m, d - 1), day(y, m, d))
    case 'thisWeek':
      return range(day(y, m, sunday), day(y, m, sunday + 7))
    case 'lastWeek':
      return range(day(y, m, sunday - 7), day(y, m, sunday))
    case 'thisMonth':
      return range(day(y, m, 1), day(y, m + 1, 1))
    case 'lastMonth':
      return range(day(y, m - 1, 1), day(y, m, 1))
    case 'last3Months':
      return range(day(y, m - 2, 1), day(y, m + 1, 1))
  }
}
