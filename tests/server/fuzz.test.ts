import { afterAll, beforeAll, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { Agent, ApiRoute, LoginThrottle, Role } from '../../src/server/db/schema/index.ts'
import { forgetSwitches } from '../../src/kernel/server/services/api-registry.ts'
import { createTestServer, DEMO, describeDb, type TestServer } from '../helpers/server.ts'
import { createResponseChecker, type OpenApiDoc, type Operation } from '../helpers/openapi.ts'
import { requestMaker, type FuzzRequest } from '../helpers/fuzz-requests.ts'

/**
 * Every operation of `/Api/OpenApi.json`, as the administrator, with requests drawn from its own
 * schemas and with one field at a time broken. It fails on any 5xx, on an answer the description
 * does not declare, on a broken field that is not a 400 naming it, and on a refused request that
 * wrote anything (row triggers count every insert, update and delete, rolled back with it).
 */

// Tables written on purpose by refused requests, or by the server's housekeeping.
const HOUSEKEEPING = [
  'session',
  'login_failure',
  'login_throttle',
  'login_lockout',
  'public_throttle',
  'error_log',
  'api_route',
  'sms_code',
  'sms_outbox',
  '__drizzle_migrations',
]

const SEED = 20261125

describeDb('every operation of the description, fuzzed', () => {
  let s: TestServer
  let token: string
  let doc: OpenApiDoc
  let checker: ReturnType<typeof createResponseChecker>
  let adminRow: Record<string, unknown>
  const operations: [string, string, Operation][] = []
  const counts = { requests: 0, ok: 0, refused: 0 }

  beforeAll(async () => {
    s = await createTestServer()
    token = await s.login(DEMO.admin)
    doc = (await (await s.app.request('/Api/OpenApi.json')).json()) as OpenApiDoc
    checker = createResponseChecker(doc)
    for (const [path, ops] of Object.entries(doc.paths)) for (const [method, op] of Object.entries(ops)) operations.push([method, path, op])
    for (const statement of [
      'create table fuzz_writes (n bigint not null)',
      'insert into fuzz_writes values (0)',
      'create function fuzz_count() returns trigger language plpgsql as $$ begin update fuzz_writes set n = n + 1; return null; end $$',
      `do $$ declare t text; begin
        for t in select tablename from pg_tables where schemaname = 'public' and tablename not in ('fuzz_writes', ${HOUSEKEEPING.map((t) => `'${t}'`).join(', ')}) loop
          execute format('create trigger fuzz_count after insert or update or delete on %I for each row execute function fuzz_count()', t);
        end loop;
      end $$`,
    ])
      await s.db.execute(sql.raw(statement))
    adminRow = (await s.db.select().from(Agent).where(eq(Agent.Id, 1)))[0]!
  }, 120_000)
  afterAll(async () => {
    console.log(`[fuzz] ${operations.length} operations, ${counts.requests} requests: ${counts.ok} answered 2xx, ${counts.refused} refused`)
    await s?.close()
  })

  const writes = async () => {
    const r = (await s.db.execute(sql`select n from fuzz_writes`)) as unknown as { rows?: { n: string | number }[] } & {
      n: string | number
    }[]
    return Number((r.rows ?? r)[0]!.n)
  }

  /** The administrator's account as it was, and a fresh session, should a drawn request have changed them. */
  async function restoreAdmin() {
    const probe = await s.app.request('/Api/Agent/GetInfo', { headers: { user: token } })
    if (probe.status === 200) return
    const { Id: _id, ...agent } = adminRow
    await s.db.update(Agent).set(agent).where(eq(Agent.Id, 1))
    await s.db
      .update(Role)
      .set({ Status: 1, Permission: ['*'] })
      .where(eq(Role.Id, Number(adminRow.RoleId)))
    await s.db.delete(LoginThrottle)
    await s.db.update(ApiRoute).set({ Status: 1 })
    forgetSwitches()
    token = await s.login(DEMO.admin)
  }

  /** A download is whole: a CSV starts with its byte-order mark and header, an XLSX archive ends with its directory. */
  function wholeFile(contentType: string, bytes: Uint8Array): boolean {
    if (contentType.startsWith('text/csv')) return bytes.length > 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf
    if (contentType.includes('spreadsheetml')) {
      const end = bytes.slice(-22)
      return bytes[0] === 0x50 && bytes[1] === 0x4b && end[0] === 0x50 && end[1] === 0x4b && end[2] === 0x05 && end[3] === 0x06
    }
    return true
  }

  async function send(r: FuzzRequest) {
    const qs = r.query.map(([k, v]) => `${encodeURIComponent(k)}=${v === '\ud800' ? '%ED%A0%80' : encodeURIComponent(v)}`).join('&')
    const headers: Record<string, string> = { user: token, lang: 'en-US' }
    let body: string | undefined
    if (r.body && 'json' in r.body) {
      if (r.body.json !== undefined) {
        body = JSON.stringify(r.body.json)
        headers['content-type'] = 'application/json'
      }
    } else if (r.body) {
      body = r.body.raw
      headers['content-type'] = r.body.type
    }
    const res = await s.app.request(`${r.path}${qs ? `?${qs}` : ''}`, { method: r.method.toUpperCase(), headers, body })
    const type = res.headers.get('content-type') ?? ''
    let bytes: Uint8Array
    try {
      if (type.startsWith('text/event-stream')) {
        // A live stream never ends: its first event, then hang up.
        const reader = res.body!.getReader()
        bytes = (await reader.read()).value ?? new Uint8Array()
        await reader.cancel()
      } else bytes = new Uint8Array(await res.arrayBuffer())
    } catch {
      bytes = new Uint8Array() // a download cut short
    }
    const text = new TextDecoder().decode(bytes)
    let json: unknown
    try {
      json = type.startsWith('application/json') ? JSON.parse(text) : undefined
    } catch {
      json = text
    }
    return { status: res.status, type, json, bytes }
  }

  it('answers every request of every operation as described, refuses broken fields with 400, and writes nothing when it refuses', async () => {
    const make = requestMaker(doc)
    const failures: string[] = []
    let seed = SEED
    for (const [method, path, op] of operations) {
      for (const r of make.requestsFor(method, path, op, seed++)) {
        const before = await writes()
        const res = await send(r)
        counts.requests++
        const where = `${method.toUpperCase()} ${path} [${r.label}]`
        if (res.status >= 500) failures.push(`${where}: ${res.status} ${String(JSON.stringify(res.json)).slice(0, 300)}`)
        const wrong = checker.check(method, path, res.status, res.type, res.json)
        if (wrong) failures.push(`${where}: ${wrong}`)
        if (res.status === 200 && !wholeFile(res.type, res.bytes))
          failures.push(`${where}: a 200 download that is not a whole file (${res.bytes.length} bytes of ${res.type})`)
        if (res.status < 300) counts.ok++
        else {
          counts.refused++
          const after = await writes()
          if (after !== before) failures.push(`${where}: refused with ${res.status} yet wrote ${after - before} rows`)
        }
        if (r.expect && res.status !== 401) {
          const errors = ((res.json as { Errors?: { Field: string }[] })?.Errors ?? []).map((e) => e.Field)
          if (res.status !== r.expect.status)
            failures.push(`${where}: answered ${res.status}, expected 400: ${String(JSON.stringify(res.json)).slice(0, 200)}`)
          else if (
            !errors.some(
              (f) => f === r.expect!.field || f.startsWith(`${r.expect!.field}.`) || r.expect!.field.startsWith(`${f}.`) || f === '_',
            )
          )
            failures.push(`${where}: a 400 that does not name ${r.expect.field} (named ${errors.join(', ') || 'nothing'})`)
        }
        if (res.status === 401) await restoreAdmin()
      }
      await restoreAdmin()
    }
    expect(failures.slice(0, 60), `${failures.length} failures`).toEqual([])
    expect(counts.requests).toBeGreaterThan(operations.length * 4)
  }, 240_000)
})
