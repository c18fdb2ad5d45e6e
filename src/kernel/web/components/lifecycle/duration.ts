import { INTL_TAG, toLocale } from '../../../shared/locales.ts'

const UNITS = [
  ['day', 86400],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
] as const

const cache = new Map<string, Intl.NumberFormat>()
const unitFormat = (tag: string, unit: string) => {
  const key = `${tag}:${unit}`
  let f = cache.get(key)
  if (!f) cache.set(key, (f = new Intl.NumberFormat(tag, { style: 'unit', unit, unitDisplay: 'narrow' })))
  return f
}

/**
 * A span of time in its two largest units, in the interface language ("3d 4h", "3天 4小时"):
 * enough to tell how long a record sat in a state without a wall of digits.
 */
export function formatDuration(locale: string, seconds: number): string {
  const tag = INTL_TAG[toLocale(locale)]
  let rest = Math.max(0, Math.floor(seconds))
  const parts: string[] = []
  for (const [unit, size] of UNITS) {
    const n = Math.floor(rest / size)
    if (n > 0 || (unit === 'second' && parts.length === 0)) parts.push(unitFormat(tag, unit).format(n))
    rest -= n * size
    if (parts.length === 2 || (parts.length === 1 && n === 0)) break
  }
  return parts.join(' ')
}
