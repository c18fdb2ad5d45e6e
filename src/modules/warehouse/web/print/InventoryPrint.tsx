import { Trans, useLingui } from '@lingui/react/macro'
import { inventoryResource } from '../../shared/warehouse.ts'
import { useFormat } from '../../../../kernel/web/lib/format.ts'
import { DocHeader, Fact, PrintPage, useLabel, usePrinted, Waiting } from '../../../../kernel/web/components/print/PrintPage.tsx'

type Line = {
  Id: number
  ProductName: string
  BarCode: string
  Spec: string
  PlaceId: number
  PlaceTitle?: string
  OwnerName?: string
  Counted: number
}
type Inventory = Record<string, unknown> & { Id: number; Lines: Line[] }

/**
 * Stocktake sheet (A4), for counting on paper: the lines in the order of a walk through the places,
 * without the quantities the system expects (a blind count), a box for each count; once counted,
 * the counts as submitted.
 */
export function StocktakeSheet({ id }: { id: number }) {
  const { t } = useLingui()
  const fmt = useFormat()
  const label = useLabel(inventoryResource)
  const { doc: s, error } = usePrinted<Inventory>(inventoryResource, id)
  if (!s) return <Waiting error={error} />
  const walk = [...s.Lines].sort(
    (a, b) => String(a.PlaceTitle ?? '').localeCompare(String(b.PlaceTitle ?? ''), undefined, { numeric: true }) || a.Id - b.Id,
  )
  return (
    <PrintPage size="a4" title={t`Stocktake sheet`}>
      <DocHeader title={<Trans>Stocktake sheet</Trans>} code={`S${s.Id}`}>
        <Fact label={t`Stocktake`}>
          #{s.Id} · {String(s.Title ?? '')}
        </Fact>
        <Fact label={label('WarehouseId')}>{String(s.WarehouseName ?? '')}</Fact>
        {s.ZoneName ? <Fact label={label('ZoneId')}>{String(s.ZoneName)}</Fact> : null}
        <Fact label={t`Printed`}>{fmt.dateTime(Math.floor(Date.now() / 1000))}</Fact>
      </DocHeader>
      {walk.length ? (
        <table className="w-full border-collapse text-sm" data-testid="stocktake-lines">
          <thead>
            <tr className="border-b border-black text-left">
              <th className="py-1 pr-2">{t`Place`}</th>
              <th className="py-1 pr-2">{t`Product`}</th>
              <th className="py-1 pr-2">{t`Barcode`}</th>
              <th className="py-1 pr-2">{label('OwnerId')}</th>
              <th className="w-28 py-1 text-right">{t`Counted`}</th>
            </tr>
          </thead>
          <tbody>
            {walk.map((l) => (
              <tr key={l.Id} className="border-b border-neutral-300">
                <td className="py-2 pr-2 font-mono text-base font-bold whitespace-nowrap">{l.PlaceTitle ?? `#${l.PlaceId}`}</td>
                <td className="py-2 pr-2">
                  {l.ProductName}
                  {l.Spec ? <span className="text-neutral-500"> · {l.Spec}</span> : null}
                </td>
                <td className="py-2 pr-2 font-mono">{l.BarCode}</td>
                <td className="py-2 pr-2">{l.OwnerName}</td>
                <td className="py-2 text-right tabular-nums">
                  {l.Counted >= 0 ? fmt.number(l.Counted) : <span className="inline-block h-6 w-20 border border-black align-middle" />}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="text-neutral-600">
          <Trans>The sheet is made when counting starts: the lines are the stock on the places at that moment.</Trans>
        </p>
      )}
      <div className="mt-16 grid grid-cols-2 gap-12 text-sm">
        <div className="border-t border-black pt-1">
          <Trans>Counted by (name, signature, date)</Trans>
        </div>
        <div className="border-t border-black pt-1">
          <Trans>Checked by (name, signature, date)</Trans>
        </div>
      </div>
    </PrintPage>
  )
}
