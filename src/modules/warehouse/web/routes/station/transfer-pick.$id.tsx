import { createFileRoute, useParams } from '@tanstack/react-router'
import { DocStation } from '../../stations/DocStation.tsx'

export const Route = createFileRoute('/station/(modules)/transfer-pick/$id')({
  component: function Station() {
    return <DocStation id={Number(useParams({ from: '/station/(modules)/transfer-pick/$id' }).id)} station="transferPick" />
  },
})
