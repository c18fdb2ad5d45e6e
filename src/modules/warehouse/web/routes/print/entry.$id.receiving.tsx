import { createFileRoute, useParams } from '@tanstack/react-router'
import { ReceivingNote } from '../../print/EntryPrint.tsx'

export const Route = createFileRoute('/print/(modules)/entry/$id/receiving')({
  component: function Print() {
    return <ReceivingNote id={Number(useParams({ from: '/print/(modules)/entry/$id/receiving' }).id)} />
  },
})
