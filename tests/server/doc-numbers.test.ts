import { afterAll, beforeAll, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { Order } from '../../src/server/db/schema/index.ts'
import { DOC_NUMBERS } from '../../src/kernel/server/resources/doc-numbers.ts'
import { FIXTURES } from '../fixtures/resources.ts'
import { TRADE_FIXTURES } from '../fixtures/trade.ts'
import { createTestServer, DEMO, describeDb, type TestServer } from '../helpers/server.ts'

/**
 * Every document number is unique per kind by a database constraint; one left empty is assigned
 * from its kind's sequence in the document's own transaction: consecutive, no gaps, no repeats,
 * however many are created at once.
 */
describeDb('document numbers', () => {
  let s: TestServer
  let admin: string
  beforeAll(async () => {
    s = await createTestServer()
    admin = await s.login(DEMO.admin)
  })
  afterAll(() => s?.close())
  const fixture = (doc: string, n: number) => (FIXTURES[doc] ?? TRADE_FIXTURES[doc])!(n)
  const post = (doc: string, body: unknown) => s.call<{ Id: number }>(`/Api/${doc}/Post`, { token: admin, body, lang: 'en-US' })
  const numberOf = async (doc: string, id: number) =>
    String(
      (await s.call<Record<string, unknown>>(`/Api/${doc}/Get`, { token: admin, query: { Id: id } })).body.Data![DOC_NUMBERS[doc]!.field],
    )

  for (const doc of Object.keys(DOC_NUMBERS)) {
    it(`${doc}: twelve created at once without a number get twelve consecutive ones; a typed one is kept and may not repeat`, async () => {
      const { field, prefix } = DOC_NUMBERS[doc]!
      const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => post(doc, { ...fixture(doc, 7000 + i), [field]: '' })))
      for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(200)
      const numbers = await Promise.all(answers.map((a) => numberOf(doc, a.body.Data!.Id)))
      for (const n of numbers) expect(n).toMatch(new RegExp(`^${prefix}\\d{6}$`))
      const seq = numbers.map((n) => Number(n.slice(prefix.length))).sort((a, b) => a - b)
      expect(seq).toEqual(Array.from({ length: 12 }, (_, i) => seq[0]! + i))

      const typed = `TYPED-${doc}-1`
      const kept = await post(doc, { ...fixture(doc, 7100), [field]: typed })
      expect(kept.status, JSON.stringify(kept.body)).toBe(200)
      expect(await numberOf(doc, kept.body.Data!.Id)).toBe(typed)
      const again = await post(doc, { ...fixture(doc, 7101), [field]: typed })
      expect(again.status).toBe(409)
      expect(again.body.Message).toBe('A record with the same value already exists')
      // The next assigned number follows on from the last, the refused create took none.
      const next = await post(doc, { ...fixture(doc, 7102), [field]: '' })
      expect(Number((await numberOf(doc, next.body.Data!.Id)).slice(prefix.length))).toBe(seq[11]! + 1)
    })
  }

  it('the database itself refuses a repeated order number', async () => {
    const [first] = await s.db.select({ OrderNo: Order.OrderNo }).from(Order).where(eq(Order.Status, 1)).limit(1)
    await expect(s.db.insert(Order).values({ OrderNo: first!.OrderNo, Title: 'Copy' } as never)).rejects.toThrow()
  })
})
