import { afterAll, beforeAll, expect, it } from 'vitest'
import { FIXTURES } from '../fixtures/resources.ts'
import { TRADE_FIXTURES } from '../fixtures/trade.ts'
import { createTestServer, DEMO, describeDb, type TestServer } from '../helpers/server.ts'

/**
 * A double click makes one record: every send of one form submission carries the same
 * Idempotency-Key, and the server runs it once, answering every repeat with the first answer.
 */
describeDb('Idempotency-Key', () => {
  let s: TestServer
  let admin: string
  beforeAll(async () => {
    s = await createTestServer()
    admin = await s.login(DEMO.admin)
  })
  afterAll(() => s?.close())
  let n = 0
  const key = () => `test-key-${process.pid}-${++n}-${Math.random().toString(36).slice(2)}`
  const count = async (resource: string, Value: string) =>
    (await s.call(`/Api/${resource}/Index`, { token: admin, query: { Value, Size: 100 } })).body.Count
  const post = (resource: string, body: unknown, k?: string, token = admin) =>
    s.call<{ Id: number }>(`/Api/${resource}/Post`, { token, body, lang: 'en-US', headers: k ? { 'idempotency-key': k } : {} })

  for (const [resource, body, value] of [
    ['Client', FIXTURES.Client!(9101), 'Fixture customer 9101'],
    ['Entry', FIXTURES.Entry!(9102), 'Fixture inbound 9102'],
    ['Order', TRADE_FIXTURES.Order!(9103), 'SO009103'],
  ] as const) {
    it(`two simultaneous creates of a ${resource} with one key make one row, and both get its answer`, async () => {
      const k = key()
      const answers = await Promise.all([post(resource, body, k), post(resource, body, k), post(resource, body, k)])
      for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(200)
      expect(new Set(answers.map((a) => a.body.Data!.Id)).size).toBe(1)
      expect(answers.filter((a) => a.headers.get('idempotent-replay') === 'true')).toHaveLength(2)
      expect(await count(resource, value)).toBe(1)
      // Sent again later: still the first answer, still one row.
      const later = await post(resource, body, k)
      expect(later.body.Data!.Id).toBe(answers[0]!.body.Data!.Id)
      expect(await count(resource, value)).toBe(1)
    })
  }

  it('the same key with another body is refused; without a key, or with another, each send is its own', async () => {
    const k = key()
    expect((await post('Client', FIXTURES.Client!(9201), k)).status).toBe(200)
    const other = await post('Client', FIXTURES.Client!(9202), k)
    expect(other.status).toBe(422)
    expect(other.body.Message).toBe('This Idempotency-Key was already used for a different request')
    expect(await count('Client', 'Fixture customer 9202')).toBe(0)
    expect((await post('Client', FIXTURES.Client!(9203))).status).toBe(200)
    // The same customer again is a likely duplicate: confirmed, it is written.
    expect((await post('Client', { ...FIXTURES.Client!(9203), ConfirmDuplicate: true }, key())).status).toBe(200)
    expect(await count('Client', 'Fixture customer 9203')).toBe(2)
  })

  it('a refused request is answered alike on a repeat; keys are per agent; a malformed key is a 400', async () => {
    const k = key()
    const bad = { ...FIXTURES.Client!(9301), ClientName: '' }
    const first = await post('Client', bad, k)
    expect(first.status).toBe(400)
    const again = await post('Client', bad, k)
    expect(again.status).toBe(400)
    expect(again.body).toEqual(first.body)
    const sales = await s.login(DEMO.sales)
    const shared = key()
    const mine = await post('Client', FIXTURES.Client!(9302), shared)
    const theirs = await post('Client', FIXTURES.Client!(9303), shared, sales)
    expect([mine.status, theirs.status]).toEqual([200, 200])
    expect(theirs.body.Data!.Id).not.toBe(mine.body.Data!.Id)
    const malformed = await post('Client', FIXTURES.Client!(9304), 'short')
    expect(malformed.status).toBe(400)
    expect(await count('Client', 'Fixture customer 9304')).toBe(0)
  })
})
