import type { ResourceDef } from '../../../shared/resources/define.ts'
import { innerSchema } from '../../../shared/schemas/fields.ts'
import { classicSchema, fieldSchema, fieldWidget, isRequiredField } from '../../../shared/resources/field-kinds.ts'

export { classicSchema, fieldSchema, fieldWidget, innerSchema, isRequiredField }

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
