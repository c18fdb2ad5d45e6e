import { Trans, useLingui } from '@lingui/react/macro'
import { deliveryResource, type DeliveryPackage } from '../../shared/warehouse.ts'
import { useFormat } from '../../../../kernel/web/lib/format.ts'
import { Barcode } from '../../../../kernel/web/components/print/Barcode.tsx'
import { DocHeader, Fact, PrintPage, useLabel, usePrinted, Waiting } from '../../../../kernel/web/components/print/PrintPage.tsx'
import { rowList, rowNumber, rowText } from '../../../../kernel/web/components/resource/row-lists.ts'

type Line = {
  Id: number
  ProductName: string
  BarCode: string
  Spec: string
  ProductNum: number
  PickNum: number
  PackNum: number
  PackageNo: string
}
type Reservation = { LineId: number; PlaceId: number; PlaceTitle: string; Qty: number; Picked: number }
type Delivery = Record<string, unknown> & { Id: number; Lines: Line[]; Reservations: Reservation[]; Packages: DeliveryPackage[] }

/** A delivery as Get answers it, or the reason it cannot be printed. */
function useDelivery(id: number) {
  const { doc, error } = usePrinted<Delivery>(deliveryResource, id)
  return { delivery: doc, error }
}

const useDeliveryLabel = () => useLabel(deliveryResource)

function Consignee({ d }: { d: Delivery }) {
  return (
    <address className="not-italic leading-snug">
      <div className="font-semibold">
        {String(d.Name)} · {String(d.Phone)}
      </div>
      <div>{String(d.Address)}</div>
      <div>{[d.City, d.Zip, d.ToCountry].filter(Boolean).map(String).join(' ')}</div>
    </address>
  )
}

/** Pick list (A4): every reservation of the delivery, in the order of a walk through the places. */
export function PickList({ id }: { id: number }) {
  const { t } = useLingui()
  const label = useDeliveryLabel()
  const fmt = useFormat()
  const { delivery: d, error } = useDelivery(id)
  if (!d) return <Waiting error={error} />
  const lines = new Map(d.Lines.map((l) => [l.Id, l]))
  const walk = [...d.Reservations].sort(
    (a, b) => a.PlaceTitle.localeCompare(b.PlaceTitle, undefined, { numeric: true }) || a.LineId - b.LineId,
  )
  return (
    <PrintPage size="a4" title={t`Pick list`}>
      <DocHeader title={<Trans>Pick list</Trans>} code={`D${d.Id}`}>
        <Fact label={t`Delivery`}>
          #{d.Id} · {String(d.Name ?? '')}
        </Fact>
        <Fact label={label('WarehouseId')}>{String(d.WarehouseName ?? '')}</Fact>
        <Fact label={t`Printed`}>{fmt.dateTime(Math.floor(Date.now() / 1000))}</Fact>
      </DocHeader>
      <table className="w-full border-collapse text-sm" data-testid="pick-lines">
        <thead>
          <tr className="border-b border-black text-left">
            <th className="py-1 pr-2">{label('PlaceId')}</th>
            <th className="py-1 pr-2">{label('ProductId')}</th>
            <th className="py-1 pr-2">{label('BarCode')}</th>
            <th className="py-1 pr-2 text-right">{t`To pick`}</th>
            <th className="py-1 pr-2 text-right">{t`Picked`}</th>
            <th className="py-1">✓</th>
          </tr>
        </thead>
        <tbody>
          {walk.map((r) => {
            const line = lines.get(r.LineId)
            return (
              <tr key={`${r.LineId}:${r.PlaceId}`} className="border-b border-neutral-300">
                <td className="py-1.5 pr-2 font-mono text-base font-bold whitespace-nowrap">{r.PlaceTitle}</td>
                <td className="py-1.5 pr-2">
                  {line?.ProductName}
                  {line?.Spec ? <span className="text-neutral-500"> · {line.Spec}</span> : null}
                </td>
                <td className="py-1.5 pr-2 font-mono">{line?.BarCode}</td>
                <td className="py-1.5 pr-2 text-right tabular-nums text-base font-bold">{fmt.number(r.Qty + r.Picked)}</td>
                <td className="py-1.5 pr-2 text-right tabular-nums">{fmt.number(r.Picked)}</td>
                <td className="py-1.5">☐</td>
              </tr>
            )
          })}
        </tbody>
      </table>
      {walk.length === 0 ? (
        <p className="mt-4 text-neutral-600">
          <Trans>Nothing is reserved for this delivery: allocate it first.</Trans>
        </p>
      ) : null}
    </PrintPage>
  )
}

/** Packing list (A4): the consignee, then each package with what it holds, then the totals. */
export function PackingList({ id }: { id: number }) {
  const { t } = useLingui()
  const label = useDeliveryLabel()
  const fmt = useFormat()
  const { delivery: d, error } = useDelivery(id)
  if (!d) return <Waiting error={error} />
  const lines = new Map(d.Lines.map((l) => [l.Id, l]))
  // Packed: each package with what it holds; not packed yet: the lines as ordered, under one heading.
  const packages: { no: string; weight: number; rows: { line: Line | undefined; qty: number }[] }[] = d.Packages.length
    ? d.Packages.map((p) => ({ no: p.PackageNo, weight: p.Weight, rows: p.Lines.map((l) => ({ line: lines.get(l.LineId), qty: l.Qty })) }))
    : [{ no: '', weight: 0, rows: d.Lines.map((l) => ({ line: l, qty: l.ProductNum })) }]
  return (
    <PrintPage size="a4" title={t`Packing list`}>
      <header className="mb-4 flex items-start justify-between gap-4 border-b border-black pb-3">
        <div>
          <h2 className="text-xl font-bold">
            <Trans>Packing list</Trans>
          </h2>
          <dl className="mt-1 text-sm">
            <Fact label={t`Delivery`}>#{d.Id}</Fact>
            {d.OutOrderId ? <Fact label={label('OutOrderId')}>{String(d.OutOrderId)}</Fact> : null}
            <Fact label={label('WarehouseId')}>{String(d.WarehouseName ?? '')}</Fact>
            {d.Express ? (
              <Fact label={label('ExpressNo')}>
                {String(d.Express)} {String(d.ExpressNo)}
              </Fact>
            ) : null}
          </dl>
        </div>
        <div className="text-sm">
          <div className="mb-1 text-neutral-500">
            <Trans>Ship to</Trans>
          </div>
          <Consignee d={d} />
        </div>
      </header>
      {packages.map((p) => (
        <section key={p.no || '-'} className="mb-4 break-inside-avoid" data-testid="package">
          <h3 className="mb-1 flex justify-between font-semibold">
            <span>{p.no ? t`Package ${p.no}` : t`Not yet packed`}</span>
            {p.weight ? <span className="font-normal">{fmt.weight(p.weight)} kg</span> : null}
          </h3>
          <table className="w-full border-collapse text-sm">
            <thead>
              <tr className="border-b border-black text-left">
                <th className="py-1 pr-2">{label('ProductId')}</th>
                <th className="py-1 pr-2">{label('BarCode')}</th>
                <th className="py-1 pr-2">{label('Spec')}</th>
                <th className="py-1 text-right">{label('ProductNum')}</th>
              </tr>
            </thead>
            <tbody>
              {p.rows.map(({ line, qty }, i) => (
                <tr key={line?.Id ?? i} className="border-b border-neutral-300">
                  <td className="py-1 pr-2">{line?.ProductName}</td>
                  <td className="py-1 pr-2 font-mono">{line?.BarCode}</td>
                  <td className="py-1 pr-2">{line?.Spec}</td>
                  <td className="py-1 text-right tabular-nums">{fmt.number(qty)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
      <dl className="mt-6 grid grid-cols-3 gap-2 border-t border-black pt-3 text-sm">
        <Fact label={label('Package')}>{fmt.number(Number(d.Package ?? 0))}</Fact>
        <Fact label={label('TotalWeight')}>{fmt.weight(Number(d.TotalWeight ?? 0))}</Fact>
        <Fact label={label('NetWeight')}>{fmt.weight(Number(d.NetWeight ?? 0))}</Fact>
      </dl>
    </PrintPage>
  )
}

/** Shipping label (100 × 150 mm): carrier, tracking number as a Code 128 barcode, consignee, sender. */
export function ShippingLabel({ id }: { id: number }) {
  const { t } = useLingui()
  const label = useDeliveryLabel()
  const fmt = useFormat()
  const { delivery: d, error } = useDelivery(id)
  if (!d) return <Waiting error={error} />
  const express = String(d.ExpressNo ?? '')
  // One label per package, each saying which of how many it is; before packing, one for the delivery.
  const packages = rowList(d.Packages, { PackageNo: rowText, Weight: rowNumber })
  const labels = packages.length ? packages : [{ PackageNo: '', Weight: Number(d.TotalWeight ?? 0) }]
  return (
    <PrintPage size="label" title={t`Shipping label`}>
      {labels.map((p, i) => {
        const [no, nth, total] = [p.PackageNo, i + 1, labels.length]
        return (
          <section
            key={p.PackageNo || 'all'}
            className="flex h-[142mm] flex-col gap-2 not-last:mb-[8mm] not-last:break-after-page print:not-last:mb-0"
            data-testid="shipping-label"
            data-package={p.PackageNo}
          >
            <div className="flex items-center justify-between border-b-2 border-black pb-1">
              <span className="text-lg font-black">{String(d.Express || '—')}</span>
              <span className="text-xs">{String(d.ExpressType ?? '')}</span>
            </div>
            {express ? (
              <Barcode text={express} height={14} className="mx-auto w-full" />
            ) : (
              <p className="rounded border border-dashed border-black p-2 text-center text-xs">
                <Trans>No tracking number yet: it is given when the delivery ships.</Trans>
              </p>
            )}
            <div className="border-t border-black pt-1">
              <div className="text-[7pt] uppercase text-neutral-600">
                <Trans>Ship to</Trans>
              </div>
              <div className="text-[11pt]">
                <Consignee d={d} />
              </div>
            </div>
            <div className="border-t border-black pt-1 text-[7pt]">
              <div className="uppercase text-neutral-600">
                <Trans>Sender</Trans>
              </div>
              <div>{String(d.WarehouseName ?? '')}</div>
            </div>
            <dl className="mt-auto grid grid-cols-2 gap-1 border-t border-black pt-1 text-[8pt]">
              <Fact label={t`Delivery`}>#{d.Id}</Fact>
              <Fact label={label('Package')}>
                {packages.length ? (
                  <span data-testid="package-of">{t`${no} · ${nth} of ${total}`}</span>
                ) : (
                  fmt.number(Number(d.Package ?? 0))
                )}
              </Fact>
              <Fact label={label('TotalWeight')}>{fmt.weight(p.Weight)}</Fact>
              {d.OutOrderId ? <Fact label={label('OutOrderId')}>{String(d.OutOrderId)}</Fact> : null}
            </dl>
          </section>
        )
      })}
    </PrintPage>
  )
}
