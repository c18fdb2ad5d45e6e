/**
 * The server the browser tests run against: the real `npm start` path (building the client
 * when stale) on a fresh embedded database with the demo company, on port 4173.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cbc-e2e-'))
Object.assign(process.env, {
  DATA_DIR: dataDir,
  PORT: process.env.E2E_PORT ?? '4173',
  HOST: '127.0.0.1',
  DEMO: '1',
  // The demo data stays as seeded while the browser tests look at it: no scheduled jobs here.
  SCHEDULER: 'off',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
})
process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }))
// E2E_DATABASE=<name> runs them on a fresh PostgreSQL database of that name instead (the test
// suite's server, tests/helpers/test-db.ts).
if (process.env.E2E_DATABASE) {
  const { adminQuery, databaseUrl } = await import('../helpers/test-db.ts')
  await adminQuery(`drop database if exists ${process.env.E2E_DATABASE} with (force)`)
  await adminQuery(`create database ${process.env.E2E_DATABASE}`)
  process.env.DATABASE_URL = databaseUrl(process.env.E2E_DATABASE)
}
await import('../../scripts/start.ts')
