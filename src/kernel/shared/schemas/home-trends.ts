import type { HomeCardKey } from './home.ts'

/**
 * The small trend some home cards carry: the card's figure so far in this period against the same
 * stretch of the last one (this month to date against last month to the same day). Only cards
 * whose number counts what happened in a period have one; a stock of things (goods, customers,
 * to-dos) has none.
 */
export const TREND_CARDS = ['MonthOrders'] as const satisfies readonly HomeCardKey[]
export type TrendCard = (typeof TREND_CARDS)[number]

export interface Trend {
  Now: number
  Before: number
}

/** `GET /Api/Home/Trends`: a trend per card that has one and that the agent may see (absent otherwise). */
export type HomeTrends = Partial<Record<TrendCard, Trend>>
