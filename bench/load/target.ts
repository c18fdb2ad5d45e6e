import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { getTableColumns, getTableName, sql } from 'drizzle-orm'
import { toSnakeCase } from 'drizzle-orm/casing'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { PGliteThread } from '../../src/kernel/server/db/pglite-thread.ts'
import pg from 'pg'
import { from as copyFrom } from 'pg-copy-streams'
import { openDatabase, type Database, type Db } from '../../src/kernel/server/db/client.ts'

/**
 * The database a bench run fills and measures: a fresh PGlite directory, or a fresh database on
 * the PostgreSQL server DATABASE_URL names. Both are migrated by the product's own migrations
 * (openDatabase), and bulk rows go in with COPY, named by the product's drizzle tables.
 */
export interface Target {
  kind: 'pglite' | 'postgres'
  db: Db
  /** What the server process needs to open the same data (DATA_DIR or DATABASE_URL). */
  serverEnv: Record<string, string>
  /** Where the data is, for the report. */
  location: string
  /** Rows in the order of `keys` (the drizzle table's property names), written with COPY. */
  copy(table: PgTable, keys: readonly string[], rows: Iterable<readonly unknown[]>): Promise<number>
  rows<T>(query: string): Promise<T[]>
  exec(query: string): Promise<void>
  /** Statements run one after another on one connection (a SET holds for the ones after it). */
  script(statements: readonly string[]): Promise<void>
  /** Closes the loader's connection (the server opens its own). */
  close(): Promise<void>
  /** Removes the data (unless kept). */
  drop(): Promise<void>
}

export const PG_DEFAULT_URL = `postgres://${os.userInfo().username}@127.0.0.1:5432/test`

/** Rows per COPY statement on PGlite (the rows pass through its in-memory /dev/blob). */
const PGLITE_BATCH = 50_000

export async function openTarget(kind: 'pglite' | 'postgres', opts: { name: string }): Promise<Target> {
  if (kind === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${opts.name}-`))
    // The server keeps its embedded database in <DATA_DIR>/pg (server.ts).
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'pg') })
    const client = (database.db as unknown as { $client: PGliteThread }).$client
    return wrap(database, {
      kind,
      serverEnv: { DATA_DIR: dir },
      location: dir,
      async copyText(statement, chunks) {
        let batch: string[] = []
        let n = 0
        const flush = async () => {
          if (!batch.length) return
          await client.query(`${statement} FROM '/dev/blob'`, [], { blob: new Blob(batch) })
          batch = []
          n = 0
        }
        for (const chunk of chunks) {
          batch.push(chunk)
          n += COPY_CHUNK
          if (n >= PGLITE_BATCH) await flush()
        }
        await flush()
      },
      async script(statements) {
        for (const s of statements) await client.exec(s)
      },
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    })
  }
  const admin = new URL(process.env.DATABASE_URL || PG_DEFAULT_URL)
  const url = new URL(admin)
  url.pathname = `/${opts.name}`
  await adminQuery(admin, `create database "${opts.name}"`)
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 })
  return wrap(database, {
    kind,
    serverEnv: { DATABASE_URL: url.toString() },
    location: `${url.host}/${opts.name}`,
    async copyText(statement, chunks) {
      const client = new pg.Client({ connectionString: url.toString() })
      await client.connect()
      try {
        await pipeline(Readable.from(chunks), client.query(copyFrom(`${statement} FROM STDIN`)))
      } finally {
        await client.end()
      }
    },
    async script(statements) {
      const client = await (database.db as unknown as { $client: pg.Pool }).$client.connect()
      try {
        for (const s of statements) await client.query(s)
      } finally {
        client.release()
      }
    },
    drop: () => adminQuery(admin, `drop database if exists "${opts.name}" with (force)`),
  })
}

export async function adminQuery(admin: URL, query: string) {
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  try {
    await client.query(query)
  } finally {
    await client.end()
  }
}

/** Rows joined into one string before they are handed to the database. */
const COPY_CHUNK = 1000

interface Driver {
  kind: Target['kind']
  serverEnv: Record<string, string>
  location: string
  copyText(statement: string, chunks: Iterable<string>): Promise<void>
  script(statements: readonly string[]): Promise<void>
  drop(): Promise<void>
}

function wrap(database: Database, driver: Driver): Target {
  const { db } = database
  const rows = async <T>(query: string) => ((await db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows
  let closed = false
  return {
    kind: driver.kind,
    db,
    serverEnv: driver.serverEnv,
    location: driver.location,
    rows,
    exec: async (query) => void (await db.execute(sql.raw(query))),
    script: driver.script,
    async copy(table, keys, source) {
      const statement = `COPY "${getTableName(table)}" (${columnNames(table, keys)
        .map((c) => `"${c}"`)
        .join(', ')})`
      let count = 0
      function* chunks() {
        let lines: string[] = []
        for (const row of source) {
          lines.push(copyLine(row))
          count++
          if (lines.length === COPY_CHUNK) {
            yield lines.join('')
            lines = []
          }
        }
        if (lines.length) yield lines.join('')
      }
      await driver.copyText(statement, chunks())
      return count
    },
    async close() {
      if (closed) return
      closed = true
      await database.close()
    },
    drop: driver.drop,
  }
}

/** The SQL names of a drizzle table's properties (the schema is declared in PascalCase, stored in snake_case). */
export function columnNames(table: PgTable, keys: readonly string[]): string[] {
  const cols = getTableColumns(table)
  return keys.map((k) => {
    const c = cols[k]
    if (!c) throw new Error(`${getTableName(table)} has no column ${k}`)
    return c.keyAsName ? toSnakeCase(c.name) : c.name
  })
}

/** One row in COPY's text format. */
function copyLine(row: readonly unknown[]): string {
  let line = ''
  for (let i = 0; i < row.length; i++) {
    if (i) line += '\t'
    line += copyValue(row[i])
  }
  return line + '\n'
}

const escapeText = (s: string) => s.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'))

function copyValue(v: unknown): string {
  if (v === null || v === undefined) return '\\N'
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '\\N'
  if (typeof v === 'string') return escapeText(v)
  if (typeof v === 'boolean') return v ? 't' : 'f'
  if (Array.isArray(v)) return escapeText(`{${v.map((x) => `"${String(x).replace(/["\\]/g, '\\$&')}"`).join(',')}}`)
  return escapeText(JSON.stringify(v))
}
