import { createFileRoute, useNavigate, useSearch } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { AchieveChartPage } from '../../../features/finance/AchieveChartPage.tsx'
import { achieveChartSearch, type AchieveChartSearch } from '../../../features/finance/finance-search.ts'
import { achieveSeriesQuery } from '../../../features/finance/series-api.ts'

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
  const navigate = useNavigate()
  const setSearch = (patch: Partial<AchieveChartSearch>) =>
    void navigate({
      to: '.',
      search: (prev: Record<string, unknown>) =>
        Object.fromEntries(Object.entries({ ...prev, ...patch }).filter(([, v]) => v !== undefined)),
    })
  return <AchieveChartPage search={search} setSearch={setSearch} />
}
