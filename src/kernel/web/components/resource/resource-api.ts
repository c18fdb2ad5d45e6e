import { saveFile } from '../../lib/save-file.ts'
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query'
import { apiPath, cacheName, type ResourceDef } from '../../../shared/resources/define.ts'
import { api, type Envelope } from '../../lib/api.ts'
import { ApiFailure } from '../../lib/auth.ts'
import { getToken } from '../../lib/session.ts'
import { currentLocale } from '../../lib/i18n.ts'
import { LANG_HEADER, TOKEN_HEADER } from '../../../shared/api.ts'
import { markOwnWrite } from './own-writes.ts'

/** A record as lists and details receive it. */
export type Row = Record<string, unknown> & { Id: number; Version: number; Status: number }
export interface Page {
  rows: Row[]
  /** Exact, or when `capped` the cap: there are more. Absent on a page after a keyset position (its first page told it). */
  count?: number
  capped: boolean
  /** Where the next page starts (keyset), absent on the last. */
  next?: string
}

const pageOf = (res: Envelope<Row[]>): Page => ({ rows: res.Data ?? [], count: res.Count, capped: res.Capped === true, next: res.Next })

/** Query keys per resource (ARCHITECTURE.md): a write invalidates `[name]` and nothing else. */
export const resourceKeys = {
  all: (name: string) => [name] as const,
  list: (name: string, query: Record<string, unknown>) => [name, 'list', query] as const,
  infinite: (name: string, query: Record<string, unknown>) => [name, 'infinite', query] as const,
  detail: (name: string, id: number) => [name, 'detail', id] as const,
  select: (name: string, query: Record<string, unknown>) => [name, 'select', query] as const,
  name: (name: string, id: number) => [name, 'name', id] as const,
}

/** A family of a shared table (`Catalog/help`) caches apart from its siblings. */
export { cacheName }
/** The full path: api() would read a bare `Api/Index` (the registry's own) as `/Api/Index`. */
const route = (def: ResourceDef, action: string) => apiPath(def, action)

async function ok<T>(p: Promise<Envelope<T>>): Promise<Envelope<T>> {
  const res = await p
  if (!res.Result) throw new ApiFailure(res)
  return res
}

export function listQuery(def: ResourceDef, query: Record<string, string | number>) {
  return queryOptions({
    queryKey: resourceKeys.list(cacheName(def), query),
    queryFn: async ({ signal }): Promise<Page> => {
      return pageOf(await ok(api<Row[]>(route(def, 'Index'), { query, signal })))
    },
    placeholderData: keepPreviousData,
  })
}

/** "Auto page on scroll": the same list, each page continuing after the last row of the one before (keyset). */
export function infiniteListQuery(def: ResourceDef, query: Record<string, string | number>) {
  const { Index: _index, After: _after, ...rest } = query
  return infiniteQueryOptions({
    queryKey: resourceKeys.infinite(cacheName(def), rest),
    initialPageParam: '',
    queryFn: async ({ signal, pageParam }): Promise<Page> =>
      pageOf(
        await ok(api<Row[]>(route(def, 'Index'), { query: { ...rest, Index: 1, ...(pageParam ? { After: pageParam } : {}) }, signal })),
      ),
    getNextPageParam: (last) => last.next,
  })
}

export function detailQuery(def: ResourceDef, id: number) {
  return queryOptions({
    queryKey: resourceKeys.detail(cacheName(def), id),
    queryFn: async ({ signal }) => (await ok(api<Row>(route(def, 'Get'), { query: { Id: id }, signal }))).Data!,
  })
}

/** One record of a resource named as references name it (`DeclareOrder`, `Catalog/help`): what a form follows fills in from. */
export function recordQuery(name: string, id: number) {
  const [resource, suffix] = name.split('/')
  return queryOptions({
    queryKey: resourceKeys.detail(name, id),
    queryFn: async ({ signal }) =>
      (await ok(api<Row>(`/Api/${resource}/Get${suffix ? `/${suffix}` : ''}`, { query: { Id: id }, signal }))).Data!,
  })
}

/** What a record is called by its label field ("Shenzhen Trading"), for titles; none when empty. */
export function recordName(def: Pick<ResourceDef, 'label'>, row: Row | undefined): string | undefined {
  const value = row?.[def.label]
  return (typeof value === 'string' && value.trim()) || (typeof value === 'number' ? String(value) : undefined)
}

export interface Option {
  Id: number
  Name: string
  /** A tree's record: the names from the root down to it ("Kitchen / Knives"). */
  Path?: string
}

/**
 * One referenced record's name by its id (a timeline's payload, a line, a list of shops). The
 * names a screen asks for in one moment travel as one `Select?Ids=` per resource, so a table of
 * a hundred rows costs one request, not a hundred. Null: the record is gone or out of one's scope.
 */
export function nameQuery(name: string, id: number) {
  return queryOptions({
    queryKey: resourceKeys.name(name, id),
    queryFn: () => nameBatcher(name, id),
    staleTime: 60_000,
  })
}

const BATCH_MAX = 200
const waiting = new Map<string, Map<number, ((o: Option | null) => void)[]>>()

function nameBatcher(name: string, id: number): Promise<Option | null> {
  return new Promise((resolve) => {
    let ids = waiting.get(name)
    if (!ids) {
      ids = new Map()
      waiting.set(name, ids)
      // The rest of this render's cells ask within the same task.
      setTimeout(() => void flush(name), 0)
    }
    ids.set(id, [...(ids.get(id) ?? []), resolve])
  })
}

async function flush(name: string) {
  const ids = waiting.get(name)
  waiting.delete(name)
  if (!ids) return
  const [resource, suffix] = name.split('/')
  const all = [...ids.keys()]
  for (let i = 0; i < all.length; i += BATCH_MAX) {
    const chunk = all.slice(i, i + BATCH_MAX)
    let found: Option[] = []
    try {
      found =
        (await ok(api<Option[]>(`/Api/${resource}/Select${suffix ? `/${suffix}` : ''}`, { query: { Ids: chunk.join(',') } }))).Data ?? []
    } catch {
      // Unanswered names show as unavailable; the next mount asks again.
    }
    const byId = new Map(found.map((o) => [o.Id, o]))
    for (const id of chunk) for (const resolve of ids.get(id)!) resolve(byId.get(id) ?? null)
  }
}

/** Id / label pairs of a referenced resource (`Agent`, or a family: `Catalog/help`), searched on the server (and narrowed by its filters). */
export function selectQuery(name: string, value: string, size = 100, filter?: Readonly<Record<string, string | number>>) {
  const [resource, suffix] = name.split('/')
  const query = { Size: size, ...filter, ...(value ? { Value: value } : {}) }
  return queryOptions({
    queryKey: resourceKeys.select(name, query),
    queryFn: async ({ signal }) =>
      (await ok(api<Option[]>(`/Api/${resource}/Select${suffix ? `/${suffix}` : ''}`, { query, signal }))).Data ?? [],
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  })
}

/**
 * Create or update; answers the envelope so the form can show field errors. A create carries
 * its submission's key, so a second send of it (a double click) makes no second record; an
 * update is guarded by its Version already.
 */
export function saveRecord(
  def: ResourceDef,
  values: Record<string, unknown>,
  current?: Pick<Row, 'Id' | 'Version'>,
  idempotencyKey?: string,
) {
  return current
    ? api<{ Id: number; Version: number }>(route(def, 'Update'), { body: { ...values, Id: current.Id, Version: current.Version } }).then(
        (res) => (res.Result && markOwnWrite(cacheName(def), current.Id, res.Data?.Version), res),
      )
    : api<{ Id: number }>(route(def, 'Post'), { body: values, ...(idempotencyKey ? { idempotencyKey } : {}) })
}

export function deleteRecords(def: ResourceDef, ids: readonly number[]) {
  return api<{ Count: number }>(route(def, 'Delete'), { body: ids.length === 1 ? { Id: ids[0] } : { Ids: ids } })
}

/**
 * Downloads the export of the current filters. The session travels in a header, so the file is
 * fetched and handed to the browser as a blob rather than opened as a plain link.
 */
export async function downloadExport(def: ResourceDef, query: Record<string, string | number>, format: 'csv' | 'xlsx') {
  const params = new URLSearchParams()
  for (const [k, v] of Object.entries({ ...query, Format: format })) if (k !== 'Index' && k !== 'Size') params.set(k, String(v))
  const token = getToken()
  const res = await fetch(`${apiPath(def, 'Export')}?${params}`, {
    headers: { [LANG_HEADER]: currentLocale(), ...(token ? { [TOKEN_HEADER]: token } : {}) },
  })
  if (!res.ok) {
    const body = (await res.json().catch(() => ({ Result: false }))) as Envelope
    throw new ApiFailure(body)
  }
  const disposition = res.headers.get('Content-Disposition') ?? ''
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1]
  const plain = /filename="([^"]+)"/.exec(disposition)?.[1]
  const file = encoded ? decodeURIComponent(encoded) : (plain ?? `${def.name}.${format}`)
  saveFile(await res.blob(), file)
}

/** `File/Upload`: answers the stored image's URL, or throws the server's refusal. */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData()
  form.append('file', file)
  const token = getToken()
  const res = await fetch('/Api/File/Upload', {
    method: 'POST',
    body: form,
    headers: { [LANG_HEADER]: currentLocale(), ...(token ? { [TOKEN_HEADER]: token } : {}) },
  })
  const body = (await res.json().catch(() => ({ Result: false }))) as Envelope<{ Url: string }>
  if (!body.Result || !body.Data) throw new ApiFailure(body)
  return body.Data.Url
}
