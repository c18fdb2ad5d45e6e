import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { ProductLabels } from '../../features/print/LabelsPrint.tsx'
import { idList } from '../../features/print/print-search.ts'

/** `/print/products?Ids=3,4&Copies=2`: labels of those products, that many of each. */
export const Route = createFileRoute('/print/products')({
  validateSearch: z.object({ Ids: idList, Copies: z.coerce.number().int().min(1).max(100).catch(1) }),
  component: function Print() {
    const { Ids, Copies } = Route.useSearch()
    return <ProductLabels ids={Ids} copies={Copies} />
  },
})
