import { queryOptions } from '@tanstack/react-query'
import type { HomeCards } from '../../../kernel/shared/schemas/home.ts'
import type { HomeTrends } from '../../../kernel/shared/schemas/home-trends.ts'
import { api } from '../../../kernel/web/lib/api.ts'
import { ApiFailure } from '../../../kernel/web/lib/auth.ts'

export const homeKeys = {
  all: ['home'] as const,
  cards: ['home', 'cards'] as const,
  trends: ['home', 'trends'] as const,
}

/** `Home/Cards`: the dashboard's numbers (null: an area the agent may not see). */
export const homeCardsQuery = queryOptions({
  queryKey: homeKeys.cards,
  queryFn: async ({ signal }) => {
    const res = await api<HomeCards>('Home/Cards', { signal })
    if (!res.Result || !res.Data) throw new ApiFailure(res)
    return res.Data
  },
  staleTime: 60_000,
})

/** `Home/Trends`: this period so far against the same stretch of the last, for the cards that count a period. */
export const homeTrendsQuery = queryOptions({
  queryKey: homeKeys.trends,
  queryFn: async ({ signal }) => {
    const res = await api<HomeTrends>('Home/Trends', { signal })
    if (!res.Result || !res.Data) throw new ApiFailure(res)
    return res.Data
  },
  staleTime: 60_000,
})
