import { useLingui } from '@lingui/react'
import * as f from '../../shared/format.ts'
import { companyZone } from './session.ts'

/** The shared formatters bound to the interface language; re-renders when the language changes. */
export function useFormat() {
  const { i18n } = useLingui()
  const locale = i18n.locale
  return {
    number: (v: number, digits?: number) => f.formatNumber(locale, v, digits),
    money: (hundredths: number, currency?: string) => f.formatMoney(locale, hundredths, currency),
    weight: (kg: number) => f.formatWeight(locale, kg),
    percent: (share: number) => f.formatPercent(locale, share),
    /** A rate in hundredths of a percent (550 → 5.5%). */
    rate: (basis: number) => f.formatRate(locale, basis),
    // Moments read in the company's time zone: the day a list calls "today" is the day shown.
    date: (s: number, timeZone?: string) => f.formatDate(locale, s, timeZone ?? companyZone()),
    dateTime: (s: number, timeZone?: string) => f.formatDateTime(locale, s, timeZone ?? companyZone()),
  }
}
