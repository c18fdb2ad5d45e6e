import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import os from 'node:os'
import pg from 'pg'
import * as schema from './schema/index.ts'
import { MIGRATIONS_DIR } from '../paths.ts'

export type Schema = typeof schema
/** The one database type the code uses, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>
/** A transaction handle; it has the same query API. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  close(): Promise<void>
}

const options = { schema, casing: 'snake_case' as const }
/** Serialises migrations when several app servers start at once against one PostgreSQL. */
const MIGRATION_LOCK = 727_001

export type OpenOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob | File }

/**
 * The user to connect as when the URL names none, as libpq chooses it (PGUSER, else the operating
 * system's user): node-postgres reads only USER, which a service manager may leave unset.
 */
export function defaultUser(url: string): string | undefined {
  let named: string
  try {
    named = decodeURIComponent(new URL(url).username)
  } catch {
    return undefined // not a URL node-postgres would take either; it reports the problem itself
  }
  if (named) return undefined
  if (process.env.PGUSER) return process.env.PGUSER
  try {
    return os.userInfo().username
  } catch {
    throw new Error(`DATABASE_URL names no user and this process has no user name: write it as postgres://USER@${new URL(url).host}${new URL(url).pathname}, or set PGUSER`)
  }
}

/** The address with the default user written in (node-postgres lets the address's empty user win over any other setting). */
function withUser(url: string): string {
  const user = defaultUser(url)
  if (!user) return url
  const u = new URL(url)
  u.username = encodeURIComponent(user)
  return u.toString()
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: withUser(opts.url), max: opts.poolSize ?? 10 })
    // An idle connection the server ends (restart, failover, a dropped database) is discarded by
    // the pool; without a listener its error would end the process.
    pool.on('error', () => {})
    const lockClient = await pool.connect()
    try {
      await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK])
      await migratePg(drizzlePg(lockClient, options), { migrationsFolder: MIGRATIONS_DIR })
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {})
      lockClient.release()
    }
    return { db: drizzlePg(pool, options) as unknown as Db, kind: 'postgres', close: () => pool.end() }
  }
  // pg_trgm backs the keyword searches' trigram indexes (schema/columns.ts `trigrams`).
  const client = new PGlite({ dataDir: opts.dataDir, loadDataDir: opts.loadDataDir, extensions: { pg_trgm } })
  const db = drizzlePglite(client, options)
  await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR })
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() }
}
