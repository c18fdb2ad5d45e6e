import { createFileRoute } from '@tanstack/react-router'
import { PickList } from '../../features/print/DeliveryPrint.tsx'

export const Route = createFileRoute('/print/delivery/$id/picking')({
  component: function Print() {
    return <PickList id={Number(Route.useParams().id)} />
  },
})
