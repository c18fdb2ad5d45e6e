import type { ResourceDef } from '../../shared/resources/define.ts'
import { docName, fieldLabel, fieldOptions, refName, TIMESTAMP_FIELDS } from '../../shared/resources/labels.ts'
import { translate } from '../lib/i18n.ts'
import { isMoney, isPercent } from '../../shared/schemas/fields.ts'
import { countryName, isCountry } from '../../shared/countries.ts'
import { chunked, exportResponse } from '../lib/export.ts'
import { toWallInput } from '../../shared/date-ranges.ts'

/** Rows are read this many at a time, so an export of any size streams in bounded memory. */
export const EXPORT_CHUNK = 1000

type Page = (offset: number, limit: number) => Promise<Record<string, unknown>[]>

/** One cell as a person reads it: option labels, the names of referenced records, dates, money in units. */
function cellValue(
  def: ResourceDef,
  lang: string,
  timeZone: string,
  field: string,
  v: unknown,
  row: Record<string, unknown>,
): string | number {
  if (v === null || v === undefined) return ''
  const doc = def.documents?.[field]
  const name = doc
    ? row[docName(field, doc)]
    : field !== 'Id' && (field.endsWith('Id') || def.references?.[field])
      ? row[refName(field)]
      : undefined
  if (typeof name === 'string' && name) return name
  const options = fieldOptions(def, field)
  if (options) {
    const o = options.find((x) => x.value === v)
    return o ? translate(lang, o.label) : String(v)
  }
  const widget = def.widgets?.[field]
  // Moments as the company's wall clock reads them (`2026-03-01 09:30`), days as its days.
  if (typeof v === 'number' && (TIMESTAMP_FIELDS.has(field) || widget === 'datetime'))
    return toWallInput(v, true, timeZone).replace('T', ' ')
  if (typeof v === 'number' && widget === 'date') return toWallInput(v, false, timeZone)
  if (typeof v === 'string' && (widget === 'country' || (def.fields[field] && isCountry(def.fields[field])))) return countryName(lang, v)
  // Money in units and rates in percent: both are stored in hundredths.
  if ((widget === 'money' || (def.fields[field] && isMoney(def.fields[field]))) && typeof v === 'number') return v / 100
  if ((widget === 'percent' || (def.fields[field] && isPercent(def.fields[field]))) && typeof v === 'number') return v / 100
  if (Array.isArray(v)) return v.join(', ')
  return typeof v === 'number' ? v : String(v)
}

/**
 * The records a list's filters find, as a CSV (UTF-8 with a BOM, for spreadsheets) or an XLSX
 * file, streamed while they are read. Columns are the list's, headed by their labels in the
 * caller's language. The first page is read before anything is sent, so a request the database
 * refuses is an error answer, not an empty download; a failure later cuts the download short
 * (the connection ends without the transfer's last chunk), never a file that looks complete.
 */
export async function exportRows({
  format,
  lang,
  timeZone,
  def,
  columns = def.columns,
  page,
  onError,
}: {
  format: 'csv' | 'xlsx'
  lang: string
  /** The company's: dates and times are written as its clock reads them. */
  timeZone: string
  def: ResourceDef
  /** The columns written, in order (the list's on screen); all of the definition's by default. */
  columns?: readonly string[]
  page: Page
  onError?: (e: unknown) => void
}): Promise<Response> {
  const first = await page(0, EXPORT_CHUNK)
  return exportResponse({
    onError,
    format,
    filename: `${def.name}-${toWallInput(Math.floor(Date.now() / 1000), false, timeZone)}`,
    columns: columns.map((f) => {
      const l = fieldLabel(def, f)
      return {
        key: f,
        header: l ? translate(lang, l) : f,
        value: (row: Record<string, unknown>) => cellValue(def, lang, timeZone, f, row[f], row),
      }
    }),
    rows: chunked(page, EXPORT_CHUNK, first),
  })
}
