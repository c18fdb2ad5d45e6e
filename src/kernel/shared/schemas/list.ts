import { z } from 'zod'
import type { ResourceDef } from '../resources/define.ts'
import { fieldOptions } from '../resources/labels.ts'
import { DATE_PRESETS, presetRange } from '../date-ranges.ts'
import { INT32_MAX, INT32_MIN, jsonBounds, MAX_UNIX_TIME, q } from './fields.ts'

/** Paging and sorting every `Index` call takes (docs/API.md "Lists"). */
export const DEFAULT_PAGE_SIZE = 24
export const MAX_PAGE_SIZE = 1000
export const PAGE_SIZES = [24, 50, 100, 200, 500, 1000] as const
/** The deepest page a list answers (a million pages of the largest size is past any table). */
export const MAX_PAGE_INDEX = 1_000_000
/** A list counts its records exactly up to this many (the setting below), and says "more" beyond. */
export const LIST_COUNT_CAP_KEY = 'List.CountCap'
export const LIST_COUNT_CAP_DEFAULT = 1000

/** Paging of lists that are not resources (`Notice/Inbox` …). */
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

/** A numeric filter's schema: an enum's values, a field's own bounds, else an id. */
function numberFilter(def: ResourceDef, field: string) {
  const values = fieldOptions(def, field)?.map((o) => Number(o.value))
  if (values?.length) return q.int(Math.min(...values), Math.max(...values))
  const own = def.fields[field]
  const b = own ? jsonBounds(own) : undefined
  if (b) return q.int(Math.ceil(b.min), Math.floor(b.max))
  return q.refId()
}

/**
 * One parameter of a list: what the page's address calls it, what the API's `Index` query calls
 * it, and its schema (coerced from text, bounded). The one table both sides build from: the
 * server validates the query with it, the client its address and the query it sends.
 */
export interface ListParam {
  address: string
  api: string
  schema: z.ZodType
  /** Its value when absent. */
  fallback?: string | number
}

export function listParams(def: ResourceDef): ListParam[] {
  const params: ListParam[] = [
    { address: 'page', api: 'Index', schema: q.int(1, MAX_PAGE_INDEX), fallback: 1 },
    { address: 'size', api: 'Size', schema: q.int(1, MAX_PAGE_SIZE), fallback: DEFAULT_PAGE_SIZE },
    { address: 'sort', api: 'OrderBy', schema: z.enum(def.sort) },
    { address: 'asc', api: 'IsAsc', schema: q.flag() },
    { address: 'q', api: 'Value', schema: z.string().trim().max(100) },
    { address: 'status', api: 'Status', schema: q.int(-1, 99) },
    { address: 'from', api: 'BeginTime', schema: q.int(0, MAX_UNIX_TIME) },
    { address: 'to', api: 'EndTime', schema: q.int(0, MAX_UNIX_TIME) },
    { address: 'after', api: 'After', schema: z.string().max(2000) },
  ]
  for (const [field, kind] of Object.entries(def.filters)) {
    const schema =
      kind === 'positive'
        ? q.flag()
        : kind === 'below'
          ? q.int(INT32_MIN, INT32_MAX)
          : isTextFilter(def, field)
            ? z
                .string()
                .trim()
                .max(kind === 'in' ? 1000 : 100)
            : numberFilter(def, field)
    params.push({ address: field, api: field, schema })
  }
  return params
}

const withFallback = (p: ListParam) => (p.fallback === undefined ? p.schema.optional() : p.schema.default(p.fallback))

/**
 * The query an `Index`, `Count`, `Select` or `Export` of a resource takes: the list parameters
 * under their API names, the spec's aliases of some filters (`Role` for RoleId), one record by
 * `Id`, and the last N days (`Day`).
 */
export function listQuerySchema(def: ResourceDef): z.ZodObject<Record<string, z.ZodType>> {
  // One per definition: every screen, route and app assembled again reads the same schema.
  let schema = listQueries.get(def)
  if (!schema) listQueries.set(def, (schema = makeListQuerySchema(def)))
  return schema
}
const listQueries = new WeakMap<ResourceDef, z.ZodObject<Record<string, z.ZodType>>>()

function makeListQuerySchema(def: ResourceDef): z.ZodObject<Record<string, z.ZodType>> {
  const shape: Record<string, z.ZodType> = Object.fromEntries(listParams(def).map((p) => [p.api, withFallback(p)]))
  for (const [alias, field] of Object.entries(def.aliases ?? {})) shape[alias] = shape[field]!
  return z.object({ ...shape, Id: q.id().optional(), Day: q.int(1, 3660).optional() })
}

/** A list query as the server reads it (listQuerySchema's output). */
export type ListApiQuery = {
  Index: number
  Size: number
  OrderBy?: string
  IsAsc?: number
  Value?: string
  Status?: number
  BeginTime?: number
  EndTime?: number
  After?: string
  Id?: number
  Day?: number
} & Record<string, unknown>

const optional = (v: unknown, type: 'number' | 'string') => v === undefined || typeof v === type

/** Whether a query as listQuerySchema parsed it has the list's own parameters typed as ListApiQuery says. */
export function isListApiQuery(q: Record<string, unknown>): q is ListApiQuery {
  return (
    typeof q.Index === 'number' &&
    typeof q.Size === 'number' &&
    ['OrderBy', 'Value', 'After'].every((k) => optional(q[k], 'string')) &&
    ['IsAsc', 'Status', 'BeginTime', 'EndTime', 'Id', 'Day'].every((k) => optional(q[k], 'number'))
  )
}

/** What only the page keeps in its address: a date preset, auto paging, the record open in a panel. */
const PAGE_ONLY = {
  range: z.enum(DATE_PRESETS).optional().catch(undefined),
  auto: q.flag().optional().catch(undefined),
  view: q.id().optional().catch(undefined),
  edit: z
    .union([q.id(), z.literal('new')])
    .optional()
    .catch(undefined),
}

/**
 * A list page's address: the list parameters under their address names, each falling back to its
 * default when a hand-edited value does not read (so an address never breaks the page), and the
 * page's own fields.
 */
const searchSchemas = new WeakMap<ResourceDef, z.ZodType<ListSearch>>()

export function listSearchSchema(def: ResourceDef): z.ZodType<ListSearch> {
  const made = searchSchemas.get(def)
  if (made) return made
  const shape = Object.fromEntries(listParams(def).map((p) => [p.address, withFallback(p).catch(p.fallback)]))
  // Paging always reads (each parameter falls back to its default): the page and size are numbers.
  const schema = z.object({ ...shape, ...PAGE_ONLY }).transform((s): ListSearch => {
    const fields: Record<string, unknown> = s
    return {
      ...fields,
      page: typeof fields.page === 'number' ? fields.page : 1,
      size: typeof fields.size === 'number' ? fields.size : DEFAULT_PAGE_SIZE,
    }
  })
  searchSchemas.set(def, schema)
  return schema
}

export type ListSearch = {
  page: number
  size: number
  sort?: string
  asc?: number
  q?: string
  status?: number
  from?: number
  to?: number
  after?: string
  range?: (typeof DATE_PRESETS)[number]
  auto?: number
  view?: number
  edit?: number | 'new'
} & Record<string, unknown>

/** The address fields a list's data depends on (a route's loaderDeps): not the panels. */
export function listDeps(def: ResourceDef, s: Record<string, unknown>): Record<string, unknown> {
  const keys = [...listParams(def).map((p) => p.address), 'range', 'auto']
  return Object.fromEntries(keys.filter((k) => s[k] !== undefined).map((k) => [k, s[k]]))
}

/** The API's `Index` query for a list address, through the same table (`fixed`: values the screen pins). */
export function toIndexQuery(
  def: ResourceDef,
  s: ListSearch,
  fixed: Record<string, unknown> = {},
  now?: Date,
  /** The company's: "today" is its day (the viewer's own when none is named). */
  timeZone?: string,
): Record<string, string | number> {
  const out: Record<string, string | number> = {}
  for (const p of listParams(def)) {
    const v = fixed[p.address] ?? s[p.address] ?? p.fallback
    if ((typeof v === 'string' && v !== '') || typeof v === 'number') out[p.api] = v
  }
  // A tree reads top-down: each branch under its parent.
  if (!s.sort && def.tree && def.sort.includes('Path')) {
    out.OrderBy = 'Path'
    out.IsAsc = 1
  }
  if (!out.IsAsc) delete out.IsAsc
  const range = s.range ? presetRange(s.range, now, timeZone) : undefined
  if (range) {
    out.BeginTime = range.BeginTime
    out.EndTime = range.EndTime
  }
  return out
}

/** Address fields that narrow the list (for "clear filters" and the empty state's wording). */
export function activeFilters(def: ResourceDef, s: ListSearch): string[] {
  const keys = ['q', 'status', 'range', 'from', 'to', ...Object.keys(def.filters)]
  return keys.filter((k) => s[k] !== undefined && s[k] !== '')
}

/** What a saved view keeps of a list's address: everything but the page and the record open in a panel. */
const VIEW_LEFT_OUT = new Set(['page', 'after'])

/**
 * A saved view's query (kernel/server/routes/saved-views.ts): the list's own parameters under
 * their address names, each checked strictly (a view is saved on purpose: a value that does not
 * read is refused, not replaced), plus the page's date preset and auto paging.
 */
export function viewQuerySchema(def: ResourceDef): z.ZodType<Record<string, string | number>> {
  let schema = viewSchemas.get(def)
  if (!schema) {
    const shape: Record<string, z.ZodType> = Object.fromEntries(
      listParams(def)
        .filter((p) => !VIEW_LEFT_OUT.has(p.address))
        .map((p) => [p.address, p.schema.optional()]),
    )
    schema = z
      .strictObject({ ...shape, range: z.enum(DATE_PRESETS).optional(), auto: q.flag().optional() })
      .transform((v: Record<string, unknown>) =>
        Object.fromEntries(
          Object.entries(v).filter((e): e is [string, string | number] => typeof e[1] === 'string' || typeof e[1] === 'number'),
        ),
      )
    viewSchemas.set(def, schema)
  }
  return schema
}
const viewSchemas = new WeakMap<ResourceDef, z.ZodType<Record<string, string | number>>>()

/** The part of a list page's address a saved view keeps (the page, the open record and the keyset position left out). */
export function viewQueryOf(def: ResourceDef, search: Record<string, unknown>): Record<string, string | number> {
  const keep = new Set([...listParams(def).map((p) => p.address), 'range', 'auto'])
  return Object.fromEntries(
    Object.entries(search).filter(
      (e): e is [string, string | number] =>
        keep.has(e[0]) && !VIEW_LEFT_OUT.has(e[0]) && (typeof e[1] === 'string' ? e[1] !== '' : typeof e[1] === 'number'),
    ),
  )
}
