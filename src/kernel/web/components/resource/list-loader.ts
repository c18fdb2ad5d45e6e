import type { QueryClient } from '@tanstack/react-query'
import type { ResourceDef } from '../../../shared/resources/define.ts'
import { listSearchSchema, toIndexQuery } from '../../../shared/schemas/list.ts'
import { listQuery } from './resource-api.ts'
import { companyZone } from '../../lib/session.ts'

/**
 * A list route's loader (in the screen's chunk, with its definition): starts the first page's
 * request while the screen's code loads, without holding the page back.
 */
export function prefetchList(
  context: { queryClient: QueryClient },
  def: ResourceDef,
  deps: { list: Record<string, unknown> },
  fixed: Record<string, unknown> = {},
) {
  const s = listSearchSchema(def).parse(deps.list)
  if (s.auto !== 1) void context.queryClient.prefetchQuery(listQuery(def, toIndexQuery(def, s, fixed, undefined, companyZone())))
}
