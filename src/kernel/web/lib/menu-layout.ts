import { queryOptions } from '@tanstack/react-query'
import type { MenuLayout } from '../../shared/schemas/menu-layout.ts'
import { api } from './api.ts'
import { ApiFailure } from './auth.ts'

export const menuLayoutKeys = { all: ['menu-layout'] as const, mine: ['menu-layout', 'mine'] as const }

/**
 * The signed-in agent's menu layout (their role's, else every role's, else null). Failing to get
 * it never hides the menu: the shell then lays the menu out as the route table does.
 */
export const myMenuLayoutQuery = queryOptions({
  queryKey: menuLayoutKeys.mine,
  queryFn: async ({ signal }) => {
    const res = await api<MenuLayout | null>('Menu/Mine', { signal, quiet: true })
    if (!res.Result) throw new ApiFailure(res)
    return res.Data ?? null
  },
  staleTime: 5 * 60_000,
  retry: false,
})
