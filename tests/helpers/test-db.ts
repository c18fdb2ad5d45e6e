import fs from 'node:fs'
import os from 'node:os'
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { openDatabase, type Database } from '../../src/kernel/server/db/client.ts'

export type TestDbKind = 'pglite' | 'postgres'

/** Where PostgreSQL tests connect: a maintenance database on the local server (trust auth in CI). */
export const PG_ADMIN_URL = process.env.TEST_DATABASE_URL ?? `postgres://${os.userInfo().username}@127.0.0.1:5432/test`
// Its own name lets two runs share one server (TEST_PG_TEMPLATE), each with its template.
export const PG_TEMPLATE = process.env.TEST_PG_TEMPLATE ?? 'cbc_test_template'

export function databaseUrl(name: string) {
  const url = new URL(PG_ADMIN_URL)
  url.pathname = `/${name}`
  return url.toString()
}

export async function pgReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
    await client.query('select 1')
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}

export async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL })
  await client.connect()
  try {
    return await client.query(sql)
  } finally {
    await client.end()
  }
}

let spare: { source: string; database: Promise<Database> } | undefined
function openPglite(source: string): Promise<Database> {
  const database = openDatabase({ kind: 'pglite', loadDataDir: new Blob([fs.readFileSync(source)]) })
  database.catch(() => {}) // a spare nobody takes must not fail the run; the one taken reports its own failure
  return database
}

/**
 * A fresh database for one test file, already migrated and seeded with the demo company:
 * PGlite loaded from the dump the global setup made, or a PostgreSQL database cloned from
 * the template the global setup made.
 */
export async function openTestDatabase(kind: TestDbKind, source: string): Promise<Database> {
  if (kind === 'pglite') {
    // An embedded database takes seconds to start: the next one starts while this one is used
    // (the files of a worker share this module), so the next file finds it started.
    const next = spare?.source === source ? spare.database : openPglite(source)
    spare = { source, database: openPglite(source) }
    return next
  }
  const name = `cbc_t_${process.pid}_${randomBytes(4).toString('hex')}`
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(`create database ${name} template ${source}`)
      break
    } catch (err) {
      // Two files cloning the template at the same instant collide; try again shortly.
      if (attempt > 20) throw err
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200))
    }
  }
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(name), poolSize: 20 })
  return {
    ...database,
    close: async () => {
      await database.close()
      await adminQuery(`drop database if exists ${name} with (force)`)
    },
  }
}
