import { queryOptions } from '@tanstack/react-query'
import type { BoardState, BoardSummary } from '../../../kernel/shared/schemas/board.ts'
import { apiData } from '../../../kernel/web/lib/auth.ts'
import { resourceKeys } from '../../../kernel/web/components/resource/resource-api.ts'

export type { BoardState, BoardSummary }

/**
 * A document type's board, under the document's own key: a transition or an edit (which
 * invalidates `[doc]`) refreshes its counts. The progress chart reads its service levels from here.
 */
export function boardQuery(doc: string) {
  return queryOptions({
    queryKey: [...resourceKeys.all(doc), 'board'] as const,
    queryFn: ({ signal }) => apiData<BoardState[]>('Board/Index', { query: { Doc: doc }, signal }),
  })
}

/** The boards hub: open and late records per document type the agent may view. */
export const boardSummaryQuery = queryOptions({
  queryKey: ['board', 'summary'] as const,
  queryFn: ({ signal }) => apiData<BoardSummary[]>('Board/Summary', { signal }),
})

/** Service level in minutes per state (0: the state feeds no queue). */
export const slaByState = (states: readonly BoardState[]): Record<string, number> =>
  Object.fromEntries(states.map((s) => [s.State, s.SlaMinutes]))
