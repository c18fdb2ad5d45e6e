import { createFileRoute, useParams } from '@tanstack/react-router'
import { CommercialInvoice } from '../../features/print/customs/CommercialInvoice.tsx'

export const Route = createFileRoute('/print/declare/$id/invoice')({
  component: function Print() {
    return <CommercialInvoice id={Number(useParams({ from: '/print/declare/$id/invoice' }).id)} />
  },
})
