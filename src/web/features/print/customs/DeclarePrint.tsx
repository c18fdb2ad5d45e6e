import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { DECLARE_MODES, declareResource } from '../../../../shared/resources/declare.ts'
import { CUSTOMS_LABELS, declareLogisticsResource, receiptCodeOption } from '../../../../shared/resources/customs.ts'
import { INTL_TAG, toLocale } from '../../../../shared/locales.ts'
import { useFormat } from '../../../lib/format.ts'
import { DocHeader, Fact, PrintPage, useLabel, usePrinted, Waiting } from '../PrintPage.tsx'
import { amountInChinese, amountInEnglish, chineseCurrencyName, type ChineseScript } from './amount-words.ts'

/**
 * The four printed documents of a customs declaration (spec "Declare": invoice, packing list,
 * contract and declaration form can be printed), laid out like the paper forms, on A4.
 * Money is in hundredths, weights in kg, times in Unix seconds; fields the record does not carry
 * (yet) print empty.
 */

type Good = {
  Id?: number
  Title: string
  Spec?: string
  BarCode?: string
  HsCode?: string
  Unit?: string
  Unit1?: string
  Num1?: number
  Unit2?: string
  Num2?: number
  Country?: string
  Num: number
  Price: number
  Weight?: number
}
type Declaration = Record<string, unknown> & { Id: number; Lines?: Good[] }

/** The labels of the customs vocabulary (consignee, legal units, customs number, origin). */
const CUSTOMS_VOCABULARY = { ...declareResource, labels: CUSTOMS_LABELS }

const str = (v: unknown) => (v === undefined || v === null ? '' : String(v))
const num = (v: unknown) => Number(v) || 0
const DASH = '—'

/** What the documents compute from a declaration: its number, currency, lines and totals. */
function facts(d: Declaration) {
  const lines = d.Lines ?? []
  const currency = /^[A-Z]{3}$/.test(str(d.Currency)) ? str(d.Currency) : 'USD'
  const goods = lines.reduce((s, l) => s + num(l.Num) * num(l.Price), 0)
  const freight = num(d.DeliveryExpenses)
  const insurance = num(d.InsuranceExpenses)
  return {
    lines,
    currency,
    /** The number the invoice, packing list and contract share: the order's code, else the declaration's. */
    ref: str(d.OrderCode) || String(d.Id),
    date: num(d.PostTime) || num(d.CreateTime),
    quantity: lines.reduce((s, l) => s + num(l.Num), 0),
    lineWeight: lines.reduce((s, l) => s + num(l.Weight), 0),
    goods,
    freight,
    insurance,
    total: goods + freight + insurance,
  }
}

function useDeclaration(id: number) {
  const { doc, error } = usePrinted<Declaration>(declareResource, id)
  return { d: doc, error }
}

/** A country code as its name in the reader's language with the code ("Malaysia (MY)"); anything else as written. */
function useCountry() {
  const { i18n } = useLingui()
  let names: Intl.DisplayNames | undefined
  try {
    names = new Intl.DisplayNames([INTL_TAG[toLocale(i18n.locale)]], { type: 'region' })
  } catch {
    names = undefined
  }
  return (code: unknown) => {
    const c = str(code).trim()
    if (!/^[A-Z]{2}$/.test(c)) return c
    try {
      const name = names?.of(c)
      return name && name !== c ? `${name} (${c})` : c
    } catch {
      return c
    }
  }
}

/** The customs mode as its option says it (9610 retail list …). */
function useMode() {
  const { i18n } = useLingui()
  return (mode: unknown) => {
    const o = DECLARE_MODES.find((m) => m.value === num(mode))
    return o ? i18n._(o.label) : str(mode)
  }
}

const cell = 'border border-black px-1.5 py-1 align-top'
const th = `${cell} bg-neutral-100 text-left font-semibold print:bg-transparent`
/** The totals print once, after the last line: a footer group would be repeated on every page by the browser. */
const foot = 'font-semibold [display:table-row-group]'

/** A party of the document (seller, buyer, shipper …) in a box: its role, name and particulars. */
function Party({ role, name, children, testId }: { role: ReactNode; name: string; children?: ReactNode; testId?: string }) {
  return (
    <section className="border border-black p-2 text-[9pt]" data-testid={testId}>
      <div className="text-[8pt] uppercase tracking-wide text-neutral-600">{role}</div>
      <div className="text-[10.5pt] font-semibold">{name || DASH}</div>
      <dl className="mt-0.5 space-y-0.5">{children}</dl>
    </section>
  )
}

/** The amount in words: in English always, and as the Chinese capital amount for Chinese readers. */
function AmountInWords({ hundredths, currency }: { hundredths: number; currency: string }) {
  const { t, i18n } = useLingui()
  const script: ChineseScript | null = i18n.locale === 'zh-CN' ? 'simplified' : i18n.locale === 'zh-TW' ? 'traditional' : null
  return (
    <dl className="mt-3 space-y-1 border border-black p-2 text-[9pt]" data-testid="amount-words">
      <Fact label={t`Amount in words`}>
        <span className="tracking-wide">{amountInEnglish(hundredths, currency)}</span>
      </Fact>
      {script ? (
        <Fact label={t`Capital amount`}>
          <span data-testid="amount-capital">
            {chineseCurrencyName(currency, script)} {amountInChinese(hundredths, script)}
          </span>
        </Fact>
      ) : null}
    </dl>
  )
}

/** The goods, their value and the totals: the invoice's and the contract's table. */
function GoodsTable({ d }: { d: Declaration }) {
  const { t } = useLingui()
  const label = useLabel(declareResource)
  const fmt = useFormat()
  const f = facts(d)
  return (
    <table className="w-full border-collapse text-[9pt]" data-testid="goods-lines">
      <thead>
        <tr>
          <th className={`${th} w-[9mm] text-center whitespace-nowrap`}>{t`No.`}</th>
          <th className={th}>{t`Description of goods`}</th>
          <th className={`${th} w-20`}>{label('HsCode')}</th>
          <th className={`${th} w-20 text-right`}>{label('Num')}</th>
          <th className={`${th} w-24 text-right`}>
            {label('Price')} ({f.currency})
          </th>
          <th className={`${th} w-28 text-right`}>
            {label('Amount')} ({f.currency})
          </th>
        </tr>
      </thead>
      <tbody>
        {f.lines.map((l, i) => (
          <tr key={l.Id ?? i} className="break-inside-avoid">
            <td className={`${cell} text-center tabular-nums`}>{i + 1}</td>
            <td className={cell}>
              <div className="font-medium">{l.Title}</div>
              {l.Spec ? <div className="text-[8pt] text-neutral-600">{l.Spec}</div> : null}
            </td>
            <td className={`${cell} font-mono`}>{l.HsCode || DASH}</td>
            <td className={`${cell} text-right tabular-nums whitespace-nowrap`}>
              {fmt.number(num(l.Num))} {l.Unit}
            </td>
            <td className={`${cell} text-right tabular-nums`}>{fmt.money(num(l.Price))}</td>
            <td className={`${cell} text-right tabular-nums`}>{fmt.money(num(l.Num) * num(l.Price))}</td>
          </tr>
        ))}
      </tbody>
      <tfoot className={foot}>
        <tr>
          <td className={cell} colSpan={3}>
            <Trans>Total</Trans>
          </td>
          <td className={`${cell} text-right tabular-nums`} data-testid="total-quantity">
            {fmt.number(f.quantity)}
          </td>
          <td className={cell} />
          <td className={`${cell} text-right tabular-nums`} data-testid="goods-total">
            {fmt.money(f.goods)}
          </td>
        </tr>
        <tr className="font-normal">
          <td className={`${cell} text-right`} colSpan={5}>
            {label('DeliveryExpenses')}
          </td>
          <td className={`${cell} text-right tabular-nums`}>{fmt.money(f.freight)}</td>
        </tr>
        <tr className="font-normal">
          <td className={`${cell} text-right`} colSpan={5}>
            {label('InsuranceExpenses')}
          </td>
          <td className={`${cell} text-right tabular-nums`}>{fmt.money(f.insurance)}</td>
        </tr>
        <tr>
          <td className={`${cell} text-right`} colSpan={5}>
            <Trans>Grand total</Trans>
          </td>
          <td className={`${cell} text-right tabular-nums whitespace-nowrap`} data-testid="grand-total">
            {fmt.money(f.total, f.currency)}
          </td>
        </tr>
      </tfoot>
    </table>
  )
}

/** A line to sign on, with what it is for under it. */
function SignLine({ children }: { children: ReactNode }) {
  return <div className="border-t border-black pt-1 text-[9pt]">{children}</div>
}

/** Commercial invoice (A4): seller and buyer, the goods with their value, freight, insurance, the total in words. */
export function CommercialInvoice({ id }: { id: number }) {
  const { t } = useLingui()
  const label = useLabel(declareResource)
  const fmt = useFormat()
  const country = useCountry()
  const { d, error } = useDeclaration(id)
  if (!d) return <Waiting error={error} />
  const f = facts(d)
  const invoiceNo = `INV-${f.ref}`
  return (
    <PrintPage size="a4" title={t`Commercial invoice`}>
      <DocHeader title={<Trans>Commercial invoice</Trans>} code={invoiceNo}>
        <Fact label={t`Invoice no.`}>{invoiceNo}</Fact>
        <Fact label={t`Date`}>{fmt.date(f.date) || DASH}</Fact>
        <Fact label={label('OrderCode')}>{str(d.OrderCode) || DASH}</Fact>
        <Fact label={label('ToCountry')}>{country(d.ToCountry) || DASH}</Fact>
        <Fact label={label('Currency')}>{f.currency}</Fact>
      </DocHeader>
      <div className="mb-3 grid grid-cols-2 gap-3">
        <Party role={<Trans>Seller</Trans>} name={str(d.OwnerName)} testId="seller">
          {d.OwnerCardId ? <Fact label={label('OwnerCardId')}>{str(d.OwnerCardId)}</Fact> : null}
          {d.OwnerPhone ? <Fact label={label('OwnerPhone')}>{str(d.OwnerPhone)}</Fact> : null}
          {d.FromCountry ? <Fact label={label('FromCountry')}>{country(d.FromCountry)}</Fact> : null}
        </Party>
        <Party role={<Trans>Buyer</Trans>} name={str(d.ClientName)} testId="buyer">
          {d.ToCountry ? <Fact label={label('ToCountry')}>{country(d.ToCountry)}</Fact> : null}
          {d.PlatformName ? <Fact label={label('PlatformName')}>{str(d.PlatformName)}</Fact> : null}
        </Party>
      </div>
      <dl className="mb-3 grid grid-cols-2 gap-x-3 gap-y-0.5 text-[9pt]">
        <Fact label={label('LogisticsName')}>{str(d.LogisticsName) || DASH}</Fact>
        <Fact label={label('LogisticsNo')}>{str(d.LogisticsNo) || DASH}</Fact>
        <Fact label={label('PayName')}>{str(d.PayName) || DASH}</Fact>
        <Fact label={t`Route`}>{[country(d.FromCountry), country(d.ToCountry)].filter(Boolean).join(' → ') || DASH}</Fact>
      </dl>
      <GoodsTable d={d} />
      <AmountInWords hundredths={f.total} currency={f.currency} />
      {d.Remark ? <p className="mt-2 text-[9pt] whitespace-pre-wrap">{str(d.Remark)}</p> : null}
      <div className="mt-14 ml-auto w-72 break-inside-avoid text-center" data-testid="signatures">
        <div className="mb-1 text-[9pt] font-semibold">{str(d.OwnerName)}</div>
        <SignLine>
          <Trans>Authorised signature and stamp</Trans>
        </SignLine>
      </div>
    </PrintPage>
  )
}

/** Packing list (A4): the goods with quantities and net weights, the totals, the waybill and the marks. */
export function CustomsPackingList({ id }: { id: number }) {
  const { t } = useLingui()
  const label = useLabel(declareResource)
  const customs = useLabel(CUSTOMS_VOCABULARY)
  const waybill = useLabel(declareLogisticsResource)
  const fmt = useFormat()
  const country = useCountry()
  const { d, error } = useDeclaration(id)
  if (!d) return <Waiting error={error} />
  const f = facts(d)
  const listNo = `PL-${f.ref}`
  const pieces = num(d.Num)
  const origin = country(d.FromCountry) || DASH
  return (
    <PrintPage size="a4" title={t`Packing list`}>
      <DocHeader title={<Trans>Packing list</Trans>} code={listNo}>
        <Fact label={t`Packing list no.`}>{listNo}</Fact>
        <Fact label={t`Invoice no.`}>INV-{f.ref}</Fact>
        <Fact label={t`Date`}>{fmt.date(f.date) || DASH}</Fact>
        <Fact label={label('LogisticsName')}>{str(d.LogisticsName) || DASH}</Fact>
        <Fact label={label('LogisticsNo')}>{str(d.LogisticsNo) || DASH}</Fact>
      </DocHeader>
      <div className="mb-3 grid grid-cols-2 gap-3">
        <Party role={<Trans>Shipper</Trans>} name={str(d.OwnerName)}>
          {d.OwnerPhone ? <Fact label={label('OwnerPhone')}>{str(d.OwnerPhone)}</Fact> : null}
          {d.FromCountry ? <Fact label={label('FromCountry')}>{country(d.FromCountry)}</Fact> : null}
        </Party>
        <Party role={customs('ClientName')} name={str(d.ClientName)}>
          {d.ToCountry ? <Fact label={label('ToCountry')}>{country(d.ToCountry)}</Fact> : null}
        </Party>
      </div>
      <table className="w-full border-collapse text-[9pt]" data-testid="packing-lines">
        <thead>
          <tr>
            <th className={`${th} w-[9mm] text-center whitespace-nowrap`}>{t`No.`}</th>
            <th className={th}>{t`Description of goods`}</th>
            <th className={`${th} w-20`}>{label('HsCode')}</th>
            <th className={`${th} w-24 text-right`}>{label('Num')}</th>
            <th className={`${th} w-28 text-right`}>{t`Legal quantity`}</th>
            <th className={`${th} w-24 text-right`}>{label('NetWeight')}</th>
          </tr>
        </thead>
        <tbody>
          {f.lines.map((l, i) => (
            <tr key={l.Id ?? i} className="break-inside-avoid">
              <td className={`${cell} text-center tabular-nums`}>{i + 1}</td>
              <td className={cell}>
                <div className="font-medium">{l.Title}</div>
                {l.Spec || l.BarCode ? <div className="text-[8pt] text-neutral-600">{[l.Spec, l.BarCode].filter(Boolean).join(' · ')}</div> : null}
              </td>
              <td className={`${cell} font-mono`}>{l.HsCode || DASH}</td>
              <td className={`${cell} text-right tabular-nums whitespace-nowrap`}>
                {fmt.number(num(l.Num))} {l.Unit}
              </td>
              <td className={`${cell} text-right tabular-nums`}>
                <LegalQuantity l={l} />
              </td>
              <td className={`${cell} text-right tabular-nums`}>{fmt.weight(num(l.Weight))}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className={foot}>
          <tr>
            <td className={cell} colSpan={3}>
              <Trans>Total</Trans>
            </td>
            <td className={`${cell} text-right tabular-nums`}>{fmt.number(f.quantity)}</td>
            <td className={cell} />
            <td className={`${cell} text-right tabular-nums`}>{fmt.weight(f.lineWeight)}</td>
          </tr>
        </tfoot>
      </table>
      <div className="mt-3 grid grid-cols-2 gap-3 break-inside-avoid">
        <dl className="border border-black p-2 text-[9pt]" data-testid="packing-totals">
          <Fact label={waybill('Num')}>{fmt.number(pieces)}</Fact>
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
      {d.Remark ? <p className="mt-2 text-[9pt] whitespace-pre-wrap">{str(d.Remark)}</p> : null}
      <div className="mt-14 ml-auto w-72 break-inside-avoid text-center">
        <div className="mb-1 text-[9pt] font-semibold">{str(d.OwnerName)}</div>
        <SignLine>
          <Trans>Authorised signature and stamp</Trans>
        </SignLine>
      </div>
    </PrintPage>
  )
}

/** A line's quantity in its legal units, one a line: "12 千克", then "3 个" where the goods have a second unit. */
function LegalQuantity({ l }: { l: Good }) {
  const fmt = useFormat()
  const units = [
    [l.Unit1, l.Num1],
    [l.Unit2, l.Num2],
  ].filter(([unit]) => unit)
  if (!units.length) return <>{DASH}</>
  return (
    <>
      {units.map(([unit, n], i) => (
        <div key={i} className="whitespace-nowrap">
          {fmt.number(num(n))} {unit}
        </div>
      ))}
    </>
  )
}

/** Sales contract (A4): the parties, the goods and their total in words, the terms, both signatures. */
export function SalesContract({ id }: { id: number }) {
  const { t } = useLingui()
  const label = useLabel(declareResource)
  const fmt = useFormat()
  const country = useCountry()
  const mode = useMode()
  const { d, error } = useDeclaration(id)
  if (!d) return <Waiting error={error} />
  const f = facts(d)
  const contractNo = `SC-${f.ref}`
  const payer = str(d.PayName) || DASH
  const carrier = str(d.LogisticsName) || DASH
  const from = country(d.FromCountry) || DASH
  const to = country(d.ToCountry) || DASH
  const total = fmt.money(f.total, f.currency)
  const tradeMode = mode(d.Mode)
  const currency = f.currency
  return (
    <PrintPage size="a4" title={t`Sales contract`}>
      <DocHeader title={<Trans>Sales contract</Trans>} code={contractNo}>
        <Fact label={t`Contract no.`}>{contractNo}</Fact>
        <Fact label={t`Date`}>{fmt.date(f.date) || DASH}</Fact>
        <Fact label={label('OrderCode')}>{str(d.OrderCode) || DASH}</Fact>
      </DocHeader>
      <div className="mb-3 grid grid-cols-2 gap-3">
        <Party role={<Trans>Seller</Trans>} name={str(d.OwnerName)} testId="seller">
          <Fact label={label('OwnerCardId')}>{str(d.OwnerCardId) || DASH}</Fact>
          {d.OwnerPhone ? <Fact label={label('OwnerPhone')}>{str(d.OwnerPhone)}</Fact> : null}
          {d.FromCountry ? <Fact label={label('FromCountry')}>{from}</Fact> : null}
        </Party>
        <Party role={<Trans>Buyer</Trans>} name={str(d.ClientName)} testId="buyer">
          {d.OutId ? <Fact label={label('OutId')}>{str(d.OutId)}</Fact> : null}
          {d.ToCountry ? <Fact label={label('ToCountry')}>{to}</Fact> : null}
          {d.PlatformName ? <Fact label={label('PlatformName')}>{str(d.PlatformName)}</Fact> : null}
        </Party>
      </div>
      <p className="mb-2 text-[9.5pt]">
        <Trans>The seller sells and the buyer buys the goods below on the terms of this contract.</Trans>
      </p>
      <GoodsTable d={d} />
      <AmountInWords hundredths={f.total} currency={f.currency} />
      <ol className="mt-3 list-decimal space-y-1 pl-5 text-[9.5pt]" data-testid="terms">
        <li>
          <Trans>
            Price: {total} in total, freight and insurance included, in {currency}.
          </Trans>
        </li>
        <li>
          <Trans>Payment: the buyer pays the total through {payer}.</Trans>
        </li>
        <li>
          <Trans>
            Shipment: by {carrier} from {from} to {to}.
          </Trans>
        </li>
        <li>
          <Trans>Customs: the seller declares the goods for export under {tradeMode}.</Trans>
        </li>
        {d.Remark ? <li className="whitespace-pre-wrap">{str(d.Remark)}</li> : null}
      </ol>
      <div className="mt-14 grid grid-cols-2 gap-12 break-inside-avoid" data-testid="signatures">
        <div>
          <div className="mb-1 text-[9pt] font-semibold">{str(d.OwnerName) || DASH}</div>
          <SignLine>
            <Trans>The seller (signature and stamp, date)</Trans>
          </SignLine>
        </div>
        <div>
          <div className="mb-1 text-[9pt] font-semibold">{str(d.ClientName) || DASH}</div>
          <SignLine>
            <Trans>The buyer (signature, date)</Trans>
          </SignLine>
        </div>
      </div>
    </PrintPage>
  )
}

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
  const { t, i18n } = useLingui()
  const label = useLabel(declareResource)
  const customs = useLabel(CUSTOMS_VOCABULARY)
  const waybill = useLabel(declareLogisticsResource)
  const fmt = useFormat()
  const country = useCountry()
  const mode = useMode()
  const { d, error } = useDeclaration(id)
  if (!d) return <Waiting error={error} />
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

      <table className="mt-3 w-full border-collapse text-[8.5pt]" data-testid="declaration-lines">
        <thead>
          <tr>
            <th className={`${th} w-[9mm] text-center whitespace-nowrap`}>{t`No.`}</th>
            <th className={`${th} w-[20mm]`}>{label('HsCode')}</th>
            <th className={th}>{t`Goods name and specification`}</th>
            <th className={`${th} w-[24mm] text-right`}>{t`Legal quantity`}</th>
            <th className={`${th} w-[20mm] text-right`}>{t`Declared quantity`}</th>
            <th className={`${th} w-[17mm] text-right`}>{label('Price')}</th>
            <th className={`${th} w-[21mm] text-right`}>{label('Amount')}</th>
            <th className={`${th} w-[22mm]`}>{customs('Country')}</th>
          </tr>
        </thead>
        <tbody>
          {f.lines.map((l, i) => (
            <tr key={l.Id ?? i} className="break-inside-avoid">
              <td className={`${cell} text-center tabular-nums`}>{i + 1}</td>
              <td className={`${cell} font-mono`}>{l.HsCode || DASH}</td>
              <td className={cell}>
                <div className="font-medium">{l.Title}</div>
                {l.Spec ? <div className="text-[7.5pt] text-neutral-600">{l.Spec}</div> : null}
              </td>
              <td className={`${cell} text-right tabular-nums`}>
                <LegalQuantity l={l} />
              </td>
              <td className={`${cell} text-right tabular-nums whitespace-nowrap`}>
                {fmt.number(num(l.Num))} {l.Unit}
              </td>
              <td className={`${cell} text-right tabular-nums`}>{fmt.money(num(l.Price))}</td>
              <td className={`${cell} text-right tabular-nums`}>{fmt.money(num(l.Num) * num(l.Price))}</td>
              <td className={cell}>{country(l.Country) || DASH}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className={foot}>
          <tr>
            <td className={cell} colSpan={4}>
              <Trans>Total</Trans>
            </td>
            <td className={`${cell} text-right tabular-nums`}>{fmt.number(f.quantity)}</td>
            <td className={cell} />
            <td className={`${cell} text-right tabular-nums`}>{fmt.money(f.goods)}</td>
            <td className={cell} />
          </tr>
        </tfoot>
      </table>

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
