import { z } from 'zod'
import type { ResourceDef } from '../resources/define.ts'
import { fieldOptions } from '../resources/labels.ts'
import { jsonBounds, q } from './fields.ts'

/** Paging and sorting every `Index` call takes (shared/docs/API.md "Lists"). */
export const DEFAULT_PAGE_SIZE = 24
export const MAX_PAGE_SIZE = 1000
/** The deepest page a list answers (a million pages of the largest size is past any table). */
export const MAX_PAGE_INDEX = 1_000_000

export const ListQuery = z.object({
  Index: q.int(1, MAX_PAGE_INDEX).default(1),
  Size: q.int(1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  OrderBy: z.string().max(40).optional(),
  IsAsc: q.flag().default(0),
  Value: z.string().trim().max(100).optional(),
  Status: q.int(-1, 99).optional(),
})
export type ListQuery = z.infer<typeof ListQuery>

/** A filter whose values are words, not numbers: keywords, `in` lists and enums of names (a lifecycle's `State`). */
export function isTextFilter(def: ResourceDef, field: string): boolean {
  const kind = def.filters[field]
  return kind === 'keyword' || kind === 'in' || typeof fieldOptions(def, field)?.[0]?.value === 'string'
}

/** A numeric filter's query schema: an enum's values, a field's own bounds, else an id. */
function numberFilter(def: ResourceDef, field: string): z.ZodType {
  const values = fieldOptions(def, field)?.map((o) => Number(o.value))
  if (values?.length) return q.int(Math.min(...values), Math.max(...values))
  const own = def.fields[field] as z.ZodType | undefined
  const b = own ? jsonBounds(own) : undefined
  if (b) return q.int(Math.ceil(b.min), Math.floor(b.max))
  return q.refId()
}

/**
 * The query an `Index`, `Count`, `Select` or `Export` of a resource takes: paging, an allow-listed
 * `OrderBy`, a date range and the definition's filters (under their field names and the spec's
 * aliases), every number within the bounds of its column.
 */
export function listQuerySchema(def: ResourceDef) {
  const filters: Record<string, z.ZodType> = {}
  for (const [field, kind] of Object.entries(def.filters)) {
    filters[field] = isTextFilter(def, field)
      ? z
          .string()
          .trim()
          .max(kind === 'in' ? 1000 : 100)
          .optional()
      : numberFilter(def, field).optional()
  }
  for (const [alias, field] of Object.entries(def.aliases ?? {})) filters[alias] = filters[field]!
  return ListQuery.extend({
    Id: q.id().optional(),
    Day: q.int(1, 3660).optional(),
    OrderBy: z.enum(def.sort as [string, ...string[]]).optional(),
    BeginTime: q.unixTime().optional(),
    EndTime: q.unixTime().optional(),
    ...filters,
  })
}
