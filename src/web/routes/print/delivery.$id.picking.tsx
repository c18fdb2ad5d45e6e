import { createFileRoute, useParams } from '@tanstack/react-router'
import { PickList } from '../../features/print/DeliveryPrint.tsx'

export const Route = createFileRoute('/print/delivery/$id/picking')({
  component: function Print() {
    return <PickList id={Number(useParams({ from: '/print/delivery/$id/picking' }).id)} />
  },
})
