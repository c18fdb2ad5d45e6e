import { randomBytes } from 'node:crypto'
import { secureHeaders } from 'hono/secure-headers'
import { HTTPException } from 'hono/http-exception'
import type { Context } from 'hono'
import { toLocale } from '../kernel/shared/locales.ts'
import { LANG_HEADER } from '../kernel/shared/api.ts'
import { M } from '../kernel/shared/messages.ts'
import type { AppEnv, Deps } from '../kernel/server/env.ts'
import { ErrorLog } from './db/schema/index.ts'
import { compressJson } from '../kernel/server/lib/compress.ts'
import { refuseUnstorable } from '../kernel/server/lib/unstorable.ts'
import { maskQueryParams } from '../kernel/server/lib/mask.ts'
import { ApiError } from '../kernel/server/lib/errors.ts'
import { pgCode } from '../kernel/server/db/transaction.ts'
import { databaseRefusal } from '../kernel/server/db/refusal.ts'
import { translate } from '../kernel/server/lib/i18n.ts'
import { createRouter } from '../kernel/server/routes/define.ts'
import { registerHealth } from '../kernel/server/routes/health.ts'
import { registerCheck } from './routes/check.ts'
import { registerLive, REMINDER_LIVE } from '../kernel/server/routes/live.ts'
import { registerFile, UPLOAD_PATH } from '../kernel/server/routes/file.ts'
import { IMPORT_PATH } from '../kernel/server/resources/import.ts'
import { uploadOrigin } from '../kernel/server/lib/uploaded.ts'
import type { S3Config } from '../kernel/server/config.ts'
import { registerResources } from '../kernel/server/resources/index.ts'
import { limitBody } from '../kernel/server/routes/body-limit.ts'
import { idempotency } from '../kernel/server/routes/idempotency.ts'
import { registerQueue } from '../kernel/server/routes/queue.ts'
import { registerSavedViews } from '../kernel/server/routes/saved-views.ts'
import { registerJob } from '../kernel/server/routes/job.ts'
import { registerBoard } from '../kernel/server/routes/board.ts'
import { setRouteTable } from '../kernel/server/services/api-registry.ts'
import { createStaticHandler, inlineScriptHashes } from '../kernel/server/static.ts'
import { API_TAGS } from '../kernel/server/routes/api-tags.ts'
import { buildRegistry } from '../kernel/server/registry.ts'
import type { AssembledModules } from '../kernel/server/module.ts'
import { APP_MODULES, KERNEL_JOBS } from './modules/index.ts'
import { installPermissions } from '../kernel/shared/permissions.ts'
import { installQueues } from '../kernel/shared/lifecycle/queues.ts'

/**
 * A request's id for the log: 6 random bytes as hex, cut from a batch drawn 1,024 ids at a time
 * (one draw per request cost a system call's worth of time).
 */
let idBatch = Buffer.alloc(0)
let idAt = 0
function requestId(): string {
  if (idAt + 6 > idBatch.length) {
    idBatch = randomBytes(6 * 1024)
    idAt = 0
  }
  return idBatch.toString('hex', idAt, (idAt += 6))
}

/** The origin map tiles load from (MAP_TILE_URL's scheme and host; a `{s}` subdomain becomes `*`), if one is set. */
export function tileOrigin(template: string | undefined): string[] {
  const m = template ? /^(https?:\/\/)([^/?#]+)/.exec(template) : null
  const host = m?.[2]?.replace(/\{s\}/g, '*')
  return m && host && /^[\w.*:-]+$/.test(host) ? [m[1] + host] : []
}

/** Content-Security-Policy the built client runs under: no foreign scripts, no inline ones but index.html's own, no framing; images also from the map tiles' origin and the S3 storage uploads are read from. */
const csp = (staticDir: string | undefined, mapTileUrl?: string, s3?: S3Config) => ({
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", ...inlineScriptHashes(staticDir)],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', ...tileOrigin(mapTileUrl), ...uploadOrigin(s3)],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
})

/** The dependencies with the registry the parts look each other up in, built from the modules. */
export function withRegistry(given: Deps, modules: AssembledModules = APP_MODULES): Deps {
  return given.registry ? given : { ...given, registry: buildRegistry(given, modules, KERNEL_JOBS) }
}

/** OpenAPI 3.1 names a license by its SPDX identifier; the generator's types predate it (and take the object as it is). */
const LICENSE = { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' }

/** The HTTP app of the given modules (by default the app's list, modules/index.ts) over the kernel's routes. */
export function createApp(given: Deps, modules: AssembledModules = APP_MODULES) {
  // The modules' permission keys are the ones the guards, the role checks and the sessions know;
  // their queues the ones a setting's label or a reminder names.
  installPermissions(modules.permissions)
  installQueues(modules.queues)
  const deps = withRegistry(given, modules)
  const app = createRouter()
  const { log } = deps

  // Request context and the structured access log (one line per request).
  app.use('*', async (c, next) => {
    const started = performance.now()
    c.set('requestId', requestId())
    c.set('lang', toLocale(c.req.header(LANG_HEADER)))
    await next()
    const path = c.req.path
    if (!path.startsWith('/Api/')) return
    log.info('request', {
      method: c.req.method,
      path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      agentId: c.get('auth')?.agentId ?? 0,
      errorId: c.get('errorId'),
      requestId: c.get('requestId'),
    })
  })
  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: csp(deps.config.staticDir, deps.config.mapTileUrl, deps.config.s3),
      xFrameOptions: 'DENY',
      referrerPolicy: 'strict-origin-when-cross-origin',
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: false, // TLS ends at the proxy; it sets HSTS
    }),
  )
  // No API answer is kept by a browser or a proxy (a shared computer's back button, a cache on
  // the way): those that may be cached say so themselves.
  // (Set on the answer's own headers: `c.header` after the handler turns the light answer into a
  // full web Response, a tenth of a list request's CPU.)
  app.use('/Api/*', async (c, next) => {
    await next()
    const headers = c.res.headers
    if (!headers.has('cache-control')) headers.set('Cache-Control', 'no-store')
  })
  // JSON answers are compressed as they are made; the client's files were compressed at build.
  app.use('/Api/*', compressJson)
  const apiBodyLimit = limitBody(deps.config.bodyLimit)
  // File/Upload and the imports read their body themselves, within their own larger limits
  // (config.uploadMaxBytes, config.importMaxBytes).
  app.use('/Api/*', (c, next) =>
    c.req.method === 'POST' && (c.req.path === UPLOAD_PATH || IMPORT_PATH.test(c.req.path)) ? next() : apiBodyLimit(c, next),
  )
  app.use('/Api/*', refuseUnstorable)
  app.use('/Api/*', idempotency(deps))

  registerHealth(app, deps)
  for (const m of modules.modules) m.routes?.(app, deps)
  registerCheck(app, deps)
  registerLive(app, deps, [REMINDER_LIVE, ...modules.live])
  registerFile(app, deps)
  registerResources(app, deps, modules.resources)
  registerQueue(app, deps)
  registerJob(app, deps)
  registerBoard(app, deps)
  registerSavedViews(app, deps)

  // The API registry is filled from this very table (services/api-registry.ts).
  setRouteTable(
    deps.db,
    app.openAPIRegistry.definitions.flatMap((d) =>
      d.type === 'route'
        ? [
            {
              method: d.route.method,
              path: d.route.path,
              guard: String(('x-permission' in d.route ? d.route['x-permission'] : undefined) ?? 'public'),
              tag: d.route.tags?.[0] ?? '',
            },
          ]
        : [],
    ),
  )
  app.openAPIRegistry.registerComponent('securitySchemes', 'session', {
    type: 'apiKey',
    in: 'header',
    name: 'user',
    description: 'The token Agent/Login answers',
  })
  // Built once, on first request; the server's own address is filled in per request.
  let description: ReturnType<typeof app.getOpenAPI31Document> | undefined
  app.get('/Api/OpenApi.json', (c) => {
    description ??= describeApi(app)
    return c.json({
      ...description,
      servers: [{ url: new URL(c.req.url).origin, description: 'The server this description was read from' }],
    })
  })

  const serveStatic = deps.config.staticDir ? createStaticHandler(deps.config.staticDir) : undefined
  app.notFound((c) => {
    const path = new URL(c.req.url).pathname
    if (!path.startsWith('/Api/') && path !== '/Api') {
      const res = serveStatic?.(c)
      if (res) return res
      return c.text('Not found', 404)
    }
    return c.json({ Result: false, Data: null, Message: translate(c.var.lang, M.notFound) }, 404)
  })

  app.onError((err, c) => renderError(err, c, deps))
  return app
}

/** The OpenAPI 3.1 description of every route, with its tags explained (routes/api-tags.ts). */
function describeApi(app: ReturnType<typeof createRouter>) {
  const used = new Set(app.openAPIRegistry.definitions.flatMap((d) => (d.type === 'route' ? (d.route.tags ?? []) : [])))
  const unknown = [...used].filter((t) => !API_TAGS[t])
  if (unknown.length) throw new Error(`Tags without a description in routes/api-tags.ts: ${unknown.join(', ')}`)
  return app.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'Cross-border operations console API',
      version: '1',
      description:
        'The staff back-office of a cross-border trade, overseas-warehouse and customs-declaration business. Every answer is the envelope {Result, Data, Message, Count}; errors carry Result false, Data null and a Message in the language of the `lang` header.',
      contact: { name: 'Operations console team' },
      license: LICENSE,
    },
    tags: [...used].sort().map((name) => ({ name, description: API_TAGS[name]! })),
  })
}

function renderError(err: Error, c: Context<AppEnv>, deps: Deps) {
  const lang = c.get('lang')
  if (err instanceof ApiError) {
    for (const [k, v] of Object.entries(err.headers ?? {})) c.header(k, v)
    return c.json(
      {
        Result: false,
        Data: err.data ?? null,
        Message: translate(lang, err.descriptor, err.values),
        ...(err.fields?.length
          ? { Errors: err.fields.map((f) => ({ Field: f.Field, Message: translate(lang, f.message, f.values) })) }
          : {}),
      },
      err.status,
    )
  }
  // Hono's own errors: a body that is not JSON is the caller's fault.
  if (err instanceof HTTPException && err.status < 500) {
    const descriptor = err.status === 400 ? M.badJson : err.status === 413 ? M.tooLarge : err.status === 415 ? M.unsupportedType : M.invalid
    return c.json({ Result: false, Data: null, Message: translate(lang, descriptor) }, err.status)
  }
  // What the database refused about the data itself is a 4xx, never a 500 (the schemas should
  // have caught it first: the warning says which request slipped through).
  const refused = databaseRefusal(err)
  if (refused) {
    deps.log.warn('database refused a request', {
      method: c.req.method,
      path: new URL(c.req.url).pathname,
      code: pgCode(err),
      error: maskQueryParams(err.message),
    })
    return renderError(refused, c, deps)
  }
  const errorId = `E${Date.now().toString(36)}${randomBytes(3).toString('hex')}`.toUpperCase()
  c.set('errorId', errorId)
  const path = new URL(c.req.url).pathname
  const message = maskQueryParams(err.message)
  const stack = maskQueryParams(err.stack ?? '')
  deps.log.error('unhandled error', { errorId, method: c.req.method, path, error: message, stack })
  // Best effort: the exceptions page reads these rows; a failing database must not hide the answer.
  void deps.db
    .insert(ErrorLog)
    .values({
      ErrorId: errorId,
      Method: c.req.method,
      Path: path.slice(0, 500),
      AgentId: c.get('auth')?.agentId ?? 0,
      Message: message.slice(0, 2000),
      Stack: stack.slice(0, 8000),
    })
    .catch(() => {})
  return c.json({ Result: false, Data: null, Message: translate(lang, M.serverError, { errorId }), ErrorId: errorId }, 500)
}
