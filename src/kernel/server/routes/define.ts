import { createRoute, OpenAPIHono, z, type RouteConfig } from '@hono/zod-openapi'
import { createMiddleware } from 'hono/factory'
import { can, type PermissionKey } from '../../shared/permissions.ts'
import type { AppEnv, AuthContext, Deps } from '../env.ts'
import { ApiError, forbidden, unauthorized } from '../lib/errors.ts'
import { isSwitchedOff } from '../services/api-registry.ts'
import { M } from '../../shared/messages.ts'
import { resolveSession } from '../services/sessions.ts'
import { validationError } from '../lib/validation.ts'
import { TOKEN_HEADER } from '../../shared/api.ts'
import { jsonSchemaOf, unboundedNumbers } from '../lib/schema-bounds.ts'

/**
 * Who may call a route: anyone, any signed-in agent, or an agent holding a permission key.
 * Every route states one; the OpenAPI description carries it as `x-permission`.
 */
/** Who may call a route: anyone, any session, the holders of a permission, or of any of several. */
export type Guard = 'public' | 'session' | PermissionKey | readonly PermissionKey[]

/** A guard as the description states it (`x-permission`): several permissions joined by `|`. */
export const guardText = (guard: Guard) => (typeof guard === 'string' ? guard : guard.join('|'))

export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error)
    },
  })
}
export type Router = ReturnType<typeof createRouter>

/** The signed-in agent, looked up once per request and only when a route needs it. */
export async function getAuth(
  c: {
    get(k: 'auth'): AuthContext | null | undefined
    set(k: 'auth', v: AuthContext | null): void
    req: { header(n: string): string | undefined }
  },
  deps: Deps,
) {
  let auth = c.get('auth')
  if (auth === undefined) {
    const token = c.req.header(TOKEN_HEADER)
    auth = token ? await resolveSession(deps.db, token) : null
    c.set('auth', auth)
  }
  return auth
}

export function requireAuth(c: Parameters<typeof getAuth>[0]): AuthContext {
  const auth = c.get('auth')
  if (!auth) throw unauthorized()
  return auth
}

const guardMiddleware = (guard: Guard, deps: Deps, method: string, path: string) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (guard === 'public') return next()
    const auth = await getAuth(c, deps)
    if (!auth) throw unauthorized(c.req.header(TOKEN_HEADER) ? M.sessionExpired : M.loginRequired)
    if (guard !== 'session' && !(typeof guard === 'string' ? can(auth.access, guard) : guard.some((k) => can(auth.access, k))))
      throw forbidden()
    // An administrator may switch a route off in the API registry (503 until switched on again).
    if (await isSwitchedOff(deps.db, method, path)) throw new ApiError(503, M.apiDisabled)
    return next()
  })

/** The operationId of a path: `/Api/Agent/Login` → `agentLogin`, `/Api/Catalog/Index/help` → `catalogIndexHelp`. */
export function operationId(path: string): string {
  const words = path
    .replace(/^\/Api\//, '')
    .split(/[/{}_.-]+/)
    .filter(Boolean)
  return words.map((w, i) => (i === 0 ? w[0]!.toLowerCase() : w[0]!.toUpperCase()) + w.slice(1)).join('')
}

const PERMISSION_NOTE: Record<'public' | 'session', string> = {
  public: 'Open to anyone: no session needed.',
  session: 'Needs a session (the `user` header), no particular permission.',
}

/**
 * createRoute with the route's guard attached as middleware and recorded in the description
 * (`x-permission`, `security`), a stable operationId and a description, and every error answer the
 * guard, the validation and the error handler can give declared beside the route's own.
 */
export function defineRoute<P extends string, R extends Omit<RouteConfig, 'path' | 'middleware'> & { path: P }>(
  deps: Deps,
  guard: Guard,
  config: R,
) {
  assertBounded(config)
  const note =
    guard === 'public' || guard === 'session'
      ? PERMISSION_NOTE[guard]
      : typeof guard === 'string' || guard.length === 1
        ? `Needs the permission \`${guardText(guard)}\`.`
        : `Needs one of the permissions ${guard.map((k) => `\`${k}\``).join(', ')}.`
  return createRoute({
    operationId: operationId(config.path),
    description: `${config.summary ?? ''}. ${note}`.replace(/^\. /, ''),
    ...config,
    responses: { ...standardErrors(guard, config), ...config.responses },
    'x-permission': guardText(guard),
    security: guard === 'public' ? [] : [{ session: [] }],
    middleware: [guardMiddleware(guard, deps, config.method, config.path)] as const,
  })
}

/** The envelope of docs/API.md around a payload schema. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    Result: z.boolean(),
    Data: data,
    Message: z.string().optional(),
    Count: z.number().int().optional(),
  })
}

export const ErrorEnvelope = z
  .object({
    Result: z.literal(false),
    // Null, or on a likely duplicate (409) the record it matches, for the caller to open or confirm.
    Data: z
      .object({
        Duplicate: z.object({ Id: z.number().int(), Name: z.string(), Field: z.string(), Visible: z.boolean() }),
      })
      .nullable(),
    Message: z.string(),
    Errors: z.array(z.object({ Field: z.string(), Message: z.string() })).optional(),
    ErrorId: z.string().optional(),
  })
  .openapi('Error')

/** One error answer of the description, in the error envelope. */
export const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: ErrorEnvelope } } })

/** Whether a request names records (an `Id`, `Ids` or another `…Id` in the query or the body): it may answer 404. */
function namesRecord(config: Omit<RouteConfig, 'path' | 'middleware'>): boolean {
  const query = config.request?.query
  if (query instanceof z.ZodObject && Object.keys(query.shape).some((k) => /^Id$|Id$/.test(k))) return true
  const media = config.request?.body?.content['application/json']
  const body = media && 'schema' in media ? media.schema : undefined
  return body instanceof z.ZodType && namesIds(body)
}

/** Whether a schema has a property named `Id`, `Ids` or `…Id(s)` at any depth (an object's fields each converted once). */
function namesIds(schema: z.core.$ZodType): boolean {
  if (schema instanceof z.ZodObject) return Object.entries(schema.shape).some(([k, v]) => /^\w*Ids?$/.test(k) || namesIds(v))
  return /"\w*Ids?":/.test(JSON.stringify(jsonSchemaOf(schema)))
}

/** The error answers any route can give besides its own: bad input, the guard's, the registry's switch, our fault. */
function standardErrors(guard: Guard, config: Omit<RouteConfig, 'path' | 'middleware'>) {
  const writes = config.method === 'post'
  const hasBody = !!config.request?.body
  return {
    400: errorResponse('Bad input: a field is missing or out of bounds (each named in Errors)'),
    ...(guard === 'public' ? {} : { 401: errorResponse('No session, or it has ended') }),
    ...(guard === 'public' ? {} : { 403: errorResponse('The caller lacks the permission, or may not act on this record') }),
    ...(namesRecord(config) ? { 404: errorResponse('No such record within the caller’s data scope') } : {}),
    ...(writes
      ? {
          409: errorResponse(
            'Conflict: a stale Version, an event the record’s state refuses, a duplicate, or the same records changed at the same moment',
          ),
        }
      : {}),
    ...(hasBody ? { 413: errorResponse('The body is larger than the limit'), 415: errorResponse('The body is not JSON') } : {}),
    ...(writes && guard !== 'public' ? { 422: errorResponse('The Idempotency-Key was already used for a different request') } : {}),
    500: errorResponse('Something failed on the server (the answer carries an ErrorId)'),
    ...(guard === 'public' ? {} : { 503: errorResponse('An administrator has switched this interface off') }),
  }
}

export const json = <T extends z.ZodType>(schema: T, description = 'OK') => ({
  description,
  content: { 'application/json': { schema } },
})

/** Every number a route accepts carries bounds of its own (shared/schemas/fields.ts): checked as the app is assembled. */
function assertBounded(config: Omit<RouteConfig, 'path' | 'middleware'> & { path: string }) {
  const { query, params, body } = config.request ?? {}
  const schemas: [string, unknown][] = [
    ['query', query],
    ['params', params],
    ...Object.entries(body?.content ?? {}).map(([type, c]): [string, unknown] => [type, c && 'schema' in c ? c.schema : undefined]),
  ]
  for (const [where, schema] of schemas) {
    if (!(schema instanceof z.ZodType)) continue
    const open = unboundedNumbers(schema)
    if (open.length) throw new Error(`${config.method.toUpperCase()} ${config.path}: ${where} numbers without bounds: ${open.join(', ')}`)
  }
}
