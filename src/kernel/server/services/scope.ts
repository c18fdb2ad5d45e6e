import { eq, inArray, like, sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Db, Tx } from '../db/client.ts'
import { Department } from '../db/schema/index.ts'
import type { AuthContext } from '../env.ts'
import { escapeLike } from '../lib/like.ts'

/** Where a resource keeps its owner, its department and its warehouse (columns, or a derived row's fields); any may be absent. */
export interface ScopeColumns {
  owner?: PgColumn | SQL
  department?: PgColumn | SQL
  warehouse?: PgColumn | SQL
}

/**
 * The one place data scope becomes SQL: every list and get of a scoped resource adds this
 * condition. `undefined` means no limit. A resource with neither column is visible to all
 * who hold its view permission.
 */
export function scopeCondition(db: Db | Tx, auth: AuthContext, columns: ScopeColumns): SQL | undefined {
  // A column and a derived row's field compare the same way.
  const cols = columns as { owner?: SQL; department?: SQL; warehouse?: SQL }
  switch (auth.scope) {
    case 'all':
      return undefined
    // The documents of the agent's warehouses, whoever made them; elsewhere, as `own`.
    case 'warehouse':
      if (cols.warehouse) return auth.warehouseIds.length ? inArray(cols.warehouse, [...auth.warehouseIds]) : sql`false`
      return scopeCondition(db, { ...auth, scope: 'own' }, cols)
    case 'own':
      if (cols.owner) return eq(cols.owner, auth.agentId)
      if (cols.department) return eq(cols.department, auth.departmentId)
      return undefined
    case 'department':
      if (cols.department) return eq(cols.department, auth.departmentId)
      if (cols.owner) return eq(cols.owner, auth.agentId)
      return undefined
    case 'subtree': {
      if (!cols.department) return cols.owner ? eq(cols.owner, auth.agentId) : undefined
      const subtree = db
        .select({ Id: Department.Id })
        .from(Department)
        .where(like(Department.Path, `${escapeLike(auth.departmentPath)}%`))
      return inArray(cols.department, subtree)
    }
    default:
      return sql`false`
  }
}
