import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import { buildServer, serverStale } from '../../scripts/build.ts'
import { startServerProcess, stopServerProcess, type ServerProcess } from '../helpers/server-process.ts'
import { describeDb } from '../helpers/server.ts'
import { adminQuery, databaseUrl } from '../helpers/test-db.ts'
import { readStream } from '../helpers/event-stream.ts'

/**
 * Live chat across app servers on one PostgreSQL: a visitor's message posted to process A reaches
 * an agent's event stream held by process B, through the database's change feed (topic `chat`,
 * db/changes.ts), and a conversation outside the agent's scope does not. PostgreSQL project only
 * (vitest.config.ts): PGlite is one process.
 */
describeDb('live chat across two server processes', () => {
  const name = `cbc_chat_feed_${process.pid}`
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
  }, 120_000)
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
  /** An event stream on `url`, read with fetch and the `user` header as the console reads it. */
  const listen = async (url: string, token: string) => {
    const ctrl = new AbortController()
    const res = await fetch(`${url}/Api/Live/Stream`, { headers: { user: token, accept: 'text/event-stream' }, signal: ctrl.signal })
    expect(res.status).toBe(200)
    return readStream(res, ctrl)
  }
  let n = 0
  const post = async (url: string, name: string, content: string) => {
    const res = await call(url, '/Api/Public/Chat/Message', undefined, {
      ShopId: 1,
      VisitorId: `feed-visitor-${process.pid}-${++n}`,
      Name: name,
      Content: content,
    })
    expect(res.status).toBe(200)
    return res.body.Data!.ConversationId as number
  }

  it('a message posted to A reaches the stream held by B at once', async () => {
    const sales = await login(13800000002, 'demo123')
    const stream = await listen(urlB, sales)
    await stream.until((t) => t.includes('event: ready'))
    const started = Date.now()
    const id = await post(urlA, 'Aminah', 'Salam, ada stok?')
    const text = await stream.until((t) => t.includes(`"Id":${id}`))
    expect(text).toContain(`event: chat\ndata: {"Id":${id}}`)
    expect(Date.now() - started).toBeLessThan(3000)
    // B answers the unread count A's write made.
    const unread = await call(urlB, '/Api/Chat/Unread', sales)
    expect((unread.body.Data as { Conversations: number }).Conversations).toBeGreaterThan(0)
    stream.close()
  })

  it('a visit recorded by A is announced on the stream held by B, so the visitor records list refreshes', async () => {
    const supervisor = await login(13800000001, 'demo123')
    const stream = await listen(urlB, supervisor)
    await stream.until((t) => t.includes('event: ready'))
    const visit = await call(urlA, '/Api/Public/Chat/Visit', undefined, {
      ShopId: 1,
      VisitorId: `feed-visitor-${process.pid}-visit`,
      Path: '/products/rice-cooker',
      Title: 'Rice cooker 1.8L',
    })
    expect(visit.status).toBe(200)
    const text = await stream.until((t) => t.includes('event: visit'))
    expect(text).toContain('event: visit\ndata: {}')
    stream.close()
  })

  it('a reply in B reaches a stream in A; a conversation given to someone else is not sent to the salesperson', async () => {
    const sales = await login(13800000002, 'demo123')
    const supervisor = await login(13800000001, 'demo123')
    const supervisorId = (await call(urlA, '/Api/Agent/GetInfo', supervisor)).body.Data!.user_id as number
    const salesStream = await listen(urlA, sales)
    const supervisorStream = await listen(urlA, supervisor)
    await salesStream.until((t) => t.includes('event: ready'))
    await supervisorStream.until((t) => t.includes('event: ready'))
    const theirs = await post(urlA, 'Kumar', 'Hello')
    expect((await call(urlB, '/Api/Chat/Assign', supervisor, { Id: theirs, AgentId: supervisorId })).status).toBe(200)
    expect((await call(urlB, '/Api/Chat/Reply', supervisor, { Id: theirs, Content: 'Hi Kumar, how can we help?' })).status).toBe(200)
    // The supervisor hears the assignment and the reply; then a marker conversation everyone sees.
    const marker = await post(urlB, 'Marker', 'Hi')
    const heard = await supervisorStream.until((t) => t.includes(`"Id":${marker}`))
    expect(heard.split(`{"Id":${theirs}}`).length - 1).toBeGreaterThanOrEqual(3)
    const salesHeard = await salesStream.until((t) => t.includes(`"Id":${marker}`))
    // The salesperson heard only its first message, while it was unassigned.
    expect(salesHeard.split(`{"Id":${theirs}}`).length - 1).toBe(1)
    salesStream.close()
    supervisorStream.close()
  })
})
