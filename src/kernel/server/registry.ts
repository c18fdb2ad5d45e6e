import type { PermissionKey } from '../shared/permissions.ts'
import { cacheName, viewKeys } from '../shared/resources/define.ts'
import type { Deps } from './env.ts'
import type { AppRegistry, DocAccess, Follower, Job } from './contracts.ts'
import type { AssembledModules } from './module.ts'
import { crudQuery } from './resources/crud-query.ts'
import { recordWriter } from './resources/crud-record.ts'
import { referenceRegistry } from './resources/index.ts'
import { queueSources } from '../../../machines/queues.ts'

export type { AppQueue, AppRegistry, DocAccess, Narrowing } from './contracts.ts'

/**
 * The registry, built explicitly from the assembled modules' resources, lifecycle servers and
 * queue narrowings: nothing in it is filled as a side effect of an import.
 */
export function buildRegistry(deps: Deps, app: AssembledModules, kernelJobs: readonly Job[] = []): AppRegistry {
  const references = referenceRegistry(app.resources)
  const docs = new Map<string, DocAccess>()
  for (const { def, table, hooks = {} } of app.resources) {
    const spec = app.lifecycles[def.name]
    if (!spec || def.family) continue
    const q = crudQuery(deps, def, table, hooks, references)
    const writer = recordWriter({ deps, q, hooks, references })
    docs.set(cacheName(def), {
      spec,
      scoped: q.scoped,
      key: (action) => `${def.permission}:${action}` as PermissionKey,
      view: viewKeys(def),
      fetch: writer.fetch,
    })
  }
  const followers = new Map<string, Follower[]>()
  for (const f of app.followers) followers.set(`${f.doc}.${f.event}`, [...(followers.get(`${f.doc}.${f.event}`) ?? []), f])
  const fed = queueSources(Object.values(app.lifecycles).map((s) => s.lifecycle))
  return {
    docs,
    queues: new Map(app.queues.map((def) => [def.name, { def, sources: fed[def.name] ?? [] }])),
    narrowings: new Map(app.narrowings.map((n) => [`${n.queue}/${n.doc}`, n.narrow])),
    jobs: [...app.jobs, ...kernelJobs],
    followers,
    reminders: app.reminders,
    resources: new Map(app.resources.map((r) => [cacheName(r.def), r.def])),
  }
}

/** The registry createApp built into these dependencies. */
export function registryOf(deps: Deps): AppRegistry {
  if (!deps.registry) throw new Error('No registry: the app (createApp) builds it')
  return deps.registry
}
