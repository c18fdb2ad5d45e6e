import { createFileRoute } from '@tanstack/react-router'
import { ReceivingStation } from '../../features/stations/ReceivingStation.tsx'

export const Route = createFileRoute('/station/receiving/$id')({
  component: function Station() {
    return <ReceivingStation id={Number(Route.useParams().id)} />
  },
})
