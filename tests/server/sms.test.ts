import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { count, eq } from 'drizzle-orm'
import { Agent, Role, SmsCode, SmsOutbox } from '../../src/server/db/schema/index.ts'
import { hashPassword } from '../../src/kernel/server/lib/password.ts'
import { createTestServer, DEMO, describeDb, type TestServer } from '../helpers/server.ts'

const ME = { mobile: '13700000001', password: 'tester1' }
const NEW = '13912340000'

describeDb('SMS codes and changing one’s mobile number', () => {
  let s: TestServer
  let admin: string
  let meId: number
  beforeAll(async () => {
    s = await createTestServer()
    const [sales] = await s.db.select().from(Role).where(eq(Role.Code, 'sales'))
    const [me] = await s.db
      .insert(Agent)
      .values({ Name: 'Tester', Mobile: ME.mobile, Pwd: await hashPassword(ME.password), RoleId: sales!.Id })
      .returning()
    meId = me!.Id
    admin = await s.login(DEMO.admin)
  })
  afterAll(() => s?.close())
  beforeEach(async () => {
    // Every test starts with no codes (so no limits) and the tester on their first number.
    await s.db.delete(SmsCode)
    await s.db.update(Agent).set({ Mobile: ME.mobile }).where(eq(Agent.Id, meId))
  })

  const send = (token: string | undefined, body: unknown) => s.call('/Api/Sms/Send', { method: 'POST', token, body, lang: 'en-US' })
  const update = (token: string | undefined, body: unknown) =>
    s.call<{ Mobile: string }>('/Api/Agent/UpdateMobile', { method: 'POST', token, body, lang: 'en-US' })
  /** The code in the newest outbox text for a number, read as the administrator. */
  async function lastCode(phone: string) {
    const res = await s.call<{ Phone: string; Text: string }[]>('/Api/SmsOutbox/Index', { token: admin, query: { Value: phone } })
    expect(res.status).toBe(200)
    const text = res.body.Data?.[0]?.Text ?? ''
    return /\b(\d{6})\b/.exec(text)?.[1] ?? ''
  }
  const rows = async (table: typeof SmsCode | typeof SmsOutbox) => (await s.db.select({ n: count() }).from(table))[0]!.n
  const myMobile = async () => (await s.db.select({ Mobile: Agent.Mobile }).from(Agent).where(eq(Agent.Id, meId)))[0]!.Mobile
  /** Moves every code's send time back, as if that many seconds had passed. */
  const age = (seconds: number) => s.db.update(SmsCode).set({ CreateTime: Math.floor(Date.now() / 1000) - seconds })

  it('needs a session', async () => {
    expect((await send(undefined, { Phone: NEW, Type: 1 })).status).toBe(401)
    expect((await update(undefined, { Mobile: NEW, ValidCode: '123456' })).status).toBe(401)
  })

  it('sends a code to the outbox, and the code changes the mobile number', async () => {
    const token = await s.login(ME)
    const sent = await send(token, { Phone: NEW, Type: 1 })
    expect(sent.status).toBe(200)
    expect(sent.body).toMatchObject({ Result: true, Message: 'SMS sent' })

    const outbox = await s.call<{ Phone: string; Type: number; Text: string; CreateTime: number }[]>('/Api/SmsOutbox/Index', {
      token: admin,
    })
    expect(outbox.body.Data?.[0]).toMatchObject({ Phone: NEW, Type: 1 })
    expect(outbox.body.Data?.[0]?.Text).toMatch(/verification code is \d{6}\. It is valid for 10 minutes/)
    const code = await lastCode(NEW)
    // Only a salted hash is stored.
    const [stored] = await s.db.select().from(SmsCode).where(eq(SmsCode.Phone, NEW))
    expect(stored!.CodeHash).not.toContain(code)
    expect(stored!.ExpireTime - stored!.CreateTime).toBe(600)

    const res = await update(token, { Mobile: NEW, ValidCode: code })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ Result: true, Data: { Mobile: NEW }, Message: 'Mobile number changed' })
    expect(await myMobile()).toBe(NEW)
    const my = await s.call<{ Mobile: string }>('/Api/Agent/My', { token })
    expect(my.body.Data?.Mobile).toBe(NEW)
    // The new number is the login account now; the session carries on.
    await s.login({ mobile: NEW, password: ME.password })
    expect((await s.call('/Api/Agent/Login', { body: { Cellphone: Number(ME.mobile), Pwd: ME.password } })).status).toBe(401)
  })

  it('a new login number ends one’s other sessions, and keeps the one that changed it', async () => {
    const token = await s.login(ME)
    const elsewhere = await s.login(ME)
    expect((await send(token, { Phone: NEW, Type: 1 })).status).toBe(200)
    expect((await update(token, { Mobile: NEW, ValidCode: await lastCode(NEW) })).status).toBe(200)
    expect((await s.call('/Api/Agent/GetInfo', { token })).status).toBe(200)
    expect((await s.call('/Api/Agent/GetInfo', { token: elsewhere })).status).toBe(401)
  })

  it('refuses a wrong code, and ends a code after five wrong tries', async () => {
    const token = await s.login(ME)
    expect((await send(token, { Phone: NEW, Type: 1 })).status).toBe(200)
    const code = await lastCode(NEW)
    const wrong = code === '000000' ? '111111' : '000000'
    const first = await update(token, { Mobile: NEW, ValidCode: wrong })
    expect(first.status).toBe(400)
    expect(first.body.Message).toBe('The verification code is wrong')
    expect(first.body.Errors).toEqual([{ Field: 'ValidCode', Message: 'The verification code is wrong' }])
    const [row] = await s.db.select().from(SmsCode).where(eq(SmsCode.Phone, NEW))
    expect(row!.Attempts).toBe(1)
    for (let i = 0; i < 4; i++) expect((await update(token, { Mobile: NEW, ValidCode: wrong })).status).toBe(400)
    const right = await update(token, { Mobile: NEW, ValidCode: code })
    expect(right.status).toBe(400)
    expect(right.body.Message).toBe('No valid verification code for this number. Ask for a new one')
    expect(await myMobile()).toBe(ME.mobile)
  })

  it('refuses an expired code', async () => {
    const token = await s.login(ME)
    await send(token, { Phone: NEW, Type: 1 })
    const code = await lastCode(NEW)
    await s.db.update(SmsCode).set({ ExpireTime: Math.floor(Date.now() / 1000) - 1 })
    const res = await update(token, { Mobile: NEW, ValidCode: code })
    expect(res.status).toBe(400)
    expect(res.body.Message).toBe('The verification code has expired. Ask for a new one')
    expect(await myMobile()).toBe(ME.mobile)
  })

  it('uses a code once, and only the newest code of a number', async () => {
    const token = await s.login(ME)
    await send(token, { Phone: NEW, Type: 1 })
    const code = await lastCode(NEW)
    expect((await update(token, { Mobile: NEW, ValidCode: code })).status).toBe(200)
    await s.db.update(Agent).set({ Mobile: ME.mobile }).where(eq(Agent.Id, meId))
    const again = await update(token, { Mobile: NEW, ValidCode: code })
    expect(again.status).toBe(400)
    expect(again.body.Message).toBe('No valid verification code for this number. Ask for a new one')

    // A new code replaces the one before it.
    await age(61)
    await send(token, { Phone: NEW, Type: 1 })
    const older = await lastCode(NEW)
    await age(61)
    await send(token, { Phone: NEW, Type: 1 })
    const newer = await lastCode(NEW)
    if (older !== newer) expect((await update(token, { Mobile: NEW, ValidCode: older })).status).toBe(400)
    expect((await update(token, { Mobile: NEW, ValidCode: newer })).status).toBe(200)
  })

  it('a code belongs to the agent who asked for it', async () => {
    const token = await s.login(ME)
    await send(token, { Phone: NEW, Type: 1 })
    const code = await lastCode(NEW)
    const other = await s.login(DEMO.warehouse)
    const res = await update(other, { Mobile: NEW, ValidCode: code })
    expect(res.status).toBe(400)
    expect(res.body.Message).toBe('No valid verification code for this number. Ask for a new one')
  })

  it('limits sends: one per number a minute, ten an hour, with 429 and a clear message', async () => {
    const token = await s.login(ME)
    expect((await send(token, { Phone: NEW, Type: 1 })).status).toBe(200)
    const soon = await send(token, { Phone: NEW, Type: 1 })
    expect(soon.status).toBe(429)
    expect(soon.body.Result).toBe(false)
    expect(soon.body.Message).toMatch(/^A code was sent just now\. Wait \d+ seconds before asking for another$/)
    for (let i = 0; i < 9; i++) {
      await age(61 + i)
      expect((await send(token, { Phone: NEW, Type: 1 })).status).toBe(200)
    }
    await age(120)
    const many = await send(token, { Phone: NEW, Type: 1 })
    expect(many.status).toBe(429)
    expect(many.body.Message).toMatch(/^Too many codes have been asked for\. Try again in \d+ minutes$/)
    expect(await rows(SmsCode)).toBe(10)
    // An hour later the number may have codes again.
    await age(3601)
    expect((await send(token, { Phone: NEW, Type: 1 })).status).toBe(200)
  })

  it('two sends at the same instant give one code', async () => {
    const token = await s.login(ME)
    const answers = await Promise.all([send(token, { Phone: NEW, Type: 1 }), send(token, { Phone: NEW, Type: 1 })])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429])
    expect(await rows(SmsCode)).toBe(1)
  })

  it('a staff number gets the answer a stranger’s does, after the same limits, and no code; one’s own is refused (400)', async () => {
    const token = await s.login(ME)
    const stranger = await send(token, { Phone: NEW, Type: 1 })
    const staff = await send(token, { Phone: DEMO.sales.mobile, Type: 1 })
    expect(staff.status).toBe(200)
    expect(staff.body).toEqual(stranger.body)
    // Counted alike: asking again at once is too soon for both.
    const [strangerAgain, staffAgain] = [
      await send(token, { Phone: NEW, Type: 1 }),
      await send(token, { Phone: DEMO.sales.mobile, Type: 1 }),
    ]
    expect(strangerAgain.status).toBe(429)
    expect(staffAgain.status).toBe(429)
    // The same words; the seconds to wait may differ by one, the two codes having been asked for a moment apart.
    const words = (m: unknown) => String(m).replace(/\d+/g, '#')
    const seconds = (m: unknown) => Number(/\d+/.exec(String(m))?.[0])
    expect(words(staffAgain.body.Message)).toBe(words(strangerAgain.body.Message))
    expect(Math.abs(seconds(staffAgain.body.Message) - seconds(strangerAgain.body.Message))).toBeLessThanOrEqual(1)
    // Nothing went to the staff member's phone, and a guessed code answers as for any number.
    expect(await lastCode(DEMO.sales.mobile)).toBe('')
    const guessStaff = await update(token, { Mobile: DEMO.sales.mobile, ValidCode: '000000' })
    const guessStranger = await update(token, { Mobile: NEW, ValidCode: '000000' })
    expect(guessStaff.status).toBe(400)
    expect(guessStaff.body).toEqual(guessStranger.body)
    await s.db.delete(SmsCode)
    const own = await send(token, { Phone: ME.mobile, Type: 1 })
    expect(own.status).toBe(400)
    expect(own.body.Message).toBe('This is already your mobile number')

    // Taken between the code and the change: 409, nothing changes, the code is not used up.
    await send(token, { Phone: NEW, Type: 1 })
    const code = await lastCode(NEW)
    const [w] = await s.db.select().from(Agent).where(eq(Agent.Mobile, DEMO.warehouse.mobile))
    await s.db.update(Agent).set({ Mobile: NEW }).where(eq(Agent.Id, w!.Id))
    const res = await update(token, { Mobile: NEW, ValidCode: code })
    expect(res.status).toBe(409)
    expect(res.body.Message).toBe('This mobile number is already used by another member of staff')
    expect(await myMobile()).toBe(ME.mobile)
    await s.db.update(Agent).set({ Mobile: DEMO.warehouse.mobile }).where(eq(Agent.Id, w!.Id))
    expect((await update(token, { Mobile: NEW, ValidCode: code })).status).toBe(200)
  })

  it('answers an invalid form with 400 "Information incomplete" and writes nothing', async () => {
    const token = await s.login(ME)
    const before = [await rows(SmsCode), await rows(SmsOutbox)]
    for (const body of [{}, { Phone: '', Type: 1 }, { Phone: 'abc', Type: 1 }, { Phone: NEW, Type: 7 }, { Phone: NEW }]) {
      const res = await send(token, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.Message).toBe('Information incomplete')
      expect(res.body.Errors?.length).toBeGreaterThan(0)
    }
    expect((await send(token, { Phone: 'abc', Type: 1 })).body.Errors).toEqual([{ Field: 'Phone', Message: 'Enter a valid mobile number' }])
    // Not a mobile number anywhere the console works: too short, a landline, an unknown mainland range.
    for (const Phone of ['12345', '60312345678', '12012345678', '4915112345678']) {
      const res = await send(token, { Phone, Type: 1 })
      expect(res.status, Phone).toBe(400)
      expect(res.body.Errors, Phone).toEqual([{ Field: 'Phone', Message: 'Enter a valid mobile number' }])
    }
    const notMobile = await update(token, { Mobile: '12345', ValidCode: '123456' })
    expect(notMobile.status).toBe(400)
    expect(notMobile.body.Errors).toEqual([{ Field: 'Mobile', Message: 'Enter a valid mobile number' }])
    expect([await rows(SmsCode), await rows(SmsOutbox)]).toEqual(before)

    const empty = await update(token, {})
    expect(empty.status).toBe(400)
    expect(empty.body.Message).toBe('Fields marked * must be completed')
    const badCode = await update(token, { Mobile: NEW, ValidCode: '12ab' })
    expect(badCode.status).toBe(400)
    expect(badCode.body.Errors).toEqual([{ Field: 'ValidCode', Message: 'Enter the 6-digit code' }])
    expect(await myMobile()).toBe(ME.mobile)
  })

  it('the demo keeps the warehouse worker’s code for the administrator to read, in Chinese', async () => {
    const res = await s.call<{ Phone: string; Type: number; Text: string }[]>('/Api/SmsOutbox/Index', {
      token: admin,
      query: { Value: '13987654321' },
    })
    expect(res.status).toBe(200)
    expect(res.body.Data).toHaveLength(1)
    expect(res.body.Data![0]).toMatchObject({ Phone: '13987654321', Type: 1 })
    expect(res.body.Data![0]!.Text).toMatch(/验证码.*\d{6}/)
  })

  it('shows the outbox to administrators only', async () => {
    const sales = await s.login(DEMO.sales)
    const res = await s.call('/Api/SmsOutbox/Index', { token: sales, lang: 'en-US' })
    expect(res.status).toBe(403)
    expect(res.body).toEqual({ Result: false, Data: null, Message: 'You do not have permission to do this' })
    const token = await s.login(ME)
    await send(token, { Phone: NEW, Type: 1 })
    await age(61)
    await send(token, { Phone: '13912340001', Type: 1 })
    const list = await s.call<{ Phone: string }[]>('/Api/SmsOutbox/Index', { token: admin, query: { Size: 2 } })
    expect(list.body.Data?.map((r) => r.Phone)).toEqual(['13912340001', NEW]) // newest first
    expect(list.body.Count).toBeGreaterThanOrEqual(2)
  })
})

describeDb('SMS through a gateway (SMS_PROVIDER_URL)', () => {
  let s: TestServer
  let gateway: http.Server
  let received: { body: unknown; auth: string | undefined }[] = []
  let answer = 200
  beforeAll(async () => {
    gateway = http.createServer((req, res) => {
      let data = ''
      req.on('data', (chunk) => (data += chunk))
      req.on('end', () => {
        received.push({ body: JSON.parse(data), auth: req.headers.authorization })
        res.writeHead(answer).end()
      })
    })
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve))
    const { port } = gateway.address() as AddressInfo
    s = await createTestServer({ smsProviderUrl: `http://127.0.0.1:${port}/send`, smsProviderToken: 'gw-secret' })
  })
  afterAll(async () => {
    await s?.close()
    await new Promise((resolve) => gateway?.close(resolve))
  })

  it('posts the text to the gateway as JSON, and keeps nothing in the outbox', async () => {
    received = []
    const kept = async () => (await s.db.select({ n: count() }).from(SmsOutbox))[0]!.n
    const before = await kept() // the demo's own kept text
    const token = await s.login(DEMO.sales)
    const res = await s.call('/Api/Sms/Send', { body: { Phone: NEW, Type: 1 }, token, lang: 'en-US' })
    expect(res.status).toBe(200)
    expect(received).toHaveLength(1)
    expect(received[0]!.auth).toBe('Bearer gw-secret')
    expect(received[0]!.body).toMatchObject({ phone: NEW, text: expect.stringMatching(/\d{6}/) })
    expect(await kept()).toBe(before)
  })

  it('answers 502 when the gateway refuses, and that code is dead', async () => {
    answer = 500
    await s.db.delete(SmsCode)
    const token = await s.login(DEMO.supervisor)
    const res = await s.call('/Api/Sms/Send', { body: { Phone: '13912340002', Type: 1 }, token, lang: 'en-US' })
    expect(res.status).toBe(502)
    expect(res.body).toEqual({ Result: false, Data: null, Message: 'The SMS could not be sent. Try again later' })
    const [row] = await s.db.select().from(SmsCode)
    expect(row!.UsedTime).toBeGreaterThan(0)
    answer = 200
  })
})
