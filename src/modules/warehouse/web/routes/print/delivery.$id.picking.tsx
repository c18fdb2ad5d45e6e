import { createFileRoute, useParams } from '@tanstack/react-router'
import { PickList } from '../../print/DeliveryPrint.tsx'

export const Route = createFileRoute('/print/(modules)/delivery/$id/picking')({
  component: function Print() {
    return <PickList id={Number(useParams({ from: '/print/(modules)/delivery/$id/picking' }).id)} />
  },
})
