import { and, desc, eq, inArray } from 'drizzle-orm'
import { z } from '@hono/zod-openapi'
import { apiPath, cacheName, viewKeys, type ResourceDef } from '../../shared/resources/define.ts'
import { q as qp } from '../../shared/schemas/fields.ts'
import type { Tx } from '../db/client.ts'
import { Agent, FieldChange } from '../db/schema/index.ts'
import { notFound } from '../lib/errors.ts'
import { defineRoute, envelope, errorResponse, json, requireAuth } from '../routes/define.ts'
import type { ListContext } from './crud-list.ts'
import type { ReferenceRegistry } from './references.ts'

/** What wrote a history row: a field's change, or the record as a whole made, deleted or brought back. */
export type HistoryAction = 'update' | 'create' | 'delete' | 'restore'
export const HISTORY_ACTIONS: readonly HistoryAction[] = ['update', 'create', 'delete', 'restore']

/**
 * Columns a write moves on its own or derives (its Version, who and when, a tree's path): their
 * change is the write itself, which the history already says, so none is listed as a field.
 */
const BOOKKEEPING = new Set(['Id', 'Version', 'UpdateTime', 'UpdateAgent', 'CreateTime'])
const TREE_BOOKKEEPING = new Set(['Path', 'Level'])

/** Fields whose changes are recorded without their values: the definition's secrets and sensitive fields. */
export const hiddenFields = (def: ResourceDef): ReadonlySet<string> => new Set([...(def.secret ?? []), ...(def.sensitive ?? [])])

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/** One change of a record for the history table. */
export interface RecordChange {
  action: HistoryAction
  id: number
  /** The stored row before and after (an update), as the database answered them. */
  before?: Record<string, unknown>
  after?: Record<string, unknown>
}

/** How history is written: `at` dates it (the demo's); `references` names the records reference fields point at. */
export interface HistoryOptions {
  at?: number
  references?: ReferenceRegistry
}

/**
 * Writes what `changes` did to records of `def`, in the caller's transaction: an update one row per
 * changed column (a hidden field without its values, a reference with the names of the records it
 * named), anything else one row for the record.
 */
export async function recordHistory(
  tx: Tx,
  def: ResourceDef,
  agentId: number,
  changes: readonly RecordChange[],
  { at, references }: HistoryOptions = {},
) {
  const hidden = hiddenFields(def)
  const Resource = cacheName(def)
  const rows: (typeof FieldChange.$inferInsert)[] = []
  for (const c of changes) {
    if (c.action !== 'update') {
      rows.push({ Resource, RecordId: c.id, Action: c.action, AgentId: agentId, ...(at ? { CreateTime: at } : {}) })
      continue
    }
    const before = c.before ?? {}
    const after = c.after ?? {}
    for (const field of Object.keys(after)) {
      if (BOOKKEEPING.has(field) || (def.tree && TREE_BOOKKEEPING.has(field)) || same(before[field], after[field])) continue
      const secret = hidden.has(field)
      rows.push({
        Resource,
        RecordId: c.id,
        Action: 'update',
        Field: field,
        Before: secret ? null : (before[field] ?? null),
        After: secret ? null : (after[field] ?? null),
        Hidden: secret,
        AgentId: agentId,
        ...(at ? { CreateTime: at } : {}),
      })
    }
  }
  if (!rows.length) return
  if (references) await nameReferences(tx, def, references, rows)
  await tx.insert(FieldChange).values(rows)
}

/** Fills in the names of the records the changed reference fields named, one query per resource named. */
async function nameReferences(tx: Tx, def: ResourceDef, references: ReferenceRegistry, rows: (typeof FieldChange.$inferInsert)[]) {
  const wanted = new Map<string, Set<number>>()
  const idOf = (v: unknown) => (typeof v === 'number' && v > 0 ? v : undefined)
  for (const r of rows) {
    const target = r.Field ? def.references?.[r.Field] : undefined
    if (!target || r.Hidden) continue
    for (const v of [r.Before, r.After]) {
      const id = idOf(v)
      if (id) wanted.set(target, (wanted.get(target) ?? new Set()).add(id))
    }
  }
  const names = new Map<string, string>()
  for (const [resource, ids] of wanted) {
    const to = references.get(resource)
    if (!to) continue
    const found = await tx
      .select({ Id: to.table.Id, Name: to.label })
      .from(to.table)
      .where(inArray(to.table.Id, [...ids]))
    for (const f of found) names.set(`${resource}:${String(f.Id)}`, String(f.Name ?? ''))
  }
  for (const r of rows) {
    const target = r.Field ? def.references?.[r.Field] : undefined
    if (!target) continue
    r.BeforeName = names.get(`${target}:${String(idOf(r.Before))}`) ?? ''
    r.AfterName = names.get(`${target}:${String(idOf(r.After))}`) ?? ''
  }
}

/** One row of a record's history as its page shows it. */
const HistoryRow = z
  .object({
    Id: z.number().int(),
    Action: z.enum(HISTORY_ACTIONS),
    Field: z.string().openapi({ description: 'The column changed; empty for the record as a whole' }),
    Before: z.unknown().openapi({ description: 'The value before (null when hidden or not set)' }),
    After: z.unknown().openapi({ description: 'The value after (null when hidden or not set)' }),
    BeforeName: z.string().openapi({ description: 'A reference field: the name of the record it named before, as it was then' }),
    AfterName: z.string().openapi({ description: 'A reference field: the name of the record it names after, as it was then' }),
    Hidden: z.boolean().openapi({ description: 'A sensitive field: changed, its values not kept' }),
    AgentId: z.number().int(),
    AgentName: z.string(),
    CreateTime: z.number().int().openapi({ format: 'unix-seconds' }),
  })
  .openapi('FieldChangeRow')

/** The newest changes a record's page lists; the audit screen has them all. */
export const HISTORY_PAGE = 200

/**
 * `GET /Api/<Resource>/History?Id=`: the record's changes, newest first, for whoever may see the
 * record (its data scope applies, and a deleted record's history stays readable).
 */
export function registerHistory({ app, deps, q }: ListContext) {
  const { def, table } = q
  if (def.readOnly) return // a log is written by its own routes, never edited
  app.openapi(
    defineRoute(deps, viewKeys(def), {
      method: 'get',
      path: apiPath(def, 'History'),
      tags: [def.name],
      summary: `The changes of one ${def.name} record: who changed which field when, from what to what (newest first)`,
      request: { query: z.object({ Id: qp.id() }) },
      responses: { 200: json(envelope(z.array(HistoryRow))), 404: errorResponse('No such record') },
    }),
    async (c) => {
      const auth = requireAuth(c)
      const { Id } = c.req.valid('query')
      const [seen] = await deps.db
        .select({ Id: table.Id })
        .from(table)
        .where(and(eq(table.Id, Id), q.pinned(), q.scoped(auth)))
        .limit(1)
      if (!seen) throw notFound()
      const rows = await deps.db
        .select({
          Id: FieldChange.Id,
          Action: FieldChange.Action,
          Field: FieldChange.Field,
          Before: FieldChange.Before,
          After: FieldChange.After,
          BeforeName: FieldChange.BeforeName,
          AfterName: FieldChange.AfterName,
          Hidden: FieldChange.Hidden,
          AgentId: FieldChange.AgentId,
          AgentName: Agent.Name,
          CreateTime: FieldChange.CreateTime,
        })
        .from(FieldChange)
        .leftJoin(Agent, eq(Agent.Id, FieldChange.AgentId))
        .where(and(eq(FieldChange.Resource, cacheName(def)), eq(FieldChange.RecordId, Id)))
        .orderBy(desc(FieldChange.Id))
        .limit(HISTORY_PAGE)
      const data = rows.map((r) => ({ ...r, Action: asAction(r.Action), AgentName: r.AgentName ?? '' }))
      return c.json({ Result: true, Data: data }, 200)
    },
  )
}

const asAction = (a: string): HistoryAction => HISTORY_ACTIONS.find((x) => x === a) ?? 'update'
