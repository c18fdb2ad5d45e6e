import { createFileRoute } from '@tanstack/react-router'
import { DocStation } from '../../features/stations/DocStation.tsx'

export const Route = createFileRoute('/station/packing/$id')({
  component: function Station() {
    return <DocStation id={Number(Route.useParams().id)} mode="pack" />
  },
})
