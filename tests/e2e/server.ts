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
await import('../../scripts/start.ts')
