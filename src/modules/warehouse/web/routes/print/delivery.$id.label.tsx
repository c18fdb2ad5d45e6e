import { createFileRoute, useParams } from '@tanstack/react-router'
import { ShippingLabel } from '../../print/DeliveryPrint.tsx'

export const Route = createFileRoute('/print/(modules)/delivery/$id/label')({
  component: function Print() {
    return <ShippingLabel id={Number(useParams({ from: '/print/(modules)/delivery/$id/label' }).id)} />
  },
})
