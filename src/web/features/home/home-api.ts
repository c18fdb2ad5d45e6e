import { queryOptions } from '@tanstack/react-query'
import type { HomeCards } from '../../../shared/schemas/home.ts'
import { api } from '../../lib/api.ts'
import { ApiFailure } from '../../lib/auth.ts'

export const homeKeys = {
  all: ['home'] as const,
  cards: ['home', 'cards'] as const,
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
