import { describe, expect, it } from 'vitest'
import { createApp, withRegistry } from '../../src/server/app.ts'
import { readConfig } from '../../src/kernel/server/config.ts'
import type { Deps } from '../../src/kernel/server/env.ts'
import type { Job, LifecycleServer } from '../../src/kernel/server/contracts.ts'
import { createLogger } from '../../src/kernel/server/lib/logger.ts'
import { assembleModules, resource, type ServerModule } from '../../src/kernel/server/module.ts'
import { APP_JOBS, APP_MODULES, LIFECYCLE_SERVERS, RESOURCES, SERVER_MODULES } from '../../src/server/modules/index.ts'
import { registryOf } from '../../src/kernel/server/registry.ts'
import { JOB_DESCRIPTIONS, JOB_TITLES } from '../../src/shared/lifecycle/jobs.ts'
import { noticeResource } from '../../src/shared/resources/notice.ts'
import { Notice } from '../../src/server/db/schema/index.ts'
import { Delivery } from '../../src/modules/warehouse/server/schema.ts'
import { boxLifecycle, boxQueue, boxResource } from '../fixtures/box-area.ts'
import { lifecycleHooks } from '../../src/kernel/server/lifecycle/engine.ts'
import {
  allPermissions,
  installPermissions,
  isPermissionKey,
  permissionTable,
  type PermissionResource,
} from '../../src/kernel/shared/permissions.ts'
import { WAREHOUSE_PERMISSIONS } from '../../src/modules/warehouse/shared/permissions.ts'

// The made-up area's own permission resource. A real area also declares it to the compiler
// (src/modules/warehouse/shared/permissions.ts); a test's declaration would reach the product's
// types, so here the key is only told to be one.
const CRATE_PERMISSIONS = { crate: ['view', 'create', 'update', 'delete'] } as const
const CRATE = 'crate' as PermissionResource

// Nothing here touches a database: the registry and the route table are built, not used.
const deps = (): Deps => ({ db: {} as Deps['db'], dbKind: 'pglite', config: readConfig({}), log: createLogger('silent') })
const routesOf = (app: ReturnType<typeof createApp>) =>
  app.openAPIRegistry.definitions.flatMap((d) => (d.type === 'route' ? [`${d.route.method.toUpperCase()} ${d.route.path}`] : []))
/** The app's list without one area and every area that depends on it, directly or not. */
function without(name: string): ServerModule[] {
  const gone = new Set([name])
  return SERVER_MODULES.filter((m) => {
    if (gone.has(m.name) || (m.dependsOn ?? []).some((d) => gone.has(d))) {
      gone.add(m.name)
      return false
    }
    return true
  })
}

// A made-up area, as a newcomer would add one: its permission keys, a resource (over the notices' table, to need no
// migration here), a lifecycle document (over the deliveries' table) whose machine feeds a queue
// the area declares, a route of its own, a job and a queue narrowing.
const crateResource = { ...noticeResource, name: 'Crate', permission: CRATE }
const crateJob: Job = { name: 'crate-count', defaultMinutes: 5, run: async () => ({ moved: 0 }) }
const boxServer: LifecycleServer = { lifecycle: boxLifecycle, table: Delivery, def: boxResource, reasons: {} }
const crates: ServerModule = {
  name: 'crates',
  dependsOn: ['warehouse'],
  permissions: CRATE_PERMISSIONS,
  resources: [resource(crateResource, Notice), resource(boxResource, Delivery, lifecycleHooks(boxServer))],
  lifecycles: { Box: boxServer },
  queues: [boxQueue],
  jobs: [crateJob],
  narrowings: [{ queue: 'boxes-to-count', doc: 'Box', narrow: async () => undefined }],
  routes(app) {
    app.get('/Api/Crate/Hello', (c) => c.text('hello'))
  },
}

describe('the app is assembled from its modules', () => {
  it('the resources, lifecycle servers and jobs the app serves are exactly the modules’ declarations', () => {
    expect(RESOURCES).toEqual(SERVER_MODULES.flatMap((m) => m.resources ?? []))
    expect(Object.keys(LIFECYCLE_SERVERS).sort()).toEqual(SERVER_MODULES.flatMap((m) => Object.keys(m.lifecycles ?? {})).sort())
    expect(APP_JOBS.map((j) => j.name)).toEqual([...SERVER_MODULES.flatMap((m) => (m.jobs ?? []).map((j) => j.name)), 'claim-expiry'])
    // The job screen names each job the app runs, and no other.
    expect(Object.keys(JOB_TITLES).sort()).toEqual(APP_JOBS.map((j) => j.name).sort())
    expect(Object.keys(JOB_DESCRIPTIONS).sort()).toEqual(APP_JOBS.map((j) => j.name).sort())
  })

  it('what follows another area’s document comes from the list: the supply chain completes its orders when a delivery ships', () => {
    expect([...registryOf(withRegistry(deps())).followers.keys()]).toContain('Delivery.ship')
    expect([...registryOf(withRegistry(deps(), assembleModules(without('scm')))).followers.keys()]).not.toContain('Delivery.ship')
  })

  it('the registry’s documents, queues, narrowings and jobs come from the list: an area left out leaves nothing behind', () => {
    const full = registryOf(withRegistry(deps()))
    expect([...full.docs.keys()]).toContain('Declare')
    expect([...full.queues.keys()]).toEqual(SERVER_MODULES.flatMap((m) => (m.queues ?? []).map((q) => q.name)))
    expect(full.queues.get('picking')?.sources.map((s) => s.lifecycle.doc)).toEqual(['Delivery', 'StockTransfer'])
    expect([...full.narrowings.keys()]).toEqual(SERVER_MODULES.flatMap((m) => (m.narrowings ?? []).map((n) => `${n.queue}/${n.doc}`)))
    expect(full.jobs.map((j) => j.name)).toEqual(APP_JOBS.map((j) => j.name))

    const registry = registryOf(withRegistry(deps(), assembleModules(without('customs'))))
    for (const doc of ['Declare', 'Refund', 'Settlement', 'DeclareWaybill']) expect(registry.docs.has(doc), doc).toBe(false)
    expect(registry.docs.has('Delivery')).toBe(true)
    for (const q of ['to-post', 'awaiting-result', 'refunds-to-approve', 'settlements-outstanding'])
      expect(registry.queues.has(q), q).toBe(false)
    expect(registry.queues.has('picking')).toBe(true)
    expect(registry.jobs.map((j) => j.name)).not.toContain('declare-poll')
    expect(registry.jobs.map((j) => j.name)).toContain('claim-expiry')
  })

  it('the routes come from the list: the CRUD routes of an area left out are gone, the kernel’s stay', () => {
    const all = routesOf(createApp(deps()))
    const noCustoms = routesOf(createApp(deps(), assembleModules(without('customs'))))
    expect(all).toContain('POST /Api/Declare/Post')
    expect(noCustoms).not.toContain('POST /Api/Declare/Post')
    expect(noCustoms).not.toContain('GET /Api/Refund/Index')
    for (const kernel of ['GET /Api/Health', 'GET /Api/Queue/Index', 'GET /Api/Job/Index', 'GET /Api/Board/Index'])
      expect(noCustoms).toContain(kernel)
  }, 30_000) // two whole apps are built: seconds on a loaded machine

  it('a new area is one module added to the list: its resources, lifecycle, queue, routes, job and narrowing appear', async () => {
    const modules = assembleModules([...SERVER_MODULES, crates])
    const d = withRegistry(deps(), modules)
    expect(registryOf(d).jobs.map((j) => j.name)).toContain('crate-count')
    expect(registryOf(d).narrowings.has('boxes-to-count/Box')).toBe(true)
    expect(registryOf(d).docs.has('Box')).toBe(true)
    expect(registryOf(d).queues.get('boxes-to-count')).toEqual({
      def: boxQueue,
      sources: [{ lifecycle: boxLifecycle, states: ['Counting'] }],
    })
    expect(modules.permissions.crate).toEqual(['view', 'create', 'update', 'delete'])
    const app = createApp(d, modules)
    // The app built from the list knows the area's keys (the role matrix, the guards, `*`).
    expect(isPermissionKey('crate:delete')).toBe(true)
    expect(allPermissions()).toContain('crate:view')
    const routes = routesOf(app)
    for (const r of ['GET /Api/Crate/Index', 'POST /Api/Crate/Post', 'POST /Api/Crate/Delete', 'POST /Api/Box/Transition'])
      expect(routes).toContain(r)
    // The queue routes take the new queue by name (an unknown one is refused before any session check).
    const summary = app.openAPIRegistry.definitions.find((x) => x.type === 'route' && x.route.path === '/Api/Queue/Summary')
    expect(JSON.stringify(summary)).toContain('boxes-to-count')
    expect(await (await app.request('/Api/Crate/Hello')).text()).toBe('hello')
    installPermissions(APP_MODULES.permissions)
    expect(permissionTable().crate).toBeUndefined()
  })

  it('refuses a list that does not hold together', () => {
    const [system] = SERVER_MODULES
    expect(() => assembleModules([system!, system!])).toThrow('Module system is listed twice')
    expect(() => assembleModules([crates])).toThrow('Module crates depends on warehouse, which is not listed before it')
    const twice = { name: 'again', resources: APP_MODULES.resources.filter((r) => r.def.name === 'Notice') }
    expect(() => assembleModules([...SERVER_MODULES, twice])).toThrow('Resource Notice is declared by system and again')
    const orphan = { name: 'orphan', lifecycles: { Crate: LIFECYCLE_SERVERS.Delivery as LifecycleServer } }
    expect(() => assembleModules([orphan])).toThrow('Lifecycle documents without a resource: Crate')
    const delivery = LIFECYCLE_SERVERS.Delivery as LifecycleServer
    const deliveries = APP_MODULES.resources.filter((r) => r.def.name === 'Delivery')
    const mute = {
      name: 'mute',
      permissions: WAREHOUSE_PERMISSIONS,
      resources: deliveries,
      lifecycles: { Delivery: { ...delivery, reasons: {} } },
    }
    expect(() => assembleModules([mute])).toThrow(/Lifecycle document Delivery: guards without a reason: \w+/)
    const { queues: _declared, ...undeclared } = crates
    expect(() => assembleModules([...SERVER_MODULES, undeclared])).toThrow('Box feed the queue boxes-to-count, which no module declares')
    const idle = { name: 'idle', queues: [{ ...boxQueue, name: 'idle' }] }
    expect(() => assembleModules([...SERVER_MODULES, idle])).toThrow('No listed lifecycle feeds the queue idle')
    const stray = { name: 'stray', narrowings: [{ queue: 'picking', doc: 'Entry', narrow: async () => undefined }] }
    expect(() => assembleModules([...SERVER_MODULES, stray])).toThrow(
      'A narrowing names Entry in the queue picking, which it does not feed',
    )
    const again = { name: 'again', queues: [{ ...boxQueue, name: 'picking' }] }
    expect(() => assembleModules([...SERVER_MODULES, again])).toThrow('Queue picking is declared by warehouse and again')
    const keyless = { name: 'keyless', dependsOn: ['warehouse'], resources: crates.resources }
    expect(() => assembleModules([...SERVER_MODULES, keyless])).toThrow('Resources ask for permissions no module declares: crate')
    const keysTwice = { name: 'keys', permissions: { stock: ['view'] as const } }
    expect(() => assembleModules([...SERVER_MODULES, keysTwice])).toThrow('Permission resource stock is declared by warehouse and keys')
    const lost = { name: 'lost', followers: [{ doc: 'Delivery', event: 'teleport', run: async () => {} }] }
    expect(() => assembleModules([...SERVER_MODULES, lost])).toThrow(
      'A follower waits for Delivery.teleport, which no listed lifecycle has',
    )
  })
})
