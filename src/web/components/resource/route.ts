import type { QueryClient } from '@tanstack/react-query'
import { stripSearchParams } from '@tanstack/react-router'
import { DEFAULT_PAGE_SIZE } from '../../../shared/schemas/list.ts'
import type { z } from 'zod'
import type { ResourceDef } from '../../../shared/resources/define.ts'
import { listSearchSchema, toIndexQuery, type ListSearch } from './list-search.ts'
import { listQuery } from './resource-api.ts'

/**
 * The options a resource's list route shares (its file stays a few lines): the search schema of
 * its list state, plus any route-level fields, and a loader that starts the first page's request
 * while the route's code loads, without holding the page back.
 */
export function resourceRouteOptions<E extends z.ZodRawShape = Record<never, never>>(def: ResourceDef, extra?: E, fixed?: (search: Record<string, unknown>) => Record<string, unknown>) {
  const schema = extra ? listSearchSchema(def).extend(extra) : listSearchSchema(def)
  return {
    validateSearch: schema as unknown as z.ZodType<z.infer<ReturnType<typeof listSearchSchema>> & z.infer<z.ZodObject<E>>>,
    // The first page at the default size is the plain address: `/system/notice?type=1`.
    search: { middlewares: [stripSearchParams({ page: 1, size: DEFAULT_PAGE_SIZE } as never)] as never[] },
    loaderDeps: ({ search }: { search: Record<string, unknown> }) => ({ search }),
    loader: ({ context, deps }: { context: { queryClient: QueryClient }; deps: { search: Record<string, unknown> } }) => {
      const s = deps.search as ListSearch
      if (s.auto !== 1) void context.queryClient.prefetchQuery(listQuery(def, toIndexQuery(def, s, fixed?.(s) ?? {})))
    },
  }
}
