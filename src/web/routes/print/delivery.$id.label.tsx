import { createFileRoute, useParams } from '@tanstack/react-router'
import { ShippingLabel } from '../../features/print/DeliveryPrint.tsx'

export const Route = createFileRoute('/print/delivery/$id/label')({
  component: function Print() {
    return <ShippingLabel id={Number(useParams({ from: '/print/delivery/$id/label' }).id)} />
  },
})
