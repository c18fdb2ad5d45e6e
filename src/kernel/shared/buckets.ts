import { dayOf, dayRange, type UnixRange } from './date-ranges.ts'

/**
 * A range cut into buckets of a day, a week (starting on Sunday) or a month of a calendar (a time
 * zone), the first and last clipped to the range: what a chart's bars stand for. The bucket follows
 * the range's length, so a chart keeps between a handful and a few dozen bars: up to 35 days by
 * day, up to 200 days by week, beyond by month.
 */
export const BUCKETS = ['day', 'week', 'month'] as const
export type Bucket = (typeof BUCKETS)[number]

const DAY = 86_400

export function chooseBucket(r: UnixRange): Bucket {
  const days = (r.EndTime - r.BeginTime + 1) / DAY
  return days <= 35 ? 'day' : days <= 200 ? 'week' : 'month'
}

/** A `YYYY-MM-DD` day moved by `days` (calendar arithmetic, no time zone involved). */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY * 1000).toISOString().slice(0, 10)
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay()
export const firstOfNextMonth = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`)
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)).toISOString().slice(0, 10)
}
export const firstOfMonth = (day: string) => `${day.slice(0, 8)}01`

/** The day after the bucket that `day` begins ends (the next bucket's first day). */
function nextStart(day: string, bucket: Bucket): string {
  if (bucket === 'day') return addDays(day, 1)
  if (bucket === 'week') return addDays(day, 7 - weekday(day))
  return firstOfNextMonth(day)
}

/** The range's buckets in the time zone, oldest first, the first and last clipped to the range. */
export function bucketsOf(r: UnixRange, bucket: Bucket, timeZone: string): UnixRange[] {
  const out: UnixRange[] = []
  let day = dayOf(r.BeginTime, timeZone)
  const last = dayOf(r.EndTime, timeZone)
  while (day <= last && out.length < 4000) {
    const next = nextStart(day, bucket)
    const span = dayRange(day, addDays(next, -1), timeZone)!
    out.push({ BeginTime: Math.max(span.BeginTime, r.BeginTime), EndTime: Math.min(span.EndTime, r.EndTime) })
    day = next
  }
  return out
}
