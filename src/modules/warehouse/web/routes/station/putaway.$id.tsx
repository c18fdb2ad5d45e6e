import { createFileRoute, useParams } from '@tanstack/react-router'
import { DocStation } from '../../stations/DocStation.tsx'

export const Route = createFileRoute('/station/(modules)/putaway/$id')({
  component: function Station() {
    return <DocStation id={Number(useParams({ from: '/station/(modules)/putaway/$id' }).id)} station="putaway" />
  },
})
