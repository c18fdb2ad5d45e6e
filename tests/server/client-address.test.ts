import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { ACCOUNT_LIMIT } from '../../src/kernel/server/services/login-throttle.ts'
import { createTestServer, DEMO, describeDb, type TestServer } from '../helpers/server.ts'

/**
 * The login throttle keys on the address our own proxy saw, through a real proxy: a Node HTTP
 * proxy in front of the app appends its peer's address to X-Forwarded-For as nginx's
 * `$proxy_add_x_forwarded_for` does, and the clients connect to it from different loopback
 * addresses (127.0.0.2 the attacker, 127.0.0.3 the office). Whatever a client writes into the
 * header itself stays to the left of what the proxy appends, and is never read.
 */
describeDb('client address behind a trusted proxy', () => {
  let s: TestServer
  let proxy: http.Server
  let port = 0
  beforeAll(async () => {
    s = await createTestServer({ trustProxy: 1 })
    proxy = http.createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (c: Buffer) => chunks.push(c))
      req.on('end', async () => {
        const peer = req.socket.remoteAddress!.replace(/^::ffff:/, '')
        const headers = new Headers()
        for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v)
        const prior = req.headers['x-forwarded-for']
        headers.set('x-forwarded-for', prior ? `${prior}, ${peer}` : peer)
        const answer = await s.app.request(req.url!, {
          method: req.method,
          headers,
          body: chunks.length ? Buffer.concat(chunks) : undefined,
        })
        res.writeHead(answer.status, Object.fromEntries(answer.headers))
        res.end(Buffer.from(await answer.arrayBuffer()))
      })
    })
    await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done))
    port = (proxy.address() as AddressInfo).port
  })
  afterAll(async () => {
    await new Promise((done) => proxy?.close(done))
    await s?.close()
  })

  /** A login through the proxy from a given loopback address, with whatever X-Forwarded-For the client writes. */
  const login = (from: string, Cellphone: number, Pwd: string, forwarded?: string) =>
    new Promise<number>((resolve, reject) => {
      const body = JSON.stringify({ Cellphone, Pwd })
      const headers: http.OutgoingHttpHeaders = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
      if (forwarded) headers['x-forwarded-for'] = forwarded
      const req = http.request(
        { host: '127.0.0.1', port, localAddress: from, path: '/Api/Agent/Login', method: 'POST', headers, agent: false },
        (res) => {
          res.resume()
          res.on('end', () => resolve(res.statusCode!))
        },
      )
      req.on('error', reject)
      req.end(body)
    })

  it('a header rotated on every guess does not escape the throttle: after 5 checked, the rest wait', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 40; i++) statuses.push(await login('127.0.0.2', Number(DEMO.sales.mobile), `rotating-${i}`, `203.0.113.${i}`))
    expect(statuses.filter((x) => x === 401)).toHaveLength(ACCOUNT_LIMIT)
    expect(statuses.slice(ACCOUNT_LIMIT).every((x) => x === 429)).toBe(true)
  })

  it("naming the office's address locks nobody out of it", async () => {
    for (let i = 0; i < 12; i++) expect([401, 429]).toContain(await login('127.0.0.2', Number(DEMO.admin.mobile), `nope-${i}`, '127.0.0.3'))
    expect(await login('127.0.0.2', Number(DEMO.admin.mobile), DEMO.admin.password, '127.0.0.3')).toBe(429)
    expect(await login('127.0.0.3', Number(DEMO.admin.mobile), DEMO.admin.password)).toBe(200)
  })

  it('two proxies of ours: the entry the outer one appended is the client, whatever came before it', async () => {
    const two = await createTestServer({ trustProxy: 2 })
    try {
      const guess = (header: string) =>
        two.call('/Api/Agent/Login', {
          body: { Cellphone: Number(DEMO.customs.mobile), Pwd: 'wrong-pass' },
          headers: { 'x-forwarded-for': header },
        })
      const statuses: number[] = []
      // The client forged a different first entry each time; the outer proxy saw 198.51.100.7, the inner one 10.0.0.2.
      for (let i = 0; i < 8; i++) statuses.push((await guess(`192.0.2.${i}, 198.51.100.7, 10.0.0.2`)).status)
      expect(statuses.slice(0, ACCOUNT_LIMIT)).toEqual(Array(ACCOUNT_LIMIT).fill(401))
      expect(statuses.slice(ACCOUNT_LIMIT)).toEqual([429, 429, 429])
      // Another client behind the same proxies is a different address.
      expect((await guess('198.51.100.8, 10.0.0.2')).status).toBe(401)
    } finally {
      await two.close()
    }
  })
})
