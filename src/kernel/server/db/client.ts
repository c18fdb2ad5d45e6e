import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type { PGlite } from '@electric-sql/pglite'
import { PGliteThread } from './pglite-thread.ts'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import os from 'node:os'
import pg from 'pg'
import { announce, CHANGES_CHANNEL, markFed } from './changes.ts'
import { MIGRATIONS_DIR } from '../paths.ts'

/** The one database type the code uses, whichever driver is underneath (no relational schema: see `options`). */
export type Db = PgDatabase<PgQueryResultHKT>
/** A transaction handle; it has the same query API. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /**
   * Whether this process leads the scheduled work: of the processes on one PostgreSQL, the one
   * whose change-feed connection holds the scheduler's advisory lock (its death or a lost
   * connection frees it for the next to ask). The embedded database has one process: always.
   */
  leads(): Promise<boolean>
  close(): Promise<void>
}

// No schema for drizzle's relational queries (none are used): with it, every transaction built a
// query builder for each of the hundred tables before its first statement.
const options = { casing: 'snake_case' as const }
/** Serialises migrations when several app servers start at once against one PostgreSQL. */
const MIGRATION_LOCK = 727_001
/** Held by the one process that runs the scheduled jobs. */
const SCHEDULER_LOCK = 727_002

/** Sees every statement drizzle sends, with its parameters (the bench records a request's SQL with it). */
export type QueryLog = (sql: string, params: unknown[]) => void

export type OpenOptions = (
  | { kind: 'postgres'; url: string; poolSize?: number; statementTimeoutMs?: number }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob | File }
) & { logQuery?: QueryLog }

const withLogger = (logQuery?: QueryLog) => (logQuery ? { ...options, logger: { logQuery } } : options)

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
    throw new Error(
      `DATABASE_URL names no user and this process has no user name: write it as postgres://USER@${new URL(url).host}${new URL(url).pathname}, or set PGUSER`,
    )
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
    const pool = new pg.Pool({
      connectionString: withUser(opts.url),
      max: opts.poolSize ?? 10,
      ...(opts.statementTimeoutMs ? { statement_timeout: opts.statementTimeoutMs } : {}),
    })
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
    const db: Db = drizzlePg(pool, withLogger(opts.logQuery))
    const feed = await listenPg(withUser(opts.url), db)
    return {
      db,
      kind: 'postgres',
      leads: feed.leads,
      close: async () => {
        await feed.stop()
        await pool.end()
      },
    }
  }
  // pg_trgm (loaded by the thread) backs the keyword searches' trigram indexes (schema/columns.ts `keywordIndexes`).
  const client = await PGliteThread.open({ dataDir: opts.dataDir, loadDataDir: opts.loadDataDir })
  const pglite = drizzlePglite({ client: client as unknown as PGlite, ...withLogger(opts.logQuery) })
  await migratePglite(pglite, { migrationsFolder: MIGRATIONS_DIR })
  const db: Db = pglite
  await client.listen(CHANGES_CHANNEL, (payload) => announce(db, payload))
  markFed(db)
  return { db, kind: 'pglite', leads: async () => true, close: () => client.close() }
}

/**
 * The change feed on PostgreSQL: one connection of its own LISTENs. While it is down the caches
 * remember nothing (markFed false), every cache is told to forget what notifications it may have
 * missed, and it connects again, once a second, until it is back.
 */
async function listenPg(url: string, db: Db) {
  let client: pg.Client | undefined
  let stopped = false
  let retry: NodeJS.Timeout | undefined
  const lost = () => {
    markFed(db, false)
    announce(db, '*')
    if (!stopped) retry = setTimeout(() => void connect().catch(lost), 1000)
  }
  // Whether this connection holds the scheduler's lock (a session lock: it goes with the connection).
  let leading = false
  const connect = async () => {
    leading = false
    const c = new pg.Client({ connectionString: url })
    c.on('notification', (n) => announce(db, n.payload ?? '*'))
    c.on('error', () => {})
    await c.connect()
    await c.query(`LISTEN ${CHANGES_CHANNEL}`)
    c.on('end', () => {
      leading = false
      if (!stopped) lost()
    })
    client = c
    markFed(db)
    // What changed between the loss and now was not heard.
    announce(db, '*')
  }
  await connect()
  return {
    leads: async () => {
      if (leading || !client || stopped) return leading
      const c = client
      try {
        const { rows } = await c.query<{ got: boolean }>('select pg_try_advisory_lock($1) as got', [SCHEDULER_LOCK])
        // Taken on a connection since lost: it went with it.
        leading = client === c && rows[0]?.got === true
      } catch {
        leading = false
      }
      return leading
    },
    stop: async () => {
      stopped = true
      clearTimeout(retry)
      await client?.end().catch(() => {})
    },
  }
}
