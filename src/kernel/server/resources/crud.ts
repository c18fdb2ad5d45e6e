import type { z } from '@hono/zod-openapi'
import { viewKeys, type ResourceDef } from '../../shared/resources/define.ts'
import { permissionTable, type PermissionKey } from '../../shared/permissions.ts'
import type { Deps, WriteContext } from '../env.ts'
import type { Router } from '../routes/define.ts'
import { crudQuery, type ResourceTable } from './crud-query.ts'
import { registerCount, registerExport, registerIndex, registerSelect } from './crud-list.ts'
import { registerArrange } from './crud-arrange.ts'
import { recordWriter, registerDelete, registerGet, registerPost, registerUpdate, type RecordContext } from './crud-record.ts'
import type { ReferenceRegistry } from './references.ts'
import { registerRestore } from './crud-restore.ts'
import { registerHistory } from './history.ts'
import { registerImport } from './import.ts'
import { moveReferences } from './in-use.ts'
import type { UsageIndex } from './in-use.ts'

export type { ResourceTable, WriteContext }
export type { CrudParts, ResourceHooks, StoredRow } from './crud-types.ts'
import type { CrudParts, ResourceHooks } from './crud-types.ts'

type Action = 'view' | 'create' | 'update' | 'delete' | 'export'

/**
 * The generic router's endpoints, each registered when the resource's permission offers its
 * action (the API registry is view/update only; a log offers no writes).
 */
const ENDPOINTS: { action: Action; register(ctx: RecordContext, writer: ReturnType<typeof recordWriter>): void }[] = [
  { action: 'view', register: registerIndex },
  { action: 'view', register: registerCount },
  { action: 'view', register: registerSelect },
  { action: 'view', register: registerGet },
  { action: 'view', register: registerHistory },
  { action: 'create', register: registerPost },
  { action: 'create', register: registerImport },
  { action: 'update', register: registerUpdate },
  { action: 'update', register: registerArrange },
  { action: 'delete', register: registerDelete },
  { action: 'delete', register: registerRestore },
]

/**
 * Index, Select, Count, Get, Post, Update, Delete and (where the permission offers it) Export for
 * one resource definition, with its permission keys, its allow-listed sorts and filters, its data
 * scope applied on the server, its references checked and its tree kept consistent. Every write
 * is one transaction.
 */
export function registerCrud<S extends z.ZodRawShape>(
  app: Router,
  deps: Deps,
  def: ResourceDef<S>,
  table: ResourceTable,
  hooks: ResourceHooks = {},
  references: ReferenceRegistry = new Map(),
  usages?: UsageIndex,
) {
  const key = (action: Action) => `${def.permission}:${action}` as PermissionKey
  const offers = (action: Action) =>
    (permissionTable()[def.permission] ?? []).some((a) => a === action) &&
    !(def.readOnly && ['create', 'update', 'delete'].includes(action))
  const q = crudQuery(deps, def, table, hooks, references)
  const ctx: RecordContext = { app, deps, q, hooks, key, references, ...(usages ? { usages } : {}) }
  const writer = recordWriter(ctx)
  for (const e of ENDPOINTS) if (offers(e.action)) e.register(ctx, writer)
  // Every list exports: with its own export permission where the resource has one, else for whoever views it.
  if (offers('view')) registerExport(ctx, offers('export') ? key('export') : viewKeys(def))
  hooks.extend?.(app, deps, {
    key,
    view: viewKeys(def),
    scoped: q.scoped,
    listQuery: q.IndexQuery,
    listWhere: q.where,
    fetch: writer.fetch,
    lockRow: q.lockRow,
    scopeShape: q.scopeShape,
    answer: withDetail(q.answer, hooks),
    moveReferences: (tx, from, into) => moveReferences(tx, usages ?? new Map(), table, from, into),
  })
}

/** The answer of a change, with the record's detail (its lines) when the resource has one. */
function withDetail(answer: CrudParts['answer'], hooks: ResourceHooks): CrudParts['answer'] {
  if (!hooks.detail) return answer
  const detail = hooks.detail
  return async (from, before, updated, known) => {
    const row = await answer(from, before, updated, known)
    return { ...row, ...(await detail(from, row)) }
  }
}
