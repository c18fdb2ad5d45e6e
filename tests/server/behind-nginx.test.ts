import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import { buildServer, serverStale } from '../../scripts/build.ts'
import { startNginx, type Nginx } from '../../bench/measure/nginx.ts'
import { readStream } from '../helpers/event-stream.ts'
import { startServerProcess, stopServerProcess, type ServerProcess } from '../helpers/server-process.ts'
import { describeDb } from '../helpers/server.ts'
import { adminQuery, databaseUrl } from '../helpers/test-db.ts'

/**
 * The installation of deploy/: nginx in front (the site's own proxy snippet), two app processes
 * behind it taking turns, one PostgreSQL. What must hold whichever process answers: a logout, a
 * claim race, the login throttle (on the address nginx saw, never one a client wrote), and the
 * live stream passing events at once. PostgreSQL project only (vitest.config.ts).
 */
describeDb('two app processes behind nginx', () => {
  const name = `cbc_nginx_${process.pid}`
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cbc-nginx-'))
  let a: ServerProcess, b: ServerProcess
  let nginx: Nginx | undefined
  let url = ''
  beforeAll(async () => {
    if (serverStale()) await buildServer()
    await adminQuery(`drop database if exists ${name} with (force)`)
    await adminQuery(`create database ${name} template ${inject('dbSource')}`)
    const env = { DATABASE_URL: databaseUrl(name), TRUST_PROXY: '1', SCHEDULER: 'off' }
    a = startServerProcess(env)
    b = startServerProcess(env)
    const ports = (await Promise.all([a.ready, b.ready])).map((u) => Number(new URL(u).port))
    nginx = await startNginx(dir, ports)
    url = nginx.url
  }, 120_000)
  afterAll(async () => {
    await nginx?.stop()
    await Promise.all([a && stopServerProcess(a), b && stopServerProcess(b)])
    await adminQuery(`drop database if exists ${name} with (force)`)
    fs.rmSync(dir, { recursive: true, force: true })
  })

  const call = async (p: string, opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) => {
    const res = await fetch(url + p, {
      method: opts.body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', ...(opts.token ? { user: opts.token } : {}), ...opts.headers },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    })
    return { status: res.status, body: (await res.json()) as { Data: unknown; Message: string } }
  }
  const login = async (mobile: string, pwd: string) => {
    const res = await call('/Api/Agent/Login', { body: { Cellphone: Number(mobile), Pwd: pwd } })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return (res.body.Data as { Token: string }).Token
  }

  /** Both processes (two calls in turn) refuse `token` within a second: the README's bound for a session ended elsewhere. */
  const refusedByBoth = async (token: string) => {
    const started = Date.now()
    await expect
      .poll(async () => (await Promise.all([0, 1].map(() => call('/Api/Agent/GetInfo', { token })))).map((r) => r.status), {
        timeout: 3000,
        interval: 10,
      })
      .toEqual([401, 401])
    expect(Date.now() - started).toBeLessThan(1000)
  }

  it('a logout holds in both processes, and a claim race between them has one winner', async () => {
    const admin = await login('13800000000', 'admin123')
    const worker = await login('13800000003', 'demo123')
    // Taking turns: of four calls, two went to each process; all of them know the session.
    for (let i = 0; i < 4; i++) expect((await call('/Api/Agent/GetInfo', { token: worker })).status).toBe(200)

    // The picking queue's first item, claimed at the same moment by two people through either process.
    const items = (await call('/Api/Queue/Index?Queue=picking&Size=5', { token: admin })).body.Data as { Doc: string; Id: number }[]
    expect(items.length).toBeGreaterThan(0)
    const item = { Doc: items[0]!.Doc, Id: items[0]!.Id }
    const claims = await Promise.all([admin, worker].map((token) => call('/Api/Queue/Claim', { token, body: item })))
    expect(claims.map((c) => c.status).sort()).toEqual([200, 409])

    // Logged out through one process: the other refuses the token too (the change feed's bound: README "Configuration").
    const session = await login('13800000003', 'demo123')
    expect((await call('/Api/Agent/Logout', { token: session, body: {} })).status).toBe(200)
    await refusedByBoth(session)
  })

  it('under load (16 callers keeping both processes busy), a logout is refused by both within the README’s bound', async () => {
    const admin = await login('13800000000', 'admin123')
    let busy = true
    let served = 0
    const loops = Array.from({ length: 16 }, async () => {
      while (busy) {
        const r = await call('/Api/Queue/Index?Queue=picking&Size=24', { token: admin })
        if (r.status === 200) served++
      }
    })
    try {
      // The load is running before the logout.
      await expect.poll(() => served, { timeout: 5000, interval: 10 }).toBeGreaterThan(50)
      for (let round = 0; round < 3; round++) {
        const session = await login('13800000003', 'demo123')
        for (let i = 0; i < 2; i++) expect((await call('/Api/Agent/GetInfo', { token: session })).status).toBe(200)
        expect((await call('/Api/Agent/Logout', { token: session, body: {} })).status).toBe(200)
        await refusedByBoth(session)
      }
    } finally {
      busy = false
      await Promise.all(loops)
    }
  })

  it('the live stream passes an event through nginx at once', async () => {
    const sales = await login('13800000002', 'demo123')
    const ctrl = new AbortController()
    const res = await fetch(`${url}/Api/Live/Stream`, { headers: { user: sales, accept: 'text/event-stream' }, signal: ctrl.signal })
    expect(res.status).toBe(200)
    const stream = readStream(res, ctrl)
    await stream.until((t) => t.includes('event: ready'))
    const posted = await call('/Api/Public/Chat/Message', {
      body: { ShopId: 1, VisitorId: `nginx-${process.pid}`, Name: 'Via nginx', Content: 'Hi' },
    })
    expect(posted.status).toBe(200)
    const id = (posted.body.Data as { ConversationId: number }).ConversationId
    expect(await stream.until((t) => t.includes(`"Id":${id}`), 3000)).toContain(`event: chat\ndata: {"Id":${id}}`)
    stream.close()
  })

  it('the login throttle counts the address nginx saw, across both processes, whatever the client writes', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 6; i++)
      statuses.push(
        (
          await call('/Api/Agent/Login', {
            body: { Cellphone: 13800000004, Pwd: 'wrong-password' },
            headers: { 'X-Forwarded-For': `10.0.0.${i}` },
          })
        ).status,
      )
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
  })
})
