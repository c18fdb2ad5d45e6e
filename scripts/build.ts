/**
 * `npm run build`: the client (Vite, into dist/client/, the only folder served) and the server (one ES module, dist/server/main.mjs,
 * with its packages left to node_modules). `--if-stale` builds only what is older than its sources,
 * as `npm start` asks before it runs the server. The server runs from its bundle because Node then
 * loads one file instead of transpiling a few hundred at every start.
 */
import fs from 'node:fs'
import path from 'node:path'
import { spawnSync } from 'node:child_process'
import { build } from 'rolldown'
import { ROOT } from '../src/kernel/server/paths.ts'

export const SERVER_BUNDLE = path.join(ROOT, 'dist/server/main.mjs')

const CLIENT_SOURCES = [
  'src/web',
  'src/shared',
  'src/kernel/shared',
  'src/kernel/web',
  'src/modules',
  'machines',
  'index.html',
  'vite.config.ts',
  'lingui.config.ts',
  'package-lock.json',
]
const SERVER_SOURCES = ['src/server', 'src/shared', 'src/kernel', 'src/modules', 'machines', 'scripts/build.ts', 'package-lock.json']

/** The newest modification time under the given paths (files, or folders walked whole). */
export function newest(paths: readonly string[]): number {
  let max = 0
  for (const p of paths) {
    const full = path.join(ROOT, p)
    if (!fs.existsSync(full)) continue
    const st = fs.statSync(full)
    max = Math.max(max, st.mtimeMs)
    if (!st.isDirectory()) continue
    for (const entry of fs.readdirSync(full, { withFileTypes: true, recursive: true })) {
      if (entry.isFile()) max = Math.max(max, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs)
    }
  }
  return max
}

const builtAt = (file: string) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0)

/** Whether the client build in `outDir` (marked by `marker`, a file the build writes last) is older than its sources. */
export const CLIENT_DIR = path.join(ROOT, 'dist/client')
export const clientStale = (outDir = CLIENT_DIR, marker = 'index.html') => builtAt(path.join(outDir, marker)) < newest(CLIENT_SOURCES)
export const serverStale = () => builtAt(SERVER_BUNDLE) < newest(SERVER_SOURCES)

/** Builds the client with Vite; `manifest` adds .vite/manifest.json (the bench reads sizes from it). */
export function buildClient(opts: { outDir?: string; manifest?: boolean } = {}) {
  const args = [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn']
  if (opts.outDir) args.push('--outDir', opts.outDir, '--emptyOutDir')
  if (opts.manifest) args.push('--manifest')
  const res = spawnSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit' })
  if (res.status !== 0) throw new Error('the client build failed')
}

/**
 * Bundles src/server/main.ts into dist/server/main.mjs (with its source map, for readable stacks).
 * Written beside and renamed into place, so a process starting meanwhile never reads half a file.
 */
export async function buildServer() {
  const isPackage = (id: string) => !id.startsWith('.') && !path.isAbsolute(id) && !id.startsWith('\0')
  fs.mkdirSync(path.dirname(SERVER_BUNDLE), { recursive: true })
  const scratch = fs.mkdtempSync(path.join(path.dirname(SERVER_BUNDLE), '.build-'))
  try {
    await build({
      input: path.join(ROOT, 'src/server/main.ts'),
      platform: 'node',
      external: isPackage,
      logLevel: 'warn',
      output: { file: path.join(scratch, 'main.mjs'), format: 'esm', sourcemap: true },
    })
    fs.renameSync(path.join(scratch, 'main.mjs.map'), `${SERVER_BUNDLE}.map`)
    fs.renameSync(path.join(scratch, 'main.mjs'), SERVER_BUNDLE)
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true })
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const ifStale = process.argv.includes('--if-stale')
  if (!ifStale || clientStale()) {
    console.log(fs.existsSync(path.join(CLIENT_DIR, 'index.html')) ? 'Building the client…' : 'Building the client (first start)…')
    buildClient()
  }
  if (!ifStale || serverStale()) {
    console.log('Building the server…')
    await buildServer()
  }
}
