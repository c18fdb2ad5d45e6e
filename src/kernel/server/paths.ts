import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The project's root: the nearest folder above this module holding the product's package.json.
 * The server runs from its sources (src/server/…) or from its bundle (dist/server/main.mjs), so
 * files it reads at run time are found from here, never relative to the module that reads them.
 */
function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json')
    const pkg: unknown = fs.existsSync(manifest) ? JSON.parse(fs.readFileSync(manifest, 'utf8')) : undefined
    if (typeof pkg === 'object' && pkg !== null && 'name' in pkg && pkg.name === 'cross-border-console') return dir
    if (path.dirname(dir) === dir) throw new Error(`no project root above ${from}`)
  }
}

export const ROOT = findRoot(path.dirname(fileURLToPath(import.meta.url)))
/** The migrations drizzle-kit writes; applied at every start. */
export const MIGRATIONS_DIR = path.join(ROOT, 'src/server/db/migrations')
/** The translation catalogs, one folder per locale. */
export const LOCALES_DIR = path.join(ROOT, 'src/shared/locales')
