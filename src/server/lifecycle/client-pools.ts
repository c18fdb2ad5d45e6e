import { sql, type SQL } from 'drizzle-orm'
import { Client, Department, Setting } from '../db/schema/index.ts'
import type { AuthContext } from '../../kernel/server/env.ts'
import { escapeLike } from '../../kernel/server/lib/like.ts'

/**
 * Department pools (LIFECYCLES.md "Client"): with `ClientPool.DepartmentPools` on, a customer on
 * the high seas stays in the pool of the department it fell from (its DepartmentId), and only
 * that department sees and claims it; a supervisor of a subtree sees the pools below, `all` every
 * pool, and a customer of no department (0) is everyone's. The setting is read inside the
 * statement (evaluated once per statement), so turning it on or off takes effect at once in every
 * process.
 */
export function poolScope(auth: AuthContext): SQL {
  const on = sql`exists (select 1 from ${Setting} where ${Setting.Name} = 'ClientPool.DepartmentPools' and ${Setting.Status} = 1 and trim(${Setting.Value}) not in ('', '0'))`
  const mine =
    auth.scope === 'subtree'
      ? sql`${Client.DepartmentId} in (select ${Department.Id} from ${Department} where ${Department.Path} like ${`${escapeLike(auth.departmentPath)}%`})`
      : sql`${Client.DepartmentId} = ${auth.departmentId}`
  return sql`(not ${on} or ${Client.DepartmentId} = 0 or ${mine})`
}
