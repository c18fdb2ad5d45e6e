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

/**
 * Who may call a route: anyone, any signed-in agent, or an agent holding a permission key.
 * Every route states one; the OpenAPI description carries it as `x-permission`.
 */
export type Guard = 'public' | 'session' | PermissionKey

export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error)
    },
  })
}
export type Router = ReturnType<typeof createRouter>

/** The signed-in agent, looked up once per request and only when a route needs it. */
export async function getAuth(c: { get(k: 'auth'): AuthContext | null | undefined; set(k: 'auth', v: AuthContext | null): void; req: { header(n: string): string | undefined } }, deps: Deps) {
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
    if (guard !== 'session' && !can(auth.access, guard)) throw forbidden()
    // An administrator may switch a route off in the API registry (503 until switched on again).
    if (await isSwitchedOff(deps.db, method, path)) throw new ApiError(503, M.apiDisabled)
    return next()
  })

/** createRoute with the route's guard attached as middleware and recorded in the description. */
export function defineRoute<P extends string, R extends Omit<RouteConfig, 'path' | 'middleware'> & { path: P }>(
  deps: Deps,
  guard: Guard,
  config: R,
) {
  return createRoute({
    ...config,
    'x-permission': guard,
    ...(guard === 'public' ? {} : { security: [{ session: [] }] }),
    middleware: [guardMiddleware(guard, deps, config.method, config.path)] as const,
  })
}

/** The envelope of shared/docs/API.md around a payload schema. */
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
    Message: z.string(),
    Errors: z.array(z.object({ Field: z.string(), Message: z.string() })).optional(),
    ErrorId: z.string().optional(),
  })
  .openapi('Error')

/** Standard answers every guarded route can give, added to its responses. */
export function errorResponses(guard: Guard) {
  const err = (description: string) => ({ description, content: { 'application/json': { schema: ErrorEnvelope } } })
  return {
    400: err('Bad input'),
    ...(guard === 'public' ? {} : { 401: err('No or expired session') }),
    ...(guard === 'public' || guard === 'session' ? {} : { 403: err('Permission missing') }),
    500: err('Server error'),
  }
}

export const json = <T extends z.ZodType>(schema: T, description = 'OK') => ({
  description,
  content: { 'application/json': { schema } },
})
