import { createFileRoute } from '@tanstack/react-router'
import { ShippingLabel } from '../../features/print/DeliveryPrint.tsx'

export const Route = createFileRoute('/print/delivery/$id/label')({
  component: function Print() {
    return <ShippingLabel id={Number(Route.useParams().id)} />
  },
})
