import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { DATE_PRESETS, type DatePreset } from '../../../shared/date-ranges.ts'
import type { OperationAnswer } from '../../../shared/finance/series.ts'
import { q } from '../../../shared/schemas/fields.ts'
import { api } from '../../lib/api.ts'
import { ApiFailure } from '../../lib/auth.ts'

/** The operation chart opens on the last three months, by week. */
export const OPERATION_RANGE: DatePreset = 'last3Months'

/** The operation chart's address: a preset or two moments. */
export const operationSearchSchema = z.object({
  range: z.enum(DATE_PRESETS).optional().catch(undefined),
  from: q.unixTime().optional().catch(undefined),
  to: q.unixTime().optional().catch(undefined),
})
export type OperationSearch = z.infer<typeof operationSearchSchema>

export const chartKeys = { all: ['Chart'] as const }

export function operationQuery(s: OperationSearch) {
  const query = s.from !== undefined && s.to !== undefined && s.to >= s.from ? { BeginTime: s.from, EndTime: s.to } : { Range: s.range ?? OPERATION_RANGE }
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
