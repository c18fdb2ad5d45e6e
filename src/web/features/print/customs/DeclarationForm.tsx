import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { declareResource } from '../../../../shared/resources/declare.ts'
import { declareLogisticsResource, receiptCodeOption } from '../../../../shared/resources/customs.ts'
import { useFormat } from '../../../../kernel/web/lib/format.ts'
import { DocHeader, Fact, PrintPage, useLabel } from '../../../../kernel/web/components/print/PrintPage.tsx'
import { useCountry, useMode } from './country-and-mode.ts'
import { DeclarationPaper } from './DeclarationPaper.tsx'
import { CUSTOMS_VOCABULARY, DASH, facts, num, str, type Declaration } from './declaration.ts'
import { useGoodsColumns } from './goods-columns.tsx'
import { GoodsTable } from './GoodsTable.tsx'

/** A box of the declaration form: its small caption, its value. */
function Box({ label, span = 1, children, testId }: { label: ReactNode; span?: 1 | 2 | 3 | 4 | 6; children: ReactNode; testId?: string }) {
  const spans = { 1: 'col-span-1', 2: 'col-span-2', 3: 'col-span-3', 4: 'col-span-4', 6: 'col-span-6' } as const
  return (
    <div className={`${spans[span]} min-h-[11mm] border-r border-b border-black px-1.5 py-0.5`} data-testid={testId}>
      <div className="text-[7pt] leading-tight text-neutral-600">{label}</div>
      <div className="text-[9pt] leading-snug font-medium break-words">{children}</div>
    </div>
  )
}

/** A name with its code under it (owner and its ID, carrier and its code …). */
function Coded({ name, code }: { name: unknown; code: unknown }) {
  const n = str(name)
  const c = str(code)
  if (!n && !c) return <>{DASH}</>
  return (
    <>
      {n || DASH}
      {c ? <span className="ml-1 font-mono text-[8pt] text-neutral-700">{c}</span> : null}
    </>
  )
}

/**
 * The export declaration form (A4), boxed like customs' own: customs number and latest receipt,
 * the parties, transport, countries, pieces and weights, then the goods with their HS codes and
 * quantities in the legal units, and the boxes for the declarant and for customs.
 */
export function DeclarationForm({ id }: { id: number }) {
  return <DeclarationPaper id={id} paper={Form} />
}

function Form({ d }: { d: Declaration }) {
  const { t, i18n } = useLingui()
  const label = useLabel(declareResource)
  const customs = useLabel(CUSTOMS_VOCABULARY)
  const waybill = useLabel(declareLogisticsResource)
  const fmt = useFormat()
  const country = useCountry()
  const mode = useMode()
  const col = useGoodsColumns()
  const f = facts(d)
  const customsNo = str(d.CustomsNo)
  const code = num(d.LastCode)
  const option = code ? receiptCodeOption(code) : undefined
  // A code of a range (5xx held) says which one it is before the range's meaning.
  const receipt = !code ? '' : !option ? String(code) : option.value === code ? i18n._(option.label) : `${code} · ${i18n._(option.label)}`
  const receiptTime = code ? fmt.dateTime(num(d.ReceiptTime)) : ''
  const saleTax = num(d.SaleTax)
  return (
    <PrintPage size="a4" title={t`Export declaration form`}>
      <DocHeader title={<Trans>Export declaration form</Trans>} code={customsNo || `DEC${String(d.Id).padStart(8, '0')}`}>
        <Fact label={t`Declaration`}>
          #{d.Id} · {str(d.Name)}
        </Fact>
        <Fact label={customs('CustomsNo')}>
          <span data-testid="customs-no">{customsNo || DASH}</span>
        </Fact>
      </DocHeader>
      <div className="grid grid-cols-6 border-t border-l border-black" data-testid="declaration-grid">
        <Box label={label('LastCode')} span={4} testId="latest-receipt">
          {receipt || DASH}
        </Box>
        <Box label={label('ReceiptTime')} span={2}>
          {receiptTime || DASH}
        </Box>

        <Box label={customs('OwnerName')} span={3} testId="owner">
          <Coded name={d.OwnerName} code={d.OwnerCardId} />
          {d.OwnerPhone ? <div className="text-[8pt] font-normal">{str(d.OwnerPhone)}</div> : null}
        </Box>
        <Box label={customs('ClientName')} span={3} testId="consignee">
          {str(d.ClientName) || DASH}
        </Box>

        <Box label={t`Trade mode`} span={2} testId="trade-mode">
          {mode(d.Mode)}
        </Box>
        <Box label={label('PlatformName')} span={2}>
          <Coded name={d.PlatformName} code={d.PlatformCode} />
        </Box>
        <Box label={label('OrderCode')}>
          <span className="font-mono">{str(d.OrderCode) || DASH}</span>
        </Box>
        <Box label={label('PostTime')}>{fmt.date(num(d.PostTime)) || DASH}</Box>

        <Box label={label('LogisticsName')} span={2}>
          <Coded name={d.LogisticsName} code={d.LogisticsCode} />
        </Box>
        <Box label={label('LogisticsNo')} span={2}>
          <span className="font-mono">{str(d.LogisticsNo) || DASH}</span>
        </Box>
        <Box label={label('PayName')} span={2}>
          <Coded name={d.PayName} code={d.PayCode} />
        </Box>

        <Box label={label('FromCountry')}>{country(d.FromCountry) || DASH}</Box>
        <Box label={label('ToCountry')}>{country(d.ToCountry) || DASH}</Box>
        <Box label={waybill('Num')}>{fmt.number(num(d.Num))}</Box>
        <Box label={label('TotalWeight')}>{fmt.weight(num(d.TotalWeight))}</Box>
        <Box label={label('NetWeight')}>{fmt.weight(num(d.NetWeight))}</Box>
        <Box label={label('Currency')}>{f.currency}</Box>

        <Box label={label('ProductAmount')} span={2}>
          {fmt.money(num(d.ProductAmount) || f.goods, f.currency)}
        </Box>
        <Box label={label('DeliveryExpenses')}>{fmt.money(f.freight, f.currency)}</Box>
        <Box label={label('InsuranceExpenses')}>{fmt.money(f.insurance, f.currency)}</Box>
        <Box label={customs('SaleTax')} span={2}>
          {saleTax ? fmt.money(saleTax) : DASH}
        </Box>
      </div>

      <GoodsTable
        lines={f.lines}
        className="mt-3 text-[8.5pt]"
        testId="declaration-lines"
        columns={[
          col.hsCode('w-[20mm]'),
          col.name(t`Goods name and specification`, (l) => l.Spec, 'text-[7.5pt]'),
          col.legalQuantity('w-[24mm]'),
          col.quantity(t`Declared quantity`, 'w-[20mm]', f),
          col.price(label('Price'), 'w-[17mm]'),
          col.amount(label('Amount'), 'w-[21mm]', f),
          { header: customs('Country'), width: 'w-[22mm]', cell: (l) => country(l.Country) || DASH },
        ]}
      />

      <div className="mt-3 grid grid-cols-6 border-t border-l border-black break-inside-avoid">
        <Box label={label('Remark')} span={6}>
          <span className="whitespace-pre-wrap">{str(d.Remark) || DASH}</span>
        </Box>
        <div className="col-span-3 min-h-[28mm] border-r border-b border-black px-1.5 py-1 text-[8pt]">
          <div className="text-neutral-600">
            <Trans>Declarant (signature and stamp)</Trans>
          </div>
          <div className="mt-1 text-[9pt] font-medium">{str(d.OwnerName)}</div>
          <div className="mt-6 text-neutral-600">
            <Trans>I declare that the above is true and complete.</Trans>
          </div>
        </div>
        <div className="col-span-3 min-h-[28mm] border-r border-b border-black px-1.5 py-1 text-[8pt] text-neutral-600">
          <Trans>Customs endorsement and seal</Trans>
        </div>
      </div>
    </PrintPage>
  )
}
