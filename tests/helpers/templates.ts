import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openDatabase } from '../../src/kernel/server/db/client.ts'
import type { PGliteThread } from '../../src/kernel/server/db/pglite-thread.ts'
import { seedDemo } from '../../src/server/db/seed/demo.ts'
import { adminQuery, databaseUrl, pgReachable, PG_ADMIN_URL, PG_TEMPLATE } from './test-db.ts'

/**
 * The seeded demo database every API test file starts from, once per run and database: a PGlite
 * dump file, or a PostgreSQL template database. `npm test` seeds them while the static checks run
 * (tests/helpers/prepare-templates.ts); a bare `vitest` run seeds them in its global setup.
 */
export type DbKind = 'pglite' | 'postgres'
export type Template = { source: string; available: boolean }

export async function seedPglite(): Promise<Template> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cbc-pglite-'))
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'pg') })
  await seedDemo(database.db)
  const dumpFile = path.join(dir, 'seeded.tar')
  const dump = await (database.db as unknown as { $client: PGliteThread }).$client.dumpDataDir('none')
  fs.writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()))
  await database.close()
  fs.rmSync(path.join(dir, 'pg'), { recursive: true, force: true })
  return { source: dumpFile, available: true }
}

export async function seedPostgres(): Promise<Template> {
  if (!(await pgReachable())) {
    const banner = `\n${'!'.repeat(78)}\n  PostgreSQL is not reachable at ${PG_ADMIN_URL}: the api-postgres tests are SKIPPED.\n  Start it (pg_ctlcluster 15 main start) or set TEST_DATABASE_URL.\n${'!'.repeat(78)}\n`
    if (process.env.CI) throw new Error(banner) // CI must prove both databases
    console.warn(banner)
    return { source: '', available: false }
  }
  await adminQuery(`drop database if exists ${PG_TEMPLATE} with (force)`)
  await adminQuery(`create database ${PG_TEMPLATE}`)
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(PG_TEMPLATE), poolSize: 2 })
  await seedDemo(database.db)
  await database.close()
  return { source: PG_TEMPLATE, available: true }
}

export const SEED: Record<DbKind, () => Promise<Template>> = { pglite: seedPglite, postgres: seedPostgres }

/** Removes a template once the run is over. */
export async function dropTemplate(kind: DbKind, t: Template) {
  if (!t.available) return
  if (kind === 'pglite') fs.rmSync(path.dirname(t.source), { recursive: true, force: true })
  else await adminQuery(`drop database if exists ${t.source} with (force)`)
}

/** Where `npm test` writes the templates it prepared (TEST_TEMPLATES), read by the global setup. */
export function preparedTemplates(): Partial<Record<DbKind, Template>> | undefined {
  const file = process.env.TEST_TEMPLATES
  if (!file || !fs.existsSync(file)) return undefined
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Record<DbKind, Template>>
}
