import { i18n, type MessageDescriptor, type Messages } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { DEFAULT_LOCALE, INTL_TAG, isLocale, type Locale } from '../../shared/locales.ts'
import { CATALOGS } from './catalogs.ts'

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

type Part = 'core' | 'screens'
/** What each language's parts answered, once each (a failed load is tried again next time). */
const loaded = new Map<string, Promise<Messages>>()
/** Whether a screen beyond the shell has been asked for: a change of language then brings its words too. */
let screensWanted = false

function loadPart(locale: Locale, part: Part): Promise<Messages> {
  const key = `${locale}/${part}`
  let p = loaded.get(key)
  if (!p) {
    p = CATALOGS[locale][part]().then(
      (m) => m.messages ?? {},
      async (err: unknown) => {
        // A catalog that fails to load must not stop the app: the macros' ids then show, so the
        // message compiler is loaded to keep placeholders readable; the next call tries again.
        loaded.delete(key)
        if (import.meta.env.DEV) console.warn(`[i18n] no catalog ${key}`, err)
        await enableRuntimeCompiler()
        return {}
      },
    )
    loaded.set(key, p)
  }
  return p
}

let pageTitle: MessageDescriptor | undefined

/** The window's title, "<page> - <app>", in the active language: drawn again whenever either changes. */
export function showPageTitle(title: MessageDescriptor | undefined) {
  pageTitle = title
  renderTitle()
}
function renderTitle() {
  const app = i18n._(APP_NAME)
  document.title = pageTitle ? `${i18n._(pageTitle)} - ${app}` : app
}

function applyToDocument(locale: Locale) {
  document.documentElement.lang = INTL_TAG[locale]
  renderTitle()
}

/** Loads the locale's catalog (the shell's words, and the screens' once any screen was opened) and makes it the active language. */
export async function activateLocale(locale: Locale): Promise<void> {
  const core = await loadPart(locale, 'core')
  // Asked after the core's load began (the first route's guard runs meanwhile), so read now.
  const screens = screensWanted ? await loadPart(locale, 'screens') : {}
  i18n.loadAndActivate({ locale, messages: { ...core, ...screens } })
  applyToDocument(locale)
}

/**
 * The words of every screen beyond the login page and the shell, merged into the active
 * language's catalog; the router awaits it before such a screen loads (routes/__root.tsx).
 */
export async function loadScreenMessages(): Promise<void> {
  screensWanted = true
  const locale = currentLocale()
  const messages = await loadPart(locale, 'screens')
  // The language may have changed meanwhile: its own activation then brought its screens' words.
  if (i18n.locale === locale) i18n.load(locale, messages)
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
