import { useQueries, useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { PLACE_KINDS, placeResource } from '../../../modules/warehouse/shared/warehouse.ts'
import { productResource } from '../../../shared/resources/product.ts'
import { detailQuery } from '../../../kernel/web/components/resource/resource-api.ts'
import { rowList, rowNumber, rowText } from '../../../kernel/web/components/resource/row-lists.ts'
import { api } from '../../../kernel/web/lib/api.ts'
import { ApiFailure } from '../../../kernel/web/lib/auth.ts'
import { Barcode } from './Barcode.tsx'
import { PrintPage, Waiting } from './PrintPage.tsx'

/** EAN-13 when the code is one (13 digits, its check digit right), else Code 128: what a product's own barcode usually is. */
function symbology(code: string) {
  if (!/^\d{13}$/.test(code)) return 'code128'
  const sum = [...code.slice(0, 12)].reduce((n, d, i) => n + Number(d) * (i % 2 ? 3 : 1), 0)
  return (10 - (sum % 10)) % 10 === Number(code[12]) ? 'ean13' : 'code128'
}

/** Labels on an A4 sheet of 3 × 8 (70 × 37 mm, the common label stock). */
function Sheet({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <PrintPage size="a4" title={title}>
      <div className="grid grid-cols-3 gap-[2mm]" data-testid="labels">
        {children}
      </div>
    </PrintPage>
  )
}

const cell =
  'flex h-[35mm] flex-col items-center justify-center gap-1 overflow-hidden rounded-sm border border-dashed border-neutral-400 p-[2mm] break-inside-avoid print:border-neutral-200'

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
    <Sheet title={t`Place labels`}>
      {shown.map((p) => (
        <div key={p.Id} className={cell} data-testid="place-label">
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
    </Sheet>
  )
}

/** Product labels: name, specification and the product's barcode, `copies` of each. */
export function ProductLabels({ ids, copies }: { ids: readonly number[]; copies: number }) {
  const { t } = useLingui()
  const products = useQueries({ queries: ids.map((id) => detailQuery(productResource, id)) })
  const failed = products.find((q) => q.error)?.error ?? null
  if (failed || products.some((q) => !q.data)) return <Waiting error={failed} />
  const shown = rowList(
    products.map((q) => q.data),
    { Id: rowNumber, Name: rowText, BarCode: rowText, Spec: rowText },
  ).flatMap((p) => Array.from({ length: copies }, (_, i) => ({ p, key: `${p.Id}:${i}` })))
  return (
    <Sheet title={t`Product labels`}>
      {shown.map(({ p, key }) => (
        <div key={key} className={cell} data-testid="product-label">
          <div className="line-clamp-2 text-center text-[9pt] leading-tight font-semibold">{p.Name}</div>
          {p.Spec ? <div className="text-[7pt] text-neutral-600">{p.Spec}</div> : null}
          {p.BarCode ? (
            <Barcode text={p.BarCode} type={symbology(p.BarCode)} height={9} className="w-[50mm]" />
          ) : (
            <div className="text-[8pt] text-red-700">
              <Trans>No barcode: give the product one first</Trans>
            </div>
          )}
        </div>
      ))}
    </Sheet>
  )
}
