import fs from 'node:fs'
import path from 'node:path'
import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { formatter } from '@lingui/format-po'
import { LOCALES, SOURCE_LOCALE, toLocale, type Locale } from '../../shared/locales.ts'
import type { MessageDescriptor, Phrase } from '../../shared/messages.ts'
import { LOCALES_DIR } from '../paths.ts'

/** One Lingui instance per locale, so concurrent requests never switch each other's language. */
const instances = new Map<Locale, I18n>()

async function loadCatalog(locale: Locale): Promise<Messages> {
  const file = path.join(LOCALES_DIR, locale, 'messages.po')
  if (!fs.existsSync(file)) return {}
  const po = formatter()
  const catalog = await po.parse(fs.readFileSync(file, 'utf8'), {
    locale,
    sourceLocale: SOURCE_LOCALE,
    filename: file,
  })
  const messages: Messages = {}
  for (const [id, entry] of Object.entries(catalog ?? {})) {
    const text = entry.translation || (locale === SOURCE_LOCALE ? entry.message : '')
    if (text) messages[id] = compileMessage(text)
  }
  return messages
}

/** Reads the catalogs once per process; a second caller (another server in the same process) finds them read. */
let loaded: Promise<void> | undefined
export function loadServerCatalogs(): Promise<void> {
  loaded ??= (async () => {
    for (const locale of LOCALES) {
      instances.set(locale, setupI18n({ locale, messages: { [locale]: await loadCatalog(locale) } }))
    }
  })().catch((e: unknown) => {
    loaded = undefined
    throw e
  })
  return loaded
}

export const messageId = (d: MessageDescriptor) => d.id

const isDescriptor = (v: unknown): v is MessageDescriptor => typeof v === 'object' && v !== null && 'id' in v && 'message' in v

const isPhrase = (v: unknown): v is Phrase => typeof v === 'object' && v !== null && 'phrase' in v && 'values' in v

/** A message in the caller's language; a value that is itself a descriptor (a state's label) is translated too. */
export function translate(lang: string | undefined, d: MessageDescriptor, values?: Record<string, unknown>): string {
  if (values && Object.values(values).some((v) => isDescriptor(v) || Array.isArray(v)))
    values = Object.fromEntries(
      Object.entries(values).map(([k, v]) => [k, isDescriptor(v) ? translate(lang, v) : Array.isArray(v) ? listOf(lang, v) : v]),
    )
  const i18n = instances.get(toLocale(lang)) ?? instances.get(SOURCE_LOCALE)
  if (!i18n) return interpolate(d.message, values)
  return i18n._(messageId(d), values, { message: d.message })
}

/** A list in a message (the fields that disagree): each item translated, joined as the language lists things. */
function listOf(lang: string | undefined, items: unknown[]): string {
  const sep = toLocale(lang).startsWith('zh') ? '、' : ', '
  return items
    .map((v) => (isDescriptor(v) ? translate(lang, v) : isPhrase(v) ? translate(lang, v.phrase, { ...v.values }) : String(v)))
    .join(sep)
}

function interpolate(text: string, values?: Record<string, unknown>) {
  return text.replace(/\{(\w+)\}/g, (_, k: string) => String(values?.[k] ?? `{${k}}`))
}
