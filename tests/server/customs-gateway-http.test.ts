import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { readConfig } from '../../src/kernel/server/config.ts'
import { CustomsReceipt } from '../../src/server/db/schema/index.ts'
import { customsSimulator } from '../../src/server/services/customs-gateway.ts'
import { createCustomsGateway, createHttpCustomsGateway } from '../../src/server/services/customs-gateway-http.ts'
import { declareBody } from '../fixtures/trade.ts'
import { createTestServer, DB_KIND, DEMO, describeDb, type TestServer } from '../helpers/server.ts'

type Row = Record<string, unknown> & { Id: number; State: string; Version: number }
type Seen = { method: string; url: string; auth: string | undefined; body: unknown }

/** A stand-in customs gateway on a local port: answers what the test sets, records what it was sent. */
const remote = {
  seen: [] as Seen[],
  status: 200,
  delayMs: 0,
  post: { Accepted: true } as unknown,
  receipts: [] as unknown,
}
const server = http.createServer((req, res) => {
  let raw = ''
  req.on('data', (c: Buffer) => (raw += c.toString()))
  req.on('end', () => {
    remote.seen.push({ method: req.method!, url: req.url!, auth: req.headers.authorization, body: raw ? JSON.parse(raw) : undefined })
    setTimeout(() => {
      if (res.destroyed) return
      res.writeHead(remote.status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(req.method === 'POST' ? remote.post : remote.receipts))
    }, remote.delayMs)
  })
})

describeDb(`customs gateway over HTTP (${DB_KIND})`, () => {
  let s: TestServer
  let token: string
  let n = 0
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`
    s = await createTestServer({}, { gateway: createHttpCustomsGateway({ url, token: 'secret-token', timeoutMs: 2_000 }) })
    token = await s.login(DEMO.customs)
  })
  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
    await s?.close()
  })
  beforeEach(() => {
    Object.assign(remote, { seen: [], status: 200, delayMs: 0, post: { Accepted: true }, receipts: [] })
  })

  const call = <T = unknown>(p: string, opts: Parameters<TestServer['call']>[1] = {}) => s.call<T>(p, { token, lang: 'en-US', ...opts })
  const get = async (id: number) => (await call<Row>('/Api/Declare/Get', { query: { Id: id } })).body.Data!
  const send = async (id: number, Event: string) =>
    call<Row>('/Api/Declare/Transition', { body: { Id: id, Event, Version: (await get(id)).Version } })
  const create = async () => (await call<{ Id: number }>('/Api/Declare/Post', { body: declareBody(8000 + ++n) })).body.Data!.Id
  const timeline = async (id: number) =>
    (await call<{ Event: string; Data: Record<string, unknown> }[]>('/Api/Declare/Timeline', { query: { Id: id } })).body.Data!
  /** The event is refused as an outage (502) and the declaration is as it was. */
  const outage = async (id: number, event: string) => {
    const before = await get(id)
    const rows = (await timeline(id)).length
    const res = await send(id, event)
    expect(res.status, JSON.stringify(res.body)).toBe(502)
    expect(res.body.Message).toBe('The customs gateway did not answer. Try again later')
    expect(await get(id)).toMatchObject({ State: before.State, Version: before.Version, LastCode: before.LastCode })
    expect(await timeline(id)).toHaveLength(rows)
  }

  it('posts the declaration and its goods as JSON with the bearer token, then follows the receipts it answers', async () => {
    const id = await create()
    const posted = await send(id, 'post')
    expect(posted.body.Data, JSON.stringify(posted.body)).toMatchObject({ State: 'Posted', PushStatus: 1 })
    expect(remote.seen).toHaveLength(1)
    const [sent] = remote.seen as [Seen]
    expect(sent).toMatchObject({ method: 'POST', url: '/v1/declarations', auth: 'Bearer secret-token' })
    const body = sent.body as { Type: string; Document: Record<string, unknown>; Lines: Record<string, unknown>[] }
    expect(body.Type).toBe('Declare')
    expect(body.Document).toMatchObject({ Id: id, OwnerCardId: '91440300MA5G8K2X70', NetWeight: 11.25 })
    expect(body.Document).not.toHaveProperty('AgentId')
    expect(body.Lines).toEqual([expect.objectContaining({ Title: 'Silk scarf', HsCode: '6214100000', Num: 100 })])
    expect(body.Lines[0]).not.toHaveProperty('DeclareId')

    remote.receipts = [
      { Code: 120, Text: 'Accepted', Time: 1_900_000_000 },
      { Code: 300, Text: 'Manual review', Time: 1_900_000_060 },
    ]
    expect((await send(id, 'getResult')).body.Data).toMatchObject({ State: 'Review', LastCode: 300, ReceiptTime: 1_900_000_060 })
    expect(remote.seen.at(-1)).toMatchObject({ method: 'GET', url: `/v1/declarations/${id}/receipts`, auth: 'Bearer secret-token' })

    // The gateway repeats what it sent before: only the new receipt is kept.
    remote.receipts = [...(remote.receipts as unknown[]), { Code: 399, Text: 'Review concluded', Time: 1_900_000_120 }]
    expect((await send(id, 'getResult')).body.Data).toMatchObject({ State: 'Concluded', LastCode: 399 })
    expect(
      (
        await s.db
          .select()
          .from(CustomsReceipt)
          .where(and(eq(CustomsReceipt.Doc, 'Declare'), eq(CustomsReceipt.DocId, id)))
      ).map((r) => r.Code),
    ).toEqual([120, 300, 399])
    const results = (await timeline(id)).filter((r) => r.Event === 'getResult')
    expect(results.map((r) => (r.Data.Receipts as { Code: number }[]).map((x) => x.Code))).toEqual([[120, 300], [399]])
  })

  it('a refusal comes back as the gateway’s reason (Draft, PushStatus 2)', async () => {
    const id = await create()
    remote.post = { Accepted: false, Reason: 'Duplicate declaration' }
    expect((await send(id, 'post')).body.Data).toMatchObject({ State: 'Draft', PushStatus: 2, PushMessage: 'Duplicate declaration' })
  })

  it('an error status, a slow answer or a nonsense answer is an outage: 502 and nothing changes', async () => {
    const id = await create()
    remote.status = 500
    await outage(id, 'post')
    remote.status = 200
    remote.delayMs = 4_000
    await outage(id, 'post')
    remote.delayMs = 0
    remote.post = { Fine: 'thanks' }
    await outage(id, 'post')
    expect((await get(id)).PushStatus).toBe(0)

    remote.post = { Accepted: true }
    expect((await send(id, 'post')).status).toBe(200)
    remote.status = 503
    await outage(id, 'getResult')
    remote.status = 200
    remote.receipts = [{ Code: '120' }]
    await outage(id, 'getResult')
    expect(
      await s.db
        .select()
        .from(CustomsReceipt)
        .where(and(eq(CustomsReceipt.Doc, 'Declare'), eq(CustomsReceipt.DocId, id))),
    ).toEqual([])
  })

  it('is chosen by CUSTOMS_GATEWAY_URL (token from CUSTOMS_GATEWAY_TOKEN); without it the simulator answers', () => {
    const config = readConfig({ CUSTOMS_GATEWAY_URL: 'https://customs.example.com/v1', CUSTOMS_GATEWAY_TOKEN: 't0k' })
    expect(config).toMatchObject({ customsGatewayUrl: 'https://customs.example.com/v1', customsGatewayToken: 't0k' })
    expect(createCustomsGateway(config)).not.toBe(customsSimulator)
    expect(createCustomsGateway(readConfig({}))).toBe(customsSimulator)
  })
})
