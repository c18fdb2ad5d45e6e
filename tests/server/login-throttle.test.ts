import { afterAll, beforeAll, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { LoginThrottle } from '../../src/server/db/schema/index.ts'
import { ACCOUNT_LIMIT, ADDRESS_LIMIT, blockSeconds } from '../../src/kernel/server/services/login-throttle.ts'
import { createTestServer, DEMO, describeDb, type TestServer } from '../helpers/server.ts'

type Lockout = { Id: number; Kind: string; Account: string; Ip: string; BlockedUntil: number; LiftTime: number; LiftAgent: number }

/**
 * The login protection (README "Security"): slowed down, never locked; counted atomically; one
 * person's guesses never keep another out; every block visible to administrators, who can lift it.
 */
describeDb('login protection', () => {
  let s: TestServer
  let admin: string
  beforeAll(async () => {
    s = await createTestServer({ trustProxy: 1 })
    admin = await s.login(DEMO.admin)
  })
  afterAll(() => s?.close())
  let n = 0
  const address = () => `10.20.${Math.floor(++n / 200)}.${n % 200}`
  const login = (Cellphone: number, Pwd: string, ip: string) =>
    s.call('/Api/Agent/Login', { body: { Cellphone, Pwd }, headers: { 'x-forwarded-for': ip }, lang: 'en-US' })

  it('40 wrong passwords at once for one account: at most 5 are checked, the rest are 429 with Retry-After', async () => {
    const ip = address()
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => login(13800000001, `guess-${i}`, ip)))
    const checked = answers.filter((a) => a.status === 401).length
    const slowed = answers.filter((a) => a.status === 429)
    expect(checked).toBeLessThanOrEqual(ACCOUNT_LIMIT)
    expect(checked + slowed.length).toBe(40)
    for (const a of slowed) expect(Number(a.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    // Even the right password waits for the block to end, from that address.
    expect((await login(13800000001, 'demo123', ip)).status).toBe(429)
  })

  it('the administrator logs in from another address while someone guesses the password', async () => {
    const attacker = address()
    for (let i = 0; i < 12; i++) await login(13800000000, `nope${i}`, attacker)
    expect((await login(13800000000, 'admin123', attacker)).status).toBe(429)
    const office = address()
    const res = await login(13800000000, 'admin123', office)
    expect(res.status).toBe(200)
    expect(res.body.Result).toBe(true)
  })

  it('each block lasts longer than the last, and a right password starts the account afresh', async () => {
    const ip = address()
    const blockAfterLimit = async () => {
      for (let i = 0; i < ACCOUNT_LIMIT; i++) expect((await login(13800000002, `wrong${i}`, ip)).status).toBe(401)
      const refused = await login(13800000002, 'wrong-again', ip)
      expect(refused.status).toBe(429)
      return Number(refused.headers.get('retry-after'))
    }
    const first = await blockAfterLimit()
    expect(first).toBeLessThanOrEqual(blockSeconds(0))
    expect(first).toBeGreaterThan(blockSeconds(0) - 5)
    const key = `a:13800000002|${ip}`
    await s.db
      .update(LoginThrottle)
      .set({ BlockedUntil: Math.floor(Date.now() / 1000) - 1, WindowStart: Math.floor(Date.now() / 1000) - 1 })
      .where(eq(LoginThrottle.Key, key))
    const second = await blockAfterLimit()
    expect(second).toBeGreaterThan(blockSeconds(0) + 5)
    expect(second).toBeLessThanOrEqual(blockSeconds(1))
    await s.db
      .update(LoginThrottle)
      .set({ BlockedUntil: Math.floor(Date.now() / 1000) - 1, WindowStart: Math.floor(Date.now() / 1000) - 1 })
      .where(eq(LoginThrottle.Key, key))
    expect((await login(13800000002, 'demo123', ip)).status).toBe(200)
    expect(await s.db.select().from(LoginThrottle).where(eq(LoginThrottle.Key, key))).toEqual([])
  })

  it('an office address is slowed down only after many failures across accounts; its staff logging in do not count', async () => {
    const ip = address()
    // In tens at a time: password checks are slow on purpose.
    const batches = async (count: number, one: (i: number) => Promise<number>) => {
      const out: number[] = []
      for (let i = 0; i < count; i += 10)
        out.push(...(await Promise.all(Array.from({ length: Math.min(10, count - i) }, (_, j) => one(i + j)))))
      return out
    }
    const staff = [DEMO.supervisor, DEMO.sales, DEMO.warehouse, DEMO.customs]
    const staffLogin = async (i: number) => (await login(Number(staff[i % 4]!.mobile), staff[i % 4]!.password, ip)).status
    expect(new Set(await batches(ADDRESS_LIMIT + 10, staffLogin))).toEqual(new Set([200]))
    expect(new Set(await batches(ADDRESS_LIMIT, async (i) => (await login(13900000000 + i, 'guess123', ip)).status))).toEqual(
      new Set([401]),
    )
    expect((await login(13800000004, 'demo123', ip)).status).toBe(429)
    expect((await login(13800000004, 'demo123', address())).status).toBe(200)
  }, 120_000) // some 150 password checks, slow on purpose

  it('every block is listed for administrators, who can lift it; others may not', async () => {
    const ip = address()
    for (let i = 0; i <= ACCOUNT_LIMIT; i++) await login(13800000003, `x${i}yz`, ip)
    expect((await login(13800000003, 'demo123', ip)).status).toBe(429)
    const list = await s.call<Lockout[]>('/Api/LoginLockout/Index', { token: admin, query: { Value: '13800000003', Size: 10 } })
    expect(list.status).toBe(200)
    const row = list.body.Data!.find((r) => r.Ip === ip)!
    expect(row).toMatchObject({ Kind: 'account', Account: '13800000003', LiftTime: 0 })
    expect(row.BlockedUntil).toBeGreaterThan(Date.now() / 1000)

    const sales = await s.login(DEMO.sales)
    expect((await s.call('/Api/LoginLockout/Index', { token: sales })).status).toBe(403)
    expect((await s.call('/Api/LoginLockout/Lift', { token: sales, body: { Id: row.Id } })).status).toBe(403)
    expect((await login(13800000003, 'demo123', ip)).status).toBe(429)

    const lifted = await s.call('/Api/LoginLockout/Lift', { token: admin, body: { Id: row.Id }, lang: 'en-US' })
    expect(lifted.status).toBe(200)
    expect((await login(13800000003, 'demo123', ip)).status).toBe(200)
    const after = await s.call<Lockout>('/Api/LoginLockout/Get', { token: admin, query: { Id: row.Id } })
    expect(after.body.Data!.LiftTime).toBeGreaterThan(0)
    expect(after.body.Data!.LiftAgent).toBe(1)
    expect((await s.call('/Api/LoginLockout/Lift', { token: admin, body: { Id: 2_000_000_000 } })).status).toBe(404)
  })
})
