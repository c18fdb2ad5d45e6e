import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { DATE_PRESETS, type DatePreset } from '../../../shared/date-ranges.ts'
import { ACHIEVE_GROUPS, type AchieveAnswer, type AchieveDocRow } from '../../../shared/finance/achieve.ts'
import { q } from '../../../shared/schemas/fields.ts'
import { api } from '../../lib/api.ts'
import { ApiFailure } from '../../lib/auth.ts'
import { DOC_LIST_ROUTES } from '../../components/lifecycle/doc-routes.ts'
import { OFFERING_ORDER_ROUTES, type OfferingMarket } from '../offering/orders.ts'

/** The achievement page's address: a preset or two days, by agent or department, the figure drilled into. */
export const achieveSearchSchema = z.object({
  range: z.enum(DATE_PRESETS).optional().catch(undefined),
  from: q.unixTime().optional().catch(undefined),
  to: q.unixTime().optional().catch(undefined),
  by: z.enum(ACHIEVE_GROUPS).optional().catch(undefined),
  who: q.id().optional().catch(undefined),
})
export type AchieveSearch = z.infer<typeof achieveSearchSchema>

/** What the server is asked: the two days when both are set, else the preset (this month by default). */
export function rangeQuery(s: Pick<AchieveSearch, 'range' | 'from' | 'to'>, fallback: DatePreset = 'thisMonth'): Record<string, string | number> {
  return s.from !== undefined && s.to !== undefined && s.to >= s.from ? { BeginTime: s.from, EndTime: s.to } : { Range: s.range ?? fallback }
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
      return { rows: res.Data ?? [], next: (res as { Next?: boolean }).Next ? pageParam + 1 : undefined }
    },
    getNextPageParam: (last) => last.next,
  })
}

/** Where a document behind a figure opens: its list, with it in the panel. */
export function docRoute(row: Pick<AchieveDocRow, 'Doc' | 'Module'>): string {
  if (row.Doc === 'OfferingOrder' && row.Module in OFFERING_ORDER_ROUTES) return OFFERING_ORDER_ROUTES[row.Module as OfferingMarket]
  return DOC_LIST_ROUTES[row.Doc]
}
