import { useQuery } from '@tanstack/react-query'
import { PLACE_KINDS } from '../../shared/warehouse.ts'
import { resourceKeys } from '../../../../kernel/web/components/resource/resource-api.ts'
import { apiData } from '../../../../kernel/web/lib/auth.ts'
import type { StationPlace } from './scan-station.ts'

/** The storage places of a warehouse (a put-away scans them, a pick names them when scanned out of turn; never the receiving or dispatch area). */
export function usePlaces(warehouseId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...resourceKeys.all('Place'), 'station', warehouseId],
    enabled,
    queryFn: async ({ signal }) => {
      const places = await apiData<{ Id: number; Title: string }[] | null>('/Api/Place/Index', {
        query: { WarehouseId: warehouseId, Kind: PLACE_KINDS.storage, Size: 1000 },
        signal,
      })
      return (places ?? []).map((p): StationPlace => ({ Id: p.Id, Title: p.Title }))
    },
  })
}
