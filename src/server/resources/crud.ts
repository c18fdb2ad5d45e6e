import { transaction } from '../db/transaction.ts'
import { and, asc, count, desc, eq, getTableColumns, gte, ilike, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm'
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core'
import { z } from '@hono/zod-openapi'
import { apiPath, type ResourceDef } from '../../shared/resources/define.ts'
import { listQuerySchema, MAX_PAGE_SIZE } from '../../shared/schemas/list.ts'
import { id, q, version } from '../../shared/schemas/fields.ts'
import { assertFitsColumns } from '../lib/schema-bounds.ts'
import { checkReferences, type ReferenceRegistry } from './references.ts'
import { M, type MessageDescriptor } from '../../shared/messages.ts'
import { can, PERMISSION_RESOURCES, type PermissionKey } from '../../shared/permissions.ts'
import type { AuthContext, Deps } from '../env.ts'
import type { Locale } from '../../shared/locales.ts'
import type { Tx } from '../db/client.ts'
import { Agent, Department } from '../db/schema/index.ts'
import { badRequest, conflict, forbidden, notFound } from '../lib/errors.ts'
import { translate } from '../lib/i18n.ts'
import { scopeCondition } from '../services/scope.ts'
import { now } from '../services/sessions.ts'
import { defineRoute, envelope, errorResponse, json, requireAuth, type Router } from '../routes/define.ts'
import { move, placeNew, type TreeColumns } from './tree.ts'
import { exportRows } from './export.ts'
import { escapeLike } from '../lib/like.ts'

/**
 * A table the CRUD router can serve: an Id and a creation time. Writable resources also have the
 * record columns every resource shares (Status, Score, Version); a read-only log may not.
 */
type ResourceTable = PgTable & {
  Id: PgColumn
  CreateTime: PgColumn
  Status?: PgColumn
  Score?: PgColumn
  Version?: PgColumn
}

const IdBody = z.object({ Id: id() })
const DeleteBody = z.union([
  IdBody,
  z.object({
    Ids: z.array(id()).min(1).max(MAX_PAGE_SIZE),
  }),
])

export interface WriteContext {
  tx: Tx
  auth: AuthContext
  /** The validated body (create: every field; update: the changed ones). */
  values: Record<string, unknown>
  /** The body as validated, before beforeWrite took anything out of it (a document's lines). */
  input: Record<string, unknown>
  /** The stored record, on update. */
  current?: Record<string, unknown>
}

/** What a resource adds to the generic router without forking it. */
export interface ResourceHooks {
  /** Runs in the write's transaction before the row is written: may change the values or refuse. */
  beforeWrite?(ctx: WriteContext): Promise<Record<string, unknown>> | Record<string, unknown>
  /** Runs in the write's transaction after the row is written. */
  afterWrite?(ctx: WriteContext & { id: number }): Promise<void> | void
  /** `Post` with an `Id` updates (the spec's `Department/Post`: "create and update"). */
  postUpdates?: boolean
  /** Messages that differ from the generic "Add Success" / "Save Success". */
  messages?: { added?: MessageDescriptor; edited?: MessageDescriptor }
  /** Extra routes of the resource (`Role/SetAgents` …). */
  extend?(app: Router, deps: Deps, crud: CrudParts): void
  /** Widens or narrows the data scope (public customers are visible to everyone who may view customers). */
  scope?(auth: AuthContext, base: SQL | undefined): SQL | undefined
  /**
   * Refuses a delete of records in a condition that must stay (a document past its draft): checked
   * in the delete's transaction over the visible rows asked for; throws to refuse all of them.
   */
  beforeDelete?(tx: Tx, rows: Record<string, unknown>[]): void
  /** Runs in the delete's transaction after the rows are marked deleted: may refuse (throw) and undo it all. */
  afterDelete?(tx: Tx, ids: number[]): Promise<void> | void
  /** How a stored row is shown in the caller's language (a built-in label): applied to Index, Get and Export. */
  present?(row: Record<string, unknown>, lang: Locale): Record<string, unknown>
  /** What `Get` adds to the record (a document's lines). */
  detail?(db: Deps['db'] | Tx, row: Record<string, unknown>): Promise<Record<string, unknown>>
}

/** Pieces of a resource's router its extra routes reuse. */
export interface CrudParts {
  key(action: 'view' | 'create' | 'update' | 'delete' | 'export'): PermissionKey
  scoped(auth: AuthContext): SQL | undefined
  /** One record as Get answers it (names joined, secrets left out, detail added), without scope. */
  fetch(db: Deps['db'] | Tx, id: number): Promise<Record<string, unknown> | undefined>
}

/**
 * Index, Select, Count, Get, Post, Update, Delete and (where the permission offers it) Export for
 * one resource definition, with its permission keys, its allow-listed sorts and filters, its data
 * scope applied on the server, and its tree kept consistent. Every write is one transaction.
 */
export function registerCrud<S extends z.ZodRawShape>(app: Router, deps: Deps, def: ResourceDef<S>, table: ResourceTable, hooks: ResourceHooks = {}, references: ReferenceRegistry = new Map()) {
  const { db } = deps
  const cols = getTableColumns(table) as Record<string, PgColumn>
  const col = (name: string) => {
    const c = cols[name]
    if (!c) throw new Error(`${def.name}: no column ${name}`)
    return c
  }
  const key = (action: 'view' | 'create' | 'update' | 'delete' | 'export') => `${def.permission}:${action}` as PermissionKey
  const path = (action: string) => apiPath(def, action)
  const tags = [def.name]
  // Writes exist only where the permission offers them (the API registry is view/update only).
  const offers = (action: string) => (PERMISSION_RESOURCES[def.permission] as readonly string[]).includes(action) && !(def.readOnly && ['create', 'update', 'delete'].includes(action))
  const statusCol = cols.Status
  const fixed = Object.entries(def.family?.fixed ?? {})
  const defaultOrder = def.defaultSort
    ? [def.defaultSort.asc ? asc(col(def.defaultSort.field)) : desc(col(def.defaultSort.field)), desc(table.Id)]
    : cols.Score
      ? [desc(cols.Score), desc(table.Id)]
      : [desc(table.Id)]
  const live = () => (statusCol ? ne(statusCol, -1) : undefined)
  const pinned = () => and(...fixed.map(([f, v]) => eq(col(f), v)))
  const ownerCol = def.scope?.owner ? col(def.scope.owner) : undefined
  const deptCol = def.scope?.department ? col(def.scope.department) : undefined
  const scoped = (auth: AuthContext) => {
    const base = scopeCondition(db, auth, { owner: ownerCol, department: deptCol })
    return hooks.scope ? hooks.scope(auth, base) : base
  }
  const dateCol = col(def.dateField ?? 'CreateTime')
  const tree: TreeColumns | undefined = def.tree
    ? {
        table,
        id: table.Id,
        parent: col(def.tree.parent),
        path: col('Path'),
        level: col('Level'),
        status: col('Status'),
        within: pinned(),
        parentField: def.tree.parent,
        maxDepth: def.tree.maxDepth,
      }
    : undefined

  // --- query schema: paging, an allow-listed OrderBy, a date range and the declared filters
  for (const field of Object.keys(def.filters)) col(field)
  col(def.label)
  for (const s of def.sort) col(s)
  const IndexQuery = listQuerySchema(def)
  for (const [field, target] of Object.entries(def.references ?? {}))
    if (!references.has(target) && !(def.readOnly || !(field.split('.')[0]! in def.fields))) throw new Error(`${def.name}.${field}: no resource ${target} to check it against`)
  assertFitsColumns(def.name, { ...def.fields, ...IndexQuery.shape }, cols)
  type Q = z.infer<typeof IndexQuery> & Record<string, unknown>

  // The spec's names for some filters (`Role` for RoleId): either name filters the field.
  const aliasOf = Object.fromEntries(Object.entries(def.aliases ?? {}).map(([alias, field]) => [field, alias]))

  function where(auth: AuthContext, q: Q): SQL | undefined {
    const parts: (SQL | undefined)[] = [
      q.Status === undefined || !statusCol ? live() : eq(statusCol, q.Status),
      scoped(auth),
      pinned(),
      q.BeginTime !== undefined ? gte(dateCol, q.BeginTime) : undefined,
      q.EndTime !== undefined ? lte(dateCol, q.EndTime) : undefined,
    ]
    if (q.Id !== undefined) parts.push(eq(table.Id, q.Id))
    // Day: the last N days of the date field, today included.
    if (q.Day !== undefined) parts.push(gte(dateCol, Math.floor(Date.now() / 1000) - q.Day * 86400))
    for (const [field, kind] of Object.entries(def.filters)) {
      const v = q[field] ?? (aliasOf[field] ? q[aliasOf[field]] : undefined)
      if (v === undefined || v === '') continue
      if (kind === 'keyword') parts.push(ilike(col(field), `%${escapeLike(String(v))}%`))
      else if (kind === 'in')
        parts.push(
          inArray(
            col(field),
            String(v)
              .split(',')
              .map((x) => x.trim())
              .filter(Boolean),
          ),
        )
      else parts.push(eq(col(field), v as number))
    }
    if (q.Value && def.keyword?.length) {
      const pattern = `%${escapeLike(q.Value)}%`
      parts.push(or(...def.keyword.map((f) => ilike(col(f), pattern))))
    }
    return and(...parts)
  }

  /** An allow-listed OrderBy (ties broken by Id), else the definition's default order. */
  const orderOf = (q: Q) => (q.OrderBy ? [q.IsAsc ? asc(col(q.OrderBy)) : desc(col(q.OrderBy)), desc(table.Id)] : defaultOrder)

  // Rows carry the owner's and the department's names when the resource has them.
  const owner = alias(Agent, 'owner')
  const dept = alias(Department, 'dept')
  const secret = new Set(def.secret ?? [])
  const selection = {
    ...Object.fromEntries(Object.entries(cols).filter(([k]) => !secret.has(k))),
    ...(ownerCol ? { AgentName: sql<string>`coalesce(${owner.Name}, '')` } : {}),
    ...(deptCol ? { DepartmentName: sql<string>`coalesce(${dept.Name}, '')` } : {}),
  }
  const selectRows = (from: Deps['db'] | Tx = db) => {
    let q = from.select(selection).from(table).$dynamic()
    if (ownerCol) q = q.leftJoin(owner, eq(owner.Id, ownerCol))
    if (deptCol) q = q.leftJoin(dept, eq(dept.Id, deptCol))
    return q
  }

  const present = hooks.present
  const Row = z
    .looseObject({
      Id: z.number().int(),
      Version: z.number().int().optional(),
      Status: z.number().int().optional(),
    })
    .openapi(def.name)
  const Create = z.object(def.fields).openapi(`${def.name}Create`)
  // A field left out of an Update keeps its stored value: its create default must not fill it in
  // (zod 4 applies a default inside `.partial()`).
  const updatable = Object.fromEntries(Object.entries(def.fields).map(([k, f]) => [k, f instanceof z.ZodDefault ? f.unwrap() : f]))
  const Update = z
    .object(updatable)
    .partial()
    .extend({ Id: id(), Version: version() })
    .openapi(`${def.name}Update`)

  app.openapi(
    defineRoute(deps, key('view'), {
      method: 'get',
      path: path('Index'),
      tags,
      summary: `${def.name} list: paged, sorted and filtered in the database, within the data scope`,
      request: { query: IndexQuery },
      responses: {
        200: json(envelope(z.array(Row))),
      },
    }),
    async (c) => {
      const auth = requireAuth(c)
      const q = c.req.valid('query') as Q
      const cond = where(auth, q)
      const order = orderOf(q)
      const [rows, [total]] = await Promise.all([
        selectRows()
          .where(cond)
          .orderBy(...order)
          .limit(q.Size)
          .offset((q.Index - 1) * q.Size),
        db.select({ n: count() }).from(table).where(cond),
      ])
      return c.json({ Result: true, Data: present ? rows.map((r) => present(r, c.var.lang)) : rows, Count: total?.n ?? 0 }, 200)
    },
  )

  app.openapi(
    defineRoute(deps, key('view'), {
      method: 'get',
      path: path('Count'),
      tags,
      summary: `How many ${def.name} records the same filters find`,
      request: { query: IndexQuery },
      responses: {
        200: json(envelope(z.number().int())),
      },
    }),
    async (c) => {
      const [row] = await db
        .select({ n: count() })
        .from(table)
        .where(where(requireAuth(c), c.req.valid('query') as Q))
      return c.json({ Result: true, Data: row?.n ?? 0 }, 200)
    },
  )

  app.openapi(
    defineRoute(deps, key('view'), {
      method: 'get',
      path: path('Select'),
      tags,
      summary: `${def.name} id / label pairs for dropdowns`,
      request: { query: IndexQuery },
      responses: {
        200: json(envelope(z.array(z.object({ Id: z.number().int(), Name: z.string() })))),
      },
    }),
    async (c) => {
      const q = c.req.valid('query') as Q
      const rows = await db
        .select({ Id: table.Id, Name: sql<string>`${col(def.label)}::text` })
        .from(table)
        .where(where(requireAuth(c), q))
        .orderBy(...defaultOrder)
        .limit(q.Size)
        .offset((q.Index - 1) * q.Size)
      return c.json({ Result: true, Data: rows }, 200)
    },
  )

  app.openapi(
    defineRoute(deps, key('view'), {
      method: 'get',
      path: path('Get'),
      tags,
      summary: `One ${def.name} record`,
      request: { query: z.object({ Id: q.id() }) },
      responses: {
        200: json(envelope(Row)),
        404: errorResponse('No such record'),
      },
    }),
    async (c) => {
      const auth = requireAuth(c)
      const [row] = await selectRows()
        .where(and(eq(table.Id, c.req.valid('query').Id), live(), pinned(), scoped(auth)))
        .limit(1)
      if (!row) throw notFound()
      const shown = present ? present(row, c.var.lang) : row
      return c.json({ Result: true, Data: hooks.detail ? { ...shown, ...(await hooks.detail(db, row)) } : shown }, 200)
    },
  )

  async function fetch(from: Deps['db'] | Tx, id: number) {
    const [row] = await selectRows(from).where(eq(table.Id, id)).limit(1)
    if (!row) return undefined
    return hooks.detail ? { ...row, ...(await hooks.detail(from, row)) } : row
  }

  async function createRecord(auth: AuthContext, body: Record<string, unknown>): Promise<number> {
    return transaction(db, async (tx) => {
      let values = hooks.beforeWrite ? await hooks.beforeWrite({ tx, auth, values: body, input: body }) : body
      values = { ...values, ...def.family?.fixed, UpdateAgent: auth.agentId }
      // A new record belongs to its author (unless the form names its owner or it is the scope itself).
      for (const [f, v] of [
        [def.scope?.owner, auth.agentId],
        [def.scope?.department, auth.departmentId],
      ] as const) {
        if (f && f !== 'Id' && !(f in def.fields)) values[f] = v
      }
      await checkReferences(tx, def, references, body, values)
      const [row] = await tx
        .insert(table)
        .values(values as never)
        .returning({ Id: table.Id })
      const id = row!.Id as number
      if (tree) await placeNew(tx, tree, id, Number(values[tree.parentField] ?? 0))
      await hooks.afterWrite?.({ tx, auth, values, input: body, id })
      return id
    })
  }

  /** Updates a visible record; `Version` (when given) must be the stored one, else 409. */
  async function updateRecord(auth: AuthContext, Id: number, Version: number | undefined, changes: Record<string, unknown>) {
    const visible = and(eq(table.Id, Id), live(), pinned(), scoped(auth))
    return transaction(db, async (tx) => {
      const [current] = await tx.select().from(table).where(visible).for('update').limit(1)
      if (!current) throw notFound()
      if (Version !== undefined && current.Version !== Version) throw conflict()
      for (const f of def.immutable ?? []) if (f in changes && changes[f] !== current[f]) throw badRequest(M.immutable, [{ Field: f, message: M.immutable }])
      const values = hooks.beforeWrite ? await hooks.beforeWrite({ tx, auth, values: changes, input: changes, current }) : changes
      await checkReferences(tx, def, references, changes, { ...current, ...values }, current)
      if (tree && tree.parentField in values) await move(tx, tree, Id, Number(values[tree.parentField] ?? 0))
      const [row] = await tx
        .update(table)
        .set({
          ...values,
          Version: sql`${col('Version')} + 1`,
          UpdateTime: now(),
          UpdateAgent: auth.agentId,
        } as never)
        .where(and(eq(table.Id, Id), eq(col('Version'), current.Version as number)))
        .returning({ Id: table.Id, Version: col('Version') })
      if (!row) throw conflict()
      await hooks.afterWrite?.({ tx, auth, values, input: changes, current, id: Id })
      return row as { Id: number; Version: number }
    })
  }

  if (offers('create')) {
    const PostBody = hooks.postUpdates
      ? Create.extend({ Id: id().optional(), Version: version().optional() }).openapi(`${def.name}Post`)
      : Create
    app.openapi(
      defineRoute(deps, key('create'), {
        method: 'post',
        path: path('Post'),
        tags,
        summary: hooks.postUpdates
          ? `Create a ${def.name} record, or with an Id update it (needs ${key('update')} too)`
          : `Create a ${def.name} record owned by the caller`,
        request: {
          body: {
            content: { 'application/json': { schema: PostBody } },
            required: true,
          },
        },
        responses: {
          200: json(envelope(z.object({ Id: z.number().int() }))),
        },
      }),
      async (c) => {
        const auth = requireAuth(c)
        const { Id, Version, ...body } = c.req.valid('json') as Record<string, unknown> & { Id?: number; Version?: number }
        if (hooks.postUpdates && Id) {
          if (!can(auth.access, key('update'))) throw forbidden()
          await updateRecord(auth, Id, Version, body)
          return c.json(
            {
              Result: true,
              Data: { Id },
              Message: translate(c.var.lang, hooks.messages?.edited ?? M.saveSuccess),
            },
            200,
          )
        }
        const id = await createRecord(auth, body)
        return c.json(
          {
            Result: true,
            Data: { Id: id },
            Message: translate(c.var.lang, hooks.messages?.added ?? M.addSuccess),
          },
          200,
        )
      },
    )
  }

  if (offers('update'))
    app.openapi(
      defineRoute(deps, key('update'), {
        method: 'post',
        path: path('Update'),
        tags,
        summary: `Update a ${def.name} record; a stale Version answers 409 and changes nothing`,
        request: {
          body: {
            content: { 'application/json': { schema: Update } },
            required: true,
          },
        },
        responses: {
          200: json(envelope(z.object({ Id: z.number().int(), Version: z.number().int() }))),
        },
      }),
      async (c) => {
        const auth = requireAuth(c)
        const { Id, Version, ...changes } = c.req.valid('json') as {
          Id: number
          Version: number
        } & Record<string, unknown>
        const row = await updateRecord(auth, Id, Version, changes)
        return c.json(
          {
            Result: true,
            Data: row,
            Message: translate(c.var.lang, hooks.messages?.edited ?? M.saveSuccess),
          },
          200,
        )
      },
    )

  if (offers('delete'))
    app.openapi(
      defineRoute(deps, key('delete'), {
        method: 'post',
        path: path('Delete'),
        tags,
        summary: `Soft-delete one or many ${def.name} records (Status = -1)`,
        request: {
          body: {
            content: { 'application/json': { schema: DeleteBody } },
            required: true,
          },
        },
        responses: {
          200: json(envelope(z.object({ Count: z.number().int() }))),
        },
      }),
      async (c) => {
        const auth = requireAuth(c)
        const body = c.req.valid('json')
        const ids = 'Ids' in body ? body.Ids : [body.Id]
        const visible = and(inArray(table.Id, ids), live(), pinned(), scoped(auth))
        const rows = await transaction(db, async (tx) => {
          if (hooks.beforeDelete) hooks.beforeDelete(tx, await tx.select().from(table).where(visible).for('update'))
          const deleted = await tx
            .update(table)
            .set({
              Status: -1,
              Version: sql`${col('Version')} + 1`,
              UpdateTime: now(),
              UpdateAgent: auth.agentId,
            } as never)
            .where(visible)
            .returning({ Id: table.Id })
          await hooks.afterDelete?.(
            tx,
            deleted.map((r) => r.Id as number),
          )
          return deleted
        })
        if (rows.length === 0) throw notFound()
        return c.json(
          {
            Result: true,
            Data: { Count: rows.length },
            Message: translate(c.var.lang, M.removeSuccess),
          },
          200,
        )
      },
    )

  if (offers('export')) {
    const ExportQuery = IndexQuery.omit({ Index: true, Size: true }).extend({
      Format: z.enum(['csv', 'xlsx']).default('xlsx'),
    })
    app.openapi(
      defineRoute(deps, key('export'), {
        method: 'get',
        path: path('Export'),
        tags,
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
      (c) => {
        const auth = requireAuth(c)
        const q = c.req.valid('query') as Q & { Format: 'csv' | 'xlsx' }
        const cond = where(auth, q)
        const order = orderOf(q)
        return exportRows({
          onError: (e) => deps.log.error('export failed while streaming', { resource: def.name, error: e instanceof Error ? e.message : String(e) }),
          format: q.Format,
          lang: c.var.lang,
          def,
          page: async (offset, limit) => {
            const rows = (await selectRows()
              .where(cond)
              .orderBy(...order)
              .limit(limit)
              .offset(offset)) as Record<string, unknown>[]
            return present ? rows.map((r) => present(r, c.var.lang)) : rows
          },
        })
      },
    )
  }

  hooks.extend?.(app, deps, { key, scoped, fetch })
}

