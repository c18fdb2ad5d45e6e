import type { QueryClient } from '@tanstack/react-query'
import { queueQuery } from './queue-api.ts'

/** A warehouse id from the address, or none (the screen reads the whole address with queueSearchSchema). */
const warehouseOf = (v: unknown) => (Number.isSafeInteger(Number(v)) && Number(v) > 0 ? Number(v) : undefined)

/**
 * What every queue route shares: what its data depends on and a loader that starts the list's
 * first request. No schema here: the route tree the shell loads first stays without one.
 */
export function queueRouteOptions(queue: string) {
  return {
    loaderDeps: ({ search }: { search: Record<string, unknown> }) => ({ WarehouseId: warehouseOf(search.WarehouseId) }),
    loader: ({ context, deps }: { context: { queryClient: QueryClient }; deps: { WarehouseId?: number | undefined } }) => {
      void context.queryClient.prefetchQuery(queueQuery(queue, { WarehouseId: deps.WarehouseId }))
    },
  }
}
