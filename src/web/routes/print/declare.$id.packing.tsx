import { createFileRoute, useParams } from '@tanstack/react-router'
import { CustomsPackingList } from '../../features/print/customs/CustomsPackingList.tsx'

export const Route = createFileRoute('/print/declare/$id/packing')({
  component: function Print() {
    return <CustomsPackingList id={Number(useParams({ from: '/print/declare/$id/packing' }).id)} />
  },
})
