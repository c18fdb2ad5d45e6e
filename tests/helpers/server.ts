import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, inject } from 'vitest'
import { createApp, withRegistry } from '../../src/server/app.ts'
import { readConfig, type Config } from '../../src/kernel/server/config.ts'
import type { Deps } from '../../src/kernel/server/env.ts'
import { createLogger } from '../../src/kernel/server/lib/logger.ts'
import { loadServerCatalogs } from '../../src/kernel/server/lib/i18n.ts'
import type { Envelope } from '../../src/kernel/shared/api.ts'
import { openTestDatabase, type TestDbKind } from './test-db.ts'
import { createResponseChecker, type OpenApiDoc } from './openapi.ts'

export const DB_KIND: TestDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite'

/** `describe` for suites that need a database: skipped (loudly, by the global setup) when it is absent. */
export const describeDb: typeof describe = inject('dbAvailable') ? describe : (describe.skip as typeof describe)

export const DEMO = {
  admin: { mobile: '13800000000', password: 'admin123' },
  supervisor: { mobile: '13800000001', password: 'demo123' },
  sales: { mobile: '13800000002', password: 'demo123' },
  warehouse: { mobile: '13800000003', password: 'demo123' },
  customs: { mobile: '13800000004', password: 'demo123' },
  opsSupervisor: { mobile: '13800000005', password: 'demo123' },
} as const

export interface CallOptions {
  method?: string
  query?: Record<string, string | number | undefined>
  body?: unknown
  rawBody?: string
  token?: string
  lang?: string
  headers?: Record<string, string>
}

export interface TestResponse<T> {
  status: number
  body: Envelope<T>
  headers: Headers
}

/**
 * The answers' checker for an app's routes, made once per worker for each set of routes: every test
 * server of a worker describes the same routes the same way (a test's own routes make a set of their own).
 */
const checkers = new Map<string, ReturnType<typeof createResponseChecker>>()
async function checkerOf(app: ReturnType<typeof createApp>) {
  const key = app.routes.map((r) => `${r.method} ${r.path}`).join('\n')
  let checker = checkers.get(key)
  if (!checker) checkers.set(key, (checker = createResponseChecker((await (await app.request('/Api/OpenApi.json')).json()) as OpenApiDoc)))
  return checker
}

/** The Hono app over a fresh copy of the seeded database, called in-process. */
export async function createTestServer(
  overrides: Partial<Config> = {},
  extra: Partial<Omit<Deps, 'db' | 'dbKind' | 'config' | 'log'>> = {},
) {
  await loadServerCatalogs()
  const database = await openTestDatabase(DB_KIND, inject('dbSource'))
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cbc-static-'))
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>console</title><div id="root"></div>')
  fs.mkdirSync(path.join(staticDir, 'assets'))
  fs.writeFileSync(path.join(staticDir, 'assets', 'app-abc123.js'), 'console.log("app")')
  const config: Config = { ...readConfig({ STATIC_DIR: staticDir }), logLevel: 'silent', ...overrides }
  const logs: Record<string, unknown>[] = []
  const log = createLogger('info', (line) => logs.push(JSON.parse(line)))
  const deps: Deps = withRegistry({ db: database.db, dbKind: database.kind, config, log, ...extra })
  const app = createApp(deps)
  // Every answer a test sees must be one the description declares (tests/helpers/openapi.ts). The
  // description is read on the first call, so a test may still add its own routes (under /Api/Test/).
  let described: ReturnType<typeof createResponseChecker> | undefined
  const conform = async (method: string, urlPath: string, res: Response, body: unknown) => {
    const path = new URL(urlPath, 'http://test.local').pathname
    if (!path.startsWith('/Api/') || path.startsWith('/Api/Test/') || path === '/Api/OpenApi.json') return
    described ??= await checkerOf(app)
    const wrong = described.check(method, path, res.status, res.headers.get('content-type') ?? '', body)
    if (wrong) throw new Error(`The answer contradicts /Api/OpenApi.json: ${wrong}`)
  }

  async function call<T = unknown>(urlPath: string, opts: CallOptions = {}): Promise<TestResponse<T>> {
    const url = new URL(urlPath, 'http://test.local')
    for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v))
    const headers: Record<string, string> = { ...opts.headers }
    if (opts.token) headers.user = opts.token
    if (opts.lang) headers.lang = opts.lang
    let body: string | undefined = opts.rawBody
    if (opts.body !== undefined) {
      body = JSON.stringify(opts.body)
      headers['content-type'] = 'application/json'
    } else if (body !== undefined) headers['content-type'] ??= 'application/json'
    const method = opts.method ?? (body ? 'POST' : 'GET')
    const res = await app.request(url.pathname + url.search, { method, headers, body })
    const text = await res.text()
    let parsed: Envelope<T>
    let json: unknown = text
    try {
      json = JSON.parse(text)
      parsed = json as Envelope<T>
    } catch {
      parsed = { Result: false, Message: text }
    }
    await conform(method, url.pathname, res, json)
    return { status: res.status, body: parsed, headers: res.headers }
  }

  async function login(who: { mobile: string; password: string }, extra: { Day?: number } = {}) {
    const res = await call<{ Token: string }>('/Api/Agent/Login', { body: { Cellphone: Number(who.mobile), Pwd: who.password, ...extra } })
    if (res.status !== 200 || !res.body.Data) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`)
    return res.body.Data.Token
  }

  /**
   * Adds a warehouse to those a demo agent works in, as an administrator does on the staff screen
   * (a warehouse role sees only its warehouses' documents); the newest fifty are kept, as the form allows.
   */
  let adminToken: string | undefined
  async function workIn(mobile: string, warehouseId: number) {
    adminToken ??= await login(DEMO.admin)
    const [agent] =
      (
        await call<{ Id: number; Version: number; WarehouseIds: number[] }[]>('/Api/Agent/Index', {
          token: adminToken,
          query: { Value: mobile },
        })
      ).body.Data ?? []
    if (!agent) throw new Error(`workIn: no agent ${mobile}`)
    if (agent.WarehouseIds.includes(warehouseId)) return
    const res = await call('/Api/Agent/Update', {
      token: adminToken,
      body: { Id: agent.Id, Version: agent.Version, WarehouseIds: [...agent.WarehouseIds.slice(-49), warehouseId] },
    })
    if (res.status !== 200) throw new Error(`workIn: ${res.status} ${JSON.stringify(res.body)}`)
  }

  return {
    app,
    deps,
    workIn,
    db: database.db,
    kind: database.kind,
    logs,
    call,
    login,
    /** A plain request; its status and content type are held to the description (the body is left unread). */
    raw: async (p: string, init?: RequestInit) => {
      const res = await app.request(p, init)
      const type = res.headers.get('content-type') ?? ''
      const json = type.startsWith('application/json') && !res.headers.get('content-encoding')
      await conform(init?.method ?? 'GET', p, res, json ? await res.clone().json() : undefined)
      return res
    },
    close: async () => {
      await database.close()
      fs.rmSync(staticDir, { recursive: true, force: true })
    },
  }
}
export type TestServer = Awaited<ReturnType<typeof createTestServer>>
