import { createFileRoute, useSearch } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { AchievePage } from '../../../features/finance/AchievePage.tsx'
import { achieveQuery } from '../../../features/finance/achieve-api.ts'
import { achieveSearch, type AchieveSearch } from '../../../features/finance/finance-search.ts'
import { useSearchPatch } from '../../../../kernel/web/lib/use-search-patch.ts'

export const Route = createFileRoute('/_app/finance/achieve_list')({
  validateSearch: achieveSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(achieveQuery(deps)),
  staticData: {
    meta: { name: 'achieve_list', title: msg`Performance`, icon: 'Trophy', access: ['finance:view'], order: 3 },
  },
  component: AchieveRoute,
})

function AchieveRoute() {
  const search = useSearch({ from: '/_app/finance/achieve_list' })
  const setSearch = useSearchPatch<AchieveSearch>()
  return <AchievePage search={search} setSearch={setSearch} />
}
