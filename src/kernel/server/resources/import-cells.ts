import { and, inArray, ne, or, type SQL } from 'drizzle-orm'
import type { ResourceDef } from '../../shared/resources/define.ts'
import { fieldSchema, fieldWidget } from '../../shared/resources/field-kinds.ts'
import { fieldOptions } from '../../shared/resources/labels.ts'
import { countryCode } from '../../shared/countries.ts'
import { fromWallInput } from '../../shared/date-ranges.ts'
import { innerSchema } from '../../shared/schemas/fields.ts'
import { LOCALES } from '../../shared/locales.ts'
import { M, type MessageDescriptor } from '../../shared/messages.ts'
import type { Db, Tx } from '../db/client.ts'
import type { FieldIssue } from '../lib/errors.ts'
import { translate } from '../lib/i18n.ts'
import type { ReadCell } from '../lib/sheet-read.ts'
import type { ReferenceRegistry } from './references.ts'

/**
 * A spreadsheet's cell read into a field's value: the inverse of what an export writes
 * (resources/export.ts), so a list exported, edited and imported again means what it said. Option
 * labels in any of the interface languages, the names of referenced records, the company's dates,
 * money and rates in units, country names, lists separated by commas.
 */

type Read = { value: unknown } | { issue: MessageDescriptor; values?: Record<string, unknown> }

/** Names of referenced records (lower-cased) → the ids so named, per reference field. */
export type ReferenceNames = ReadonlyMap<string, ReadonlyMap<string, readonly number[]>>

const pad = (n: number) => String(n).padStart(2, '0')

/** A cell as the text a person typed: a number without a trailing `.0`, a date cell as its day (and time). */
export function cellText(c: ReadCell): string {
  if (c === null) return ''
  if (c instanceof Date) {
    const day = `${c.getUTCFullYear()}-${pad(c.getUTCMonth() + 1)}-${pad(c.getUTCDate())}`
    return c.getUTCHours() || c.getUTCMinutes() ? `${day} ${pad(c.getUTCHours())}:${pad(c.getUTCMinutes())}` : day
  }
  if (typeof c === 'boolean') return c ? '1' : '0'
  return String(c).trim()
}

const YES = new Set(['1', 'true', 'yes', 'y', '是', '有', '開', '开', 'ya', 'có', 'ใช่', 'on'])
const NO = new Set(['0', 'false', 'no', 'n', '否', '无', '無', '關', '关', 'tidak', 'không', 'ไม่', 'ไม่ใช่', 'off'])

/** `2026-03-01`, `2026/3/1`, `2026.03.01 09:30`: as the moment the company's clock reads. */
function readDate(text: string, timeZone: string): number | undefined {
  const m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T](\d{1,2}):(\d{2}))?/.exec(text)
  if (!m) return undefined
  const [y, mo, d, h, mi] = m.slice(1)
  return fromWallInput(`${y}-${pad(Number(mo))}-${pad(Number(d))}${h ? `T${pad(Number(h))}:${mi}` : ''}`, timeZone)
}

/** A number as typed: thousands separators and a trailing `%` are allowed. */
function readNumber(text: string): number | undefined {
  const n = Number(text.replace(/[,，\s]/g, '').replace(/%$/, ''))
  return text !== '' && Number.isFinite(n) ? n : undefined
}

/**
 * Every language's label of each option of a field, lower-cased, to its value; also each part of a
 * label such as "采购（企业）" or "B: active" ("企业", "B") where no other option shares it.
 */
function optionIndex(def: ResourceDef, field: string): Map<string, number | string> | undefined {
  const options = fieldOptions(def, field)
  if (!options) return undefined
  const out = new Map<string, number | string>()
  const parts = new Map<string, Set<number | string>>()
  for (const o of options) {
    out.set(String(o.value).toLowerCase(), o.value)
    for (const lang of LOCALES) {
      const label = translate(lang, o.label).trim().toLowerCase()
      out.set(label, o.value)
      for (const part of label.split(/[（）():：]/).map((p) => p.trim()))
        if (part) parts.set(part, (parts.get(part) ?? new Set()).add(o.value))
    }
  }
  for (const [part, values] of parts) if (values.size === 1 && !out.has(part)) out.set(part, [...values][0]!)
  return out
}

/** What separates a list's items in one cell (tags, several records): commas and semicolons, Chinese ones too, and line breaks. */
export const LIST_SEPARATORS = /[,，、;；\n]/

/** Reads one row's mapped cells into a write's body, with an issue per cell that does not read. */
export function cellReader(def: ResourceDef, fields: readonly string[], timeZone: string, names: ReferenceNames) {
  const options = new Map(fields.map((f) => [f, optionIndex(def, f)]))
  const reference = (field: string, text: string): Read => {
    if (/^\d+$/.test(text)) return { value: Number(text) }
    const ids = names.get(field)?.get(text.toLowerCase()) ?? []
    if (ids.length === 1) return { value: ids[0] }
    return ids.length === 0
      ? { issue: M.importNoRecord, values: { value: text } }
      : { issue: M.importAmbiguous, values: { value: text, count: ids.length } }
  }
  function read(field: string, text: string): Read {
    const widget = fieldWidget(def, field)
    const opts = options.get(field)
    if (opts) {
      const v = opts.get(text.toLowerCase())
      return v === undefined ? { issue: M.importNoOption, values: { value: text } } : { value: v }
    }
    switch (widget) {
      case 'reference':
      case 'tree':
        return def.references?.[field] ? reference(field, text) : { value: readNumber(text) ?? text }
      case 'references': {
        const out: unknown[] = []
        for (const part of text
          .split(LIST_SEPARATORS)
          .map((s) => s.trim())
          .filter(Boolean)) {
          const r = reference(field, part)
          if ('issue' in r) return r
          out.push(r.value)
        }
        return { value: out }
      }
      case 'tags':
        return {
          value: text
            .split(LIST_SEPARATORS)
            .map((s) => s.trim())
            .filter(Boolean),
        }
      case 'country':
        return { value: countryCode(text) || text }
      case 'date':
      case 'datetime': {
        const t = readDate(text, timeZone)
        return t === undefined ? { issue: M.importBadDate } : { value: t }
      }
      case 'money':
      case 'percent': {
        const n = readNumber(text)
        return n === undefined ? { issue: M.notNumber } : { value: Math.round(n * 100) }
      }
      case 'number':
      case 'signed': {
        const n = readNumber(text)
        return n === undefined ? { issue: M.notNumber } : { value: n }
      }
      case 'switch': {
        const t = text.toLowerCase()
        if (!YES.has(t) && !NO.has(t)) return { issue: M.importBadSwitch }
        const schema = fieldSchema(def, field)
        const numeric = schema && ['number', 'int'].includes(innerSchema(schema).def.type)
        return { value: numeric ? (YES.has(t) ? 1 : 0) : YES.has(t) }
      }
      default:
        return { value: text }
    }
  }
  /** The body a row's cells make (a blank cell leaves its field out, so its default applies) and what did not read. */
  return (cells: readonly ReadCell[], columns: ReadonlyMap<string, number>) => {
    const body: Record<string, unknown> = {}
    const issues: FieldIssue[] = []
    for (const [field, index] of columns) {
      const text = cellText(cells[index] ?? null)
      if (text === '') continue
      const r = read(field, text)
      if ('issue' in r) issues.push({ Field: field, message: r.issue, ...(r.values ? { values: r.values } : {}) })
      else body[field] = r.value
    }
    return { body, issues }
  }
}

/**
 * The records the file's reference cells name, looked up once for the whole file: by their label
 * (a department's name, a salesperson's name), live and still choosable. A name two records share is
 * ambiguous and the row says so; a number is taken as the record's own.
 */
export async function referenceNames(
  db: Db | Tx,
  def: ResourceDef,
  registry: ReferenceRegistry,
  texts: ReadonlyMap<string, ReadonlySet<string>>,
): Promise<ReferenceNames> {
  const out = new Map<string, Map<string, number[]>>()
  for (const [field, wanted] of texts) {
    const resource = def.references?.[field]
    const target = resource ? registry.get(resource) : undefined
    const names = [...wanted].filter((t) => !/^\d+$/.test(t))
    if (!target || names.length === 0) continue
    const byName = new Map<string, number[]>()
    for (let i = 0; i < names.length; i += 1000) {
      const slice = names.slice(i, i + 1000)
      const where: SQL | undefined = and(
        or(
          inArray(target.label, slice),
          inArray(
            target.label,
            slice.map((s) => s.toLowerCase()),
          ),
        ),
        target.table.Status ? ne(target.table.Status, -1) : undefined,
        target.allowed,
      )
      const found = await db.select({ Id: target.table.Id, Name: target.label }).from(target.table).where(where)
      for (const r of found) {
        const key = String(r.Name).trim().toLowerCase()
        byName.set(key, [...(byName.get(key) ?? []), Number(r.Id)])
      }
    }
    out.set(field, byName)
  }
  return out
}
