import { Trans, useLingui } from '@lingui/react/macro'
import { entryResource } from '../../shared/warehouse.ts'
import { useFormat } from '../../../../kernel/web/lib/format.ts'
import { DocHeader, Fact, PrintPage, useLabel, usePrinted, Waiting } from '../../../../kernel/web/components/print/PrintPage.tsx'

type Line = {
  Id: number
  ProductName: string
  BarCode: string
  Spec: string
  ProductNum: number
  AlreadyNum: number
  BadNum: number
  PutNum: number
}
type Entry = Record<string, unknown> & { Id: number; Lines: Line[] }

/**
 * Receiving note (A4): what was expected and what arrived, line by line (in good order, damaged,
 * short), with room for the signatures of whoever delivered and whoever received.
 */
export function ReceivingNote({ id }: { id: number }) {
  const { t } = useLingui()
  const fmt = useFormat()
  const label = useLabel(entryResource)
  const { doc: e, error } = usePrinted<Entry>(entryResource, id)
  if (!e) return <Waiting error={error} />
  const sum = (f: (l: Line) => number) => e.Lines.reduce((n, l) => n + f(l), 0)
  const short = (l: Line) => Math.max(0, l.ProductNum - l.AlreadyNum - l.BadNum)
  return (
    <PrintPage size="a4" title={t`Receiving note`}>
      <DocHeader title={<Trans>Receiving note</Trans>} code={`E${e.Id}`}>
        <Fact label={t`Entry`}>
          #{e.Id} · {String(e.Title ?? '')}
        </Fact>
        <Fact label={label('WarehouseId')}>{String(e.WarehouseName ?? '')}</Fact>
        {e.OwnerName ? <Fact label={label('OwnerId')}>{String(e.OwnerName)}</Fact> : null}
        {e.FromCountry ? <Fact label={label('FromCountry')}>{String(e.FromCountry)}</Fact> : null}
        {e.ExpressNo ? (
          <Fact label={label('ExpressNo')}>
            {String(e.Express ?? '')} {String(e.ExpressNo)}
          </Fact>
        ) : null}
        <Fact label={label('ArriveTime')}>{Number(e.ArriveTime) ? fmt.dateTime(Number(e.ArriveTime)) : '—'}</Fact>
      </DocHeader>
      <table className="w-full border-collapse text-sm" data-testid="receiving-lines">
        <thead>
          <tr className="border-b border-black text-left">
            <th className="py-1 pr-2">{label('ProductId')}</th>
            <th className="py-1 pr-2">{label('BarCode')}</th>
            <th className="py-1 pr-2 text-right">{t`Expected`}</th>
            <th className="py-1 pr-2 text-right">{t`Received`}</th>
            <th className="py-1 pr-2 text-right">{t`Damaged`}</th>
            <th className="py-1 text-right">{t`Short`}</th>
          </tr>
        </thead>
        <tbody>
          {e.Lines.map((l) => (
            <tr key={l.Id} className="border-b border-neutral-300">
              <td className="py-1.5 pr-2">
                {l.ProductName}
                {l.Spec ? <span className="text-neutral-500"> · {l.Spec}</span> : null}
              </td>
              <td className="py-1.5 pr-2 font-mono">{l.BarCode}</td>
              <td className="py-1.5 pr-2 text-right tabular-nums">{fmt.number(l.ProductNum)}</td>
              <td className="py-1.5 pr-2 text-right tabular-nums font-bold">{fmt.number(l.AlreadyNum)}</td>
              <td className="py-1.5 pr-2 text-right tabular-nums">{fmt.number(l.BadNum)}</td>
              <td className="py-1.5 text-right tabular-nums">{fmt.number(short(l))}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-black font-semibold">
            <td className="py-1.5 pr-2" colSpan={2}>
              <Trans>Total</Trans>
            </td>
            <td className="py-1.5 pr-2 text-right tabular-nums">{fmt.number(sum((l) => l.ProductNum))}</td>
            <td className="py-1.5 pr-2 text-right tabular-nums">{fmt.number(sum((l) => l.AlreadyNum))}</td>
            <td className="py-1.5 pr-2 text-right tabular-nums">{fmt.number(sum((l) => l.BadNum))}</td>
            <td className="py-1.5 text-right tabular-nums">{fmt.number(sum(short))}</td>
          </tr>
        </tfoot>
      </table>
      <div className="mt-16 grid grid-cols-2 gap-12 text-sm">
        <div className="border-t border-black pt-1">
          <Trans>Delivered by (name, signature, date)</Trans>
        </div>
        <div className="border-t border-black pt-1">
          <Trans>Received by (name, signature, date)</Trans>
        </div>
      </div>
    </PrintPage>
  )
}
