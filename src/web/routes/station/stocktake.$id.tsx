import { createFileRoute, useParams } from '@tanstack/react-router'
import { DocStation } from '../../features/stations/DocStation.tsx'

export const Route = createFileRoute('/station/stocktake/$id')({
  component: function Station() {
    return <DocStation id={Number(useParams({ from: '/station/stocktake/$id' }).id)} mode="count" />
  },
})
