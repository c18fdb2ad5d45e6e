import { Trans, useLingui } from '@lingui/react/macro'
import { useFormat } from '../../../../kernel/web/lib/format.ts'
import { DocHeader, Fact, PrintPage } from '../../../../kernel/web/components/print/PrintPage.tsx'
import { AmountInWords } from './AmountInWords.tsx'
import { useCountry, useMode } from './country-and-mode.ts'
import { DeclarationPaper } from './DeclarationPaper.tsx'
import { DASH, facts, str, type Declaration } from './declaration.ts'
import { GoodsValueTable } from './GoodsValueTable.tsx'
import { DateFact, FieldFacts } from './paper-facts.tsx'
import { Parties, Party } from './parties.tsx'
import { Signature } from './signatures.tsx'

/** Sales contract (A4): the parties, the goods and their total in words, the terms, both signatures. */
export function SalesContract({ id }: { id: number }) {
  return <DeclarationPaper id={id} paper={Contract} />
}

function Contract({ d }: { d: Declaration }) {
  const { t } = useLingui()
  const fmt = useFormat()
  const country = useCountry()
  const mode = useMode()
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
        <DateFact f={f} />
        <FieldFacts d={d} fields={['OrderCode']} />
      </DocHeader>
      <Parties>
        <Party role={<Trans>Seller</Trans>} name={str(d.OwnerName)} testId="seller">
          <FieldFacts d={d} fields={['OwnerCardId']} />
          <FieldFacts d={d} fields={['OwnerPhone', 'FromCountry']} ifGiven dash />
        </Party>
        <Party role={<Trans>Buyer</Trans>} name={str(d.ClientName)} testId="buyer">
          <FieldFacts d={d} fields={['OutId', 'ToCountry', 'PlatformName']} ifGiven dash />
        </Party>
      </Parties>
      <p className="mb-2 text-[9.5pt]">
        <Trans>The seller sells and the buyer buys the goods below on the terms of this contract.</Trans>
      </p>
      <GoodsValueTable f={f} />
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
        <Signature name={str(d.OwnerName) || DASH}>
          <Trans>The seller (signature and stamp, date)</Trans>
        </Signature>
        <Signature name={str(d.ClientName) || DASH}>
          <Trans>The buyer (signature, date)</Trans>
        </Signature>
      </div>
    </PrintPage>
  )
}
