import { createFileRoute, useSearch } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { OperationChartPage } from '../../../features/charts/OperationChartPage.tsx'
import { operationQuery } from '../../../features/charts/operation-api.ts'
import { operationSearch, type OperationSearch } from '../../../features/charts/operation-search.ts'
import { boardSummaryQuery } from '../../../features/board/board-api.ts'
import { useSearchPatch } from '../../../../kernel/web/lib/use-search-patch.ts'

/** The operations chart: the period's figures (documents, declarations, stock value, queue waits), then the boards hub. */
export const Route = createFileRoute('/_app/chart/operation_chart')({
  validateSearch: operationSearch,
  loaderDeps: ({ search }) => search,
  staticData: {
    meta: { name: 'operation_chart', title: msg`Operations chart`, icon: 'Activity', access: ['chart:view'], order: 1 },
  },
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(operationQuery(deps))
    void context.queryClient.prefetchQuery(boardSummaryQuery)
  },
  component: OperationChartRoute,
})

function OperationChartRoute() {
  const search = useSearch({ from: '/_app/chart/operation_chart' })
  const setSearch = useSearchPatch<OperationSearch>()
  return <OperationChartPage search={search} setSearch={setSearch} />
}
