import type { QueryClient } from '@tanstack/react-query'
import type { SessionApi } from '../kernel/web/lib/session.ts'

/** What every route's `beforeLoad` and `loader` receive (the root route declares it, the router fills it). */
export interface RouterContext {
  queryClient: QueryClient
  session: SessionApi
}
