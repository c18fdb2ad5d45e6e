import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestServer, DEMO, describeDb, type TestServer } from '../helpers/server.ts'
import type { SessionRow } from '../../src/kernel/shared/schemas/account.ts'

describeDb('one’s own sessions', () => {
  let s: TestServer
  beforeAll(async () => {
    s = await createTestServer()
  })
  afterAll(() => s?.close())

  const list = (token: string) => s.call<SessionRow[]>('/Api/Session/Index', { token })
  const revoke = (token: string | undefined, body: unknown) => s.call('/Api/Session/Delete', { method: 'POST', token, body, lang: 'en-US' })

  it('needs a session', async () => {
    expect((await s.call('/Api/Session/Index')).status).toBe(401)
    expect((await revoke(undefined, { Id: 1 })).status).toBe(401)
  })

  it('lists the caller’s open sessions only, marking the current one', async () => {
    const a = await s.login(DEMO.customs)
    const b = await s.login(DEMO.customs)
    await s.login(DEMO.warehouse) // someone else's
    const res = await list(b)
    expect(res.status).toBe(200)
    expect(res.body.Data).toHaveLength(2)
    expect(res.body.Count).toBe(2)
    const current = res.body.Data!.filter((r) => r.Current)
    expect(current).toHaveLength(1)
    const row = res.body.Data![0]!
    expect(Object.keys(row).sort()).toEqual(['CreateTime', 'Current', 'ExpireTime', 'Id', 'Ip', 'LastTime', 'UserAgent'])
    expect(row.ExpireTime).toBeGreaterThan(row.CreateTime)
    // The other token sees the same two rows, with itself as the current one.
    const fromA = await list(a)
    expect(fromA.body.Data!.map((r) => r.Id).sort()).toEqual(res.body.Data!.map((r) => r.Id).sort())
    expect(fromA.body.Data!.find((r) => r.Current)!.Id).not.toBe(current[0]!.Id)
  })

  it('signs out one of one’s own sessions; someone else’s is 404 and lives on', async () => {
    const mine = await s.login(DEMO.supervisor)
    const other = await s.login(DEMO.supervisor)
    const rows = (await list(mine)).body.Data!
    const otherId = rows.find((r) => !r.Current)!.Id

    const done = await revoke(mine, { Id: otherId })
    expect(done.status).toBe(200)
    expect(done.body).toMatchObject({ Result: true, Message: 'That session has been signed out' })
    expect((await s.call('/Api/Agent/GetInfo', { token: other })).status).toBe(401)
    expect((await list(mine)).body.Data!.map((r) => r.Id)).not.toContain(otherId)
    expect((await revoke(mine, { Id: otherId })).status).toBe(404)

    const foreign = await s.login(DEMO.sales)
    const foreignId = (await list(foreign)).body.Data!.find((r) => r.Current)!.Id
    const refused = await revoke(mine, { Id: foreignId })
    expect(refused.status).toBe(404)
    expect(refused.body).toEqual({ Result: false, Data: null, Message: 'The record does not exist' })
    expect((await s.call('/Api/Agent/GetInfo', { token: foreign })).status).toBe(200)
  })

  it('a password change keeps the session as long as the login asked for', async () => {
    const t0 = Math.floor(Date.now() / 1000)
    const token = await s.login(DEMO.warehouse, { Day: 7 })
    const res = await s.call<{ Token: string }>('/Api/User/UpdatePwd', {
      token,
      body: { OldPwd: DEMO.warehouse.password, NewPwd: 'w4rehouse', NewPwdConfirm: 'w4rehouse' },
    })
    expect(res.status).toBe(200)
    const [row] = (await list(res.body.Data!.Token)).body.Data!
    expect(row!.Current).toBe(true)
    expect(row!.ExpireTime - t0).toBeGreaterThanOrEqual(7 * 86400 - 5)
  })

  it('refuses a bad body with 400', async () => {
    const token = await s.login(DEMO.admin)
    for (const body of [{}, { Id: 'x' }, { Id: 0 }]) {
      const res = await revoke(token, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.Result).toBe(false)
    }
  })
})
