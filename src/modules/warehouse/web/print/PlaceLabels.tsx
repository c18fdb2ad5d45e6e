import { useQueries, useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { PLACE_KINDS, placeResource } from '../../shared/warehouse.ts'
import { detailQuery } from '../../../../kernel/web/components/resource/resource-api.ts'
import { rowList, rowNumber, rowText } from '../../../../kernel/web/components/resource/row-lists.ts'
import { api } from '../../../../kernel/web/lib/api.ts'
import { ApiFailure } from '../../../../kernel/web/lib/auth.ts'
import { Barcode } from '../../../../kernel/web/components/print/Barcode.tsx'
import { Waiting } from '../../../../kernel/web/components/print/PrintPage.tsx'
import { LabelSheet, labelCell } from '../../../../kernel/web/components/print/LabelSheet.tsx'

type Place = { Id: number; Title: string; WarehouseName?: string; ZoneName?: string }

/** Place labels: the place's code large and as a barcode (what the stations scan), its warehouse and zone; the chosen places, else every storage place of the warehouse. */
export function PlaceLabels({ warehouseId, ids }: { warehouseId: number; ids: readonly number[] }) {
  const { t } = useLingui()
  const chosen = useQueries({ queries: ids.map((id) => detailQuery(placeResource, id)) })
  const places = useQuery({
    queryKey: ['print', 'places', warehouseId],
    enabled: ids.length === 0,
    queryFn: async ({ signal }) => {
      const res = await api<Place[]>('/Api/Place/Index', {
        query: { WarehouseId: warehouseId, Kind: PLACE_KINDS.storage, Size: 1000 },
        signal,
      })
      if (!res.Result) throw new ApiFailure(res)
      return res.Data ?? []
    },
  })
  const failed = places.error ?? chosen.find((q) => q.error)?.error ?? null
  const all: Place[] | undefined = ids.length
    ? chosen.every((q) => q.data)
      ? rowList(
          chosen.map((q) => q.data),
          { Id: rowNumber, Title: rowText, WarehouseName: rowText, ZoneName: rowText },
        )
      : undefined
    : places.data
  if (!all) return <Waiting error={failed} />
  const shown = [...all].sort((a, b) => a.Title.localeCompare(b.Title, undefined, { numeric: true }))
  return (
    <LabelSheet title={t`Place labels`}>
      {shown.map((p) => (
        <div key={p.Id} className={labelCell} data-testid="place-label">
          <div className="font-mono text-[16pt] leading-none font-black">{p.Title}</div>
          <Barcode text={p.Title} height={8} className="w-[52mm]" />
          <div className="text-[7pt] text-neutral-600">{[p.WarehouseName, p.ZoneName].filter(Boolean).join(' · ')}</div>
        </div>
      ))}
      {shown.length === 0 ? (
        <p className="col-span-3 text-neutral-600">
          <Trans>This warehouse has no storage places yet.</Trans>
        </p>
      ) : null}
    </LabelSheet>
  )
}
