import { Trans, useLingui } from '@lingui/react/macro'
import { declareResource } from '../../../../shared/resources/declare.ts'
import { declareLogisticsResource } from '../../../../shared/resources/customs.ts'
import { useFormat } from '../../../../kernel/web/lib/format.ts'
import { DocHeader, Fact, PrintPage, useLabel } from '../../../../kernel/web/components/print/PrintPage.tsx'
import { useCountry } from './country-and-mode.ts'
import { DeclarationPaper } from './DeclarationPaper.tsx'
import { CUSTOMS_VOCABULARY, DASH, facts, num, str, type Declaration } from './declaration.ts'
import { useGoodsColumns } from './goods-columns.tsx'
import { GoodsTable } from './GoodsTable.tsx'
import { DateFact, FieldFacts, Remark } from './paper-facts.tsx'
import { Parties, Party } from './parties.tsx'
import { SellerSignature } from './signatures.tsx'

/** Packing list (A4): the goods with quantities and net weights, the totals, the waybill and the marks. */
export function CustomsPackingList({ id }: { id: number }) {
  return <DeclarationPaper id={id} paper={PackingList} />
}

function PackingList({ d }: { d: Declaration }) {
  const { t } = useLingui()
  const label = useLabel(declareResource)
  const customs = useLabel(CUSTOMS_VOCABULARY)
  const waybill = useLabel(declareLogisticsResource)
  const fmt = useFormat()
  const country = useCountry()
  const col = useGoodsColumns()
  const f = facts(d)
  const listNo = `PL-${f.ref}`
  const origin = country(d.FromCountry) || DASH
  return (
    <PrintPage size="a4" title={t`Packing list`}>
      <DocHeader title={<Trans>Packing list</Trans>} code={listNo}>
        <Fact label={t`Packing list no.`}>{listNo}</Fact>
        <Fact label={t`Invoice no.`}>INV-{f.ref}</Fact>
        <DateFact f={f} />
        <FieldFacts d={d} fields={['LogisticsName', 'LogisticsNo']} />
      </DocHeader>
      <Parties>
        <Party role={<Trans>Shipper</Trans>} name={str(d.OwnerName)}>
          <FieldFacts d={d} fields={['OwnerPhone', 'FromCountry']} ifGiven />
        </Party>
        <Party role={customs('ClientName')} name={str(d.ClientName)}>
          <FieldFacts d={d} fields={['ToCountry']} ifGiven />
        </Party>
      </Parties>
      <GoodsTable
        lines={f.lines}
        className="text-[9pt]"
        testId="packing-lines"
        columns={[
          col.name(t`Description of goods`, (l) => [l.Spec, l.BarCode].filter(Boolean).join(' · '), 'text-[8pt]'),
          col.hsCode('w-20'),
          col.quantity(label('Num'), 'w-24', f),
          col.legalQuantity('w-28'),
          {
            header: label('NetWeight'),
            width: 'w-24',
            align: 'right',
            cell: (l) => fmt.weight(num(l.Weight)),
            total: fmt.weight(f.lineWeight),
          },
        ]}
      />
      <div className="mt-3 grid grid-cols-2 gap-3 break-inside-avoid">
        <dl className="border border-black p-2 text-[9pt]" data-testid="packing-totals">
          <Fact label={waybill('Num')}>{fmt.number(num(d.Num))}</Fact>
          <Fact label={label('TotalWeight')}>{fmt.weight(num(d.TotalWeight))}</Fact>
          <Fact label={label('NetWeight')}>{fmt.weight(num(d.NetWeight))}</Fact>
        </dl>
        <section className="border border-black p-2 text-[9pt]" data-testid="marks">
          <div className="text-[8pt] uppercase tracking-wide text-neutral-600">
            <Trans>Shipping marks</Trans>
          </div>
          <div className="font-mono leading-snug">
            <div>{str(d.OrderCode) || `#${d.Id}`}</div>
            {d.ToCountry ? <div>{country(d.ToCountry)}</div> : null}
            <div>{t`Made in ${origin}`}</div>
          </div>
        </section>
      </div>
      <Remark d={d} />
      <SellerSignature name={str(d.OwnerName)} />
    </PrintPage>
  )
}
