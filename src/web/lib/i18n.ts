import { i18n, type Messages } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { DEFAULT_LOCALE, INTL_TAG, isLocale, type Locale } from '../../shared/locales.ts'

export { i18n }

/** localStorage key of the chosen interface language. */
export const LANG_KEY = 'lang'

/** The product name, shown in the title bar and on the login page. */
export const APP_NAME = msg`One-stop cross-border comprehensive service platform`

/** Languages a first visit may take from the browser; anything else starts in zh-CN. */
const BROWSER_LOCALES: readonly Locale[] = ['zh-CN', 'en-US']

function readStoredLocale(): Locale | null {
  try {
    const stored = localStorage.getItem(LANG_KEY)
    return isLocale(stored) ? stored : null
  } catch {
    return null
  }
}

function browserLocale(): Locale {
  const wanted = (typeof navigator !== 'undefined' ? navigator.language : '').toLowerCase()
  return BROWSER_LOCALES.find((l) => l.toLowerCase() === wanted) ?? DEFAULT_LOCALE
}

/** The language to start in: the stored choice, else the browser's when supported, else zh-CN. */
export function initialLocale(): Locale {
  return readStoredLocale() ?? browserLocale()
}

/** The active locale (what the `lang` header carries). */
export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : initialLocale()
}

let compilerLoaded = false
async function enableRuntimeCompiler() {
  if (compilerLoaded) return
  try {
    const { compileMessage } = await import('@lingui/message-utils/compileMessage')
    i18n.setMessagesCompiler(compileMessage)
    compilerLoaded = true
  } catch {
    // placeholders then show as written; the text is still readable
  }
}

async function loadMessages(locale: Locale): Promise<Messages> {
  try {
    const catalog = await import(`../../shared/locales/${locale}/messages.po`)
    return (catalog as { messages: Messages }).messages ?? {}
  } catch (err) {
    // A catalog that is missing (not extracted yet) or fails to load must not stop the app:
    // the macros keep their English source text (see vite.config.ts), which then shows
    // instead. Production builds of Lingui cannot format raw ICU text ({name}, plurals), so
    // the message compiler is loaded for this case only.
    if (import.meta.env.DEV) console.warn(`[i18n] no catalog for ${locale}`, err)
    await enableRuntimeCompiler()
    return {}
  }
}

function applyToDocument(locale: Locale) {
  document.documentElement.lang = INTL_TAG[locale]
  document.title = i18n._(APP_NAME)
}

/** Loads the locale's catalog and makes it the active language. */
export async function activateLocale(locale: Locale): Promise<void> {
  const messages = await loadMessages(locale)
  i18n.loadAndActivate({ locale, messages })
  applyToDocument(locale)
}

/** Switches language at the user's request and remembers the choice. */
export async function changeLocale(locale: Locale): Promise<void> {
  try {
    localStorage.setItem(LANG_KEY, locale)
  } catch {
    // storage may be unavailable (private mode); the choice then lasts for this page only
  }
  await activateLocale(locale)
}

/** Called once before the first render. */
export function initI18n(): Promise<void> {
  return activateLocale(initialLocale())
}
