import { createFileRoute, useParams } from '@tanstack/react-router'
import { PackingList } from '../../features/print/DeliveryPrint.tsx'

export const Route = createFileRoute('/print/delivery/$id/packing')({
  component: function Print() {
    return <PackingList id={Number(useParams({ from: '/print/delivery/$id/packing' }).id)} />
  },
})
