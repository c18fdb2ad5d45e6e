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

/** Migrates and seeds once per run; every test file then starts from a copy. */
export default async function setup(project: TestProject) {
  // The project's env reaches its workers, not this main-process hook: go by the project's name.
  const kind = project.name.endsWith('postgres') ? 'postgres' : 'pglite'
  if (kind === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cbc-pglite-'))
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'pg') })
    await seedDemo(database.db)
    const dumpFile = path.join(dir, 'seeded.tar')
    const client = (database.db as unknown as { $client: import('../../src/kernel/server/db/pglite-thread.ts').PGliteThread }).$client
    const dump = await client.dumpDataDir('none')
    fs.writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()))
    await database.close()
    project.provide('dbSource', dumpFile)
    project.provide('dbAvailable', true)
    return () => fs.rmSync(dir, { recursive: true, force: true })
  }

  if (!(await pgReachable())) {
    const banner = `\n${'!'.repeat(78)}\n  PostgreSQL is not reachable at ${PG_ADMIN_URL}: the api-postgres tests are SKIPPED.\n  Start it (pg_ctlcluster 15 main start) or set TEST_DATABASE_URL.\n${'!'.repeat(78)}\n`
    if (process.env.CI) throw new Error(banner) // CI must prove both databases
    console.warn(banner)
    project.provide('dbSource', '')
    project.provide('dbAvailable', false)
    return
  }
  await adminQuery(`drop database if exists ${PG_TEMPLATE} with (force)`)
  await adminQuery(`create database ${PG_TEMPLATE}`)
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(PG_TEMPLATE), poolSize: 2 })
  await seedDemo(database.db)
  await database.close()
  project.provide('dbSource', PG_TEMPLATE)
  project.provide('dbAvailable', true)
  return async () => {
    await adminQuery(`drop database if exists ${PG_TEMPLATE} with (force)`)
  }
}
