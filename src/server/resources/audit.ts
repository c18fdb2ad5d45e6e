import { findOption, type ResourceDef } from '../../kernel/shared/resources/define.ts'
import { fieldLabel, fieldOptions } from '../../kernel/shared/resources/labels.ts'
import type { Locale } from '../../kernel/shared/locales.ts'
import { translate } from '../../kernel/server/lib/i18n.ts'
import { registryOf } from '../../kernel/server/registry.ts'
import type { ResourceHooks } from '../../kernel/server/resources/crud.ts'
import { HIDDEN_VALUE } from '../../shared/resources/audit.ts'

/** A long value (rich text, a list of lines) is shown by its start: the audit row stays one line. */
const SHOWN = 200

/** One stored value as the audit screen and its export show it: an option by its label, anything else as text. */
export function valueText(def: ResourceDef | undefined, field: string, value: unknown, lang: Locale): string {
  if (value === null || value === undefined) return ''
  const options = def ? fieldOptions(def, field) : undefined
  const option = options ? findOption(options, value) : undefined
  if (option) return translate(lang, option.label)
  const text =
    typeof value === 'string'
      ? value
          .replace(/<[^>]*>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim()
      : JSON.stringify(value)
  return text.length > SHOWN ? `${text.slice(0, SHOWN - 1)}…` : text
}

/** A noun as a cell shows it ("customer" in a sentence, "Customer" alone). */
const capitalized = (text: string, lang: Locale) => text.charAt(0).toLocaleUpperCase(lang) + text.slice(1)

/** The audit rows name their record's kind and field in the reader's language, and show the values as text. */
export const fieldChangeHooks: ResourceHooks = {
  present(row, lang, deps) {
    const def = registryOf(deps).resources.get(String(row.Resource))
    const field = String(row.Field ?? '')
    const label = def && field ? fieldLabel(def, field) : undefined
    // A reference by the name its record had then (kept with the change), else by its number.
    const shown = (value: unknown, name: unknown) =>
      row.Hidden === true ? translate(lang, HIDDEN_VALUE) : typeof name === 'string' && name ? name : valueText(def, field, value, lang)
    return {
      ...row,
      ResourceName: def?.noun ? capitalized(translate(lang, def.noun), lang) : String(row.Resource),
      // Where the record's page is: its list's screen, which opens it by `?view=`.
      Route: def?.route ?? '',
      FieldName: label ? translate(lang, label) : field,
      BeforeText: row.Action === 'update' ? shown(row.Before, row.BeforeName) : '',
      AfterText: row.Action === 'update' ? shown(row.After, row.AfterName) : '',
    }
  },
}
