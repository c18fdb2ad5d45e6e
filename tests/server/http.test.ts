import fs from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { desc, eq } from 'drizzle-orm'
import { ErrorLog } from '../../src/server/db/schema/index.ts'
import { readConfig } from '../../src/kernel/server/config.ts'
import { ROOT } from '../../src/kernel/server/paths.ts'
import { SERVER_BUNDLE } from '../../scripts/build.ts'
import { createTestServer, DEMO, describeDb, type TestServer } from '../helpers/server.ts'

describeDb('HTTP surface', () => {
  let s: TestServer
  beforeAll(async () => {
    s = await createTestServer({ bodyLimit: 2048 })
    // A route that fails the way a bug would, with something secret in its message.
    s.app.get('/Api/Test/Boom', () => {
      throw new Error('select secret from agent where pwd = $1')
    })
    // A failed query as drizzle reports it, its parameters holding personal data.
    s.app.get('/Api/Test/FailedQuery', () => {
      throw new Error('Failed query: select id from agent where mobile = $1 and name = $2\nparams: 13912345678,Wang Fang')
    })
    // Errors the database raises about the data itself, as the driver reports them.
    for (const code of ['22003', '22P02', '23505', '40P01', '40001']) {
      s.app.get(`/Api/Test/Db${code}`, () => {
        throw Object.assign(new Error('Failed query: update x set y = $1\nparams: 99'), {
          cause: Object.assign(new Error('database says no'), { code }),
        })
      })
    }
  })
  afterAll(() => s?.close())

  it('an unknown /Api path is a 404 envelope, never the app', async () => {
    const res = await s.call('/Api/Nope', { lang: 'en-US' })
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toMatch(/application\/json/)
    expect(res.body).toEqual({ Result: false, Data: null, Message: 'No such interface' })
    expect((await s.raw('/Api/Agent/Nope/Deeper', { method: 'POST' })).status).toBe(404)
  })

  it('a client route answers the app’s index.html; a missing asset is a plain 404', async () => {
    for (const path of ['/warehouse/zone', '/login', '/', '/system/notice?type=1']) {
      const res = await s.raw(path)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('content-type')).toMatch(/text\/html/)
      expect(res.headers.get('cache-control')).toBe('no-cache')
      expect(await res.text()).toContain('<div id="root">')
    }
    const asset = await s.raw('/assets/app-abc123.js')
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(asset.headers.get('content-type')).toMatch(/javascript/)
    const missing = await s.raw('/assets/gone-000.js')
    expect(missing.status).toBe(404)
    expect(await missing.text()).not.toContain('<div id="root">')
    expect((await s.raw('/../package.json')).status).not.toBe(200)
  })

  it("the server's code is never served: the web root is the client's build, and no map, module or dot-folder under it is", async () => {
    // The default web root holds the client alone; the server's bundle and its map are outside it.
    const root = readConfig({}).staticDir!
    expect(path.relative(root, SERVER_BUNDLE).startsWith('..')).toBe(true)
    expect(path.relative(root, path.join(ROOT, 'src')).startsWith('..')).toBe(true)
    // Even a web root pointed at more than that serves none of it.
    const dir = s.deps.config.staticDir!
    fs.mkdirSync(path.join(dir, 'server'), { recursive: true })
    fs.mkdirSync(path.join(dir, '.vite'), { recursive: true })
    fs.writeFileSync(path.join(dir, 'server', 'main.mjs'), 'export const secret = 1')
    fs.writeFileSync(path.join(dir, 'server', 'main.mjs.map'), '{"sources":["src/server/main.ts"]}')
    fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js.map'), '{"sources":[]}')
    fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), '{}')
    for (const p of ['/server/main.mjs', '/server/main.mjs.map', '/assets/app-abc123.js.map', '/.vite/manifest.json']) {
      const res = await s.raw(p)
      expect(res.status, p).toBe(404)
      expect(await res.text(), p).not.toMatch(/secret|sources|<div id="root">/)
    }
  })

  it('no API answer may be stored by a browser or proxy: signed-in JSON, errors and the login carry no-store', async () => {
    const token = await s.login(DEMO.admin)
    const answers = [
      await s.call('/Api/Agent/GetInfo', { token }),
      await s.call('/Api/Client/Index', { token, query: { Size: 5 } }),
      // A compressed answer too (read plainly: the description's check reads JSON).
      await s.app.request('/Api/Client/Index?Size=200', { headers: { user: token, 'accept-encoding': 'br' } }),
      await s.call('/Api/Agent/Login', { body: { Cellphone: Number(DEMO.admin.mobile), Pwd: DEMO.admin.password } }),
      await s.call('/Api/Client/Get', { token, query: { Id: 999_999 } }),
      await s.call('/Api/Agent/GetInfo'),
    ]
    for (const a of answers) expect(a.headers.get('cache-control')).toBe('no-store')
  })

  it('sends the security headers on the app and the API', async () => {
    for (const path of ['/home', '/Api/Health']) {
      const h = (await s.raw(path)).headers
      const csp = h.get('content-security-policy') ?? ''
      expect(csp).toContain("default-src 'self'")
      expect(csp).toContain("script-src 'self'")
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).not.toContain('unsafe-eval')
      expect(h.get('x-content-type-options')).toBe('nosniff')
      expect(h.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(h.get('x-frame-options')).toBe('DENY')
    }
  })

  it('compresses large answers as the caller accepts: brotli first, else gzip; small ones go as they are', async () => {
    const plain = await (await s.raw('/Api/OpenApi.json')).text()
    expect(plain.length).toBeGreaterThan(10_000)
    const decode: Record<string, (b: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync }
    for (const [accept, encoding] of [
      ['gzip', 'gzip'],
      ['gzip, deflate, br, zstd', 'br'],
      ['br;q=0, gzip;q=0.8', 'gzip'],
    ] as const) {
      const res = await s.raw('/Api/OpenApi.json', { headers: { 'accept-encoding': accept } })
      expect(res.headers.get('content-encoding'), accept).toBe(encoding)
      expect(res.headers.get('content-type')).toMatch(/application\/json/)
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i)
      const body = Buffer.from(await res.arrayBuffer())
      expect(body.length).toBeLessThan(plain.length / 4)
      expect(decode[encoding]!(body).toString()).toBe(plain)
    }
    const none = await s.raw('/Api/OpenApi.json', { headers: { 'accept-encoding': 'identity' } })
    expect(none.headers.get('content-encoding')).toBeNull()
    expect(await none.text()).toBe(plain)
    const small = await s.raw('/Api/Health', { headers: { 'accept-encoding': 'br, gzip' } })
    expect(small.headers.get('content-encoding')).toBeNull()
    expect((await small.json()).Result).toBe(true)
  })

  it('serves the client’s text files compressed: the build’s brotli file when there is one, else compressed once here', async () => {
    const dir = path.join(s.deps.config.staticDir!, 'assets')
    const script = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ i, name: `row ${i}` })))}\n`
    fs.writeFileSync(path.join(dir, 'big-1a2b3c.js'), script)
    fs.writeFileSync(path.join(dir, 'built-4d5e6f.js'), script)
    // A file the build compressed: its .br sibling is what goes out (marked here to tell them apart).
    fs.writeFileSync(path.join(dir, 'built-4d5e6f.js.br'), brotliCompressSync(`${script}// from the build\n`))
    const br = await s.raw('/assets/big-1a2b3c.js', { headers: { 'accept-encoding': 'gzip, br' } })
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('content-type')).toMatch(/javascript/)
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(script)
    const gz = await s.raw('/assets/big-1a2b3c.js', { headers: { 'accept-encoding': 'gzip' } })
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script)
    const built = await s.raw('/assets/built-4d5e6f.js', { headers: { 'accept-encoding': 'br' } })
    expect(brotliDecompressSync(Buffer.from(await built.arrayBuffer())).toString()).toContain('// from the build')
    const plain = await s.raw('/assets/big-1a2b3c.js')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(script)
  })

  it('a body over the limit is a 413 envelope', async () => {
    const res = await s.call('/Api/Agent/Login', { rawBody: JSON.stringify({ Cellphone: 1, Pwd: 'x'.repeat(5000) }), lang: 'en-US' })
    expect(res.status).toBe(413)
    expect(res.body).toEqual({ Result: false, Data: null, Message: 'The request is too large' })
  })

  it('an error thrown anywhere is a 500 envelope with an error id that matches the log and the exceptions table', async () => {
    const res = await s.call('/Api/Test/Boom', { lang: 'en-US' })
    expect(res.status).toBe(500)
    expect(res.body.Result).toBe(false)
    const id = res.body.ErrorId!
    expect(id).toMatch(/^E[0-9A-Z]+$/)
    expect(res.body.Message).toBe(`Something went wrong on our side. Error number: ${id}`)
    expect(JSON.stringify(res.body)).not.toMatch(/secret|select|stack|at /i)
    const logged = s.logs.filter((l) => l.errorId === id)
    expect(logged.map((l) => l.msg).sort()).toEqual(['request', 'unhandled error'])
    expect(logged.find((l) => l.msg === 'unhandled error')?.error).toContain('select secret')
    await new Promise((r) => setTimeout(r, 50))
    const [row] = await s.db.select().from(ErrorLog).where(eq(ErrorLog.ErrorId, id)).orderBy(desc(ErrorLog.Id))
    expect(row?.Path).toBe('/Api/Test/Boom')
  })

  it('keeps a failed query’s SQL for the exceptions page but hides its parameter values', async () => {
    const res = await s.call('/Api/Test/FailedQuery', { lang: 'en-US' })
    expect(res.status).toBe(500)
    await new Promise((r) => setTimeout(r, 50))
    const [row] = await s.db.select().from(ErrorLog).where(eq(ErrorLog.ErrorId, res.body.ErrorId!))
    expect(row!.Message).toContain('select id from agent where mobile = $1')
    expect(row!.Message).toContain('params: [2 values hidden]')
    expect(`${row!.Message}${row!.Stack}`).not.toMatch(/13912345678|Wang Fang/)
    const logged = s.logs.find((l) => l.errorId === res.body.ErrorId && l.msg === 'unhandled error')!
    expect(JSON.stringify(logged)).not.toMatch(/13912345678|Wang Fang/)
  })

  it('what the database refuses about the data is a 4xx, never a 500', async () => {
    const expected: Record<string, [number, string]> = {
      '22003': [400, 'This value is not valid'],
      '22P02': [400, 'This value is not valid'],
      '23505': [409, 'A record with the same value already exists'],
      '40P01': [409, 'Someone else was changing the same records at the same moment. Try again'],
      '40001': [409, 'Someone else was changing the same records at the same moment. Try again'],
    }
    for (const [code, [status, message]] of Object.entries(expected)) {
      const res = await s.call(`/Api/Test/Db${code}`, { lang: 'en-US' })
      expect([res.status, res.body.Message], code).toEqual([status, message])
    }
  })

  it('errors made before a route runs follow the lang header too', async () => {
    const both = async (send: (lang: string) => Promise<{ status: number; body: { Message?: string } }>) => {
      const [en, zh] = [await send('en-US'), await send('zh-CN')]
      expect(en.status).toBe(zh.status)
      expect(zh.body.Message).not.toBe(en.body.Message)
      return en
    }
    const plain = await both((lang) =>
      s.call('/Api/Agent/Login', { rawBody: '{"Cellphone":1,"Pwd":"x"}', headers: { 'content-type': 'text/plain' }, lang }),
    )
    expect(plain).toMatchObject({ status: 415, body: { Message: 'Send the request body as JSON (Content-Type: application/json)' } })
    expect((await both((lang) => s.call('/Api/Agent/Login', { rawBody: '{"Cellphone":', lang }))).status).toBe(400)
    expect((await both((lang) => s.call('/Api/Agent/Login', { body: { Cellphone: 'a\u0000b', Pwd: 'x' }, lang }))).status).toBe(400)
    expect((await both((lang) => s.call('/Api/Nope', { lang }))).status).toBe(404)
    expect(
      (await both((lang) => s.call('/Api/Agent/Login', { rawBody: JSON.stringify({ Cellphone: 1, Pwd: 'x'.repeat(5000) }), lang }))).status,
    ).toBe(413)
  })

  it('a Version of 0 is refused as “at least 1”, not “at least 0”', async () => {
    const token = await s.login(DEMO.admin)
    const res = await s.call('/Api/Client/Transition', { token, lang: 'en-US', body: { Id: 1, Event: 'claim', Version: 0 } })
    expect(res.status).toBe(400)
    expect(res.body.Errors).toEqual([{ Field: 'Version', Message: 'Must be at least 1' }])
  })

  it('writes one structured log line per API request, with the agent', async () => {
    const token = await s.login(DEMO.sales)
    await s.call('/Api/Agent/GetInfo', { token })
    const line = s.logs.filter((l) => l.path === '/Api/Agent/GetInfo').at(-1)!
    expect(line).toMatchObject({ level: 'info', msg: 'request', method: 'GET', status: 200 })
    expect(typeof line.ms).toBe('number')
    expect(line.agentId).toBeGreaterThan(0)
  })

  it('publishes an OpenAPI 3.1 description listing every API route', async () => {
    const res = await s.raw('/Api/OpenApi.json')
    expect(res.status).toBe(200)
    const doc = (await res.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> }
    expect(doc.openapi).toBe('3.1.0')
    const described = new Set(Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`)))
    const registered = s.app.routes
      .filter((r) => r.path.startsWith('/Api/') && r.method !== 'ALL' && r.path !== '/Api/OpenApi.json' && !r.path.startsWith('/Api/Test/'))
      .map((r) => `${r.method} ${r.path}`)
    expect(registered.length).toBeGreaterThan(5)
    for (const r of registered) expect(described, r).toContain(r)
    for (const must of [
      'GET /Api/Health',
      'POST /Api/Agent/Login',
      'GET /Api/Agent/GetInfo',
      'POST /Api/Agent/Logout',
      'POST /Api/User/UpdatePwd',
    ]) {
      expect(described).toContain(must)
    }
  })
})
