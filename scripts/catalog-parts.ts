import fs from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { getConfig } from '@lingui/conf'
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api'

/**
 * The client's catalog in two parts, so the first load carries only the words it shows: `core`,
 * the messages of the modules the login page and the shell (with its home page) are built from,
 * and `screens`, every other screen's (resource definitions, lifecycles, features), which the
 * router loads before the first such screen opens (src/kernel/web/lib/i18n.ts, routes/__root.tsx).
 *
 * Which modules those are is read from the code, not listed by hand: every module reached by
 * imports (static or dynamic) from the entry and the first routes; the route tree stops the walk,
 * and of the other route files only the file itself counts (its title in the menu), since its
 * screen is split off and arrives later. The areas' parts for the screens (src/web/app-parts.tsx)
 * stop it too: only screens show them.
 */
export const VIRTUAL_PREFIX = 'virtual:catalog/'
const RESOLVED_PREFIX = '\0catalog:'
export type CatalogPart = 'core' | 'screens'

const ROOT = path.resolve(import.meta.dirname, '..')
const ROUTES = 'src/web/routes'
/** What the first paint of /login and /home is made of besides the route tree's reference files. */
export const FIRST_LOAD_ROOTS = [
  'src/web/main.tsx',
  `${ROUTES}/__root.tsx`,
  `${ROUTES}/login.tsx`,
  `${ROUTES}/_app.tsx`,
  `${ROUTES}/_app/home.tsx`,
  `${ROUTES}/index.tsx`,
]

/** The areas' parts the generic screens are handed: loaded with the first page, worded with the screens. */
const SCREEN_PARTS = 'src/web/app-parts.tsx'

const IMPORT = /(?:^|[\s;])(?:import|export)\s+(?!type\b)(?:[^'"`;]*?\sfrom\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g

function resolveImport(from: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined
  const base = path.resolve(path.dirname(path.join(ROOT, from)), spec.split('?')[0]!)
  for (const file of [base, `${base}.ts`, `${base}.tsx`])
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return path.relative(ROOT, file).split(path.sep).join('/')
  return undefined
}

/** The app's route folder and each area module's (src/modules/<area>/web/routes, mounted into the tree). */
function routeDirs(): string[] {
  const modules = fs.readdirSync(path.join(ROOT, 'src/modules'), { withFileTypes: true }).filter((d) => d.isDirectory())
  return [ROUTES, ...modules.map((d) => `src/modules/${d.name}/web/routes`).filter((d) => fs.existsSync(path.join(ROOT, d)))]
}
const isRouteFile = (file: string) => routeDirs().some((dir) => file.startsWith(`${dir}/`))

function routeFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? routeFiles(`${dir}/${e.name}`) : /\.tsx?$/.test(e.name) ? [`${dir}/${e.name}`] : []))
}

/** The source files whose messages the first load needs (paths from the project root). */
export function firstLoadSources(): Set<string> {
  const seen = new Set<string>()
  const walk = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    if (file.endsWith('.gen.ts') || file === SCREEN_PARTS) return
    if (isRouteFile(file) && !FIRST_LOAD_ROOTS.includes(file)) return
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8')
    for (const m of text.matchAll(IMPORT)) {
      const target = resolveImport(file, m[1] ?? m[2]!)
      if (target && /\.(?:ts|tsx)$/.test(target)) walk(target)
    }
  }
  FIRST_LOAD_ROOTS.forEach(walk)
  routeDirs()
    .flatMap((dir) => routeFiles(dir))
    .forEach(walk)
  return seen
}

/** The message ids of each part, from the catalog's origins (the source locale's file has them all). */
export async function catalogPartIds(): Promise<Record<CatalogPart, Set<string>>> {
  const config = getConfig({ cwd: ROOT })
  const [catalog] = await getCatalogs(config)
  const entries = (await catalog!.read(config.sourceLocale!)) ?? {}
  const first = firstLoadSources()
  const parts = { core: new Set<string>(), screens: new Set<string>() }
  for (const [id, entry] of Object.entries(entries)) {
    if (entry.obsolete) continue
    const origins = (entry.origin ?? []).map(([file]) => file)
    parts[origins.some((f) => first.has(f)) ? 'core' : 'screens'].add(id)
  }
  return parts
}

/** `virtual:catalog/<locale>/<part>`: that part of the locale's catalog, compiled as @lingui/vite-plugin compiles a whole one. */
export function catalogParts(): Plugin {
  const config = getConfig({ cwd: ROOT })
  let ids: Promise<Record<CatalogPart, Set<string>>> | undefined
  return {
    name: 'catalog-parts',
    resolveId(id) {
      return id.startsWith(VIRTUAL_PREFIX) ? RESOLVED_PREFIX + id.slice(VIRTUAL_PREFIX.length) : undefined
    },
    // A source file changed in the dev server: which module reaches which may have changed too.
    watchChange() {
      ids = undefined
    },
    async load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined
      const [locale, part] = id.slice(RESOLVED_PREFIX.length).split('/') as [string, CatalogPart]
      if (!config.locales.includes(locale) || (part !== 'core' && part !== 'screens'))
        throw new Error(`catalog-parts: no catalog ${id.slice(RESOLVED_PREFIX.length)}`)
      const [catalog] = await getCatalogs(config)
      this.addWatchFile(path.join(ROOT, `src/shared/locales/${locale}/messages.po`))
      this.addWatchFile(path.join(ROOT, `src/shared/locales/${config.sourceLocale}/messages.po`))
      const wanted = (await (ids ??= catalogPartIds()))[part]
      const { messages } = await catalog!.getTranslations(locale, {
        fallbackLocales: config.fallbackLocales!,
        sourceLocale: config.sourceLocale!,
      })
      const picked = Object.fromEntries(Object.entries(messages).filter(([key]) => wanted.has(key)))
      const { source, errors } = createCompiledCatalog(locale, picked, { namespace: 'es', pseudoLocale: config.pseudoLocale })
      if (errors.length) this.warn(`catalog-parts: ${errors.length} messages of ${locale} do not compile`)
      return { code: source, moduleType: 'js' }
    },
  }
}
