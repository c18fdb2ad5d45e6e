import { createFileRoute, useParams } from '@tanstack/react-router'
import { SalesContract } from '../../features/print/customs/SalesContract.tsx'

export const Route = createFileRoute('/print/declare/$id/contract')({
  component: function Print() {
    return <SalesContract id={Number(useParams({ from: '/print/declare/$id/contract' }).id)} />
  },
})
