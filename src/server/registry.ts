import type { SQL } from 'drizzle-orm'
import type { PermissionKey } from '../shared/permissions.ts'
import { cacheName, type ResourceDef } from '../shared/resources/define.ts'
import type { AuthContext, Deps } from './env.ts'
import type { Tx } from './db/client.ts'
import { QUEUE_NARROWINGS } from './jobs/narrowings.ts'
import { LIFECYCLE_SERVERS } from './lifecycle/index.ts'
import type { LifecycleServer } from './lifecycle/engine.ts'
import { crudQuery } from './resources/crud-query.ts'
import { recordWriter } from './resources/crud-record.ts'
import type { ResourceHooks } from './resources/crud.ts'
import { referenceRegistry, RESOURCES } from './resources/index.ts'

/** How a lifecycle document is reached from outside its own routes (queues, reminders, boards): its scope and keys. */
export interface DocAccess {
  spec: LifecycleServer
  scoped(auth: AuthContext): SQL | undefined
  key(action: 'view' | 'create' | 'update' | 'delete' | 'export'): PermissionKey
  /** One record as Get answers it, without scope. */
  fetch(db: Deps['db'] | Tx, id: number): Promise<Record<string, unknown> | undefined>
}

/**
 * A queue may hold only part of a tagged state's documents: `about-to-lose` holds the private
 * customers whose fall to the high seas is near, not all of them. A narrowing names the extra
 * condition for one document type (given the time now); without one, the whole state is queued.
 */
export type Narrowing = (deps: Deps, t: number) => Promise<SQL | undefined>

/** What the app's parts look each other up in, built once by createApp from the definitions. */
export interface AppRegistry {
  /** The lifecycle documents, by document name. */
  docs: ReadonlyMap<string, DocAccess>
  /** Queue narrowings, by `<queue>/<doc>`. */
  narrowings: ReadonlyMap<string, Narrowing>
}

/**
 * The registry, built explicitly from the resource list, the lifecycle servers and the jobs'
 * queue narrowings: nothing in it is filled as a side effect of an import.
 */
export function buildRegistry(deps: Deps): AppRegistry {
  const references = referenceRegistry()
  const docs = new Map<string, DocAccess>()
  for (const r of RESOURCES) {
    const def = r.def as ResourceDef
    const spec = LIFECYCLE_SERVERS[def.name]
    if (!spec || def.family) continue
    const hooks = ('hooks' in r ? r.hooks : {}) as ResourceHooks
    const q = crudQuery(deps, def, r.table, hooks, references)
    const writer = recordWriter({ deps, q, hooks, references, key: () => '' as PermissionKey, app: undefined as never })
    docs.set(cacheName(def), {
      spec,
      scoped: q.scoped,
      key: (action) => `${def.permission}:${action}` as PermissionKey,
      fetch: writer.fetch,
    })
  }
  const missing = Object.keys(LIFECYCLE_SERVERS).filter((d) => !docs.has(d))
  if (missing.length) throw new Error(`Lifecycle documents without a resource: ${missing.join(', ')}`)
  return { docs, narrowings: new Map(QUEUE_NARROWINGS.map((n) => [`${n.queue}/${n.doc}`, n.narrow])) }
}

/** The registry createApp built into these dependencies. */
export function registryOf(deps: Deps): AppRegistry {
  if (!deps.registry) throw new Error('No registry: the app (createApp) builds it')
  return deps.registry
}
