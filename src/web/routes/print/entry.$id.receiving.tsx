import { createFileRoute, useParams } from '@tanstack/react-router'
import { ReceivingNote } from '../../features/print/EntryPrint.tsx'

export const Route = createFileRoute('/print/entry/$id/receiving')({
  component: function Print() {
    return <ReceivingNote id={Number(useParams({ from: '/print/entry/$id/receiving' }).id)} />
  },
})
