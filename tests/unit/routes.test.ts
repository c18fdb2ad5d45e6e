import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createMemoryHistory, createRouter, isRedirect } from '@tanstack/react-router'
import { routeTree } from '../../src/web/routeTree.gen.ts'
import { buildMenu, type RouteLike } from '../../src/kernel/web/shell/menu.ts'
import { ICONS } from '../../src/kernel/web/shell/icons.ts'
import { isPermissionKey } from '../../src/kernel/shared/permissions.ts'
import { moduleRoutes } from '../../src/web/module-routes.ts'
import { metaAt } from '../../src/kernel/web/shell/page-info.ts'

/**
 * The spec's route table (section 2), written out a second time on purpose: the route files
 * declare it, this test proves they agree. `child=name` where the spec names the route, else
 * the name is `<group>_<child>`; a leading `-` marks a child hidden from the menus.
 */
// Beyond the spec, the work queues' screens (issue 6) sit beside their module's lists; those of the
// refunds and settlements are reached from "My work" only. The login lock-outs (issue 14) and the audit trail (issue 39) sit in System.
// The export rebate rates (issue 36) sit beside the export goods they rate. The sales opportunities,
// their pipeline board and funnel (issue 37) sit beside the customers and follow-ups.
const TABLE: [group: string, children: string][] = [
  ['client', 'list=demand_trade about_to_lose follow=client_follow opportunity pipeline funnel'],
  ['chat', 'chat_list=chat_list history_list=history_list'],
  ['single', 'shop list orders catalog'],
  ['product', 'list shop order to_ship catalog brand publish site -menu -link'],
  [
    'exported',
    'product rebate order receipt logistics declare to_post awaiting_result arrival departure waybill refund -refunds_to_approve -refunds_to_pay callback settlement -settlements_to_approve -settlements_outstanding',
  ],
  ['service', 'list provider order catalog'],
  ['course', 'list lecturer orders catalog'],
  ['live', 'list shop orders catalog'],
  ['platform', 'list site -shop catalog'],
  ['user', 'agent department role user'],
  ['system', 'notice ad api menu -list setting help catalog sku attr -exceptions lockouts sms_outbox audit'],
  [
    'news',
    'info policy business news_catalog=news_catalog policy_catalog=policy_catalog business_catalog=business_catalog export warehouse',
  ],
  ['attract', 'client follow subjcet station contract'],
  // Short answers waiting for a scorer, reached from the papers list.
  ['paper', 'list question -to_score'],
  ['warehouse', 'list zone place cost equipment'],
  ['transfer', 'list addr channel product scheme cost'],
  ['entry', 'list receiving arrived'],
  ['delivery', 'list picking packing ship'],
  ['stock', 'list inventory flows ownership transfer valuation rules lots'],
  ['scm', 'list page contract order'],
  [
    'finance',
    'invoice income_list=income_list achieve_list=achieve_list achieve_list_chart=achieve_list_chart percentage_list=percentage_list',
  ],
  // The supervisor boards and a document's progress (issue 6) sit in the chart module, reached by links.
  ['chart', 'operation_chart=operation_chart achieve_chart=achieve_chart -board/$doc=chart_board -progress/$doc/$id=chart_progress'],
  ['app', 'list page catalog'],
  ['discount', 'project coupon'],
]
const HIDDEN_GROUPS = ['app', 'discount']
const DEFAULT_SEARCH: Record<string, Record<string, number>> = {
  '/single/shop': { Id: 121001 },
  '/system/notice': { type: 1 },
  '/finance/invoice': { Id: 111001 },
}

interface Leaf {
  group: string
  path: string
  name: string
  hidden: boolean
}
const LEAVES: Leaf[] = TABLE.flatMap(([group, children]) =>
  children.split(' ').map((spec) => {
    const hidden = spec.startsWith('-')
    const [child, name] = spec.replace(/^-/, '').split('=') as [string, string | undefined]
    return { group, path: `/${group}/${child}`, name: name ?? `${group}_${child}`, hidden }
  }),
)

/** The demo warehouse worker's keys (src/server/db/seed/demo.ts). */
const WAREHOUSE_WORKER = [
  'warehouse:view',
  'entry:view',
  'entry:update',
  'delivery:view',
  'delivery:update',
  'stock:view',
  'stock:create',
  'notice:view',
]
/** The demo salesperson's keys. */
const SALESPERSON = ['client:view', 'client:create', 'client:update', 'order:view', 'order:create', 'product:view', 'notice:view']

const router = createRouter({ routeTree, history: createMemoryHistory(), context: {} as never })
const routes = Object.values(router.routesById) as unknown as (RouteLike & {
  options: RouteLike['options'] & { validateSearch?: { parse: (input: unknown) => unknown }; beforeLoad?: unknown }
})[]
const byPath = new Map(routes.map((r) => [r.fullPath, r]))
const metaOf = (path: string) => byPath.get(path)?.options.staticData?.meta

describe('the route table', () => {
  it('has every path of the spec with its exact route name', () => {
    for (const leaf of LEAVES) {
      expect(byPath.has(leaf.path), leaf.path).toBe(true)
      expect(metaOf(leaf.path)?.name, leaf.path).toBe(leaf.name)
    }
    expect(metaOf('/home')?.name).toBe('home')
    expect(metaOf('/remaid_list')?.name).toBe('remaid_list')
    expect(metaOf('/my_work')?.name).toBe('my_work')
  })

  it('has no screen the spec does not list', () => {
    const withMeta = routes.filter((r) => r.options.staticData?.meta).map((r) => r.fullPath)
    expect(withMeta.sort()).toEqual([...LEAVES.map((l) => l.path), '/home', '/remaid_list', '/my_work', '/my_exams'].sort())
  })

  it('gives every route a unique name', () => {
    const names = routes.flatMap((r) => (r.options.staticData?.meta ? [r.options.staticData.meta.name] : []))
    expect(new Set(names).size).toBe(names.length)
  })

  it('makes each top-level path a menu group whose leaves carry a title, an icon and known access keys', () => {
    for (const [group] of TABLE) {
      const route = byPath.get(`/${group}`)
      expect(route?.options.staticData?.group?.key, group).toBe(group)
      expect(route?.options.staticData?.group?.title.message, group).toBeTruthy()
    }
    for (const leaf of LEAVES) {
      const route = byPath.get(leaf.path)!
      expect(route.parentRoute?.options.staticData?.group?.key, leaf.path).toBe(leaf.group)
      const meta = route.options.staticData!.meta!
      expect(meta.title.id && meta.title.message, leaf.path).toBeTruthy()
      expect(meta.icon && meta.icon in ICONS, leaf.path).toBe(true)
      expect(meta.access?.length, leaf.path).toBeGreaterThan(0)
      for (const key of meta.access!) expect(isPermissionKey(key), `${leaf.path}: ${key}`).toBe(true)
    }
  })

  it('hides from the menus exactly what the spec hides', () => {
    for (const leaf of LEAVES) expect(!!metaOf(leaf.path)?.hidden, leaf.path).toBe(leaf.hidden)
    expect(metaOf('/remaid_list')?.hidden).toBe(true)
    // "My work" opens from the header, beside Home, for every signed-in agent.
    expect(metaOf('/my_work')).toMatchObject({ hidden: true })
    expect(metaOf('/my_work')?.access).toBeUndefined()
    // "My exams" opens from the home card "Courses to study", for every signed-in agent.
    expect(metaOf('/my_exams')).toMatchObject({ hidden: true })
    expect(metaOf('/my_exams')?.access).toBeUndefined()
    expect(metaOf('/home')?.hidden).toBeFalsy()
    const hiddenGroups = routes.filter((r) => r.options.staticData?.group?.hidden).map((r) => r.options.staticData!.group!.key)
    expect(hiddenGroups.sort()).toEqual([...HIDDEN_GROUPS].sort())
  })

  const LIST_STATE = new Set(['page', 'size'])
  it('opens the screens with a default query on it, and falls back to it when the query is wrong', () => {
    for (const leaf of LEAVES) {
      const route = byPath.get(leaf.path)!
      const defaults = DEFAULT_SEARCH[leaf.path]
      expect(route.options.staticData?.meta?.search, leaf.path).toEqual(defaults)
      // A list screen's own state (page, size …) has defaults too; only the spec's query is compared.
      // A zod schema or a plain function (the routes that import no schema).
      const validate = route.options.validateSearch as
        ((v: unknown) => Record<string, unknown>) | { parse(v: unknown): Record<string, unknown> } | undefined
      const schema = validate && { parse: typeof validate === 'function' ? validate : (v: unknown) => validate.parse(v) }
      if (!defaults) {
        if (schema)
          for (const [k, v] of Object.entries(schema.parse({})))
            expect(v === undefined || LIST_STATE.has(k), `${leaf.path} ${k}`).toBe(true)
        continue
      }
      const [field, value] = Object.entries(defaults)[0]!
      const pick = (o: Record<string, unknown>) => ({ [field]: o[field] })
      expect(pick(schema!.parse({}))).toEqual(defaults)
      expect(pick(schema!.parse({ [field]: 'not-a-number' }))).toEqual(defaults)
      expect(pick(schema!.parse({ [field]: String(value + 1) }))).toEqual({ [field]: value + 1 })
    }
  })

  it('sends a bare group path to its first screen', () => {
    for (const [group, children] of TABLE) {
      const route = byPath.get(`/${group}`)!
      const beforeLoad = route.options.beforeLoad as (ctx: { matches: { routeId: string }[] }) => void
      const first = children.split(' ')[0]!.replace(/^-/, '').split('=')[0]
      let thrown: unknown
      try {
        beforeLoad({ matches: [{ routeId: '/_app' }, { routeId: route.id }] })
      } catch (err) {
        thrown = err
      }
      expect(isRedirect(thrown), group).toBe(true)
      expect((thrown as { options: { to: string } }).options.to).toBe(`/${group}/${first}`)
      // Under a screen of the group, it lets the navigation through.
      expect(() => beforeLoad({ matches: [{ routeId: route.id }, { routeId: `${route.id}/${first}` }] })).not.toThrow()
    }
  })
})

describe('the menu built from the route table', () => {
  it('shows every visible group in the spec order, without hidden groups or hidden screens', () => {
    const menu = buildMenu(routes, { access: ['*'] })
    expect(menu.map((g) => g.key)).toEqual(TABLE.map(([group]) => group).filter((g) => !HIDDEN_GROUPS.includes(g)))
    for (const group of menu) {
      const expected = LEAVES.filter((l) => l.group === group.key && !l.hidden)
      expect(
        group.items.map((i) => i.path),
        group.key,
      ).toEqual(expected.map((l) => l.path))
      expect(group.path).toBe(`/${group.key}`)
    }
    const items = menu.flatMap((g) => g.items)
    expect(items.find((i) => i.name === 'single_shop')?.search).toEqual({ Id: 121001 })
    expect(items.map((i) => i.name)).not.toContain('home')
    expect(items.map((i) => i.name)).not.toContain('remaid_list')
  })

  it('gives the warehouse worker exactly the warehouse, inbound, outbound and stock groups, all of them', () => {
    const menu = buildMenu(routes, { access: WAREHOUSE_WORKER })
    expect(menu.map((g) => g.key)).toEqual(['warehouse', 'entry', 'delivery', 'stock'])
    for (const group of menu) {
      expect(group.items.length).toBe(LEAVES.filter((l) => l.group === group.key && !l.hidden).length)
    }
  })

  it('gives the salesperson the customers and no warehouse screen', () => {
    const keys = buildMenu(routes, { access: SALESPERSON }).map((g) => g.key)
    expect(keys).toContain('client')
    expect(keys).not.toContain('warehouse')
    expect(metaOf('/client/list')?.access).toContain('client:view')
    expect(metaOf('/client/follow')?.access).toContain('client:view')
  })

  it('opens no screen for an agent without keys', () => {
    expect(buildMenu(routes, { access: [] })).toEqual([])
  })
})

describe('the route files', () => {
  // Both keep the first load small: a route's reference module (what is not split off) goes into
  // the entry, so it must not bring zod, and a component reading `Route.use…` makes that module a
  // chunk of its own on every first load (`useParams({ from })` does not).
  const files = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : e.name.endsWith('.tsx') ? [path.join(dir, e.name)] : []))
  const modules = path.join(import.meta.dirname, '../../src/modules')
  const routes = [
    ...files(path.join(import.meta.dirname, '../../src/web/routes')),
    ...fs
      .readdirSync(modules)
      .map((m) => path.join(modules, m, 'web/routes'))
      .filter((d) => fs.existsSync(d))
      .flatMap(files),
  ]

  it('import no zod and read their parameters without their Route object', () => {
    expect(routes.length).toBeGreaterThan(100)
    for (const f of routes) {
      const text = fs.readFileSync(f, 'utf8')
      expect(text, f).not.toMatch(/from 'zod'/)
      expect(text, f).not.toMatch(/\bRoute\.use[A-Z]/)
    }
  })

  it('validate their addresses with code that brings no zod, however deep it imports', () => {
    // validateSearch stays in the route's reference module (the first load): what it imports too.
    const valueImports = (file: string) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/^(?:import|export)\s+(?!type\b)[^'"]*?from\s+'([^']+)'/gm)].map((m) => m[1]!)
    const resolve = (from: string, spec: string) =>
      ['', '.ts', '.tsx'].map((x) => path.resolve(path.dirname(from), spec) + x).find((f) => fs.existsSync(f) && fs.statSync(f).isFile())
    let checked = 0
    for (const f of routes) {
      const text = fs.readFileSync(f, 'utf8')
      const name = /validateSearch:\s*([A-Za-z_$][\w$]*)\s*,/.exec(text)?.[1]
      const spec = name && new RegExp(`import\\s*\\{[^}]*\\b${name}\\b[^}]*\\}\\s*from\\s*'([^']+)'`).exec(text)?.[1]
      if (!spec) continue
      const seen = new Set<string>()
      const walk = (file: string) => {
        if (seen.has(file)) return
        seen.add(file)
        for (const s of valueImports(file)) {
          expect(s, `${path.relative(process.cwd(), f)} → ${path.relative(process.cwd(), file)}`).not.toMatch(
            /^(?:zod|@hono\/zod-openapi)$/,
          )
          const next = s.startsWith('.') ? resolve(file, s) : undefined
          if (next) walk(next)
        }
      }
      walk(resolve(f, spec)!)
      checked++
    }
    expect(checked).toBeGreaterThan(5)
  })

  it('each render a screen of its own: no placeholder is left, nor the placeholder page itself', () => {
    for (const f of routes) expect(fs.readFileSync(f, 'utf8'), f).not.toMatch(/Placeholder/)
    expect(fs.existsSync(path.join(import.meta.dirname, '../../src/kernel/web/shell/PlaceholderPage.tsx'))).toBe(false)
  })
})

describe('an area module’s screens', () => {
  const root = path.join(import.meta.dirname, '../..')
  const tree = fs.readFileSync(path.join(root, 'src/web/routeTree.gen.ts'), 'utf8')

  it('are the warehouse’s own files, mounted into the tree from its folder, none left in the app’s', () => {
    for (const group of ['warehouse', 'entry', 'delivery', 'stock']) {
      expect(fs.existsSync(path.join(root, 'src/web/routes/_app', group)), group).toBe(false)
      expect(tree).toContain(`from './../modules/warehouse/web/routes/_app/${group}/route'`)
      expect(byPath.get(`/${group}/list`)?.id, group).toBe(`/_app/(modules)/${group}/list`)
    }
    for (const station of [
      'receiving/$id',
      'putaway/$id',
      'picking/$id',
      'packing/$id',
      'stocktake/$id',
      'batch/pick',
      'transfer-pick/$id',
      'transfer-put/$id',
    ])
      expect(byPath.get(`/station/${station}`)?.id, station).toBe(`/station/(modules)/${station}`)
    expect(byPath.get('/print/places')?.id).toBe('/print/(modules)/places')
    // A screen is found by its address wherever it is mounted (the queue panels and documents name theirs so).
    expect(metaAt(router as never, '/delivery/list')?.name).toBe('delivery_list')
    expect(metaAt(router as never, '/client/list')?.name).toBe('demand_trade')
  })

  it('are found for any module folder that has them, for each layout', () => {
    const modules = fs.mkdtempSync(path.join(os.tmpdir(), 'modules-'))
    try {
      fs.mkdirSync(path.join(modules, 'crates/web/routes/_app/crate'), { recursive: true })
      fs.mkdirSync(path.join(modules, 'crates/web/routes/station'), { recursive: true })
      fs.mkdirSync(path.join(modules, 'ledger/server'), { recursive: true })
      const at = path.join(root, 'src/web/routes/_app/(modules)')
      expect(moduleRoutes('_app', at, modules)).toEqual([
        { type: 'physical', pathPrefix: '', directory: path.relative(at, path.join(modules, 'crates/web/routes/_app')) },
      ])
      expect(moduleRoutes('print', at, modules)).toEqual([])
      expect(moduleRoutes('station', at, modules)).toHaveLength(1)
    } finally {
      fs.rmSync(modules, { recursive: true, force: true })
    }
  })
})
