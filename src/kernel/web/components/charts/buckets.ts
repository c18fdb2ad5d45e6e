import type { UnixRange } from '../../../shared/date-ranges.ts'
import type { Bucket } from '../../../shared/buckets.ts'
import { INTL_TAG, toLocale } from '../../../shared/locales.ts'

const formats = new Map<string, Intl.DateTimeFormat>()
function format(locale: string, timeZone: string, parts: Intl.DateTimeFormatOptions) {
  const key = `${locale}|${timeZone}|${JSON.stringify(parts)}`
  let f = formats.get(key)
  if (!f) formats.set(key, (f = new Intl.DateTimeFormat(INTL_TAG[toLocale(locale)], { ...parts, timeZone })))
  return f
}

/**
 * A bucket's name on an axis and in a table, in the company's time zone: its day, its first and
 * last day (a week, or a clipped stretch), or its month.
 */
export function bucketLabel(locale: string, bucket: Bucket, r: UnixRange, timeZone: string): string {
  const day = format(locale, timeZone, { month: 'numeric', day: 'numeric' })
  if (bucket === 'month') {
    const whole = format(locale, timeZone, { year: 'numeric', month: 'short' })
    return whole.format(r.BeginTime * 1000)
  }
  const first = day.format(r.BeginTime * 1000)
  const last = day.format(r.EndTime * 1000)
  return bucket === 'day' || first === last ? first : `${first}–${last}`
}
