import { eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { ApiRoute } from '../db/schema/index.ts'
import { onChange } from '../db/changes.ts'

/** One route of the server's own table, as the registry records it. */
export interface RouteEntry {
  method: string
  path: string
  guard: string
  tag: string
}

/** Routes that cannot be switched off: signing in, the registry itself, health and the contract. */
export const PROTECTED_ROUTES = /^\/Api\/(AgentSession|Agent\/Login|Agent\/Logout|Api|Health|OpenApi)/

/**
 * How long a process trusts its copy of the switched-off set. Another process's switch reaches
 * this one at once through the change feed (db/changes.ts); the limit bounds only what it could miss.
 */
const TTL_MS = 3000

interface State {
  routes: RouteEntry[]
  synced?: Promise<void>
  off?: { set: Set<string>; at: number; epoch: number; loading?: Promise<Set<string>> }
}
/** Bumped by a registry write in this process, so its next request reads the switches again. */
let epoch = 0
const states = new WeakMap<Db, State>()

/** Called once the app has registered every route: the registry is filled from this table. */
export function setRouteTable(db: Db, routes: RouteEntry[]) {
  if (!states.has(db)) onChange(db, 'api', forgetSwitches)
  states.set(db, { routes })
}

const guardType = (guard: string) => (guard === 'public' ? 1 : guard === 'session' ? 2 : 3)

/** Writes a row for every route the registry lacks; rows already there keep their edits. */
export async function syncRegistry(db: Db) {
  const state = states.get(db)
  if (!state?.routes.length) return
  await db
    .insert(ApiRoute)
    .values(
      state.routes.map((r) => ({
        ApiName: r.path.replace(/^\/Api\//, ''),
        Router: r.path,
        HttpMethod: r.method.toUpperCase(),
        Kind: r.tag,
        Type: guardType(r.guard),
        RangeText: guardType(r.guard) === 3 ? r.guard : '',
      })),
    )
    .onConflictDoNothing()
}

async function loadOff(db: Db): Promise<Set<string>> {
  const rows = await db.select({ Router: ApiRoute.Router, HttpMethod: ApiRoute.HttpMethod }).from(ApiRoute).where(eq(ApiRoute.Status, 0))
  return new Set(rows.map((r) => `${r.HttpMethod} ${r.Router}`))
}

/** Whether an administrator has switched this route off (Status 0 in the registry). */
export async function isSwitchedOff(db: Db, method: string, path: string): Promise<boolean> {
  if (PROTECTED_ROUTES.test(path)) return false
  const state = states.get(db)
  if (!state) return false
  state.synced ??= syncRegistry(db).catch(() => {
    state.synced = undefined
  })
  await state.synced
  const off = state.off
  if (!off || off.epoch !== epoch || Date.now() - off.at > TTL_MS) {
    const at = epoch
    const loading = off?.epoch === at && off.loading ? off.loading : loadOff(db)
    state.off = { set: off?.set ?? new Set(), at: off?.at ?? 0, epoch: at, loading }
    const set = await loading
    state.off = { set, at: Date.now(), epoch: at }
  }
  return state.off!.set.has(`${method.toUpperCase()} ${path}`)
}

/** After a write to the registry, this process sees it at once (others within the TTL). */
export function forgetSwitches() {
  epoch++
}
