import { createFileRoute, useSearch } from '@tanstack/react-router'
import { PlaceLabels } from '../../print/PlaceLabels.tsx'
import { idList, intParam } from '../../../../../kernel/web/lib/search-params.ts'

/** `/print/places?WarehouseId=2` (every storage place of it) or `…?Ids=7,8` (those). */
export const Route = createFileRoute('/print/(modules)/places')({
  validateSearch: (s: Record<string, unknown>) => ({ WarehouseId: intParam(s.WarehouseId, 0, 2_147_483_647, 0), Ids: idList(s.Ids) }),
  component: function Print() {
    const { WarehouseId, Ids } = useSearch({ from: '/print/(modules)/places' })
    return <PlaceLabels warehouseId={WarehouseId} ids={Ids} />
  },
})
