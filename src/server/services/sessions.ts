import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { Agent, Department, Role, Session } from '../db/schema/index.ts'
import { expandAccess, type DataScope } from '../../shared/permissions.ts'
import type { AuthContext } from '../env.ts'

/** Agent states that may not hold a session (the staff lifecycle). */
export const LOCKED_OUT_STATES = ['Left', 'Suspended']

export const now = () => Math.floor(Date.now() / 1000)
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export async function createSession(
  db: Db,
  opts: { agentId: number; day: number; sessionDays: number; ip: string; userAgent: string },
): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  const days = opts.day > 0 ? opts.day : opts.sessionDays
  const t = now()
  await db.insert(Session).values({
    TokenHash: hashToken(token),
    AgentId: opts.agentId,
    Day: opts.day,
    CreateTime: t,
    LastTime: t,
    ExpireTime: t + Math.round(days * 86400),
    Ip: opts.ip.slice(0, 64),
    UserAgent: opts.userAgent.slice(0, 300),
  })
  return token
}

/**
 * The session lookup every signed-in request makes, as a named prepared statement: PostgreSQL
 * plans it once per connection instead of on every request.
 */
function prepareLookup(db: Db) {
  return db
    .select({
      sessionId: Session.Id,
      lastTime: Session.LastTime,
      agentId: Agent.Id,
      agentName: Agent.Name,
      avatar: Agent.CardImg,
      agentState: Agent.State,
      agentPermission: Agent.Permission,
      departmentId: Agent.DepartmentId,
      departmentPath: Department.Path,
      departmentName: Department.Name,
      roleId: Agent.RoleId,
      roleTitle: Role.Title,
      rolePermission: Role.Permission,
      scope: Role.DataScope,
    })
    .from(Session)
    .innerJoin(Agent, eq(Agent.Id, Session.AgentId))
    .leftJoin(Role, and(eq(Role.Id, Agent.RoleId), eq(Role.Status, 1)))
    .leftJoin(Department, eq(Department.Id, Agent.DepartmentId))
    .where(and(eq(Session.TokenHash, sql.placeholder('hash')), eq(Session.RevokeTime, 0), gt(Session.ExpireTime, sql.placeholder('now')), eq(Agent.Status, 1)))
    .limit(1)
    .prepare('session_lookup')
}
const lookups = new WeakMap<Db, ReturnType<typeof prepareLookup>>()

/** One query: the session, its agent, role and department; null when any of them says no. */
export async function resolveSession(db: Db, token: string): Promise<AuthContext | null> {
  if (token.length < 20 || token.length > 100) return null
  const t = now()
  let lookup = lookups.get(db)
  if (!lookup) lookups.set(db, (lookup = prepareLookup(db)))
  const [row] = await lookup.execute({ hash: hashToken(token), now: t })
  if (!row || LOCKED_OUT_STATES.includes(row.agentState)) return null
  // Keep LastTime roughly current without a write on every request.
  if (t - row.lastTime > 60) {
    await db.update(Session).set({ LastTime: t }).where(eq(Session.Id, row.sessionId))
  }
  return {
    sessionId: row.sessionId,
    agentId: row.agentId,
    agentName: row.agentName,
    avatar: row.avatar,
    departmentId: row.departmentId,
    departmentPath: row.departmentPath ?? '/',
    departmentName: row.departmentName ?? '',
    roleId: row.roleId,
    roleTitle: row.roleTitle ?? '',
    // An agent's own extra keys add to the role's.
    access: expandAccess([...(row.rolePermission ?? []), ...row.agentPermission]),
    scope: (row.scope ?? 'own') as DataScope,
  }
}

export async function revokeSession(db: Db, sessionId: number) {
  await db.update(Session).set({ RevokeTime: now() }).where(and(eq(Session.Id, sessionId), eq(Session.RevokeTime, 0)))
}

/** Ends every open session of an agent (password change, leaving, suspension). */
export async function revokeAgentSessions(db: Db, agentId: number) {
  await db
    .update(Session)
    .set({ RevokeTime: now() })
    .where(and(eq(Session.AgentId, agentId), eq(Session.RevokeTime, 0), gt(Session.ExpireTime, sql`${now()}`)))
}
