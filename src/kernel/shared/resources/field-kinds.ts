import { z } from 'zod'
import type { ResourceDef, Widget } from './define.ts'
import { fieldOptions } from './labels.ts'
import { isCountry } from '../countries.ts'
import { innerSchema, isMoney, isPercent } from '../schemas/fields.ts'

/**
 * What kind of value a definition's field holds, as its form edits it and as a spreadsheet's cell
 * is read into it (the import): the definition's widget, else one inferred from its schema.
 */

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
