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
  /**
   * How many proxies of ours stand in front of the server (0: none, the socket's peer is the
   * client). Each appends the address it saw to X-Forwarded-For, so the client is the entry that
   * many places from the right: what a client writes into the header itself stays to the left.
   */
  trustProxy: number
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent'
  /** Lifetime of a session that did not ask for days, in days (spec: cookie lifetime 0.8). */
  sessionDays: number
  /** SMS gateway the codes go through (a JSON POST); unset keeps them in the development outbox. */
  smsProviderUrl: string | undefined
  /** Sent as `Authorization: Bearer …` to the SMS gateway when set. */
  smsProviderToken: string | undefined
  /** Customs gateway declarations are posted to (services/customs-gateway-http.ts); unset uses the local simulator. */
  customsGatewayUrl: string | undefined
  /** Sent as `Authorization: Bearer …` to the customs gateway when set. */
  customsGatewayToken: string | undefined
  /** Largest file File/Upload accepts, in bytes. */
  uploadMaxBytes: number
  /** The largest spreadsheet an import reads (IMPORT_MAX_BYTES): a 100,000-row file with room to spare. */
  importMaxBytes: number
  /** Uploads one member of staff may make in ten minutes, and bytes in a day (a runaway script, a full disk). */
  uploadQuota: { perTenMinutes: number; bytesPerDay: number }
  /** Where uploaded files are kept (and served from at /uploads/…) when no S3 storage is set. */
  uploadDir: string
  /** S3-compatible storage for uploads; set only when endpoint, bucket and both keys are given. */
  s3: S3Config | undefined
  /**
   * Run the scheduled jobs in this process (SCHEDULER=off turns them off, e.g. for a read-only
   * replica). Of several processes on one PostgreSQL, only the one holding the scheduler's lock runs them.
   */
  scheduler: boolean
  /** How often the scheduler looks for due jobs (`SCHEDULER_TICK_MS`, default a minute). */
  schedulerTickMs: number
  /** Connections this process keeps to PostgreSQL (`DB_POOL_SIZE`, default 10), besides its one change-feed connection. */
  dbPoolSize: number
  /** Longest a statement may run before PostgreSQL cancels it (`DB_STATEMENT_TIMEOUT_MS`, default 30 s; 0: no limit). */
  dbStatementTimeoutMs: number
  /** XYZ tile address template (https://tile.openstreetmap.org/{z}/{x}/{y}.png) the collection points map draws on; unset: no map. */
  mapTileUrl?: string | undefined
}

export interface S3Config {
  /** e.g. https://s3.eu-west-1.amazonaws.com or http://minio:9000; objects are addressed path-style. */
  endpoint: string
  bucket: string
  accessKey: string
  secretKey: string
  region: string
  /** Base address the stored objects are read from; defaults to `<endpoint>/<bucket>`. */
  publicUrl: string | undefined
}

const truthy = (v: string | undefined) => v === '1' || v === 'true' || v === 'yes'

/** `TRUST_PROXY`: a number of proxy hops; `true`/`yes` mean one, anything else none. */
function proxyHops(value: string | undefined): number {
  if (value === 'true' || value === 'yes') return 1
  const n = Number(value)
  return value && Number.isSafeInteger(n) && n > 0 && n <= 10 ? n : 0
}

/** A byte count from the environment; anything but a positive whole number keeps the default. */
function positiveInt(value: string | undefined, fallback: number) {
  const n = Number(value)
  return value && Number.isSafeInteger(n) && n > 0 ? n : fallback
}

function readS3(env: NodeJS.ProcessEnv): S3Config | undefined {
  const { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY: accessKey, S3_SECRET_KEY: secretKey } = env
  if (!endpoint || !bucket || !accessKey || !secretKey) return undefined
  return {
    endpoint: endpoint.replace(/\/+$/, ''),
    bucket,
    accessKey,
    secretKey,
    region: env.S3_REGION || 'us-east-1',
    publicUrl: env.S3_PUBLIC_URL ? env.S3_PUBLIC_URL.replace(/\/+$/, '') : undefined,
  }
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL || undefined
  const demoSetting = env.DEMO
  const dataDir = path.resolve(env.DATA_DIR ?? './data')
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '127.0.0.1',
    databaseUrl,
    dataDir,
    // The demo is on for the embedded database unless DEMO=0, off for PostgreSQL unless DEMO=1.
    demo: databaseUrl ? truthy(demoSetting) : demoSetting !== '0' && demoSetting !== 'false',
    staticDir: env.STATIC_DIR === '' ? undefined : path.resolve(env.STATIC_DIR ?? './dist/client'),
    bodyLimit: Number(env.BODY_LIMIT ?? 1024 * 1024),
    trustProxy: proxyHops(env.TRUST_PROXY),
    logLevel: (env.LOG_LEVEL as Config['logLevel']) ?? 'info',
    sessionDays: Number(env.SESSION_DAYS ?? 0.8),
    smsProviderUrl: env.SMS_PROVIDER_URL || undefined,
    smsProviderToken: env.SMS_PROVIDER_TOKEN || undefined,
    customsGatewayUrl: env.CUSTOMS_GATEWAY_URL || undefined,
    customsGatewayToken: env.CUSTOMS_GATEWAY_TOKEN || undefined,
    uploadMaxBytes: positiveInt(env.UPLOAD_MAX_BYTES, 5 * 1024 * 1024),
    importMaxBytes: positiveInt(env.IMPORT_MAX_BYTES, 30 * 1024 * 1024),
    uploadQuota: { perTenMinutes: positiveInt(env.UPLOAD_RATE, 120), bytesPerDay: positiveInt(env.UPLOAD_DAILY_BYTES, 500 * 1024 * 1024) },
    uploadDir: env.UPLOAD_DIR ? path.resolve(env.UPLOAD_DIR) : path.join(dataDir, 'uploads'),
    s3: readS3(env),
    mapTileUrl: env.MAP_TILE_URL || undefined,
    scheduler: !['off', '0', 'false', 'no'].includes(env.SCHEDULER ?? ''),
    schedulerTickMs: positiveInt(env.SCHEDULER_TICK_MS, 60_000),
    dbPoolSize: positiveInt(env.DB_POOL_SIZE, 10),
    dbStatementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS === '0' ? 0 : positiveInt(env.DB_STATEMENT_TIMEOUT_MS, 30_000),
  }
}
