import { createFileRoute, useParams } from '@tanstack/react-router'
import { DocStation } from '../../stations/DocStation.tsx'

export const Route = createFileRoute('/station/(modules)/packing/$id')({
  component: function Station() {
    return <DocStation id={Number(useParams({ from: '/station/(modules)/packing/$id' }).id)} station="pack" />
  },
})
