import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { DatePreset } from '../../../kernel/shared/date-ranges.ts'
import type { AchieveSeriesAnswer } from '../../../shared/finance/series.ts'
import { api } from '../../../kernel/web/lib/api.ts'
import { ApiFailure } from '../../../kernel/web/lib/auth.ts'
import { achieveKeys, rangeQuery } from './achieve-api.ts'
import type { AchieveChartSearch } from './finance-search.ts'

/** A chart opens on the last three months: weekly bars, enough to see a trend. */
export const CHART_RANGE: DatePreset = 'last3Months'

export function achieveSeriesQuery(s: AchieveChartSearch) {
  const query = { ...rangeQuery(s, CHART_RANGE), By: s.by ?? 'agent' }
  return queryOptions({
    queryKey: [...achieveKeys.all, 'series', query],
    queryFn: async ({ signal }) => {
      const res = await api<AchieveSeriesAnswer>('/Api/Achieve/Series', { query, signal })
      if (!res.Result || !res.Data) throw new ApiFailure(res)
      return res.Data
    },
    placeholderData: keepPreviousData,
  })
}
