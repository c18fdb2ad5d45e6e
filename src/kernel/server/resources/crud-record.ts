import { and, eq, inArray, sql } from 'drizzle-orm'
import { z } from '@hono/zod-openapi'
import { apiPath, pinnedValues, viewKeys, type ResourceDef } from '../../shared/resources/define.ts'
import { MAX_PAGE_SIZE } from '../../shared/schemas/list.ts'
import { M } from '../../shared/messages.ts'
import { id, q as qp, version } from '../../shared/schemas/fields.ts'
import { can } from '../../shared/permissions.ts'
import type { AuthContext, Deps } from '../env.ts'
import type { Tx } from '../db/client.ts'
import { transaction } from '../db/transaction.ts'
import { wrote } from '../db/changes.ts'
import { badRequest, conflict, forbidden, notFound, type FieldIssue } from '../lib/errors.ts'
import { translate } from '../lib/i18n.ts'
import { now } from '../lib/clock.ts'
import { defineRoute, envelope, errorResponse, json, requireAuth } from '../routes/define.ts'
import { move, placeNew, type TreeColumns } from './tree.ts'
import { sanitizeRichText } from '../lib/html.ts'
import { uploadedImage } from '../lib/uploaded.ts'
import { fieldLabel } from '../../shared/resources/labels.ts'
import { checkReferences, checkWarehouse, type ReferenceRegistry } from './references.ts'
import type { ListContext } from './crud-list.ts'
import { assertUnused, type UsageIndex } from './in-use.ts'
import { DOC_NUMBERS, nextDocNumber } from './doc-numbers.ts'
import { idsOf, isObject, isStoredRow, versionOf } from './crud-types.ts'
import { recordHistory } from './history.ts'

/**
 * Every rich-text field of a write is cleaned before anything else sees it, and so is the rich text
 * of a page's blocks: no script, handler, class, style or foreign scheme is stored. Every image, in
 * rich text and in image fields (a cover, a product's photos, a banner, a colour's picture), must be
 * a file this server stored (`isUploaded`): any other address is a 400 naming the field, and nothing
 * is written, rather than an image stored only for the page's CSP to block it.
 */
function cleanWrite(def: ResourceDef, values: Record<string, unknown>, isUploaded: (src: string) => boolean): Record<string, unknown> {
  const out = { ...values }
  const issues: FieldIssue[] = []
  const refuse = (field: string, path: string) =>
    issues.push({ Field: path, message: M.foreignImage, values: { field: fieldLabel(def, field) ?? field } })
  const image = (field: string, path: string, src: unknown) => {
    if (typeof src === 'string' && src !== '' && !isUploaded(src)) refuse(field, path)
  }
  const rich = (field: string, path: string, html: string) => {
    const cleaned = sanitizeRichText(html, isUploaded)
    if (cleaned.foreign.length) refuse(field, path)
    return cleaned.html
  }
  for (const [f, w] of Object.entries(def.widgets ?? {})) {
    const v = out[f]
    if (w === 'richtext' && typeof v === 'string') out[f] = rich(f, f, v)
    if (w === 'image') image(f, f, v)
    if (w === 'images' && Array.isArray(v)) v.forEach((src, i) => image(f, `${f}.${i}`, src))
    if (w === 'blocks' && Array.isArray(v))
      out[f] = v.map((b: unknown, i) => {
        if (!isObject(b)) return b
        if (b.Type === 'banner') image(f, `${f}.${i}.Image`, b.Image)
        return b.Type === 'richtext' && typeof b.Html === 'string' ? { ...b, Html: rich(f, `${f}.${i}.Html`, b.Html) } : b
      })
    // A product's specifications: a value's picture (the colour's photo).
    if (w === 'sku' && isObject(v) && Array.isArray(v.Specs))
      v.Specs.forEach((spec: unknown, i) => {
        if (isObject(spec) && Array.isArray(spec.Values))
          spec.Values.forEach((val: unknown, j) => image(f, `${f}.Specs.${i}.Values.${j}.Image`, isObject(val) ? val.Image : undefined))
      })
  }
  if (issues.length) throw badRequest(issues[0]!.message, issues, issues[0]!.values)
  return out
}

/**
 * The record endpoints of the generic router: Get, Post (create, or update where the spec's
 * `Post` does both), Update and Delete, every write in one transaction with the resource's hooks,
 * its references checked and its tree kept consistent.
 */
export interface RecordContext extends ListContext {
  references: ReferenceRegistry
  /** Who refers to which table: a delete of what live rows still use is refused (in-use.ts). */
  usages?: UsageIndex
}

/** A record's writes: create and update within the caller's scope, each one transaction. */
export function recordWriter({ deps, q, hooks, references }: Pick<RecordContext, 'deps' | 'q' | 'hooks' | 'references'>) {
  const { def, table, col } = q
  const isUploaded = uploadedImage(deps.config.s3)
  const tree: TreeColumns | undefined = def.tree
    ? {
        table,
        id: table.Id,
        parent: col(def.tree.parent),
        path: col('Path'),
        level: col('Level'),
        status: col('Status'),
        within: q.pinned(),
        parentField: def.tree.parent,
        maxDepth: def.tree.maxDepth,
      }
    : undefined

  /**
   * Creates a record in its own transaction, or (`within`, an import's) in a savepoint of the
   * caller's: a refused row is undone alone and the import goes on with the next.
   */
  async function create(auth: AuthContext, given: Record<string, unknown>, confirmDuplicate = false, within?: Tx): Promise<number> {
    const body = cleanWrite(def, given, isUploaded)
    const run = <T>(fn: (tx: Tx) => Promise<T>) =>
      within ? within.transaction(fn) : transaction(deps.db, fn).finally(() => wrote(deps.db, table))
    return run(async (tx) => {
      let values = hooks.beforeWrite ? await hooks.beforeWrite({ tx, auth, values: body, input: body, confirmDuplicate }) : body
      values = { ...values, ...pinnedValues(def), UpdateAgent: auth.agentId }
      // A new record belongs to its author (unless the form names its owner, a hook has set it, or it is the scope itself).
      for (const [f, v] of [
        [def.scope?.owner, auth.agentId],
        [def.scope?.department, auth.departmentId],
      ] as const) {
        if (f && f !== 'Id' && !(f in def.fields) && values[f] === undefined) values[f] = v
      }
      checkWarehouse(def, auth, values)
      await checkReferences(tx, def, references, body, values)
      const numbered = DOC_NUMBERS[def.name]
      if (numbered && !values[numbered.field]) values[numbered.field] = await nextDocNumber(tx, def.name, table, col(numbered.field))
      const [id] = idsOf(await tx.insert(table).values(values).returning({ Id: table.Id }))
      if (id === undefined) throw new Error(`${def.name}: the insert returned no Id`)
      if (tree) await placeNew(tx, tree, id, Number(values[tree.parentField] ?? 0))
      await hooks.afterWrite?.({ tx, auth, values, input: body, id, confirmDuplicate })
      await recordHistory(tx, def, auth.agentId, [{ action: 'create', id }])
      return id
    })
  }

  /** Updates a visible record; `Version` (when given) must be the stored one, else 409. */
  async function update(
    auth: AuthContext,
    Id: number,
    Version: number | undefined,
    given: Record<string, unknown>,
    confirmDuplicate = false,
  ) {
    const changes = cleanWrite(def, given, isUploaded)
    const visible = and(eq(table.Id, Id), q.live(), q.pinned(), q.scoped(auth))
    return transaction(deps.db, async (tx) => {
      const [current] = await tx.select().from(table).where(visible).for('update').limit(1)
      if (!current) throw notFound()
      if (Version !== undefined && current.Version !== Version) throw conflict()
      for (const f of def.immutable ?? [])
        if (f in changes && changes[f] !== current[f]) throw badRequest(M.immutable, [{ Field: f, message: M.immutable }])
      const values = hooks.beforeWrite
        ? await hooks.beforeWrite({ tx, auth, values: changes, input: changes, current, confirmDuplicate })
        : changes
      checkWarehouse(def, auth, values)
      await checkReferences(tx, def, references, changes, { ...current, ...values }, current)
      if (tree && tree.parentField in values) await move(tx, tree, Id, Number(values[tree.parentField] ?? 0))
      const [row] = await tx
        .update(table)
        .set({ ...values, Version: sql`${col('Version')} + 1`, UpdateTime: now(), UpdateAgent: auth.agentId })
        .where(and(eq(table.Id, Id), eq(col('Version'), current.Version)))
        .returning()
      const stored = versionOf(row)
      if (!row || !stored) throw conflict()
      await recordHistory(tx, def, auth.agentId, [{ action: 'update', id: Id, before: current, after: row }], { references })
      await hooks.afterWrite?.({ tx, auth, values, input: changes, current, id: Id })
      return stored
    }).finally(() => wrote(deps.db, table))
  }

  /** One record as Get answers it (names joined, secrets left out, detail added), without scope. */
  async function fetch(from: Deps['db'] | Tx, recordId: number) {
    const [row] = await q.selectRows(from).where(eq(table.Id, recordId)).limit(1)
    if (!row) return undefined
    return hooks.detail ? { ...row, ...(await hooks.detail(from, row)) } : row
  }

  return { create, update, fetch }
}

export function registerGet({ app, deps, q, hooks }: RecordContext) {
  const { def, table } = q
  app.openapi(
    defineRoute(deps, viewKeys(def), {
      method: 'get',
      path: apiPath(def, 'Get'),
      tags: [def.name],
      summary: `One ${def.name} record`,
      request: { query: z.object({ Id: qp.id() }) },
      responses: { 200: json(envelope(q.Record)), 404: errorResponse('No such record') },
    }),
    async (c) => {
      const auth = requireAuth(c)
      const [row] = await q
        .selectRows()
        .where(and(eq(table.Id, c.req.valid('query').Id), q.live(), q.pinned(), q.scoped(auth)))
        .limit(1)
      if (!row) throw notFound()
      const shown = hooks.present ? hooks.present(row, c.var.lang, deps) : row
      const data = hooks.detail ? { ...shown, ...(await hooks.detail(deps.db, row)) } : shown
      if (!isStoredRow(data)) throw new Error(`${def.name}: a record without its Id`)
      return c.json({ Result: true, Data: data }, 200)
    },
  )
}

export function registerPost(ctx: RecordContext, writer: ReturnType<typeof recordWriter>) {
  const { app, deps, q, hooks, key } = ctx
  const { def } = q
  const Create = z.object({ ...def.fields, ...confirmable(def) }).openapi(`${def.name}Create`)
  const PostBody = hooks.postUpdates
    ? Create.extend({ Id: id().optional(), Version: version().optional() }).openapi(`${def.name}Post`)
    : Create
  app.openapi(
    defineRoute(deps, key('create'), {
      method: 'post',
      path: apiPath(def, 'Post'),
      tags: [def.name],
      summary: hooks.postUpdates
        ? `Create a ${def.name} record, or with an Id update it (needs ${key('update')} too)`
        : `Create a ${def.name} record owned by the caller`,
      request: { body: { content: { 'application/json': { schema: PostBody } }, required: true } },
      responses: { 200: json(envelope(z.object({ Id: z.number().int() }))) },
    }),
    async (c) => {
      const auth = requireAuth(c)
      const { Id, Version, ConfirmDuplicate, ...body } = c.req.valid('json')
      const confirmed = ConfirmDuplicate === true
      if (hooks.postUpdates && typeof Id === 'number') {
        if (!can(auth.access, key('update'))) throw forbidden()
        await writer.update(auth, Id, typeof Version === 'number' ? Version : undefined, body, confirmed)
        return c.json({ Result: true, Data: { Id }, Message: translate(c.var.lang, hooks.messages?.edited ?? M.saveSuccess) }, 200)
      }
      const created = await writer.create(auth, body, confirmed)
      return c.json({ Result: true, Data: { Id: created }, Message: translate(c.var.lang, hooks.messages?.added ?? M.addSuccess) }, 200)
    },
  )
}

export function registerUpdate(ctx: RecordContext, writer: ReturnType<typeof recordWriter>) {
  const { app, deps, q, hooks, key } = ctx
  const { def } = q
  // A field left out of an Update keeps its stored value: its create default must not fill it in
  // (zod 4 applies a default inside `.partial()`).
  const updatable = Object.fromEntries(Object.entries(def.fields).map(([k, f]) => [k, f instanceof z.ZodDefault ? f.unwrap() : f]))
  const Update = z
    .object(updatable)
    .partial()
    .extend({ Id: id(), Version: version(), ...confirmable(def) })
    .openapi(`${def.name}Update`)
  app.openapi(
    defineRoute(deps, key('update'), {
      method: 'post',
      path: apiPath(def, 'Update'),
      tags: [def.name],
      summary: `Update a ${def.name} record; a stale Version answers 409 and changes nothing`,
      request: { body: { content: { 'application/json': { schema: Update } }, required: true } },
      responses: { 200: json(envelope(z.object({ Id: z.number().int(), Version: z.number().int() }))) },
    }),
    async (c) => {
      const auth = requireAuth(c)
      const { Id, Version, ConfirmDuplicate, ...changes } = c.req.valid('json')
      // The schema requires both; the shape of the other fields is known only by name, which widens them here.
      if (typeof Id !== 'number' || typeof Version !== 'number') throw new Error(`${def.name}: an Update without its Id and Version`)
      const row = await writer.update(auth, Id, Version, changes, ConfirmDuplicate === true)
      return c.json({ Result: true, Data: row, Message: translate(c.var.lang, hooks.messages?.edited ?? M.saveSuccess) }, 200)
    },
  )
}

/** A resource whose writes may be refused as likely duplicates takes the caller's "save anyway". */
const confirmable = (def: ResourceDef): z.ZodRawShape =>
  def.duplicates
    ? {
        ConfirmDuplicate: z
          .boolean()
          .optional()
          .openapi({ description: 'Save although the record looks like a duplicate of another (the 409 names it)' }),
      }
    : {}

const DeleteBody = z.union([z.object({ Id: id() }), z.object({ Ids: z.array(id()).min(1).max(MAX_PAGE_SIZE) })])

export function registerDelete({ app, deps, q, hooks, key, usages }: RecordContext) {
  const { def, table, col } = q
  app.openapi(
    defineRoute(deps, key('delete'), {
      method: 'post',
      path: apiPath(def, 'Delete'),
      tags: [def.name],
      summary: `Soft-delete one or many ${def.name} records (Status = -1)`,
      request: { body: { content: { 'application/json': { schema: DeleteBody } }, required: true } },
      responses: { 200: json(envelope(z.object({ Count: z.number().int() }))) },
    }),
    async (c) => {
      const auth = requireAuth(c)
      const body = c.req.valid('json')
      const ids = 'Ids' in body ? body.Ids : [body.Id]
      const visible = and(inArray(table.Id, ids), q.live(), q.pinned(), q.scoped(auth))
      const rows = await transaction(deps.db, async (tx) => {
        const locked = await tx.select().from(table).where(visible).for('update')
        // Nothing of it visible: refused before any statement writes (a statement trigger fires even on no row).
        if (locked.length === 0) throw notFound()
        hooks.beforeDelete?.(tx, locked)
        const t = now()
        if (usages) await assertUnused(tx, usages, table, idsOf(locked), c.var.lang, t)
        const deleted = await tx
          .update(table)
          .set({ Status: -1, Version: sql`${col('Version')} + 1`, UpdateTime: t, UpdateAgent: auth.agentId })
          .where(visible)
          .returning({ Id: table.Id })
        await hooks.afterDelete?.(tx, idsOf(deleted))
        await recordHistory(
          tx,
          def,
          auth.agentId,
          idsOf(deleted).map((id) => ({ action: 'delete', id })),
        )
        return deleted
      }).finally(() => wrote(deps.db, table))
      if (rows.length === 0) throw notFound()
      return c.json({ Result: true, Data: { Count: rows.length }, Message: translate(c.var.lang, M.removeSuccess) }, 200)
    },
  )
}
