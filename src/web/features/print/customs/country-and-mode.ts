import { useLingui } from '@lingui/react/macro'
import { DECLARE_MODES } from '../../../../shared/resources/declare.ts'
import { INTL_TAG, toLocale } from '../../../../kernel/shared/locales.ts'
import { num, str } from './declaration.ts'

/** A country code as its name in the reader's language with the code ("Malaysia (MY)"); anything else as written. */
export function useCountry() {
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
export function useMode() {
  const { i18n } = useLingui()
  return (mode: unknown) => {
    const o = DECLARE_MODES.find((m) => m.value === num(mode))
    return o ? i18n._(o.label) : str(mode)
  }
}
