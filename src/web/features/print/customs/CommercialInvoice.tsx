import { Trans, useLingui } from '@lingui/react/macro'
import { declareResource } from '../../../../shared/resources/declare.ts'
import { DocHeader, Fact, PrintPage, useLabel } from '../../../../kernel/web/components/print/PrintPage.tsx'
import { AmountInWords } from './AmountInWords.tsx'
import { useCountry } from './country-and-mode.ts'
import { DeclarationPaper } from './DeclarationPaper.tsx'
import { DASH, facts, str, type Declaration } from './declaration.ts'
import { GoodsValueTable } from './GoodsValueTable.tsx'
import { DateFact, FieldFacts, Remark } from './paper-facts.tsx'
import { Parties, Party } from './parties.tsx'
import { SellerSignature } from './signatures.tsx'

/** Commercial invoice (A4): seller and buyer, the goods with their value, freight, insurance, the total in words. */
export function CommercialInvoice({ id }: { id: number }) {
  return <DeclarationPaper id={id} paper={Invoice} />
}

function Invoice({ d }: { d: Declaration }) {
  const { t } = useLingui()
  const label = useLabel(declareResource)
  const country = useCountry()
  const f = facts(d)
  const invoiceNo = `INV-${f.ref}`
  return (
    <PrintPage size="a4" title={t`Commercial invoice`}>
      <DocHeader title={<Trans>Commercial invoice</Trans>} code={invoiceNo}>
        <Fact label={t`Invoice no.`}>{invoiceNo}</Fact>
        <DateFact f={f} />
        <FieldFacts d={d} fields={['OrderCode', 'ToCountry']} />
        <Fact label={label('Currency')}>{f.currency}</Fact>
      </DocHeader>
      <Parties>
        <Party role={<Trans>Seller</Trans>} name={str(d.OwnerName)} testId="seller">
          <FieldFacts d={d} fields={['OwnerCardId', 'OwnerPhone', 'FromCountry']} ifGiven />
        </Party>
        <Party role={<Trans>Buyer</Trans>} name={str(d.ClientName)} testId="buyer">
          <FieldFacts d={d} fields={['ToCountry', 'PlatformName']} ifGiven />
        </Party>
      </Parties>
      <dl className="mb-3 grid grid-cols-2 gap-x-3 gap-y-0.5 text-[9pt]">
        <FieldFacts d={d} fields={['LogisticsName', 'LogisticsNo', 'PayName']} />
        <Fact label={t`Route`}>{[country(d.FromCountry), country(d.ToCountry)].filter(Boolean).join(' → ') || DASH}</Fact>
      </dl>
      <GoodsValueTable f={f} />
      <AmountInWords hundredths={f.total} currency={f.currency} />
      <Remark d={d} />
      <SellerSignature name={str(d.OwnerName)} testId="signatures" />
    </PrintPage>
  )
}
