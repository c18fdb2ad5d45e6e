/**
 * The server the bench measures, run as its own process: what src/server/server.ts `startServer`
 * does (lock the data directory, open and migrate the database, build the app, listen), with the
 * scheduler off so no job moves the data under the measurements. Prints `BENCH_READY <port>` once
 * listening.
 */
import path from 'node:path'
import { serve } from '@hono/node-server'
import { readConfig } from '../../src/kernel/server/config.ts'
import { openDatabase } from '../../src/kernel/server/db/client.ts'
import { createApp } from '../../src/server/app.ts'
import type { Deps } from '../../src/kernel/server/env.ts'
import { createLogger } from '../../src/kernel/server/lib/logger.ts'
import { lockDataDir } from '../../src/kernel/server/lib/data-dir-lock.ts'
import { loadServerCatalogs } from '../../src/kernel/server/lib/i18n.ts'
import { createCustomsGateway } from '../../src/server/services/customs-gateway-http.ts'

const config = { ...readConfig(), scheduler: false }
const log = createLogger(config.logLevel)
const lock = config.databaseUrl ? undefined : await lockDataDir(config.dataDir)
await loadServerCatalogs()
// The statements of one request, recorded between /Bench/Capture/Start and /Bench/Capture/Stop
// (sent when nothing else runs): the bench replays them through pgbench (measure/replay.ts).
let captured: { sql: string; params: unknown[] }[] | undefined
const logQuery = (sql: string, params: unknown[]) => void captured?.push({ sql, params })
const database = config.databaseUrl
  ? await openDatabase({ kind: 'postgres', url: config.databaseUrl, logQuery })
  : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pg'), logQuery })
const deps: Deps = { db: database.db, dbKind: database.kind, config, log, gateway: createCustomsGateway(config) }
const app = createApp(deps)

const capture = (req: Request): Response | undefined => {
  if (!req.url.includes('/Bench/Capture/')) return undefined
  const { pathname } = new URL(req.url)
  if (pathname === '/Bench/Capture/Start') {
    captured = []
    return Response.json([])
  }
  if (pathname === '/Bench/Capture/Stop') {
    const statements = captured ?? []
    captured = undefined
    return Response.json(statements)
  }
  return undefined
}
const server = serve({ fetch: (req) => capture(req) ?? app.fetch(req), port: config.port, hostname: config.host }, (info) => {
  console.log(`BENCH_READY ${info.port}`)
})
const stop = async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
  await database.close()
  await lock?.release()
  process.exit(0)
}
process.on('SIGTERM', () => void stop())
process.on('SIGINT', () => void stop())
