import { and, count, eq, notInArray, sql } from 'drizzle-orm'
import { allPermissions, WILDCARD } from '../../shared/permissions.ts'
import { M } from '../../shared/messages.ts'
import type { Tx } from '../db/client.ts'
import { Agent, Role } from '../db/schema/index.ts'
import { ApiError } from '../lib/errors.ts'
import { LOCKED_OUT_STATES } from './sessions.ts'

/** Serialises the check across app servers: two changes that each leave one administrator cannot both pass. */
const ADMINISTRATORS_LOCK = 727_002

/**
 * Refuses (409) a change that leaves no active member of staff holding the administrator's
 * permission set (every key, or `*`, from the role and the agent's own keys together). Called in
 * the change's transaction, after its write, so it sees the installation as the change leaves it:
 * role permissions or status, an agent's role, own keys, status, deletion, suspension or leaving.
 */
export async function assertAdministratorRemains(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADMINISTRATORS_LOCK})`)
  const held = sql`(coalesce(${Role.Permission}, '{}'::text[]) || ${Agent.Permission})`
  const every = sql`array[${sql.join(
    allPermissions().map((k) => sql`${k}`),
    sql`, `,
  )}]::text[]`
  const [row] = await tx
    .select({ n: count() })
    .from(Agent)
    .leftJoin(Role, and(eq(Role.Id, Agent.RoleId), eq(Role.Status, 1)))
    .where(and(eq(Agent.Status, 1), notInArray(Agent.State, LOCKED_OUT_STATES), sql`(${WILDCARD} = any(${held}) or ${held} @> ${every})`))
  if (!row || row.n === 0) throw new ApiError(409, M.lastAdministrator)
}
