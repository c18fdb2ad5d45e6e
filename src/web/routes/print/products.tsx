import { createFileRoute, useSearch } from '@tanstack/react-router'
import { ProductLabels } from '../../features/print/ProductLabels.tsx'
import { idList, intParam } from '../../../kernel/web/lib/search-params.ts'

/** `/print/products?Ids=3,4&Copies=2`: labels of those products, that many of each. */
export const Route = createFileRoute('/print/products')({
  validateSearch: (s: Record<string, unknown>) => ({ Ids: idList(s.Ids), Copies: intParam(s.Copies, 1, 100, 1) }),
  component: function Print() {
    const { Ids, Copies } = useSearch({ from: '/print/products' })
    return <ProductLabels ids={Ids} copies={Copies} />
  },
})
