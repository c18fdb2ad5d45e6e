import { createFileRoute } from '@tanstack/react-router'
import { PackingList } from '../../features/print/DeliveryPrint.tsx'

export const Route = createFileRoute('/print/delivery/$id/packing')({
  component: function Print() {
    return <PackingList id={Number(Route.useParams().id)} />
  },
})
