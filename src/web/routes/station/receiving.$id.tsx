import { createFileRoute } from '@tanstack/react-router'
import { EntryStation } from '../../features/stations/EntryStation.tsx'

export const Route = createFileRoute('/station/receiving/$id')({
  component: function Station() {
    return <EntryStation id={Number(Route.useParams().id)} mode="receive" />
  },
})
