import { useLingui } from '@lingui/react/macro'
import { declareResource } from '../../../../shared/resources/declare.ts'
import { useFormat } from '../../../../kernel/web/lib/format.ts'
import { Fact, useLabel } from '../../../../kernel/web/components/print/PrintPage.tsx'
import { useCountry } from './country-and-mode.ts'
import { DASH, str, type Declaration, type Facts } from './declaration.ts'

/** The fields that hold a country code, printed by the country's name. */
const COUNTRY_FIELDS = new Set(['FromCountry', 'ToCountry'])

/**
 * Fields of the declaration as facts labelled as its screens label them. An empty field prints a
 * dash; with `ifGiven` it prints no line at all, and what it prints carries no dash unless `dash`.
 */
export function FieldFacts({
  d,
  fields,
  ifGiven = false,
  dash = !ifGiven,
}: {
  d: Declaration
  fields: string[]
  ifGiven?: boolean
  dash?: boolean
}) {
  const label = useLabel(declareResource)
  const country = useCountry()
  return (
    <>
      {fields
        .filter((field) => !ifGiven || d[field])
        .map((field) => {
          const value = COUNTRY_FIELDS.has(field) ? country(d[field]) : str(d[field])
          return (
            <Fact key={field} label={label(field)}>
              {value || (dash ? DASH : '')}
            </Fact>
          )
        })}
    </>
  )
}

/** The document's date: when the declaration was sent, else when it was made. */
export function DateFact({ f }: { f: Facts }) {
  const { t } = useLingui()
  const fmt = useFormat()
  return <Fact label={t`Date`}>{fmt.date(f.date) || DASH}</Fact>
}

/** The declaration's remark under the goods, where it has one. */
export function Remark({ d }: { d: Declaration }) {
  return d.Remark ? <p className="mt-2 text-[9pt] whitespace-pre-wrap">{str(d.Remark)}</p> : null
}
