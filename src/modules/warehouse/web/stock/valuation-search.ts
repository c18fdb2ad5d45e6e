import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../../kernel/web/lib/api.ts'
import { optEnum, optId, optText, present } from '../../../../kernel/web/lib/search-params.ts'
import type { ValuationRow } from '../../shared/valuation.ts'
import { companyZone } from '../../../../kernel/web/lib/session.ts'
import { dayRange, DEFAULT_TIME_ZONE } from '../../../../kernel/shared/date-ranges.ts'

// The route's address and loader, apart from the screen: the route tree (in the first load) reads
// these, and the screen's components arrive with the screen.

/** The valuation's address: the day it is as of (its end; none: now), the warehouse and owner, and how fine. */
export interface ValuationSearch {
  day?: string
  warehouse?: number
  owner?: number
  by?: 'owner' | 'product'
}
/** A day as a date field writes it. */
export const DAY = /^\d{4}-\d{2}-\d{2}$/
export const valuationSearch = (s: Record<string, unknown>): ValuationSearch =>
  present({
    day: DAY.test(optText(s.day, 10) ?? '') ? optText(s.day, 10) : undefined,
    warehouse: optId(s.warehouse),
    owner: optId(s.owner),
    by: optEnum(s.by, ['owner', 'product'] as const),
  })

/** The last second of a day in the company's time zone. */
const endOf = (day: string) => dayRange(day, day, companyZone() ?? DEFAULT_TIME_ZONE)?.EndTime

export const valuationQuery = (s: ValuationSearch) => {
  const query = { At: s.day ? endOf(s.day) : undefined, WarehouseId: s.warehouse, OwnerId: s.owner, By: s.by ?? 'owner' }
  return queryOptions({
    queryKey: ['StockLedger', 'Valuation', query],
    queryFn: async () => ({ rows: (await api<ValuationRow[]>('/Api/StockLedger/Valuation', { query })).Data ?? [], at: query.At }),
  })
}
