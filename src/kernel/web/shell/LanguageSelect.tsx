import { useLingui } from '@lingui/react/macro'
import { INTL_TAG, LOCALE_NAMES, LOCALES, isLocale } from '../../shared/locales.ts'
import { changeLocale } from '../lib/i18n.ts'
import { NativeSelect } from '../components/ui/input.tsx'
import { cn } from '../lib/cn.ts'

/** Interface language picker; the choice is remembered in localStorage. */
export function LanguageSelect({ className }: { className?: string }) {
  const { i18n, t } = useLingui()
  return (
    <NativeSelect
      aria-label={t`Language`}
      data-testid="language"
      className={cn('h-8 w-auto text-xs', className)}
      value={i18n.locale}
      onChange={(e) => {
        if (isLocale(e.target.value)) void changeLocale(e.target.value)
      }}
    >
      {LOCALES.map((l) => (
        <option key={l} value={l} lang={INTL_TAG[l]}>
          {LOCALE_NAMES[l]}
        </option>
      ))}
    </NativeSelect>
  )
}
