import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { DatePreset } from '../../../kernel/shared/date-ranges.ts'
import { type AchieveAnswer, type AchieveDocRow } from '../../../shared/finance/achieve.ts'
import { api } from '../../../kernel/web/lib/api.ts'
import { ApiFailure } from '../../../kernel/web/lib/auth.ts'
import { docListScreen } from '../../docs/doc-info.ts'
import type { AchieveSearch } from './finance-search.ts'
import { OFFERING_ORDER_ROUTES, type OfferingMarket } from '../offering/orders.ts'

/** What the server is asked: the two days when both are set, else the preset (this month by default). */
export function rangeQuery(
  s: Pick<AchieveSearch, 'range' | 'from' | 'to'>,
  fallback: DatePreset = 'thisMonth',
): Record<string, string | number> {
  return s.from !== undefined && s.to !== undefined && s.to >= s.from
    ? { BeginTime: s.from, EndTime: s.to }
    : { Range: s.range ?? fallback }
}

export const achieveKeys = { all: ['Achieve'] as const }

export function achieveQuery(s: AchieveSearch) {
  const query = { ...rangeQuery(s), By: s.by ?? 'agent' }
  return queryOptions({
    queryKey: [...achieveKeys.all, 'index', query],
    queryFn: async ({ signal }) => {
      const res = await api<AchieveAnswer>('/Api/Achieve/Index', { query, signal })
      if (!res.Result || !res.Data) throw new ApiFailure(res)
      return res.Data
    },
    placeholderData: keepPreviousData,
  })
}

/** The documents behind one figure, fifty at a time. */
export function achieveDocsQuery(s: AchieveSearch, who: number) {
  const query = { ...rangeQuery(s), ...((s.by ?? 'agent') === 'agent' ? { AgentId: who } : { DepartmentId: who }), Size: 50 }
  return infiniteQueryOptions({
    queryKey: [...achieveKeys.all, 'docs', query],
    initialPageParam: 1,
    queryFn: async ({ signal, pageParam }) => {
      const res = await api<AchieveDocRow[]>('/Api/Achieve/Documents', { query: { ...query, Index: pageParam }, signal })
      if (!res.Result) throw new ApiFailure(res)
      return { rows: res.Data ?? [], next: 'Next' in res && res.Next ? pageParam + 1 : undefined }
    },
    getNextPageParam: (last) => last.next,
  })
}

const isOfferingMarket = (m: string): m is OfferingMarket => Object.hasOwn(OFFERING_ORDER_ROUTES, m)

/** Where a document behind a figure opens: its list, with it in the panel. */
export function docRoute(row: Pick<AchieveDocRow, 'Doc' | 'Module'>): string | undefined {
  if (row.Doc === 'OfferingOrder' && isOfferingMarket(row.Module)) return OFFERING_ORDER_ROUTES[row.Module]
  return docListScreen(row.Doc)
}
