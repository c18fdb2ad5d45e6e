import { createFileRoute, useSearch } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { AchieveChartPage } from '../../../features/finance/AchieveChartPage.tsx'
import { achieveChartSearch, type AchieveChartSearch } from '../../../features/finance/finance-search.ts'
import { achieveSeriesQuery } from '../../../features/finance/series-api.ts'
import { useSearchPatch } from '../../../../kernel/web/lib/use-search-patch.ts'

export const Route = createFileRoute('/_app/finance/achieve_list_chart')({
  validateSearch: achieveChartSearch,
  loaderDeps: ({ search }) => ({ range: search.range, from: search.from, to: search.to, by: search.by }),
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(achieveSeriesQuery(deps)),
  staticData: {
    meta: { name: 'achieve_list_chart', title: msg`Performance trend`, icon: 'ChartLine', access: ['finance:view'], order: 4 },
  },
  component: AchieveChartRoute,
})

function AchieveChartRoute() {
  const search = useSearch({ from: '/_app/finance/achieve_list_chart' })
  const setSearch = useSearchPatch<AchieveChartSearch>()
  return <AchieveChartPage search={search} setSearch={setSearch} />
}
