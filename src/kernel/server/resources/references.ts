import { and, inArray, ne, sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { M } from '../../shared/messages.ts'
import type { ResourceDef } from '../../shared/resources/define.ts'
import type { PermissionKey } from '../../shared/permissions.ts'
import type { Tx } from '../db/client.ts'
import type { AuthContext } from '../env.ts'
import { Agent } from '../db/schema/index.ts'
import { badRequest } from '../lib/errors.ts'
import { idsOf, isObject } from './crud-types.ts'

/** What a reference may point at: a live row of the resource's table (within its family), and its own rule. */
export interface ReferenceTarget {
  table: PgTable & { Id: PgColumn; Status?: PgColumn }
  /** What a reference to it is called on screen (the definition's label column). */
  label: PgColumn
  /** Narrows what may be newly chosen (a member of staff still working). */
  allowed?: SQL
  /**
   * Who may pick from it (its `Select`) besides those who may view it: whoever may view a resource
   * that refers to it (a warehouse worker picks products and shops for his entries), so no form or
   * filter of a screen one may use is refused.
   */
  pickers?: readonly PermissionKey[]
}
export type ReferenceRegistry = ReadonlyMap<string, ReferenceTarget>

/**
 * Refuses (400, naming the field) a record put in a warehouse its author does not work in, when
 * the author's scope is their warehouses: what they make must stay within what they can see.
 */
export function checkWarehouse(def: ResourceDef, auth: AuthContext, values: Record<string, unknown>): void {
  const field = def.scope?.warehouse
  if (auth.scope !== 'warehouse' || !field || field === 'Id' || !(field in values)) return
  if (!auth.warehouseIds.includes(Number(values[field]))) throw badRequest(M.notMyWarehouse, [{ Field: field, message: M.notMyWarehouse }])
}

/**
 * What one may pick from a resource one does not view (its `Select` through a picker permission),
 * by resource: a salesperson choosing a cooperating colleague is offered the staff of his own
 * company (subject), not only himself as his data scope would have it.
 */
export const PICKER_SCOPES: Readonly<Record<string, (auth: AuthContext) => SQL>> = {
  Agent: (auth) => sql`${Agent.SubjectId} = (select me."subject_id" from "agent" me where me."id" = ${auth.agentId})`,
}

/** The ids a write sets at a path of the definition's references (`OwnerId`, or `Lines.ProductId` through a list). */
function idsAt(values: Record<string, unknown>, path: string): { field: string; id: number }[] {
  const [head, ...rest] = path.split('.')
  const v = values[head!]
  if (rest.length === 0) {
    if (Array.isArray(v)) return v.flatMap((x, i) => (typeof x === 'number' && x > 0 ? [{ field: `${head}.${i}`, id: x }] : []))
    return typeof v === 'number' && v > 0 ? [{ field: head!, id: v }] : []
  }
  const items = Array.isArray(v) ? v : v && typeof v === 'object' ? [v] : []
  return items.flatMap((item: unknown, i) =>
    isObject(item)
      ? idsAt(item, rest.join('.')).map((x) => ({
          field: `${head}.${Array.isArray(v) ? `${i}.` : ''}${x.field}`,
          id: x.id,
        }))
      : [],
  )
}

/**
 * Refuses (400, naming the field) a write whose references name a record that does not exist, is
 * deleted, belongs to another family, or may not be chosen (its hooks' `referable`); and one that names
 * the same record in two fields that must differ (`distinct`). Only what the write sets is
 * checked: a record keeps a reference that was valid when it was made.
 */
export async function checkReferences(
  tx: Tx,
  def: ResourceDef,
  registry: ReferenceRegistry,
  input: Record<string, unknown>,
  merged: Record<string, unknown>,
  current?: Record<string, unknown>,
): Promise<void> {
  for (const [path, resource] of Object.entries(def.references ?? {})) {
    const wanted = idsAt(input, path).filter((x) => !current || path.includes('.') || current[path] !== x.id)
    if (wanted.length === 0) continue
    const target = registry.get(resource)!
    const ids = [...new Set(wanted.map((x) => x.id))]
    const found = await tx
      .select({ Id: target.table.Id })
      .from(target.table)
      .where(and(inArray(target.table.Id, ids), target.table.Status ? ne(target.table.Status, -1) : undefined, target.allowed))
    const present = new Set(idsOf(found))
    const missing = wanted.find((x) => !present.has(x.id))
    if (missing) throw badRequest(M.referenceMissing, [{ Field: missing.field, message: M.referenceMissing }])
  }
  for (const [a, b] of def.distinct ?? []) {
    const x = merged[a]
    if (typeof x === 'number' && x > 0 && x === merged[b]) throw badRequest(M.referenceSame, [{ Field: a, message: M.referenceSame }])
  }
}
