import { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen.ts'
import { session } from '../kernel/web/lib/session.ts'
import type { RouterContext } from './router-context.ts'
import { NetworkError, SessionEndedError } from '../kernel/web/lib/api.ts'
import { ApiFailure } from '../kernel/web/lib/auth.ts'

export type { RouterContext }

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A refusal, an ended session or a missing network does not get better by retrying at once.
        retry: (count, err) => !(err instanceof ApiFailure || err instanceof SessionEndedError || err instanceof NetworkError) && count < 2,
        refetchOnWindowFocus: false,
      },
    },
  })
}

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient, session } satisfies RouterContext,
    defaultPreload: 'intent',
    // Route loaders read the query cache, which is always fresh enough; let the cache decide.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
