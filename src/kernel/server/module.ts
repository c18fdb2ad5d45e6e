import { cacheName, type ResourceDef, type RowOf } from '../shared/resources/define.ts'
import type { QueueDef } from '../shared/lifecycle/queues.ts'
import type { Action, PermissionTable } from '../shared/permissions.ts'
import { declaredOnce } from '../shared/declared-once.ts'
import { queueSources } from '../../../machines/queues.ts'
import type { Deps } from './env.ts'
import type { Job } from './jobs/job.ts'
import type { Follower, LifecycleServer, LiveSource, Narrowing, ReminderSource } from './contracts.ts'
import type { ResourceHooks, ResourceTable } from './resources/crud.ts'
import type { Router } from './routes/define.ts'
import type { Tx } from './db/client.ts'

/** One resource the generic CRUD router serves: its definition, its table and what it adds. */
export interface ResourceEntry {
  def: ResourceDef
  table: ResourceTable
  hooks?: ResourceHooks
}

/**
 * Builds a resource entry; the definition keeps its own type for the module that declares it, and
 * hooks written here see its records typed (`RowOf`). The table is the resource's, by the
 * definition's field names: from here on it is read by name (crud-query.ts `ResourceTable`).
 */
export const resource = <D extends ResourceDef>(def: D, table: unknown, hooks?: ResourceHooks<RowOf<D>>): ResourceEntry => ({
  def,
  table: table as ResourceTable,
  hooks,
})

/** The entry of a resource by its name (a family member by `<name>/<suffix>`); a missing one is a programming error. */
export function resourceNamed(list: readonly ResourceEntry[], name: string): ResourceEntry {
  const found = list.find((r) => cacheName(r.def) === name)
  if (!found) throw new Error(`No resource ${name}`)
  return found
}

/** A queue narrowed for one document type (contracts.ts `Narrowing`). */
export interface QueueNarrowing {
  queue: string
  doc: string
  narrow: Narrowing
}

/** What a module's demo step is given: the demo staff's mobile numbers by role, the seed's clock and the assembled app. */
export interface DemoContext {
  mobiles: Readonly<Record<string, string>>
  now: number
  /** The modules the seed runs for (their lifecycle servers send the demo documents' events). */
  app: AssembledModules
}

/**
 * What a business area brings to the server, declared in one place: the app assembles the
 * modules of its one list (modules/index.ts), and the registry, the CRUD routes, the lifecycle
 * servers, the queues' narrowings, the scheduler's jobs and the area's own routes all come from
 * these declarations.
 */
export interface ServerModule {
  /** The area's name, as the module list and `dependsOn` name it. */
  name: string
  /** The modules whose code this one uses; each must come earlier in the list. */
  dependsOn?: readonly string[]
  resources?: readonly ResourceEntry[]
  /** The lifecycle documents' server sides, by document name (each also a resource here). */
  lifecycles?: Readonly<Record<string, LifecycleServer>>
  /** The permission resources the area brings, with the actions each offers (its shared table). */
  permissions?: PermissionTable
  /** The work queues the area's machines feed (their states tagged `queue:<name>`). */
  queues?: readonly QueueDef[]
  narrowings?: readonly QueueNarrowing[]
  jobs?: readonly Job[]
  /** What the area does when another area's document takes an event (contracts.ts `Follower`). */
  followers?: readonly Follower[]
  /** The reminders the area derives from its own data (contracts.ts `ReminderSource`). */
  reminders?: readonly ReminderSource[]
  /** The news of the area the live stream passes on (contracts.ts `LiveSource`). */
  live?: readonly LiveSource[]
  /** The area's own routes (what the generic CRUD router does not cover). */
  routes?(app: Router, deps: Deps): void
  /**
   * The area's part of the demo company, run in list order in the demo seed's transaction after
   * the company and the modules before it; adds nothing when its tables already hold data.
   */
  demo?(tx: Tx, demo: DemoContext): Promise<unknown>
}

/** The modules of an app, put together and checked. */
export interface AssembledModules {
  modules: readonly ServerModule[]
  resources: readonly ResourceEntry[]
  lifecycles: Readonly<Record<string, LifecycleServer>>
  /** Every module's permission resources, in list order (what the app installs). */
  permissions: PermissionTable
  /** The work queues, in list order. */
  queues: readonly QueueDef[]
  narrowings: readonly QueueNarrowing[]
  jobs: readonly Job[]
  followers: readonly Follower[]
  reminders: readonly ReminderSource[]
  live: readonly LiveSource[]
}

/**
 * Puts the modules together in list order. Refused: a module named twice, a dependency missing or
 * listed later, a resource, lifecycle document, queue or job declared by two modules, a lifecycle
 * document without its resource, a permission resource declared twice or asked for by a resource
 * and declared by none, a machine state feeding a queue no module declares, a declared
 * queue no listed machine feeds, and a narrowing of a queue or document not listed.
 */
export function assembleModules(modules: readonly ServerModule[]): AssembledModules {
  const seen = new Set<string>()
  for (const m of modules) {
    if (seen.has(m.name)) throw new Error(`Module ${m.name} is listed twice`)
    for (const d of m.dependsOn ?? []) if (!seen.has(d)) throw new Error(`Module ${m.name} depends on ${d}, which is not listed before it`)
    seen.add(m.name)
  }
  const resources = declaredOnce(
    'Resource',
    modules.flatMap((m) => (m.resources ?? []).map((r): [string, string, ResourceEntry] => [cacheName(r.def), m.name, r])),
  )
  const lifecycleEntries = declaredOnce(
    'Lifecycle document',
    modules.flatMap((m) =>
      Object.entries(m.lifecycles ?? {}).map(([doc, s]): [string, string, [string, LifecycleServer]] => [doc, m.name, [doc, s]]),
    ),
  )
  const jobs = declaredOnce(
    'Job',
    modules.flatMap((m) => (m.jobs ?? []).map((j): [string, string, Job] => [j.name, m.name, j])),
  )
  const reminders = declaredOnce(
    'Reminder source',
    modules.flatMap((m) => (m.reminders ?? []).map((r): [string, string, ReminderSource] => [r.name, m.name, r])),
  )
  const queues = declaredOnce(
    'Queue',
    modules.flatMap((m) => (m.queues ?? []).map((q): [string, string, QueueDef] => [q.name, m.name, q])),
  )
  const permissions: PermissionTable = Object.fromEntries(
    declaredOnce(
      'Permission resource',
      modules.flatMap((m) =>
        Object.entries(m.permissions ?? {}).map(([key, actions]): [string, string, [string, readonly Action[]]] => [
          key,
          m.name,
          [key, actions],
        ]),
      ),
    ),
  )
  const unguarded = [...new Set(resources.map((r) => r.def.permission))].filter((p) => !permissions[p])
  if (unguarded.length) throw new Error(`Resources ask for permissions no module declares: ${unguarded.join(', ')}`)
  const names = new Set(resources.map((r) => r.def.name))
  const orphans = lifecycleEntries.filter(([doc]) => !names.has(doc)).map(([doc]) => doc)
  if (orphans.length) throw new Error(`Lifecycle documents without a resource: ${orphans.join(', ')}`)
  for (const [doc, spec] of lifecycleEntries) {
    if (spec.def.name !== doc) throw new Error(`Lifecycle document ${doc} carries the definition of ${spec.def.name}`)
    const silent = Object.keys(spec.lifecycle.machine.implementations.guards).filter((g) => !spec.reasons[g])
    if (silent.length) throw new Error(`Lifecycle document ${doc}: guards without a reason: ${silent.join(', ')}`)
  }
  const fed = queueSources(lifecycleEntries.map(([, spec]) => spec.lifecycle))
  const declared = new Set(queues.map((q) => q.name))
  for (const [queue, sources] of Object.entries(fed))
    if (!declared.has(queue))
      throw new Error(`${sources.map((s) => s.lifecycle.doc).join(', ')} feed the queue ${queue}, which no module declares`)
  for (const q of queues) if (!fed[q.name]) throw new Error(`No listed lifecycle feeds the queue ${q.name}`)
  const narrowings = modules.flatMap((m) => m.narrowings ?? [])
  for (const n of narrowings)
    if (!fed[n.queue]?.some((s) => s.lifecycle.doc === n.doc))
      throw new Error(`A narrowing names ${n.doc} in the queue ${n.queue}, which it does not feed`)
  const followers = modules.flatMap((m) => m.followers ?? [])
  const docs = Object.fromEntries(lifecycleEntries)
  for (const f of followers) {
    const spec = docs[f.doc]
    if (!spec?.lifecycle.events[f.event]) throw new Error(`A follower waits for ${f.doc}.${f.event}, which no listed lifecycle has`)
  }
  return {
    modules,
    permissions,
    followers,
    resources,
    lifecycles: Object.fromEntries(lifecycleEntries),
    queues,
    narrowings,
    jobs,
    reminders,
    live: declaredOnce(
      'Live topic',
      modules.flatMap((m) => (m.live ?? []).map((l): [string, string, LiveSource] => [l.topic, m.name, l])),
    ),
  }
}
