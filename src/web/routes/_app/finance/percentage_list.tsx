import { createFileRoute, useSearch } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { CommissionPage } from '../../../features/finance/CommissionPage.tsx'
import { commissionQuery } from '../../../features/finance/commission-api.ts'
import { commissionSearch, type CommissionSearch } from '../../../features/finance/finance-search.ts'
import { useSearchPatch } from '../../../../kernel/web/lib/use-search-patch.ts'

export const Route = createFileRoute('/_app/finance/percentage_list')({
  validateSearch: commissionSearch,
  loaderDeps: ({ search }) => ({ month: search.month }),
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(commissionQuery(deps)),
  staticData: {
    meta: { name: 'percentage_list', title: msg`Commission`, icon: 'Percent', access: ['finance:view'], order: 5 },
  },
  component: CommissionRoute,
})

function CommissionRoute() {
  const search = useSearch({ from: '/_app/finance/percentage_list' })
  const setSearch = useSearchPatch<CommissionSearch>()
  return <CommissionPage search={search} setSearch={setSearch} />
}
