import { INTL_TAG, toLocale } from './locales.ts'

/**
 * Numbers, money and dates in the conventions of the interface language. The spec's codes
 * map to real Intl tags (may-MY → ms-MY, vie-VN → vi-VN). Formatters are cached: building
 * one is far slower than using it, and list pages format thousands of cells.
 */
function formatters<T>(): (key: string, make: () => T) => T {
  const cache = new Map<string, T>()
  return (key, make) => {
    let f = cache.get(key)
    if (!f) cache.set(key, (f = make()))
    return f
  }
}
const numberFormat = formatters<Intl.NumberFormat>()
const dateFormat = formatters<Intl.DateTimeFormat>()
export const tag = (locale: string) => INTL_TAG[toLocale(locale)]

export function formatNumber(locale: string, value: number, fractionDigits?: number): string {
  const t = tag(locale)
  return numberFormat(
    `n:${t}:${fractionDigits}`,
    () =>
      new Intl.NumberFormat(
        t,
        fractionDigits === undefined ? {} : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits },
      ),
  ).format(value)
}

/** Money is stored in integer hundredths (API.md); shown divided by 100, with the currency when given. */
export function formatMoney(locale: string, hundredths: number, currency?: string): string {
  const t = tag(locale)
  const f = numberFormat(
    `m:${t}:${currency ?? ''}`,
    () => new Intl.NumberFormat(t, currency ? { style: 'currency', currency } : { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  )
  return f.format(hundredths / 100)
}

/** A share (0.25) as a percentage in the language's way (25%, 25 %), up to one decimal. */
export function formatPercent(locale: string, share: number): string {
  const t = tag(locale)
  return numberFormat(`p:${t}`, () => new Intl.NumberFormat(t, { style: 'percent', maximumFractionDigits: 1 })).format(share)
}

/** A rate in hundredths of a percent (550) as a percentage in the language's way (5.5%), up to two decimals. */
export function formatRate(locale: string, basis: number): string {
  const t = tag(locale)
  return numberFormat(`r:${t}`, () => new Intl.NumberFormat(t, { style: 'percent', maximumFractionDigits: 2 })).format(basis / 10_000)
}

/** Weights are KG with 3 decimals. */
export const formatWeight = (locale: string, kg: number) => formatNumber(locale, kg, 3)

/** Unix seconds (the API's times) as a date, or a date and time. 0 means "not set" and shows empty. */
/** A day (and with formatDateTime its time) in the viewer's time zone, or in the one named (the company's). */
export function formatDate(locale: string, unixSeconds: number, timeZone?: string): string {
  if (!unixSeconds) return ''
  const t = tag(locale)
  return dateFormat(`d:${t}:${timeZone ?? ''}`, () => new Intl.DateTimeFormat(t, { dateStyle: 'medium', timeZone })).format(
    unixSeconds * 1000,
  )
}

export function formatDateTime(locale: string, unixSeconds: number, timeZone?: string): string {
  if (!unixSeconds) return ''
  const t = tag(locale)
  return dateFormat(
    `dt:${t}:${timeZone ?? ''}`,
    () => new Intl.DateTimeFormat(t, { dateStyle: 'medium', timeStyle: 'short', timeZone }),
  ).format(unixSeconds * 1000)
}
