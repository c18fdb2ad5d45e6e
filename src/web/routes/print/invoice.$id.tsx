import { createFileRoute, useParams } from '@tanstack/react-router'
import { InvoicePrint } from '../../features/print/finance/InvoicePrint.tsx'

export const Route = createFileRoute('/print/invoice/$id')({
  component: function Print() {
    return <InvoicePrint id={Number(useParams({ from: '/print/invoice/$id' }).id)} />
  },
})
