import { createFileRoute, useSearch } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { DATE_PRESETS } from '../../../../kernel/shared/date-ranges.ts'
import { optEnum, present } from '../../../../kernel/web/lib/search-params.ts'
import { useSearchPatch } from '../../../../kernel/web/lib/use-search-patch.ts'
import { FunnelPage, funnelQuery, type FunnelSearch } from '../../../features/opportunity/FunnelPage.tsx'

export const Route = createFileRoute('/_app/client/funnel')({
  validateSearch: (s: Record<string, unknown>): FunnelSearch =>
    present({ by: optEnum(s.by, ['owner', 'department'] as const), range: optEnum(s.range, DATE_PRESETS) }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(funnelQuery(deps)),
  staticData: {
    meta: { name: 'client_funnel', title: msg`Opportunity funnel`, icon: 'Funnel', access: ['client:view'], order: 2.7 },
  },
  component: FunnelRoute,
})

function FunnelRoute() {
  const search = useSearch({ from: '/_app/client/funnel' })
  const setSearch = useSearchPatch<FunnelSearch>()
  return <FunnelPage search={search} setSearch={setSearch} />
}
