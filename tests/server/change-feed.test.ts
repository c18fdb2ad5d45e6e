import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import { buildServer, serverStale } from '../../scripts/build.ts'
import { startServerProcess, stopServerProcess, type ServerProcess } from '../helpers/server-process.ts'
import { describeDb } from '../helpers/server.ts'
import { adminQuery, databaseUrl } from '../helpers/test-db.ts'

/**
 * Two app servers on one PostgreSQL, as it scales past one machine: each remembers sessions, and
 * whatever ends one in either process (logout, password change, suspension) is refused by the
 * other as soon as the database's notification arrives (db/changes.ts). PostgreSQL project only
 * (vitest.config.ts): PGlite is one process.
 */
describeDb('two server processes on one PostgreSQL', () => {
  const name = `cbc_feed_${process.pid}`
  let a: ServerProcess, b: ServerProcess
  let urlA = '',
    urlB = ''
  beforeAll(async () => {
    if (serverStale()) await buildServer()
    await adminQuery(`drop database if exists ${name} with (force)`)
    await adminQuery(`create database ${name} template ${inject('dbSource')}`)
    const env = { DATABASE_URL: databaseUrl(name) }
    a = startServerProcess(env)
    urlA = await a.ready
    b = startServerProcess(env)
    urlB = await b.ready
  }, 90_000)
  afterAll(async () => {
    await Promise.all([a && stopServerProcess(a), b && stopServerProcess(b)])
    await adminQuery(`drop database if exists ${name} with (force)`)
  })

  const call = async (url: string, path: string, token?: string, body?: unknown) => {
    const res = await fetch(url + path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { user: token } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return { status: res.status, body: (await res.json()) as { Data: Record<string, unknown> | null } }
  }
  const login = async (mobile: number, pwd: string) => {
    const res = await call(urlA, '/Api/Agent/Login', undefined, { Cellphone: mobile, Pwd: pwd })
    expect(res.status).toBe(200)
    return res.body.Data!.Token as string
  }
  /** B has looked the session up and remembers it (a second request is served from memory). */
  const knownToB = async (token: string) => {
    expect((await call(urlB, '/Api/Agent/GetInfo', token)).status).toBe(200)
    expect((await call(urlB, '/Api/Agent/GetInfo', token)).status).toBe(200)
  }

  /**
   * B refuses the token within the notification's delivery (milliseconds; a second at most on a busy
   * machine), far inside the 10 s B would otherwise keep the session (SESSION_TTL_MS).
   */
  const refusedByB = async (token: string) => {
    const until = Date.now() + 1000
    let status = 0
    while (Date.now() < until && (status = (await call(urlB, '/Api/Agent/GetInfo', token)).status) === 200)
      await new Promise((r) => setTimeout(r, 20))
    expect(status).toBe(401)
  }

  it('a logout in one process is refused by the other at once', async () => {
    const token = await login(13800000002, 'demo123')
    await knownToB(token)
    expect((await call(urlA, '/Api/Agent/Logout', token, {})).status).toBe(200)
    await refusedByB(token)
  })

  it('a password change ends the other sessions in every process at once', async () => {
    const here = await login(13800000002, 'demo123')
    const there = await login(13800000002, 'demo123')
    await knownToB(there)
    const changed = await call(urlA, '/Api/User/UpdatePwd', here, {
      OldPwd: 'demo123',
      NewPwd: 'feed-test-1',
      NewPwdConfirm: 'feed-test-1',
    })
    expect(changed.status).toBe(200)
    await refusedByB(there)
  })

  it('a suspension by HR in one process locks the agent out of the other at once', async () => {
    const token = await login(13800000003, 'demo123')
    await knownToB(token)
    const me = (await call(urlB, '/Api/Agent/GetInfo', token)).body.Data!.user_id as number
    const admin = await login(13800000000, 'admin123')
    const agent = (await call(urlA, `/Api/Agent/Get?Id=${me}`, admin)).body.Data!
    const suspended = await call(urlA, '/Api/Agent/Transition', admin, { Id: me, Event: 'suspend', Version: agent.Version })
    expect(suspended.status).toBe(200)
    await refusedByB(token)
  })

  it("an administrator's password reset in one process ends the member's sessions in the other at once, writes included", async () => {
    const token = await login(13800000004, 'demo123')
    await knownToB(token)
    const me = (await call(urlB, '/Api/Agent/GetInfo', token)).body.Data!.user_id as number
    const admin = await login(13800000000, 'admin123')
    const agent = (await call(urlA, `/Api/Agent/Get?Id=${me}`, admin)).body.Data!
    expect((await call(urlA, '/Api/Agent/Update', admin, { Id: me, Version: agent.Version, Pwd: 'reset-by-hr' })).status).toBe(200)
    await refusedByB(token)
    expect((await call(urlB, '/Api/Agent/PostMessage', token, { AgentId: me, Content: 'still here?' })).status).toBe(401)
  })

  it('a role change that removes access is refused by the other process at once', async () => {
    const token = await login(13800000001, 'demo123')
    const me = (await call(urlB, '/Api/Agent/GetInfo', token)).body.Data!.user_id as number
    const admin = await login(13800000000, 'admin123')
    const roles = (await call(urlA, '/Api/Role/Index?Size=100', admin)).body.Data as unknown as { Id: number; Code: string }[]
    const customs = roles.find((r) => r.Code === 'customs')!
    expect((await call(urlB, '/Api/Client/Index', token)).status).toBe(200)
    expect((await call(urlB, '/Api/Client/Index', token)).status).toBe(200)
    const agent = (await call(urlA, `/Api/Agent/Get?Id=${me}`, admin)).body.Data!
    expect(
      (await call(urlA, '/Api/Agent/Update', admin, { Id: me, Version: agent.Version, RoleId: customs.Id, Permission: [] })).status,
    ).toBe(200)
    const until = Date.now() + 1000
    let status = 0
    while (Date.now() < until && (status = (await call(urlB, '/Api/Client/Index', token)).status) === 200)
      await new Promise((r) => setTimeout(r, 20))
    expect(status).toBe(403)
  })
})
