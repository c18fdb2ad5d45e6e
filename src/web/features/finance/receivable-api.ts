import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { AgeingAnswer } from '../../../shared/finance/receivable.ts'
import { api } from '../../../kernel/web/lib/api.ts'
import { ApiFailure } from '../../../kernel/web/lib/auth.ts'

/** What places a page within the list, not what the list selects. */
const PAGING = new Set(['Index', 'Size', 'OrderBy', 'IsAsc', 'After'])

/** The ageing of what the receivables list selects: its own query, without the page. */
export function ageingQuery(listQuery: Record<string, string | number>) {
  const query = Object.fromEntries(Object.entries(listQuery).filter(([k]) => !PAGING.has(k)))
  return queryOptions({
    // Under the list's own key root, so a receipt recorded (which refreshes the list) refreshes it too.
    queryKey: ['Receivable', 'ageing', query],
    queryFn: async ({ signal }) => {
      const res = await api<AgeingAnswer>('/Api/Receivable/Ageing', { query, signal })
      if (!res.Result || !res.Data) throw new ApiFailure(res)
      return res.Data
    },
    placeholderData: keepPreviousData,
  })
}
