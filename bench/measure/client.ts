import fs from 'node:fs'
import path from 'node:path'
import { spawnSync } from 'node:child_process'
import { gzipSync } from 'node:zlib'
import { DEFAULT_LOCALE } from '../../src/kernel/shared/locales.ts'
import { buildClient as buildProductClient, clientStale } from '../../scripts/build.ts'
import { ROOT } from './process.ts'

/** Where the bench builds the client (with a Vite manifest; the product's own dist/ is left alone). */
export const BENCH_DIST = path.join(ROOT, 'bench/results/client')

/** Builds the client unless the bench's build is newer than every source (as `npm start` decides). */
export function buildClient(): { dir: string; built: boolean; seconds: number } {
  if (!clientStale(BENCH_DIST, '.vite/manifest.json')) return { dir: BENCH_DIST, built: false, seconds: 0 }
  const started = performance.now()
  buildProductClient({ outDir: BENCH_DIST, manifest: true })
  return { dir: BENCH_DIST, built: true, seconds: Math.round((performance.now() - started) / 100) / 10 }
}

interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  css?: string[]
}

export interface ClientSizes {
  /** gzip bytes of the JS and CSS loaded before /login shows: entry, its static imports, the language catalog, the login route. */
  login: number
  /** The same for the signed-in shell on /home: the _app layout and the home route. */
  shell: number
  /** The route that costs most to open from the shell: gzip bytes of its chunks not already loaded with the shell. */
  largestRoute: { bytes: number; src: string }
  files: number
}

/**
 * Sizes from the Vite manifest: a page's first load is the entry chunk with everything it imports
 * statically (what index.html preloads), the catalog of the default language (main.tsx awaits it
 * before the first render) and the split route components of that page with their static imports.
 */
export function clientSizes(dir: string): ClientSizes {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>
  const gz = new Map<string, number>()
  const size = (file: string) => {
    if (!gz.has(file)) gz.set(file, gzipSync(fs.readFileSync(path.join(dir, file))).length)
    return gz.get(file)!
  }
  const closure = (keys: string[], files = new Set<string>()) => {
    const seen = new Set<string>()
    const visit = (k: string) => {
      if (seen.has(k)) return
      seen.add(k)
      const c = manifest[k]
      if (!c) throw new Error(`client: the manifest has no ${k}`)
      files.add(c.file)
      for (const css of c.css ?? []) files.add(css)
      for (const i of c.imports ?? []) visit(i)
    }
    keys.forEach(visit)
    return files
  }
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)
  if (!entry) throw new Error('client: no entry in the manifest')
  // The app's route files and the area modules' (mounted into the tree from src/modules/<area>/web/routes).
  const ROUTE_FILE = /^src\/(?:web|modules\/[^/]+\/web)\/routes\//
  const route = (file: string) =>
    Object.keys(manifest).filter((k) => k.startsWith(`src/web/routes/${file}?tsr-split=`) && /component/.test(k))
  // The default language's first-load part of the catalog (scripts/catalog-parts.ts).
  const catalog = Object.keys(manifest).filter((k) => k === `catalog:${DEFAULT_LOCALE}/core`)
  if (!catalog.length) throw new Error(`client: the manifest has no catalog:${DEFAULT_LOCALE}/core`)
  const sum = (files: Iterable<string>) => [...files].reduce((s, f) => s + size(f), 0)
  const login = route('login.tsx')
  const shell = [...route('_app.tsx'), ...route('_app/home.tsx')]
  if (!login.length || !shell.length) throw new Error('client: the login or shell route chunks are not in the manifest')
  const shellFiles = closure([entry, ...catalog, ...shell])
  let largestRoute = { bytes: 0, src: '' }
  for (const k of Object.keys(manifest)) {
    if (!ROUTE_FILE.test(k)) continue
    const bytes = sum([...closure([k])].filter((f) => !shellFiles.has(f)))
    if (bytes > largestRoute.bytes) largestRoute = { bytes, src: k.replace(/\?.*$/, '') }
  }
  return { login: sum(closure([entry, ...catalog, ...login])), shell: sum(shellFiles), largestRoute, files: Object.keys(manifest).length }
}

/** The Lighthouse binary, when one is installed (the bench never installs it). */
export function lighthouseBinary(): string | undefined {
  const local = path.join(ROOT, 'node_modules/.bin/lighthouse')
  if (fs.existsSync(local)) return local
  const found = spawnSync('sh', ['-c', 'command -v lighthouse'], { encoding: 'utf8' })
  return found.status === 0 ? found.stdout.trim() : undefined
}

/** Lighthouse's performance score (0–100) of one page, in Debian's Chromium: desktop, or its default mobile profile (a mid-range phone on slow 4G). */
export function lighthouseScore(bin: string, url: string, form: 'desktop' | 'mobile', extraHeaders?: Record<string, string>): number {
  const flags =
    '--headless --no-sandbox --disable-gpu --disable-quic --disable-background-networking --disable-component-update --disable-sync --no-first-run'
  const args = [
    url,
    ...(form === 'desktop' ? ['--preset=desktop'] : []),
    '--only-categories=performance',
    '--output=json',
    '--quiet',
    `--chrome-flags=${flags}`,
  ]
  if (extraHeaders) args.push(`--extra-headers=${JSON.stringify(extraHeaders)}`)
  const res = spawnSync(bin, args, {
    encoding: 'utf8',
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    maxBuffer: 64 * 1024 * 1024,
  })
  if (res.status !== 0) throw new Error(`lighthouse ${url} failed: ${res.stderr.trim().split('\n').pop()}`)
  const report = JSON.parse(res.stdout) as { categories: { performance: { score: number | null } } }
  return Math.round((report.categories.performance.score ?? 0) * 100)
}
