/** The seven interface languages of the spec (section 9); zh-CN is the default. */
export const LOCALES = ['zh-CN', 'zh-TW', 'en-US', 'may-MY', 'id-ID', 'vie-VN', 'th-TH'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'zh-CN'
/** Messages are written in English in the code; every catalog carries a real translation. */
export const SOURCE_LOCALE: Locale = 'en-US'

/** The spec's codes are not all BCP 47 tags: Intl needs ms-MY and vi-VN. */
export const INTL_TAG: Record<Locale, string> = {
  'zh-CN': 'zh-CN',
  'zh-TW': 'zh-TW',
  'en-US': 'en-US',
  'may-MY': 'ms-MY',
  'id-ID': 'id-ID',
  'vie-VN': 'vi-VN',
  'th-TH': 'th-TH',
}

/** The name of each language in itself, for the language dropdown. */
export const LOCALE_NAMES: Record<Locale, string> = {
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  'en-US': 'English',
  'may-MY': 'Bahasa Melayu',
  'id-ID': 'Bahasa Indonesia',
  'vie-VN': 'Tiếng Việt',
  'th-TH': 'ภาษาไทย',
}

export function isLocale(value: unknown): value is Locale {
  return LOCALES.some((l) => l === value)
}

export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE
}
