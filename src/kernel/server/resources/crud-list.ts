import { and, count, eq, inArray, like, lt, max, ne, not, sql, type SQL } from 'drizzle-orm'
import { z } from '@hono/zod-openapi'
import { apiPath, cacheName, mayView, viewKeys } from '../../shared/resources/define.ts'
import type { Deps } from '../env.ts'
import { defineRoute, envelope, json, requireAuth, type Router } from '../routes/define.ts'
import { countCap } from '../services/settings.ts'
import type { CrudParts, ResourceHooks } from './crud-types.ts'
import type { CrudQuery, ListParams, Shape } from './crud-query.ts'
import { exportRows } from './export.ts'
import { jsonText } from '../lib/compress.ts'
import { PICKER_SCOPES, type ReferenceRegistry } from './references.ts'
import { q as query } from '../../shared/schemas/fields.ts'
import { isListApiQuery } from '../../shared/schemas/list.ts'
import { companyTimeZone } from '../services/settings.ts'
import { escapeLike } from '../lib/like.ts'
import { badRequest } from '../lib/errors.ts'
import { M } from '../../shared/messages.ts'
import type { PermissionKey } from '../../shared/permissions.ts'

/**
 * The list endpoints of the generic router: Index (a page, its total exact up to a cap, and the
 * cursor that continues it), Count (exact, the spec's call), Select (id / label pairs) and Export.
 */
export interface ListContext {
  app: Router
  deps: Deps
  q: CrudQuery
  hooks: ResourceHooks
  key: CrudParts['key']
  references: ReferenceRegistry
}

/** A list query as the resource's query schema parsed it (listQuerySchema), with its paging typed. */
function listParamsOf<Q extends Record<string, unknown>>(query: Q): Q & ListParams {
  if (!isListApiQuery(query)) throw new Error('A list query without its paging')
  return query
}

/** The envelope of a list page. */
export const ListEnvelope = (row: z.ZodType) =>
  envelope(z.array(row)).extend({
    Capped: z
      .boolean()
      .optional()
      .openapi({ description: 'True when there are more records than Count (the cap); Count is then a lower bound' }),
    Next: z
      .string()
      .optional()
      .openapi({ description: 'Where the next page starts (keyset): send it back as After. Absent on the last page' }),
  })

/**
 * How many records a list has, counted like the large consoles do: not at all when the page
 * proves it (a short first page), exactly up to the cap, else "more than the cap" (the counting
 * stops at cap + 1 rows instead of reading them all). A page after a keyset position is not
 * counted: its first page was.
 */
export async function pageTotal(ctx: Pick<ListContext, 'deps' | 'q'>, cond: Shape, p: ListParams, rows: number) {
  if (p.After) return {}
  const offset = (p.Index - 1) * p.Size
  if (rows < p.Size && (rows > 0 || offset === 0)) return { Count: offset + rows }
  const cap = await countCap(ctx.deps.db)
  const n = await ctx.q.countUpTo(cond, cap + 1)
  return n > cap ? { Count: cap, Capped: true } : { Count: n }
}

export function registerIndex({ app, deps, q, hooks }: ListContext) {
  const { def } = q
  const Row = q.Record
  const IndexQuery = q.IndexQuery
  app.openapi(
    defineRoute(deps, viewKeys(q.def), {
      method: 'get',
      path: apiPath(def, 'Index'),
      tags: [def.name],
      summary: `${def.name} list: paged (by page, or after a keyset position), sorted and filtered in the database, within the data scope; the total is exact up to a cap`,
      request: { query: IndexQuery },
      responses: { 200: json(ListEnvelope(Row)) },
    }),
    async (c) => {
      const auth = requireAuth(c)
      const p = listParamsOf(c.req.valid('query'))
      const cond = q.listShape(auth, p)
      const where = p.After ? q.shapeOf(and(q.where(auth, p), q.after(p))) : cond
      const offset = p.After ? 0 : (p.Index - 1) * p.Size
      const present = hooks.present
      if (present) {
        // Rows a hook rewrites for the caller's language are decoded here.
        const rows = await q.pageRows(where, p, p.Size, offset)
        const total = await pageTotal({ deps, q }, cond, p, rows.length)
        const last = rows.at(-1)
        const Next = last && rows.length === p.Size ? q.cursorOf(p, last) : undefined
        return c.json({ Result: true, Data: rows.map((r) => present(r, c.var.lang, deps)), ...total, ...(Next ? { Next } : {}) }, 200)
      }
      // Otherwise the page comes as the JSON text the database wrote, and goes out inside the envelope as it is.
      const page = await q.pageJson(where, p, p.Size, offset)
      const total = await pageTotal({ deps, q }, cond, p, page.rows)
      const Next = page.last && page.rows === p.Size ? q.cursorOf(p, page.last) : undefined
      const tail = JSON.stringify({ ...total, ...(Next ? { Next } : {}) })
      return jsonText(c, ['{"Result":true,"Data":', page.json, tail === '{}' ? '}' : `,${tail.slice(1)}`])
    },
  )
}

export function registerCount({ app, deps, q }: ListContext) {
  app.openapi(
    defineRoute(deps, viewKeys(q.def), {
      method: 'get',
      path: apiPath(q.def, 'Count'),
      tags: [q.def.name],
      summary: `How many ${q.def.name} records the same filters find, exactly`,
      request: { query: q.IndexQuery },
      responses: { 200: json(envelope(z.number().int())) },
    }),
    async (c) => {
      const [row] = await deps.db
        .select({ n: count() })
        .from(q.table)
        .where(q.where(requireAuth(c), c.req.valid('query')))
      return c.json({ Result: true, Data: row?.n ?? 0 }, 200)
    },
  )
}

export function registerSelect({ app, deps, q, references }: ListContext) {
  const { def } = q
  const target = references.get(cacheName(def))
  const pickers = target?.pickers ?? []
  const SelectQuery = q.IndexQuery.extend({
    Pick: z.coerce
      .number()
      .int()
      .min(0)
      .max(1)
      .optional()
      .openapi({ description: '1: only what a form may newly choose (staff who left or are suspended are not offered)' }),
    NotValue: z.coerce
      .number()
      .int()
      .min(1)
      .max(2147483647)
      .optional()
      .openapi({ description: 'A record left out (the one the other field of a distinct pair holds)' }),
    // Only these records (comma-separated ids, at most 200): the names a page shows for ids it holds.
    Ids: query.ids(200).optional(),
    ...(def.tree
      ? {
          ParentOf: z.coerce.number().int().min(0).max(2147483647).optional().openapi({
            description:
              'Only the parents record N may be moved under (0: a new record): not itself or its own branch, and none that would take its branch past the depth limit',
          }),
        }
      : {}),
  })
  const pickerScope = PICKER_SCOPES[def.name]
  app.openapi(
    defineRoute(deps, [...viewKeys(def), ...pickers], {
      method: 'get',
      path: apiPath(def, 'Select'),
      tags: [def.name],
      summary: `${def.name} id / label pairs for pickers, searched as one types (Value) or by Id`,
      request: { query: SelectQuery },
      responses: {
        200: json(
          envelope(
            z.array(
              z.object({
                Id: z.number().int(),
                Name: z.string(),
                Path: z.string().optional().openapi({ description: 'For a tree: the names from the root down to this record' }),
              }),
            ),
          ),
        ),
      },
    }),
    async (c) => {
      const { Pick, NotValue, Ids, ParentOf, ...p } = listParamsOf(
        c.req.valid('query') as z.infer<typeof SelectQuery> & { ParentOf?: number },
      )
      const auth = requireAuth(c)
      // One who picks without viewing the resource (a salesperson choosing a colleague) is offered
      // what its picker scope allows, not what its data scope would show (only himself).
      const pickerOnly = pickerScope && !mayView(auth.access, def)
      const ids = Array.isArray(Ids) ? Ids.filter((x): x is number => typeof x === 'number') : undefined
      const rows = await deps.db
        .select({ Id: q.table.Id, Name: sql<string>`${q.col(def.label)}::text`, ...(def.tree ? { Path: q.col('Path') } : {}) })
        .from(q.table)
        .where(
          and(
            pickerOnly ? q.where({ ...auth, scope: 'all' }, p) : q.where(auth, p),
            pickerOnly ? pickerScope(auth) : undefined,
            Pick ? target?.allowed : undefined,
            NotValue ? ne(q.table.Id, NotValue) : undefined,
            ids ? inArray(q.table.Id, ids) : undefined,
            def.tree && ParentOf !== undefined ? await parentsFor(deps.db, q, def.tree.maxDepth, ParentOf) : undefined,
          ),
        )
        .orderBy(...q.orderOf({ ...p, OrderBy: undefined }))
        .limit(ids ? ids.length : p.Size)
        .offset(ids ? 0 : (p.Index - 1) * p.Size)
      const named = rows.flatMap((r) => (typeof r.Id === 'number' ? [{ ...r, Id: r.Id }] : []))
      const data = def.tree
        ? await namePaths(
            deps,
            q,
            named.map((r) => ({ ...r, Path: 'Path' in r && typeof r.Path === 'string' ? r.Path : '' })),
          )
        : named
      return c.json({ Result: true, Data: data }, 200)
    },
  )
}

/**
 * A tree's records named by their path ("Kitchen / Knives / Ceramic knives"): the ancestors that
 * the materialised Paths ("/1/4/9/") list, read in one query for the whole page.
 */
async function namePaths(deps: Deps, q: CrudQuery, rows: { Id: number; Name: string; Path: string }[]) {
  const chain = (path: string) => path.split('/').filter(Boolean).map(Number)
  const ids = [...new Set(rows.flatMap((r) => chain(r.Path)))]
  const names = new Map<number, string>()
  if (ids.length) {
    const found = await deps.db
      .select({ Id: sql<number>`${q.table.Id}`, Name: sql<string>`${q.col(q.def.label)}::text` })
      .from(q.table)
      .where(inArray(q.table.Id, ids))
    for (const f of found) names.set(f.Id, f.Name)
  }
  for (const r of rows) names.set(r.Id, r.Name)
  return rows.map((r) => ({
    Id: r.Id,
    Name: r.Name,
    Path: (chain(r.Path).length ? chain(r.Path) : [r.Id])
      .map((id) => names.get(id) ?? '')
      .filter(Boolean)
      .join(' / '),
  }))
}

/**
 * `Export`: what the list's filters find, as a file, in the columns the caller shows (`Columns`).
 * Where the resource's permission has an export action of its own (customers, staff …), it takes
 * that; every other list exports for whoever may view it, what they can page through anyway.
 */
export function registerExport({ app, deps, q, hooks, key }: ListContext, guard: PermissionKey | PermissionKey[] = key('export')) {
  const { def } = q
  const ExportQuery = q.IndexQuery.omit({ Index: true, Size: true, After: true }).extend({
    Format: z.enum(['csv', 'xlsx']).default('xlsx'),
    Columns: z
      .string()
      .max(2000)
      .optional()
      .openapi({ description: 'The columns to write, comma-separated, in order (of the list’s own); all of them when left out' }),
  })
  app.openapi(
    defineRoute(deps, guard, {
      method: 'get',
      path: apiPath(def, 'Export'),
      tags: [def.name],
      summary: `Every ${def.name} record the same filters find, streamed as CSV or XLSX`,
      request: { query: ExportQuery },
      responses: {
        200: {
          description: 'The file',
          content: {
            'text/csv': { schema: z.string() },
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: z.string() },
          },
        },
      },
    }),
    async (c) => {
      const auth = requireAuth(c)
      const { Columns, ...p } = c.req.valid('query')
      const columns = typeof Columns === 'string' && Columns ? Columns.split(',').filter((f) => def.columns.includes(f)) : def.columns
      if (Columns !== undefined && columns.length === 0) throw badRequest(M.invalid, [{ Field: 'Columns', message: M.invalid }])
      const cond = q.where(auth, p)
      const order = q.orderOf(p)
      const present = hooks.present
      const timeZone = await companyTimeZone(deps.db)
      // Each chunk continues after the last row of the one before (keyset): a long export reads
      // its last chunk as fast as its first.
      let cursor: string | undefined
      return exportRows({
        onError: (e) =>
          deps.log.error('export failed while streaming', { resource: def.name, error: e instanceof Error ? e.message : String(e) }),
        format: p.Format === 'csv' ? 'csv' : 'xlsx',
        lang: c.var.lang,
        timeZone,
        def,
        columns,
        page: async (_offset, limit) => {
          const rows = await q
            .selectRows()
            .where(and(cond, q.after({ ...p, After: cursor })))
            .orderBy(...order)
            .limit(limit)
          if (rows.length) cursor = q.cursorOf(p, rows.at(-1)!)
          return present ? rows.map((r) => present(r, c.var.lang, deps)) : rows
        },
      })
    },
  )
}

/**
 * The records a tree's record may be placed under (tree.ts `move` refuses the others): for a new
 * one (0) any above the last level; for record N, none in its own branch, and none so deep that its
 * branch would pass the limit.
 */
async function parentsFor(db: Deps['db'], q: CrudQuery, maxDepth: number, id: number): Promise<SQL> {
  const path = q.col('Path')
  const level = q.col('Level')
  if (!id) return lt(level, maxDepth)
  const [self] = await db.select({ Path: path, Level: level }).from(q.table).where(eq(q.table.Id, id)).limit(1)
  if (!self || typeof self.Path !== 'string') return lt(level, maxDepth)
  const branch = like(path, `${escapeLike(self.Path)}%`)
  const [deepest] = await db
    .select({ n: max(level) })
    .from(q.table)
    .where(branch)
  const height = Number(deepest?.n ?? self.Level) - Number(self.Level)
  return and(not(branch), lt(level, maxDepth - height))!
}
