import { readConfig } from '../kernel/server/config.ts'
import { createLogger } from '../kernel/server/lib/logger.ts'
import { DataDirLockedError } from '../kernel/server/lib/data-dir-lock.ts'
import { startServer } from './server.ts'

const config = readConfig()
const log = createLogger(config.logLevel)
const started = performance.now()

try {
  const running = await startServer(config, log, (step) => console.log(`  ${step}`))
  const ms = Math.round(performance.now() - started)
  const where = config.databaseUrl ? 'PostgreSQL' : `embedded database in ${config.dataDir}`
  // One write, so whoever reads the output (a terminal, a supervisor, a test) sees the banner whole.
  const banner = [`\n  Console ready at ${running.url}  (${where}, started in ${ms} ms)\n`]
  if (config.demo) {
    banner.push('  Demo accounts (mobile / password):')
    const accounts = running.demo ?? [
      { role: 'admin', mobile: '13800000000', password: 'admin123' },
      ...['supervisor', 'sales', 'warehouse', 'customs'].map((role, i) => ({ role, mobile: `1380000000${i + 1}`, password: 'demo123' })),
    ]
    for (const a of accounts) banner.push(`    ${a.role.padEnd(11)} ${a.mobile} / ${a.password}`)
    banner.push('')
  }
  console.log(banner.join('\n'))
  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    log.info('shutting down', { signal })
    await running.close()
    process.exit(0)
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
} catch (err) {
  if (err instanceof DataDirLockedError) {
    console.error(`\n  Cannot start: ${err.message}\n`)
  } else if (err instanceof Error && 'code' in err && err.code === 'EADDRINUSE') {
    console.error(`\n  Cannot start: port ${config.port} is already in use. Set PORT to another port.\n`)
  } else {
    console.error('\n  Cannot start:', err)
  }
  process.exit(1)
}
