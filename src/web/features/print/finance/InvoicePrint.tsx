import { Trans, useLingui } from '@lingui/react/macro'
import { invoiceResource } from '../../../../shared/resources/receivable.ts'
import { useFormat } from '../../../../kernel/web/lib/format.ts'
import { DocHeader, Fact, PrintPage, usePrinted, useLabel, Waiting } from '../../../../kernel/web/components/print/PrintPage.tsx'
import { AmountInWords } from '../customs/AmountInWords.tsx'
import { GoodsTable } from '../customs/GoodsTable.tsx'
import { Parties, Party } from '../customs/parties.tsx'
import { SellerSignature } from '../customs/signatures.tsx'

type Line = { Id: number; Title: string; Spec: string; Num: number; Price: number; TaxRate: number; Amount: number; Tax: number }
type Seller = { Name: string; TaxNo: string; Address: string; BankName: string; BankNo: string }
type Printed = {
  Id: number
  State: 'Draft' | 'Issued' | 'Void'
  InvoiceNo: string
  BuyerName: string
  BuyerTaxNo: string
  BuyerAddress: string
  Currency: string
  NetAmount: number
  TaxAmount: number
  Total: number
  IssueTime: number
  CreateTime: number
  VoidReason: string
  Remark: string
  Lines: Line[]
  Seller: Seller | null
}

/**
 * An invoice on A4 (spec /finance/invoice), with the customs documents' pieces: the head with its
 * number as a barcode, seller and buyer, the lines with their tax, the totals, the amount in words
 * and the seller's signature. A draft says it is not yet an invoice; a void one says why.
 */
export function InvoicePrint({ id }: { id: number }) {
  const { doc, error } = usePrinted<Printed>(invoiceResource, id)
  if (!doc) return <Waiting error={error} />
  return <Paper d={doc} />
}

function Paper({ d }: { d: Printed }) {
  const { t } = useLingui()
  const label = useLabel(invoiceResource)
  const fmt = useFormat()
  const number = d.InvoiceNo || `#${d.Id}`
  const percent = (rate: number) => `${fmt.number(rate / 100, 2)}%`
  return (
    <PrintPage size="a4" title={t`Invoice ${number}`}>
      {d.State !== 'Issued' ? (
        <p className="mb-3 border-2 border-black px-3 py-2 text-center text-[11pt] font-bold tracking-wide" data-testid="invoice-stamp">
          {d.State === 'Void' ? <Trans>VOID — {d.VoidReason}</Trans> : <Trans>DRAFT — not yet issued, not valid as an invoice</Trans>}
        </p>
      ) : null}
      <DocHeader title={<Trans>Invoice</Trans>} code={d.InvoiceNo || String(d.Id)}>
        <Fact label={label('InvoiceNo')}>{d.InvoiceNo || '—'}</Fact>
        <Fact label={label('IssueTime')}>{fmt.date(d.IssueTime) || '—'}</Fact>
        <Fact label={label('Currency')}>{d.Currency}</Fact>
      </DocHeader>
      <Parties>
        <Party role={<Trans>Seller</Trans>} name={d.Seller?.Name ?? ''} testId="seller">
          {d.Seller?.TaxNo ? <Fact label={t`Tax number`}>{d.Seller.TaxNo}</Fact> : null}
          {d.Seller?.Address ? <Fact label={t`Address`}>{d.Seller.Address}</Fact> : null}
          {d.Seller?.BankName ? (
            <Fact label={t`Bank`}>
              {d.Seller.BankName} {d.Seller.BankNo}
            </Fact>
          ) : null}
        </Party>
        <Party role={<Trans>Buyer</Trans>} name={d.BuyerName} testId="buyer">
          {d.BuyerTaxNo ? <Fact label={label('BuyerTaxNo')}>{d.BuyerTaxNo}</Fact> : null}
          {d.BuyerAddress ? <Fact label={label('BuyerAddress')}>{d.BuyerAddress}</Fact> : null}
        </Party>
      </Parties>
      <GoodsTable<Line>
        lines={d.Lines}
        className="text-[9pt]"
        testId="invoice-lines"
        columns={[
          { header: label('Title'), cell: (l) => (l.Spec ? `${l.Title} (${l.Spec})` : l.Title) },
          { header: label('Num'), width: 'w-14', align: 'right', cell: (l) => fmt.number(l.Num) },
          { header: label('Price'), width: 'w-24', align: 'right', cell: (l) => fmt.money(l.Price) },
          {
            header: label('Amount'),
            width: 'w-24',
            align: 'right',
            cell: (l) => fmt.money(l.Amount),
            total: fmt.money(d.NetAmount),
            totalTestId: 'net-total',
          },
          { header: t`Tax rate`, width: 'w-16', align: 'right', cell: (l) => percent(l.TaxRate) },
          {
            header: label('Tax'),
            width: 'w-24',
            align: 'right',
            cell: (l) => fmt.money(l.Tax),
            total: fmt.money(d.TaxAmount),
            totalTestId: 'tax-total',
          },
        ]}
        summary={[{ label: label('Total'), value: fmt.money(d.Total, d.Currency), grand: true, testId: 'grand-total' }]}
      />
      <AmountInWords hundredths={d.Total} currency={d.Currency} />
      {d.Remark ? <p className="mt-2 text-[9pt] whitespace-pre-wrap">{d.Remark}</p> : null}
      <SellerSignature name={d.Seller?.Name ?? ''} testId="signatures" />
    </PrintPage>
  )
}
