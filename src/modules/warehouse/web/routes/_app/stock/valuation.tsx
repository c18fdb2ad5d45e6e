import { createFileRoute, useSearch } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { ValuationPage } from '../../../stock/ValuationPage.tsx'
import { valuationQuery, valuationSearch, type ValuationSearch } from '../../../stock/valuation-search.ts'
import { useSearchPatch } from '../../../../../../kernel/web/lib/use-search-patch.ts'

export const Route = createFileRoute('/_app/(modules)/stock/valuation')({
  validateSearch: valuationSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(valuationQuery(deps)),
  staticData: {
    meta: { name: 'stock_valuation', title: msg`Stock valuation`, icon: 'Coins', access: ['stock:view'], order: 6 },
  },
  component: ValuationRoute,
})

function ValuationRoute() {
  const search = useSearch({ from: '/_app/(modules)/stock/valuation' })
  const setSearch = useSearchPatch<ValuationSearch>()
  return <ValuationPage search={search} setSearch={setSearch} />
}
