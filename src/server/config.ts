import path from 'node:path'

/** Everything the server reads from its environment, read once. */
export interface Config {
  port: number
  host: string
  /** PostgreSQL connection string; unset means the embedded database in dataDir. */
  databaseUrl: string | undefined
  dataDir: string
  /** Seed the demo company on an empty database. */
  demo: boolean
  /** Built client to serve; undefined serves the API only. */
  staticDir: string | undefined
  bodyLimit: number
  /** Take the client address from X-Forwarded-For (only behind a proxy you run). */
  trustProxy: boolean
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent'
  /** Lifetime of a session that did not ask for days, in days (spec: cookie lifetime 0.8). */
  sessionDays: number
  /** SMS gateway the codes go through (a JSON POST); unset keeps them in the development outbox. */
  smsProviderUrl: string | undefined
  /** Sent as `Authorization: Bearer …` to the SMS gateway when set. */
  smsProviderToken: string | undefined
}

const truthy = (v: string | undefined) => v === '1' || v === 'true' || v === 'yes'

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL || undefined
  const demoSetting = env.DEMO
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '127.0.0.1',
    databaseUrl,
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    // The demo is on for the embedded database unless DEMO=0, off for PostgreSQL unless DEMO=1.
    demo: databaseUrl ? truthy(demoSetting) : demoSetting !== '0' && demoSetting !== 'false',
    staticDir: env.STATIC_DIR === '' ? undefined : path.resolve(env.STATIC_DIR ?? './dist'),
    bodyLimit: Number(env.BODY_LIMIT ?? 1024 * 1024),
    trustProxy: truthy(env.TRUST_PROXY),
    logLevel: (env.LOG_LEVEL as Config['logLevel']) ?? 'info',
    sessionDays: Number(env.SESSION_DAYS ?? 0.8),
    smsProviderUrl: env.SMS_PROVIDER_URL || undefined,
    smsProviderToken: env.SMS_PROVIDER_TOKEN || undefined,
  }
}
