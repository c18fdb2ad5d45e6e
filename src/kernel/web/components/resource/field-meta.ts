import { z } from 'zod'
import type { ResourceDef, Widget } from '../../../shared/resources/define.ts'
import { fieldOptions } from '../../../shared/resources/labels.ts'
import { isCountry } from '../../../shared/countries.ts'
import { innerSchema, isMoney, isPercent } from '../../../shared/schemas/fields.ts'

export { innerSchema }

/** A schema as zod's classic API sees it (definitions are written with it); anything else is none. */
export const classicSchema = (schema: z.core.$ZodType | undefined): z.ZodType | undefined =>
  schema instanceof z.ZodType ? schema : undefined

/** A definition's field schema. */
export const fieldSchema = (def: Pick<ResourceDef, 'fields'>, field: string) => classicSchema(def.fields[field])

const isOptional = (schema: z.ZodType) => ['optional', 'default', 'prefault'].includes(schema.def.type)

/** Whether the form marks a field as required (no default and not optional). */
export function isRequiredField(def: ResourceDef, field: string): boolean {
  const s = fieldSchema(def, field)
  return !!s && !isOptional(s)
}

/** The widget that edits a field: the definition's choice, else one inferred from its type. */
export function fieldWidget(def: ResourceDef, field: string): Widget {
  const own = def.widgets?.[field]
  if (own) return own
  if (def.tree?.parent === field) return 'tree'
  const s = fieldSchema(def, field)
  if (def.references?.[field]) return s && innerSchema(s).def.type === 'array' ? 'references' : 'reference'
  if (fieldOptions(def, field)) return 'enum'
  if (!s) return 'text'
  if (isMoney(s)) return 'money'
  if (isPercent(s)) return 'percent'
  if (isCountry(s)) return 'country'
  const type = innerSchema(s).def.type
  if (type === 'number' || type === 'int') return 'number'
  if (type === 'boolean') return 'switch'
  if (type === 'array') return 'tags'
  return 'text'
}

/** Form rows: the definition's layout, then every other writable field on its own row. */
export function formRows(def: ResourceDef): string[][] {
  const rows = (def.form ?? []).map((r) => [...r])
  const placed = new Set(rows.flat())
  for (const f of Object.keys(def.fields)) if (!placed.has(f)) rows.push([f])
  return rows
}

/** A form's starting values: the record's, else each field's default, else empty. */
export function initialValues(def: ResourceDef, row?: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const field of Object.keys(def.fields)) {
    if (row && field in row) {
      out[field] = row[field]
      continue
    }
    const parsed = fieldSchema(def, field)?.safeParse(undefined)
    if (parsed?.success && parsed.data !== undefined) out[field] = parsed.data
    else {
      const w = fieldWidget(def, field)
      out[field] =
        w === 'tags' || w === 'references'
          ? []
          : w === 'switch'
            ? false
            : ['number', 'money', 'percent', 'date', 'datetime', 'enum', 'reference', 'tree', 'password'].includes(w)
              ? undefined
              : ''
    }
  }
  return out
}
