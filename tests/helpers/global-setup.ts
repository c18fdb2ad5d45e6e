import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../../src/kernel/server/db/client.ts'
import { seedDemo } from '../../src/server/db/seed/demo.ts'
import { adminQuery, databaseUrl, pgReachable, PG_ADMIN_URL, PG_TEMPLATE } from './test-db.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    dbSource: string
    dbAvailable: boolean
  }
}

type Template = { source: string; available: boolean; teardown?: () => unknown }

async function seedPglite(): Promise<Template> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cbc-pglite-'))
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'pg') })
  await seedDemo(database.db)
  const dumpFile = path.join(dir, 'seeded.tar')
  const client = (database.db as unknown as { $client: import('../../src/kernel/server/db/pglite-thread.ts').PGliteThread }).$client
  const dump = await client.dumpDataDir('none')
  fs.writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()))
  await database.close()
  return { source: dumpFile, available: true, teardown: () => fs.rmSync(dir, { recursive: true, force: true }) }
}

async function seedPostgres(): Promise<Template> {
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
  return { source: PG_TEMPLATE, available: true, teardown: () => adminQuery(`drop database if exists ${PG_TEMPLATE} with (force)`) }
}

/**
 * Each database's template, seeded once per run. The projects' setups run one after the other, so
 * the first one starts every template this run needs: the two seeds overlap on the two cores.
 */
const templates = new Map<'pglite' | 'postgres', Promise<Template>>()
const SEED = { pglite: seedPglite, postgres: seedPostgres }
const kindOf = (name: string): 'pglite' | 'postgres' => (name.endsWith('postgres') ? 'postgres' : 'pglite')

/** Migrates and seeds once per run; every test file then starts from a copy. */
export default async function setup(project: TestProject) {
  // The project's env reaches its workers, not this main-process hook: go by the project's name.
  const kind = kindOf(project.name)
  const wanted = new Set([kind, ...project.vitest.projects.filter((p) => p.name.startsWith('api-')).map((p) => kindOf(p.name))])
  for (const k of wanted) if (!templates.has(k)) templates.set(k, SEED[k]())
  const template = await templates.get(kind)!
  project.provide('dbSource', template.source)
  project.provide('dbAvailable', template.available)
  return template.teardown
}
