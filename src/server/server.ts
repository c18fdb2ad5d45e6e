import { writeDemoImages } from './db/seed/demo-images.ts'
import { endLiveStreams } from '../kernel/server/routes/live.ts'
import fs from 'node:fs'
import path from 'node:path'
import { serve, type ServerType } from '@hono/node-server'
import type { Config } from '../kernel/server/config.ts'
import { openDatabase, type Database } from '../kernel/server/db/client.ts'
import { seedDemo, type DemoAccount } from './db/seed/demo.ts'
import { createApp, withRegistry } from './app.ts'
import type { Deps } from '../kernel/server/env.ts'
import { createCustomsGateway } from './services/customs-gateway-http.ts'
import { createLogger, type Logger } from '../kernel/server/lib/logger.ts'
import { lockDataDir } from '../kernel/server/lib/data-dir-lock.ts'
import { loadServerCatalogs } from '../kernel/server/lib/i18n.ts'
import { startScheduler } from '../kernel/server/jobs/scheduler.ts'

export interface RunningServer {
  url: string
  database: Database
  demo: DemoAccount[] | null
  close(): Promise<void>
}

/**
 * Opens the database (embedded under a lock, or PostgreSQL), seeds the demo, and listens. `say`
 * hears each step before it starts: a first start creates and migrates the embedded database, which
 * takes a while, and whoever started it should know what it is waiting for.
 */
export async function startServer(
  config: Config,
  log: Logger = createLogger(config.logLevel),
  say: (step: string) => void = () => {},
): Promise<RunningServer> {
  const lock = config.databaseUrl ? undefined : await lockDataDir(config.dataDir)
  try {
    await loadServerCatalogs()
    const pgDir = path.join(config.dataDir, 'pg')
    say(
      config.databaseUrl
        ? 'Connecting to PostgreSQL and bringing its schema up to date…'
        : fs.existsSync(pgDir)
          ? `Opening the embedded database in ${pgDir} and bringing its schema up to date…`
          : `Creating the embedded database in ${pgDir} (the first start: this takes a while)…`,
    )
    const database = config.databaseUrl
      ? await openDatabase({
          kind: 'postgres',
          url: config.databaseUrl,
          poolSize: config.dbPoolSize,
          statementTimeoutMs: config.dbStatementTimeoutMs,
        })
      : await openDatabase({ kind: 'pglite', dataDir: pgDir })
    if (config.demo) say('Preparing the demo company and its documents…')
    const demo = config.demo ? await seedDemo(database.db) : null
    // The demo's product photos are drawn into the upload directory (again if it was emptied).
    if (config.demo && !config.s3) await writeDemoImages(config.uploadDir)
    const deps: Deps = withRegistry({
      db: database.db,
      dbKind: database.kind,
      config,
      log,
      gateway: createCustomsGateway(config),
      leads: database.leads,
    })
    const app = createApp(deps)
    const server = await listen(app.fetch, config)
    // The scheduled jobs share the app's dependencies (its gateway too); SCHEDULER=off leaves them to other processes.
    const stopScheduler = config.scheduler ? startScheduler(deps, undefined, config.schedulerTickMs) : undefined
    const address = server.address()
    const port = typeof address === 'object' && address ? address.port : config.port
    const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host
    return {
      url: `http://${host}:${port}`,
      database,
      demo,
      close: async () => {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()))
        // The live streams end now; their connections, idle then, close with the server.
        await endLiveStreams(database.db)
        if ('closeIdleConnections' in server) {
          server.closeIdleConnections()
          // What a stream left open (its last bytes still in flight) is cut after a grace period.
          setTimeout(() => server.closeAllConnections(), 2000).unref()
        }
        await closed
        await stopScheduler?.()
        await database.close()
        await lock?.release()
      },
    }
  } catch (err) {
    await lock?.release()
    throw err
  }
}

function listen(fetch: Parameters<typeof serve>[0]['fetch'], config: Config) {
  return new Promise<ServerType>((resolve, reject) => {
    const server = serve({ fetch, port: config.port, hostname: config.host }, () => resolve(server))
    server.once('error', reject)
  })
}
