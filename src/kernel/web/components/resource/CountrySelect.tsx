import { useMemo } from 'react'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { COUNTRY_CODES, countryName, isCountryCode } from '../../../shared/countries.ts'
import { NativeSelect } from '../ui/input.tsx'

/**
 * A country picked from the one list, named and sorted in the interface language (typing a name's
 * first letters in the closed select jumps to it). A text stored before the list stays selectable as written.
 */
export function CountrySelect({
  value,
  onChange,
  onBlur,
  ...aria
}: {
  value: unknown
  onChange(v: string): void
  onBlur?(): void
  id?: string
  'aria-invalid'?: boolean
  'aria-required'?: boolean
  'aria-describedby'?: string
}) {
  const { i18n } = useLingui()
  const current = typeof value === 'string' ? value : ''
  const options = useMemo(() => {
    const collator = new Intl.Collator(i18n.locale)
    return COUNTRY_CODES.map((code) => ({ code, name: countryName(i18n.locale, code) })).sort((a, b) => collator.compare(a.name, b.name))
  }, [i18n.locale])
  return (
    <NativeSelect {...aria} value={current} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} data-testid="country-select">
      <option value="">
        <Trans>(none)</Trans>
      </option>
      {current && !isCountryCode(current) ? <option value={current}>{current}</option> : null}
      {options.map((o) => (
        <option key={o.code} value={o.code}>
          {o.name}
        </option>
      ))}
    </NativeSelect>
  )
}
