import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { parseWrk, runWrk, wrkInstalled, wrkScript } from '../../bench/measure/wrk.ts'

/** A local server counting the paths it was asked for, answering as `answer` says; stopped after `use`. */
async function withServer<T>(
  answer: (req: http.IncomingMessage, res: http.ServerResponse) => void,
  use: (url: string, seen: Map<string, number>) => Promise<T>,
): Promise<T> {
  const seen = new Map<string, number>()
  const server = http.createServer((req, res) => {
    seen.set(req.url!, (seen.get(req.url!) ?? 0) + 1)
    answer(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  try {
    return await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen)
  } finally {
    server.close()
  }
}

describe('the C load generator', () => {
  it('writes a script with the headers and the paths in rotation, and reads its figures back', () => {
    const script = wrkScript({
      headers: { user: 'abc', 'accept-encoding': 'gzip, br' },
      paths: ['/Api/User/Index?Value=Li&Size=200', '/Api/Health'],
    })
    expect(script).toContain('wrk.headers["user"] = "abc"')
    expect(script).toContain('local paths = { "/Api/User/Index?Value=Li&Size=200", "/Api/Health" }')
    expect(() => wrkScript({ headers: {}, paths: ['/a"b'] })).toThrow()
    const out = 'Running 3s test\n  2 threads\nWRK {"requests":900,"us":3000000,"status":3,"errors":1,"p50":1500,"p95":4200,"p99":9000}\n'
    expect(parseWrk(out)).toEqual({ requests: 900, non2xx: 3, errors: 1, fillers: 0, seconds: 3, p50: 1.5, p95: 4.2, p99: 9 })
    expect(() => parseWrk('unable to connect')).toThrow(/no figures/)
  })

  // Where wrk is installed (CI installs it), a real run against a local server: every path asked,
  // the headers sent, non-2xx answers counted apart.
  it.skipIf(!wrkInstalled())('loads a server with the rotation and counts what failed', async () => {
    let withHeader = 0
    await withServer(
      (req, res) => {
        if (req.headers.user === 'token') withHeader++
        res.statusCode = req.url === '/missing' ? 404 : 200
        res.end('{}')
      },
      async (url, seen) => {
        const r = await runWrk({ url, connections: 2, seconds: 1, headers: { user: 'token' }, paths: ['/a', '/b', '/missing'] })
        expect(r.requests).toBeGreaterThan(30)
        expect([...seen.keys()].sort()).toEqual(['/a', '/b', '/missing'])
        expect(withHeader).toBe([...seen.values()].reduce((a, b) => a + b))
        // wrk stops at its deadline with a request in flight on each connection: the server saw it,
        // wrk counted no answer for it. So up to one per connection may be missing from its count.
        const missing = seen.get('/missing')!
        expect(r.non2xx).toBeLessThanOrEqual(missing)
        expect(r.non2xx).toBeGreaterThanOrEqual(missing - 2)
        expect(r.p95).toBeGreaterThan(0)
      },
    )
  })

  // A script of its own (the transitions' kind): its threads count the filler requests they send,
  // and the figures leave them out.
  it.skipIf(!wrkInstalled())('runs a script of its own and counts its fillers apart', async () => {
    await withServer(
      (_req, res) => res.end('{"Id":1}'),
      async (url, seen) => {
        const r = await runWrk({
          url,
          connections: 2,
          seconds: 1,
          headers: {},
          paths: [],
          script: [
            'threads = {}',
            'function setup(thread) table.insert(threads, thread) end',
            'function init(args) fillers, n = 0, 0 end',
            'function request()',
            '  n = n + 1',
            '  if n % 3 == 0 then fillers = fillers + 1; return wrk.format("GET", "/filler") end',
            '  return wrk.format("POST", "/work", nil, "{}")',
            'end',
          ].join('\n'),
        })
        const fillers = seen.get('/filler')!
        expect(fillers).toBeGreaterThan(5)
        // Up to one request per connection in flight at the deadline is counted by the thread, not answered.
        expect(r.fillers).toBeGreaterThanOrEqual(fillers)
        expect(r.fillers).toBeLessThanOrEqual(fillers + 2)
        expect(r.requests - r.fillers).toBeGreaterThan(0)
      },
    )
  })
})
