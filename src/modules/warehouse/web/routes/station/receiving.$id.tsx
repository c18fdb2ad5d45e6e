import { createFileRoute, useParams } from '@tanstack/react-router'
import { DocStation } from '../../stations/DocStation.tsx'

export const Route = createFileRoute('/station/(modules)/receiving/$id')({
  component: function Station() {
    return <DocStation id={Number(useParams({ from: '/station/(modules)/receiving/$id' }).id)} station="receive" />
  },
})
