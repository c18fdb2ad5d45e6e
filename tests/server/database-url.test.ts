import os from 'node:os'
import { afterEach, expect, inject, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { defaultUser, openDatabase } from '../../src/kernel/server/db/client.ts'
import { DB_KIND, describeDb } from '../helpers/server.ts'
import { adminQuery, databaseUrl, PG_ADMIN_URL } from '../helpers/test-db.ts'

/** A PostgreSQL address without a user, as psql users write it, connects as libpq would: PGUSER, else the system's user. */
describeDb('DATABASE_URL without a user', () => {
  const saved = { USER: process.env.USER, PGUSER: process.env.PGUSER }
  afterEach(() => {
    for (const [k, v] of Object.entries(saved))
      if (v === undefined) delete process.env[k]
      else process.env[k] = v
  })

  it('takes the user from the address, else PGUSER, else the operating system', () => {
    delete process.env.USER
    delete process.env.PGUSER
    expect(defaultUser('postgres://ops@127.0.0.1:5432/db')).toBeUndefined()
    expect(defaultUser('postgres://127.0.0.1:5432/db')).toBe(os.userInfo().username)
    process.env.PGUSER = 'reporting'
    expect(defaultUser('postgres://127.0.0.1:5432/db')).toBe('reporting')
  })

  it.runIf(DB_KIND === 'postgres')('starts with USER unset', async () => {
    delete process.env.USER
    delete process.env.PGUSER
    // A database of its own, cloned from the seeded template: opening one migrates it.
    const name = `cbc_url_${process.pid}`
    await adminQuery(`drop database if exists ${name} with (force)`)
    await adminQuery(`create database ${name} template ${inject('dbSource')}`)
    const url = new URL(databaseUrl(name))
    url.username = ''
    try {
      const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 })
      try {
        const res = (await database.db.execute(sql`select current_user as me`)) as unknown as { rows: { me: string }[] }
        expect(res.rows[0]!.me).toBe(new URL(PG_ADMIN_URL).username || os.userInfo().username)
      } finally {
        await database.close()
      }
    } finally {
      await adminQuery(`drop database if exists ${name} with (force)`)
    }
  })
})
