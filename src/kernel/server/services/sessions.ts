import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, ne, sql } from 'drizzle-orm'
import type { Db, Tx } from '../db/client.ts'
import { Agent, Department, Role, Session } from '../db/schema/index.ts'
import { DATA_SCOPES, expandAccess } from '../../shared/permissions.ts'
import type { AuthContext } from '../env.ts'
import { now } from '../lib/clock.ts'
import { hasFeed, onChange } from '../db/changes.ts'

/** Agent states that may not hold a session (the staff lifecycle). */
export const LOCKED_OUT_STATES = ['Left', 'Suspended']

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
      expireTime: Session.ExpireTime,
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
      warehouseIds: Agent.WarehouseIds,
    })
    .from(Session)
    .innerJoin(Agent, eq(Agent.Id, Session.AgentId))
    .leftJoin(Role, and(eq(Role.Id, Agent.RoleId), eq(Role.Status, 1)))
    .leftJoin(Department, eq(Department.Id, Agent.DepartmentId))
    .where(
      and(
        eq(Session.TokenHash, sql.placeholder('hash')),
        eq(Session.RevokeTime, 0),
        gt(Session.ExpireTime, sql.placeholder('now')),
        eq(Agent.Status, 1),
      ),
    )
    .limit(1)
    .prepare('session_lookup')
}
const lookups = new WeakMap<Db, ReturnType<typeof prepareLookup>>()

/**
 * Sessions this process has looked up, by token hash: a request of a known session costs no query.
 * Whatever could end or change one (a logout, a revocation, staff, roles, departments) makes every
 * process forget them all at once (db/changes.ts); while that feed is down nothing is remembered.
 * SESSION_TTL_MS bounds an entry besides.
 */
export const SESSION_TTL_MS = 10_000
const SESSION_CACHE_MAX = 20_000
type Cached = { auth: AuthContext; at: number; expire: number }
const cached = new WeakMap<Db, Map<string, Cached>>()

function cacheOf(db: Db) {
  let map = cached.get(db)
  if (!map) {
    const fresh = new Map<string, Cached>()
    cached.set(db, (map = fresh))
    onChange(db, 'auth', () => fresh.clear())
  }
  return map
}

/** This process forgets the sessions it knows (besides the feed, for what it changed itself). */
export const forgetSessions = (db: Db) => cached.get(db)?.clear()

/** The session, its agent, role and department (one query, or none when remembered); null when any of them says no. */
export async function resolveSession(db: Db, token: string): Promise<AuthContext | null> {
  if (token.length < 20 || token.length > 100) return null
  const t = now()
  const hash = hashToken(token)
  const cache = cacheOf(db)
  const hit = cache.get(hash)
  if (hit && hit.expire > t && Date.now() - hit.at < SESSION_TTL_MS && hasFeed(db)) return hit.auth
  const auth = await lookupSession(db, hash, t)
  if (auth) {
    if (cache.size >= SESSION_CACHE_MAX) cache.clear()
    cache.set(hash, { auth: auth.auth, at: Date.now(), expire: auth.expire })
  } else cache.delete(hash)
  return auth?.auth ?? null
}

async function lookupSession(db: Db, hash: string, t: number): Promise<{ auth: AuthContext; expire: number } | null> {
  let lookup = lookups.get(db)
  if (!lookup) lookups.set(db, (lookup = prepareLookup(db)))
  const [row] = await lookup.execute({ hash, now: t })
  if (!row || LOCKED_OUT_STATES.includes(row.agentState)) return null
  // Keep LastTime roughly current without a write on every request.
  if (t - row.lastTime > 60) {
    await db.update(Session).set({ LastTime: t }).where(eq(Session.Id, row.sessionId))
  }
  const auth: AuthContext = {
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
    scope: DATA_SCOPES.find((s) => s === row.scope) ?? 'own',
    warehouseIds: row.warehouseIds ?? [],
  }
  return { auth, expire: row.expireTime }
}

export async function revokeSession(db: Db, sessionId: number) {
  await db
    .update(Session)
    .set({ RevokeTime: now() })
    .where(and(eq(Session.Id, sessionId), eq(Session.RevokeTime, 0)))
  forgetSessions(db)
}

/**
 * Ends every open session of an agent (password or login number changed, leaving, suspension)
 * but `keep` (the one asking, when they change their own), in the caller's transaction: after
 * its commit the caller tells this process (db/changes.ts `wrote`), the database tells the others.
 */
export async function revokeAgentSessions(tx: Db | Tx, agentId: number, keep?: number) {
  await tx
    .update(Session)
    .set({ RevokeTime: now() })
    .where(
      and(
        eq(Session.AgentId, agentId),
        eq(Session.RevokeTime, 0),
        gt(Session.ExpireTime, sql`${now()}`),
        keep ? ne(Session.Id, keep) : undefined,
      ),
    )
}
