import { z } from 'zod'
import type { ResourceDef } from '../../../shared/resources/define.ts'
import { isRecord } from '../../lib/values.ts'
import { classicSchema, fieldSchema, innerSchema } from './field-meta.ts'
import { isMoney } from '../../../shared/schemas/fields.ts'
import { conventionalReference } from './line-conventions.ts'

export type Line = Record<string, unknown>

/** The resource a line field picks from: the definition's `Lines.<field>` reference, else the naming convention. */
export function lineReference(def: Pick<ResourceDef, 'references'>, field: string): string | undefined {
  return def.references?.[`Lines.${field}`] ?? conventionalReference(field)
}

type PickerFilters = Readonly<Record<string, Readonly<Record<string, string>>>>

/** The form fields a set of pickers is filtered by (`lineFilters`, `pickFrom`: picker → query parameter → form field). */
export function filterFields(maps: PickerFilters | undefined): string[] {
  return [...new Set(Object.values(maps ?? {}).flatMap((m) => Object.values(m)))]
}

/**
 * Each picker's filter from the form's values: a filter names only the fields filled in with a
 * record (a positive id), or with `text` also with text (a declaration's order code); a picker
 * with none is left out.
 */
export function filtersOf(
  maps: PickerFilters | undefined,
  values: Readonly<Record<string, unknown>>,
  text = false,
): Record<string, Record<string, string | number>> {
  const out: Record<string, Record<string, string | number>> = {}
  for (const [picker, map] of Object.entries(maps ?? {})) {
    const filter: Record<string, string | number> = {}
    for (const [param, field] of Object.entries(map)) {
      const v = values[field]
      if (typeof v === 'number' && Number.isSafeInteger(v) && v > 0) filter[param] = v
      else if (text && typeof v === 'string' && v.trim()) filter[param] = v.trim()
    }
    if (Object.keys(filter).length) out[picker] = filter
  }
  return out
}

/** The form fields a definition's line pickers are filtered by (`lineFilters`). */
export const lineFilterFields = (def: Pick<ResourceDef, 'lineFilters'>) => filterFields(def.lineFilters)

/** Each line field's picker filter from the form's values: records chosen in the form only. */
export const lineFiltersOf = (def: Pick<ResourceDef, 'lineFilters'>, values: Readonly<Record<string, unknown>>) =>
  filtersOf(def.lineFilters, values)

/** What a line is called: the first of these it has. */
const LINE_NAMES = ['ProductName', 'Name', 'Title', 'SkuName', 'GoodsName', 'Sku']

/** Lines come first by what they are, then how many, then the progress counters in the order work happens. */
const LINE_ORDER = [
  'ProductName',
  'Title',
  'BarCode',
  'Spec',
  'HsCode',
  'Unit',
  'Country',
  'PlaceId',
  'OwnerId',
  'ProductNum',
  'Num',
  'Price',
  'Weight',
  'AlreadyNum',
  'BadNum',
  'PutNum',
  'PickNum',
  'PackNum',
  'PackageNo',
  'Counted',
  'ShortNum',
]

/**
 * Whether a line field is an amount in hundredths: its schema says money, or (a figure the server
 * adds to the lines it answers, which no schema describes) its name ends like one.
 */
export function isLineMoney(field: string, schema: z.core.$ZodType | undefined): boolean {
  return (schema !== undefined && isMoney(schema)) || /(?:Price|Amount|Tax|Cost|Value)$/.test(field)
}

/** A list of records (a document's `Lines`), as opposed to a list of words (`Tags`). */
export function isLineList(value: unknown): value is Line[] {
  return Array.isArray(value) && value.length > 0 && value.every(isRecord)
}

/** A line's name, else its number. */
export function lineName(line: Line | undefined, id?: unknown): string {
  const name = line ? LINE_NAMES.map((k) => line[k]).find((v) => typeof v === 'string' && v) : undefined
  return name ? String(name) : `#${String(line?.Id ?? id ?? '')}`
}

/**
 * The columns of a lines table: the fields the lines have, minus their own and their document's
 * id, and minus `ProductId` when the product is named already.
 */
export function lineColumns(def: Pick<ResourceDef, 'name' | 'references'>, lines: readonly Line[]): string[] {
  const keys = new Set(lines.flatMap((l) => Object.keys(l)))
  keys.delete('Id')
  keys.delete(`${def.name}Id`)
  if (keys.has('ProductName') || keys.has('Title')) keys.delete('ProductId')
  // A reference's name answered beside its id (`PlaceTitle` by `PlaceId`) is for prints and
  // stations: the table names the reference itself.
  for (const k of keys) {
    const base = /^(.+)(?:Title|Name)$/.exec(k)?.[1]
    if (base && keys.has(`${base}Id`) && lineReference(def, `${base}Id`)) keys.delete(k)
  }
  const rank = (k: string) => (LINE_ORDER.includes(k) ? LINE_ORDER.indexOf(k) : LINE_ORDER.length)
  return [...keys].sort((a, b) => rank(a) - rank(b))
}

/** The item schema of a field holding a list of records (`Lines: z.array(lineSchema)`), if it is one. */
export function lineSchemaOf(def: Pick<ResourceDef, 'fields'>, field: string): z.ZodObject | undefined {
  const s = fieldSchema(def, field)
  if (!s) return undefined
  const outer = innerSchema(s)
  const element = outer instanceof z.ZodArray ? classicSchema(outer.element) : undefined
  if (!element) return undefined
  const item = innerSchema(element)
  return item instanceof z.ZodObject ? item : undefined
}
