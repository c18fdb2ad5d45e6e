import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { PlaceLabels } from '../../features/print/LabelsPrint.tsx'
import { idList } from '../../features/print/print-search.ts'

/** `/print/places?WarehouseId=2` (every storage place of it) or `…&Ids=7,8` (those). */
export const Route = createFileRoute('/print/places')({
  validateSearch: z.object({ WarehouseId: z.coerce.number().int().min(0).catch(0), Ids: idList }),
  component: function Print() {
    const { WarehouseId, Ids } = Route.useSearch()
    return <PlaceLabels warehouseId={WarehouseId} ids={Ids} />
  },
})
