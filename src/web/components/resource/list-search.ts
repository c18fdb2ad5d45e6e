import { z } from 'zod'
import { DATE_PRESETS, presetRange } from '../../../shared/date-ranges.ts'
import type { ResourceDef } from '../../../shared/resources/define.ts'
import { fieldOptions } from '../../../shared/resources/labels.ts'
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../shared/schemas/list.ts'

/**
 * A list's whole state lives in the address (ARCHITECTURE.md): page, size, sort, keyword, status,
 * date range, the definition's filters, auto-paging, and the record open in the detail or form
 * panel. Every field `.catch()`es to its default, so a hand-edited address never breaks the page.
 */
export const PAGE_SIZES = [24, 50, 100, 200, 500, 1000] as const

const int = z.coerce.number().int()
const optionalInt = int.optional().catch(undefined)

/** A filter whose values are words, not numbers: keywords, `in` lists and enums of names (a lifecycle's `State`), as the server reads them. */
export function isTextFilter(def: ResourceDef, field: string): boolean {
  const kind = def.filters[field]
  return kind === 'keyword' || kind === 'in' || typeof fieldOptions(def, field)?.[0]?.value === 'string'
}

export function listSearchSchema(def: ResourceDef) {
  const filters: Record<string, z.ZodType> = {}
  for (const [field, kind] of Object.entries(def.filters)) {
    filters[field] = isTextFilter(def, field) ? z.string().max(kind === 'in' ? 1000 : 100).optional().catch(undefined) : optionalInt
  }
  return z.object({
    page: int.min(1).default(1).catch(1),
    size: int.min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE).catch(DEFAULT_PAGE_SIZE),
    sort: z.enum(def.sort as [string, ...string[]]).optional().catch(undefined),
    asc: int.min(0).max(1).optional().catch(undefined),
    q: z.string().max(100).optional().catch(undefined),
    status: int.min(-1).max(99).optional().catch(undefined),
    range: z.enum(DATE_PRESETS).optional().catch(undefined),
    from: int.min(0).optional().catch(undefined),
    to: int.min(0).optional().catch(undefined),
    auto: int.min(0).max(1).optional().catch(undefined),
    view: int.positive().optional().catch(undefined),
    edit: z.union([int.positive(), z.literal('new')]).optional().catch(undefined),
    ...filters,
  })
}

export type ListSearch = z.infer<ReturnType<typeof listSearchSchema>> & Record<string, unknown>

/** The API's `Index` query for a list address (the panel fields are the page's, not the list's). */
export function toIndexQuery(def: ResourceDef, s: ListSearch, fixed: Record<string, unknown> = {}, now?: Date): Record<string, string | number> {
  const q: Record<string, string | number> = { Index: s.page, Size: s.size }
  if (s.sort) {
    q.OrderBy = s.sort
    if (s.asc) q.IsAsc = 1
  } else if (def.tree && def.sort.includes('Path')) {
    // A tree reads top-down: each branch under its parent.
    q.OrderBy = 'Path'
    q.IsAsc = 1
  }
  if (s.q) q.Value = s.q
  if (s.status !== undefined) q.Status = s.status
  const range = s.range ? presetRange(s.range, now) : undefined
  const begin = range?.BeginTime ?? s.from
  const end = range?.EndTime ?? s.to
  if (begin !== undefined) q.BeginTime = begin
  if (end !== undefined) q.EndTime = end
  for (const field of Object.keys(def.filters)) {
    const v = fixed[field] ?? s[field]
    if (v !== undefined && v !== '') q[field] = v as string | number
  }
  return q
}

/** Search fields that narrow the list (for "clear filters" and the empty state's wording). */
export function activeFilters(def: ResourceDef, s: ListSearch): string[] {
  const keys = ['q', 'status', 'range', 'from', 'to', ...Object.keys(def.filters)]
  return keys.filter((k) => s[k] !== undefined && s[k] !== '')
}
