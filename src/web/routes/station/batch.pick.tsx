import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { BatchStation } from '../../features/stations/BatchStation.tsx'
import { idList } from '../../features/print/print-search.ts'

/** `/station/batch/pick?Ids=12,15,16`: the round's deliveries, in tote order. */
export const Route = createFileRoute('/station/batch/pick')({
  validateSearch: z.object({ Ids: idList }),
  component: function Station() {
    return <BatchStation ids={Route.useSearch().Ids} />
  },
})
