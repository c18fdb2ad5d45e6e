import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { DatePreset } from '../../../shared/date-ranges.ts'
import type { AchieveSeriesAnswer } from '../../../shared/finance/series.ts'
import { q } from '../../../shared/schemas/fields.ts'
import { api } from '../../lib/api.ts'
import { ApiFailure } from '../../lib/auth.ts'
import { achieveKeys, achieveSearchSchema, rangeQuery } from './achieve-api.ts'

/** A chart opens on the last three months: weekly bars, enough to see a trend. */
export const CHART_RANGE: DatePreset = 'last3Months'

/** The achievement chart's address: the achievement page's, and the bucket drilled into (its first second). */
export const achieveChartSearchSchema = achieveSearchSchema.extend({
  at: q.unixTime().optional().catch(undefined),
})
export type AchieveChartSearch = typeof achieveChartSearchSchema._output

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
