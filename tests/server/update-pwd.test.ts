import { afterAll, beforeAll, expect, it } from 'vitest'
import { ACCOUNT_LIMIT } from '../../src/kernel/server/services/login-throttle.ts'
import { createTestServer, DEMO, describeDb, type TestServer } from '../helpers/server.ts'

describeDb('User/UpdatePwd', () => {
  let s: TestServer
  beforeAll(async () => {
    s = await createTestServer()
  })
  afterAll(() => s?.close())
  const update = (token: string, body: unknown, lang = 'en-US') => s.call<{ Token: string }>('/Api/User/UpdatePwd', { token, body, lang })

  it('needs a session', async () => {
    expect((await s.call('/Api/User/UpdatePwd', { body: { OldPwd: 'a', NewPwd: 'bbbbbb', NewPwdConfirm: 'bbbbbb' } })).status).toBe(401)
  })

  it('answers the spec’s messages for an incomplete form, a short password and a mismatch', async () => {
    const token = await s.login(DEMO.sales)
    const empty = await update(token, {})
    expect(empty.status).toBe(400)
    expect(empty.body.Message).toBe('Fields marked * must be completed')
    expect(empty.body.Errors?.map((e) => e.Field).sort()).toEqual(['NewPwd', 'NewPwdConfirm', 'OldPwd'])
    expect(empty.body.Errors?.every((e) => e.Message === 'This field is required')).toBe(true)

    const short = await update(token, { OldPwd: 'demo123', NewPwd: '12345', NewPwdConfirm: '12345' })
    expect(short.status).toBe(400)
    expect(short.body.Message).toBe('Enter at least 6 characters')
    expect(short.body.Errors).toEqual([
      { Field: 'NewPwd', Message: 'Enter at least 6 characters' },
      { Field: 'NewPwdConfirm', Message: 'Enter at least 6 characters' },
    ])

    const mismatch = await update(token, { OldPwd: 'demo123', NewPwd: 'abcdef1', NewPwdConfirm: 'abcdef2' })
    expect(mismatch.status).toBe(400)
    expect(mismatch.body.Message).toBe('The two new passwords do not match')
    expect(mismatch.body.Errors).toEqual([{ Field: 'NewPwdConfirm', Message: 'The two new passwords do not match' }])

    const zh = await update(token, { OldPwd: 'demo123', NewPwd: 'abcdef1', NewPwdConfirm: 'abcdef2' }, 'zh-CN')
    expect(zh.body.Message).not.toBe('The two new passwords do not match')
    expect(zh.body.Message).toMatch(/[\u4e00-\u9fff]/)

    const wrongOld = await update(token, { OldPwd: 'not-it', NewPwd: 'abcdef1', NewPwdConfirm: 'abcdef1' })
    expect(wrongOld.status).toBe(400)
    expect(wrongOld.body.Message).toBe('The old password is wrong')
    // None of that changed the password.
    expect((await s.call('/Api/Agent/GetInfo', { token })).status).toBe(200)
    await s.login(DEMO.sales)
  })

  it('refuses to change someone else’s password', async () => {
    const token = await s.login(DEMO.sales)
    const res = await update(token, { Id: 1, OldPwd: 'demo123', NewPwd: 'abcdef1', NewPwdConfirm: 'abcdef1' })
    expect(res.status).toBe(403)
  })

  it('sets the password, kills every old token, and hands back a new one', async () => {
    const token = await s.login(DEMO.customs)
    const elsewhere = await s.login(DEMO.customs)
    const res = await update(token, { OldPwd: 'demo123', NewPwd: 'n3w-secret', NewPwdConfirm: 'n3w-secret' })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ Result: true, Message: 'Set successfully' })
    expect((await s.call('/Api/Agent/GetInfo', { token })).status).toBe(401)
    expect((await s.call('/Api/Agent/GetInfo', { token: elsewhere })).status).toBe(401)
    expect((await s.call('/Api/Agent/GetInfo', { token: res.body.Data!.Token })).status).toBe(200)
    const oldPwd = await s.call('/Api/Agent/Login', { body: { Cellphone: 13800000004, Pwd: 'demo123' } })
    expect(oldPwd.status).toBe(401)
    await s.login({ mobile: DEMO.customs.mobile, password: 'n3w-secret' })
  })

  it('guessing the old password with a signed-in session is throttled like a login: 30 guesses, 5 checked', async () => {
    const token = await s.login(DEMO.supervisor)
    const statuses: number[] = []
    for (let i = 0; i < 30; i++)
      statuses.push((await update(token, { OldPwd: `guess-${i}`, NewPwd: 'abcdef1', NewPwdConfirm: 'abcdef1' })).status)
    expect(statuses.slice(0, ACCOUNT_LIMIT)).toEqual(Array(ACCOUNT_LIMIT).fill(400))
    expect(new Set(statuses.slice(ACCOUNT_LIMIT))).toEqual(new Set([429]))
    const blocked = await update(token, { OldPwd: DEMO.supervisor.password, NewPwd: 'abcdef1', NewPwdConfirm: 'abcdef1' })
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    // Nothing changed meanwhile.
    expect((await s.call('/Api/Agent/GetInfo', { token })).status).toBe(200)
  })

  it('an administrator’s reset ends the member’s sessions; editing oneself keeps one’s own', async () => {
    const admin = await s.login(DEMO.admin)
    const member = await s.login(DEMO.warehouse)
    const me = (await s.call<{ user_id: number }>('/Api/Agent/GetInfo', { token: member })).body.Data!.user_id
    const get = async (id: number, token = admin) =>
      (await s.call<{ Version: number }>('/Api/Agent/Get', { token, query: { Id: id } })).body.Data!
    // Any other field leaves the sessions alone.
    let res = await s.call('/Api/Agent/Update', { token: admin, body: { Id: me, Version: (await get(me)).Version, Address: 'Dock 4' } })
    expect(res.status).toBe(200)
    expect((await s.call('/Api/Agent/GetInfo', { token: member })).status).toBe(200)
    res = await s.call('/Api/Agent/Update', { token: admin, body: { Id: me, Version: (await get(me)).Version, Pwd: 'reset-by-hr' } })
    expect(res.status).toBe(200)
    expect((await s.call('/Api/Agent/GetInfo', { token: member })).status).toBe(401)
    // Writes too.
    expect((await s.call('/Api/Agent/PostMessage', { token: member, body: { AgentId: me, Content: 'still here?' } })).status).toBe(401)
    await s.login({ mobile: DEMO.warehouse.mobile, password: 'reset-by-hr' })
    res = await s.call('/Api/Agent/Update', {
      token: admin,
      body: { Id: me, Version: (await get(me)).Version, Pwd: DEMO.warehouse.password },
    })
    expect(res.status).toBe(200)
    // The administrator resetting their own password keeps the session they do it from.
    const adminElsewhere = await s.login(DEMO.admin)
    const adminId = (await s.call<{ user_id: number }>('/Api/Agent/GetInfo', { token: admin })).body.Data!.user_id
    res = await s.call('/Api/Agent/Update', {
      token: admin,
      body: { Id: adminId, Version: (await get(adminId)).Version, Pwd: DEMO.admin.password },
    })
    expect(res.status).toBe(200)
    expect((await s.call('/Api/Agent/GetInfo', { token: admin })).status).toBe(200)
    expect((await s.call('/Api/Agent/GetInfo', { token: adminElsewhere })).status).toBe(401)
  })
})
