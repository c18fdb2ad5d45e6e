import { createFileRoute, useSearch } from '@tanstack/react-router'
import { BatchStation } from '../../stations/BatchStation.tsx'
import { idList } from '../../../../../kernel/web/lib/search-params.ts'

/** `/station/batch/pick?Ids=12,15,16`: the round's deliveries, in tote order. */
export const Route = createFileRoute('/station/(modules)/batch/pick')({
  validateSearch: (s: Record<string, unknown>) => ({ Ids: idList(s.Ids) }),
  component: function Station() {
    return <BatchStation ids={useSearch({ from: '/station/(modules)/batch/pick' }).Ids} />
  },
})
