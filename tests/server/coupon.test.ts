import { afterAll, beforeAll, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { Coupon, DocEvent } from '../../src/server/db/schema/index.ts'
import { createTestServer, DB_KIND, DEMO, describeDb, type TestServer } from '../helpers/server.ts'

type Rec = { Id: number; Version: number; State: string } & Record<string, unknown>

/**
 * Discount rules and coupons through the API: a rule's amount must fit its type; a cart is priced
 * with the best live rule; coupons are issued in a batch, claimed, used once (also when twenty
 * tries come at the same moment), refused past their valid time.
 */
describeDb(`discounts and coupons (${DB_KIND})`, () => {
  let s: TestServer
  let admin: string
  beforeAll(async () => {
    s = await createTestServer()
    admin = await s.login(DEMO.admin)
  })
  afterAll(() => s?.close())

  const call = <T = unknown>(p: string, body: unknown) => s.call<T>(p, { token: admin, lang: 'en-US', body })
  const get = async (id: number) => (await s.call<Rec>('/Api/Coupon/Get', { token: admin, query: { Id: id } })).body.Data!
  const send = async (id: number, Event: string, Data: Record<string, unknown> = {}) =>
    call<Rec>('/Api/Coupon/Transition', { Id: id, Event, Version: (await get(id)).Version, Data })

  it('keeps a rule’s amount to what its type means, and prices a cart with the best live rule', async () => {
    expect((await call('/Api/Discount/Post', { Title: 'Too much', Type: 3, Amount: 12000 })).status).toBe(400)
    expect((await call('/Api/Discount/Post', { Title: 'No gift', Type: 2, GreaterThanNum: 0, Amount: 100 })).status).toBe(400)
    expect(
      (await call('/Api/Discount/Post', { Title: 'Backwards', Type: 1, Amount: 100, BeginTime: 2_000_000_000, EndTime: 1_900_000_000 }))
        .status,
    ).toBe(400)
    const product = (await call<{ Id: number }>('/Api/Product/Post', { Name: `Priced ${DB_KIND}`, Price: 10000 })).body.Data!.Id
    const rule = (
      await call<{ Id: number }>('/Api/Discount/Post', { Title: `Half off ${DB_KIND}`, Type: 3, Amount: 5000, ProductIds: [product] })
    ).body.Data!.Id
    const res = await call<{ Subtotal: number; Reduction: number; Total: number; RuleId: number; RuleTitle: string }>(
      '/Api/Discount/Price',
      { Lines: [{ ProductId: product, Num: 3 }] },
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.Data).toMatchObject({ Subtotal: 30000, Reduction: 15000, Total: 15000, RuleId: rule, RuleTitle: `Half off ${DB_KIND}` })
    expect((await call('/Api/Discount/Price', { Lines: [{ ProductId: 2_000_000_000, Num: 1 }] })).status).toBe(400)
  })

  it('issues coupons in a batch, each with its own code and timeline', async () => {
    const res = await call<{ Count: number }>('/Api/Coupon/Issue', { DiscountId: 1, Count: 25, ValidTime: 4_000_000_000 })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.Data!.Count).toBe(25)
    expect(res.body.Message).toBe('25 coupons issued')
    const rows = await s.db
      .select({ Id: Coupon.Id, Code: Coupon.Code, State: Coupon.State })
      .from(Coupon)
      .where(eq(Coupon.ValidTime, 4_000_000_000))
    expect(new Set(rows.map((r) => r.Code)).size).toBe(rows.length)
    expect(rows.every((r) => r.State === 'Issued' && /^[0-9A-V]{4}-[0-9A-V]{4}-[0-9A-V]{4}$/.test(r.Code))).toBe(true)
    const created = await s.db
      .select({ Id: DocEvent.Id })
      .from(DocEvent)
      .where(and(eq(DocEvent.Doc, 'Coupon'), eq(DocEvent.DocId, rows[0]!.Id)))
    expect(created).toHaveLength(1)
    expect((await call('/Api/Coupon/Issue', { DiscountId: 2_000_000_000, Count: 2, ValidTime: 4_000_000_000 })).status).toBe(400)
    expect((await call('/Api/Coupon/Issue', { DiscountId: 1, Count: 501, ValidTime: 4_000_000_000 })).status).toBe(400)
  })

  it('uses a coupon once, whoever tries at the same moment: twenty concurrent uses, one succeeds', async () => {
    const id = (await call<{ Id: number }>('/Api/Coupon/Post', { DiscountId: 1, ValidTime: 4_000_000_000 })).body.Data!.Id
    expect((await send(id, 'claim', { UserId: 1 })).status).toBe(200)
    const claimed = await get(id)
    const tries = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call('/Api/Coupon/Transition', { Id: id, Event: 'use', Version: claimed.Version, Data: { OrderNo: `SO-${DB_KIND}-${i}` } }),
      ),
    )
    const ok = tries.filter((r) => r.status === 200)
    expect(ok).toHaveLength(1)
    expect(tries.every((r) => r.status === 200 || r.status === 409)).toBe(true)
    const used = await get(id)
    expect(used.State).toBe('Used')
    expect(String(used.OrderNo)).toMatch(new RegExp(`^SO-${DB_KIND}-\\d+$`))
    const uses = await s.db
      .select({ Id: DocEvent.Id })
      .from(DocEvent)
      .where(and(eq(DocEvent.Doc, 'Coupon'), eq(DocEvent.DocId, id)))
    expect(uses).toHaveLength(3) // created, claimed, used: once
    // Used is final: it cannot be used again, even at its current version.
    expect((await send(id, 'use', { OrderNo: 'SO-again' })).status).toBe(409)
  })

  it('refuses a claim past the valid time, before the scheduler expires the coupon', async () => {
    const id = (await call<{ Id: number }>('/Api/Coupon/Post', { DiscountId: 1, ValidTime: 1_000_000_000 })).body.Data!.Id
    const res = await send(id, 'claim', { UserId: 1 })
    expect(res.status).toBe(409)
    expect((await get(id)).State).toBe('Issued')
  })
})
