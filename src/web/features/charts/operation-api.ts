import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { DatePreset } from '../../../kernel/shared/date-ranges.ts'
import type { OperationAnswer } from '../../../shared/finance/series.ts'
import type { OperationSearch } from './operation-search.ts'
import { api } from '../../../kernel/web/lib/api.ts'
import { ApiFailure } from '../../../kernel/web/lib/auth.ts'

/** The operation chart opens on the last three months, by week. */
export const OPERATION_RANGE: DatePreset = 'last3Months'

export const chartKeys = { all: ['Chart'] as const }

export function operationQuery(s: OperationSearch) {
  const query =
    s.from !== undefined && s.to !== undefined && s.to >= s.from
      ? { BeginTime: s.from, EndTime: s.to }
      : { Range: s.range ?? OPERATION_RANGE }
  return queryOptions({
    queryKey: [...chartKeys.all, 'operation', query],
    queryFn: async ({ signal }) => {
      const res = await api<OperationAnswer>('/Api/Chart/Operation', { query, signal })
      if (!res.Result || !res.Data) throw new ApiFailure(res)
      return res.Data
    },
    placeholderData: keepPreviousData,
  })
}
