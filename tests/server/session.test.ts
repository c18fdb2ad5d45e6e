import { afterAll, beforeAll, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { Agent, LoginThrottle, Session } from '../../src/server/db/schema/index.ts'
import { createTestServer, DEMO, describeDb, type TestServer } from '../helpers/server.ts'
import type { AgentInfo } from '../../src/kernel/shared/api.ts'
import { heardAll } from '../../src/kernel/server/db/changes.ts'

describeDb('sessions', () => {
  let s: TestServer
  beforeAll(async () => {
    s = await createTestServer({ trustProxy: 1 })
  })
  afterAll(() => s?.close())
  // Each test speaks from its own address so the per-address throttle of one test never blocks another.
  let n = 0
  const from = () => ({ 'x-forwarded-for': `10.9.${n}.${++n}` })

  it('answers Health without a session', async () => {
    const res = await s.call<{ Status: string }>('/Api/Health')
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ Result: true, Data: { Status: 'ok', Db: s.kind } })
    expect((await s.call('/Api/Health', { query: { Deep: 1 } })).status).toBe(200)
  })

  it('logs in with the right password and refuses a wrong one in the asked language', async () => {
    const ok = await s.call<{ Token: string }>('/Api/Agent/Login', { body: { Cellphone: 13800000000, Pwd: 'admin123' }, headers: from() })
    expect(ok.status).toBe(200)
    expect(ok.body.Result).toBe(true)
    expect(ok.body.Data?.Token).toMatch(/^[\w-]{43}$/)

    const headers = from()
    const en = await s.call('/Api/Agent/Login', { body: { Cellphone: 13800000000, Pwd: 'nope12' }, lang: 'en-US', headers })
    expect(en.status).toBe(401)
    expect(en.body).toEqual({ Result: false, Data: null, Message: 'Wrong mobile number or password' })
    const zh = await s.call('/Api/Agent/Login', { body: { Cellphone: 13800000000, Pwd: 'nope12' }, lang: 'zh-CN', headers })
    expect(zh.status).toBe(401)
    expect(zh.body.Result).toBe(false)
    expect(zh.body.Message).toMatch(/[\u4e00-\u9fff]/) // a Chinese sentence, not the English source
    const th = await s.call('/Api/Agent/Login', { body: { Cellphone: 13800000000, Pwd: 'nope12' }, lang: 'th-TH', headers })
    expect(th.body.Message).toMatch(/[\u0e00-\u0e7f]/)
    // An unknown account gets the same answer as a wrong password.
    const unknown = await s.call('/Api/Agent/Login', { body: { Cellphone: 13999999999, Pwd: 'whatever' }, lang: 'en-US', headers: from() })
    expect(unknown.status).toBe(401)
    expect(unknown.body.Message).toBe('Wrong mobile number or password')
  })

  it('accepts the account as a number or a trimmed string, and rejects a bad body with field errors', async () => {
    const asString = await s.call('/Api/Agent/Login', { body: { Cellphone: ' 13800000001 ', Pwd: 'demo123' }, headers: from() })
    expect(asString.status).toBe(200)
    const bad = await s.call('/Api/Agent/Login', { body: { Cellphone: 'abc' }, lang: 'en-US', headers: from() })
    expect(bad.status).toBe(400)
    expect(bad.body.Result).toBe(false)
    expect(bad.body.Errors?.map((e) => e.Field).sort()).toEqual(['Cellphone', 'Pwd'])
    const notJson = await s.call('/Api/Agent/Login', { rawBody: '{oops', lang: 'en-US' })
    expect(notJson.status).toBe(400)
    expect(notJson.body.Message).toBe('The request body is not valid JSON')
  })

  it('GetInfo answers the agent with its access list, and 401 without or with a bad token', async () => {
    const token = await s.login(DEMO.sales)
    const info = await s.call<AgentInfo>('/Api/Agent/GetInfo', { token })
    expect(info.status).toBe(200)
    expect(info.body.Data).toMatchObject({ user_name: '王浩', avator: '', role: '业务员', scope: 'own' })
    expect(info.body.Data?.user_id).toBeGreaterThan(0)
    expect(info.body.Data?.access).toContain('client:view')
    expect(info.body.Data?.access).not.toContain('agent:view')

    const admin = await s.call<AgentInfo>('/Api/Agent/GetInfo', { token: await s.login(DEMO.admin) })
    expect(admin.body.Data?.access).toContain('agent:delete') // the wildcard spelled out
    expect(admin.body.Data?.access).not.toContain('*')

    const none = await s.call('/Api/Agent/GetInfo', { lang: 'en-US' })
    expect(none.status).toBe(401)
    expect(none.body).toEqual({ Result: false, Data: null, Message: 'Please log in first' })
    const forged = await s.call('/Api/Agent/GetInfo', { token: 'x'.repeat(43), lang: 'en-US' })
    expect(forged.status).toBe(401)
    expect(forged.body.Message).toBe('Your session has ended. Please log in again')
  })

  it('keeps a session for the asked days, else 0.8 of a day, and stores only a hash of the token', async () => {
    const t0 = Math.floor(Date.now() / 1000)
    const week = await s.login(DEMO.customs, { Day: 7 })
    const plain = await s.login(DEMO.customs)
    const rows = await s.db.select().from(Session).orderBy(Session.Id)
    const [a, b] = rows.slice(-2)
    expect(a!.ExpireTime - t0).toBeGreaterThanOrEqual(7 * 86400 - 5)
    expect(a!.ExpireTime - t0).toBeLessThanOrEqual(7 * 86400 + 5)
    expect(b!.ExpireTime - t0).toBeGreaterThanOrEqual(0.8 * 86400 - 5)
    expect(b!.ExpireTime - t0).toBeLessThanOrEqual(0.8 * 86400 + 5)
    expect(rows.some((r) => r.TokenHash === week || r.TokenHash === plain)).toBe(false)
  })

  it('refuses an expired session', async () => {
    const token = await s.login(DEMO.warehouse)
    expect((await s.call('/Api/Agent/GetInfo', { token })).status).toBe(200)
    const [w] = await s.db.select({ Id: Agent.Id }).from(Agent).where(eq(Agent.Mobile, DEMO.warehouse.mobile))
    await s.db.update(Session).set({ ExpireTime: 1 }).where(eq(Session.AgentId, w!.Id))
    await heardAll(s.db) // written past the app: the process hears of it through the change feed
    expect((await s.call('/Api/Agent/GetInfo', { token })).status).toBe(401)
  })

  it('Logout ends the session on the server at once', async () => {
    const token = await s.login(DEMO.supervisor)
    const other = await s.login(DEMO.supervisor)
    const out = await s.call('/Api/Agent/Logout', { method: 'POST', token })
    expect(out.status).toBe(200)
    expect(out.body.Result).toBe(true)
    expect((await s.call('/Api/Agent/GetInfo', { token })).status).toBe(401)
    expect((await s.call('/Api/Agent/Logout', { method: 'POST', token })).status).toBe(401)
    // Only that session: the agent's other session lives on.
    expect((await s.call('/Api/Agent/GetInfo', { token: other })).status).toBe(200)
  })

  it('slows down the 6th wrong password for an account from one address with 429 and Retry-After', async () => {
    const headers = from()
    for (let i = 0; i < 5; i++) {
      const res = await s.call('/Api/Agent/Login', { body: { Cellphone: 13800000004, Pwd: `wrong${i}xx` }, headers })
      expect(res.status).toBe(401)
    }
    const sixth = await s.call('/Api/Agent/Login', { body: { Cellphone: 13800000004, Pwd: 'demo123' }, lang: 'en-US', headers })
    expect(sixth.status).toBe(429)
    expect(sixth.body.Result).toBe(false)
    expect(sixth.body.Message).toMatch(/^Too many failed attempts\. Try again in \d+ minutes?$/)
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0)
    // The block ends: the account may try again from there.
    await s.db.update(LoginThrottle).set({ BlockedUntil: Math.floor(Date.now() / 1000) - 1 })
    expect((await s.call('/Api/Agent/Login', { body: { Cellphone: 13800000004, Pwd: 'demo123' }, headers })).status).toBe(200)
  })

  it('refuses the login and every session of an agent who has left', async () => {
    const token = await s.login(DEMO.warehouse)
    await s.db.update(Agent).set({ State: 'Left' }).where(eq(Agent.Mobile, DEMO.warehouse.mobile))
    expect((await s.call('/Api/Agent/GetInfo', { token })).status).toBe(401)
    const again = await s.call('/Api/Agent/Login', { body: { Cellphone: 13800000003, Pwd: 'demo123' }, lang: 'en-US', headers: from() })
    expect(again.status).toBe(401)
    expect(again.body.Message).toBe('This account can no longer log in')
    await s.db.update(Agent).set({ State: 'Active' }).where(eq(Agent.Mobile, DEMO.warehouse.mobile))
  })
})
