import { createFileRoute, useParams } from '@tanstack/react-router'
import { PackingList } from '../../print/DeliveryPrint.tsx'

export const Route = createFileRoute('/print/(modules)/delivery/$id/packing')({
  component: function Print() {
    return <PackingList id={Number(useParams({ from: '/print/(modules)/delivery/$id/packing' }).id)} />
  },
})
