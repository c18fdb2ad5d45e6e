import { createFileRoute, useParams } from '@tanstack/react-router'
import { DocStation } from '../../features/stations/DocStation.tsx'

export const Route = createFileRoute('/station/putaway/$id')({
  component: function Station() {
    return <DocStation id={Number(useParams({ from: '/station/putaway/$id' }).id)} mode="putaway" />
  },
})
