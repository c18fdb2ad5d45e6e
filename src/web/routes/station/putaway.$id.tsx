import { createFileRoute } from '@tanstack/react-router'
import { EntryStation } from '../../features/stations/EntryStation.tsx'

export const Route = createFileRoute('/station/putaway/$id')({
  component: function Station() {
    return <EntryStation id={Number(Route.useParams().id)} mode="putaway" />
  },
})
