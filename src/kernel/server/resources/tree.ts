import { and, eq, like, max, ne, sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { M } from '../../shared/messages.ts'
import type { Tx } from '../db/client.ts'
import { badRequest } from '../lib/errors.ts'
import { escapeLike } from '../lib/like.ts'

/** A tree table: a parent column, and the materialised `Path` ("/1/4/9/", own id last) and `Level`. */
export interface TreeColumns {
  table: PgTable
  id: PgColumn
  parent: PgColumn
  path: PgColumn
  level: PgColumn
  status: PgColumn
  /** Rows a parent may be among (the catalog family's own), beside live ones. */
  within?: SQL
  parentField: string
  maxDepth: number
}

/** A row's place in the tree as read, if it has one (a text Path and a numeric Level). */
function placeOf(row: { Path: unknown; Level: unknown } | undefined): { Path: string; Level: number } | undefined {
  return row && typeof row.Path === 'string' && typeof row.Level === 'number' ? { Path: row.Path, Level: row.Level } : undefined
}

async function parentOf(tx: Tx, t: TreeColumns, parentId: number): Promise<{ Path: string; Level: number }> {
  if (!parentId) return { Path: '/', Level: 0 }
  const [p] = await tx
    .select({ Path: t.path, Level: t.level })
    .from(t.table)
    .where(and(eq(t.id, parentId), ne(t.status, -1), t.within))
    .limit(1)
  const place = placeOf(p)
  if (!place) throw badRequest(M.parentMissing, [{ Field: t.parentField, message: M.parentMissing }])
  return place
}

const tooDeep = (t: TreeColumns) =>
  badRequest(M.treeTooDeep, [{ Field: t.parentField, message: M.treeTooDeep, values: { max: t.maxDepth } }], { max: t.maxDepth })

/** After inserting record `id` under `parentId`: sets its Path and Level, refusing a level past the limit. */
export async function placeNew(tx: Tx, t: TreeColumns, id: number, parentId: number) {
  const parent = await parentOf(tx, t, parentId)
  const level = parent.Level + 1
  if (level > t.maxDepth) throw tooDeep(t)
  await tx
    .update(t.table)
    .set({ [pathKey(t)]: `${parent.Path}${id}/`, [levelKey(t)]: level })
    .where(eq(t.id, id))
}

/**
 * Moves record `id` (with its whole branch) under `parentId`: not under itself or its own
 * branch, and not so that the branch's deepest record passes the limit.
 */
export async function move(tx: Tx, t: TreeColumns, id: number, parentId: number) {
  const [row] = await tx.select({ Path: t.path, Level: t.level }).from(t.table).where(eq(t.id, id)).limit(1)
  const self = placeOf(row)
  if (!self) return
  const oldPath = self.Path
  const parent = await parentOf(tx, t, parentId)
  if (parentId === id || parent.Path.startsWith(oldPath)) {
    throw badRequest(M.treeCycle, [{ Field: t.parentField, message: M.treeCycle }])
  }
  const newPath = `${parent.Path}${id}/`
  if (newPath === oldPath) return
  const delta = parent.Level + 1 - self.Level
  const branch = like(t.path, `${escapeLike(oldPath)}%`)
  const [deepest] = await tx
    .select({ n: max(t.level) })
    .from(t.table)
    .where(branch)
  if (Number(deepest?.n ?? self.Level) + delta > t.maxDepth) throw tooDeep(t)
  await tx
    .update(t.table)
    .set({
      [pathKey(t)]: sql`${newPath} || substr(${t.path}, ${oldPath.length + 1})`,
      [levelKey(t)]: sql`${t.level} + ${delta}`,
    })
    .where(branch)
}

// drizzle's `set` takes the table's TS keys; the tree tables name them Path and Level.
const pathKey = (_t: TreeColumns) => 'Path'
const levelKey = (_t: TreeColumns) => 'Level'
