import { afterAll, beforeAll, expect, it } from 'vitest'
import { and, asc, eq } from 'drizzle-orm'
import { CustomsReceipt, Declare, DocEvent as Timeline } from '../../src/server/db/schema/index.ts'
import { declarePollJob } from '../../src/server/jobs/declare-poll.ts'
import { customsSimulator, type CustomsGateway } from '../../src/server/services/customs-gateway.ts'
import { declareBody } from '../fixtures/trade.ts'
import { createTestServer, DB_KIND, DEMO, describeDb, type TestServer } from '../helpers/server.ts'

/** The simulator, silent for some declarations (customs has nothing yet) and able to be down. */
const gateway = {
  quiet: new Set<number>(),
  down: false,
  post: (...args: Parameters<CustomsGateway['post']>) => customsSimulator.post(...args),
  async receipts(...args: Parameters<CustomsGateway['receipts']>) {
    if (gateway.down) throw new Error('connect ECONNREFUSED')
    return gateway.quiet.has(args[0].record.Id) ? [] : customsSimulator.receipts(...args)
  },
}

describeDb(`declaration result polling job (${DB_KIND})`, () => {
  let s: TestServer
  let customs: string
  let n = 0
  beforeAll(async () => {
    s = await createTestServer({}, { gateway })
    customs = await s.login(DEMO.customs)
  })
  afterAll(() => s?.close())

  const call = <T = unknown>(p: string, body: unknown) => s.call<T>(p, { token: customs, lang: 'en-US', body })
  /** A declaration created and posted through the API (Posted, waiting for customs). */
  const posted = async (patch: (b: ReturnType<typeof declareBody>) => Record<string, unknown> = (b) => b) => {
    const created = await call<{ Id: number }>('/Api/Declare/Post', patch(declareBody(7000 + ++n)))
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const Id = created.body.Data!.Id
    const sent = await call<{ State: string }>('/Api/Declare/Transition', { Id, Event: 'post', Version: 1 })
    expect(sent.body.Data?.State, JSON.stringify(sent.body)).toBe('Posted')
    return Id
  }
  const row = async (id: number) => (await s.db.select().from(Declare).where(eq(Declare.Id, id)))[0]!
  const results = async (id: number) =>
    (
      await s.db
        .select()
        .from(Timeline)
        .where(and(eq(Timeline.Doc, 'Declare'), eq(Timeline.DocId, id), eq(Timeline.Event, 'getResult')))
        .orderBy(asc(Timeline.Id))
    ).map((r) => ({
      To: r.To,
      AgentId: r.AgentId,
      Codes: (r.Data as { Receipts: { Code: number }[] }).Receipts.map((x) => x.Code),
    }))
  const run = () => declarePollJob.run({ deps: s.deps, now: Math.floor(Date.now() / 1000), agentId: 0 })

  it('is the declare-poll job, every minute by default', () => {
    expect(declarePollJob).toMatchObject({ name: 'declare-poll', defaultMinutes: 1 })
  })

  it('moves posted declarations one receipt per run to their end states; then moves nothing', async () => {
    const good = await posted()
    const bad = await posted((b) => ({ ...b, Lines: [{ ...b.Lines[0], HsCode: 'silk' }] }))

    const first = await run()
    expect(first.moved).toBeGreaterThanOrEqual(2)
    expect(await row(good)).toMatchObject({ State: 'Accepted', LastCode: 120 })
    expect(await row(bad)).toMatchObject({ State: 'Rejected', LastCode: 100, PushMessage: '第1项商品（Silk scarf）商品编码无效' })
    for (let i = 0; i < 3; i++) await run()
    expect(await row(good)).toMatchObject({ State: 'Released', LastCode: 800 })
    expect(await row(bad)).toMatchObject({ State: 'Rejected', LastCode: 100 })

    // Sent by the system (agent 0), one receipt per step, each on the timeline.
    const middle = good % 2 === 0 ? 300 : 500
    expect(await results(good)).toEqual([
      { To: 'Accepted', AgentId: 0, Codes: [120] },
      { To: middle === 300 ? 'Review' : 'Inspection', AgentId: 0, Codes: [middle] },
      { To: 'Concluded', AgentId: 0, Codes: [399] },
      { To: 'Released', AgentId: 0, Codes: [800] },
    ])
    expect(await results(bad)).toEqual([{ To: 'Rejected', AgentId: 0, Codes: [100] }])
    expect(
      (
        await s.db
          .select()
          .from(CustomsReceipt)
          .where(and(eq(CustomsReceipt.Doc, 'Declare'), eq(CustomsReceipt.DocId, good)))
      )
        .map((r) => r.Code)
        .sort(),
    ).toEqual([120, 399, 800, middle].sort())

    // Whatever else was waiting (demo data) settles too; after that a run moves nothing.
    let settled = false
    for (let i = 0; i < 10 && !settled; i++) settled = (await run()).moved === 0
    expect(settled).toBe(true)
    const versions = [(await row(good)).Version, (await row(bad)).Version]
    expect((await run()).moved).toBe(0)
    expect([(await row(good)).Version, (await row(bad)).Version]).toEqual(versions)
  })

  it('a poll that brings nothing leaves no trace: same Version and UpdateTime (its age in the queue), no timeline row', async () => {
    const id = await posted()
    gateway.quiet.add(id)
    try {
      const before = await row(id)
      const result = await run()
      expect(result.message).toMatch(/^polled \d+/)
      const after = await row(id)
      expect(after).toMatchObject({ State: 'Posted', Version: before.Version, UpdateTime: before.UpdateTime, LastCode: 0 })
      expect(await results(id)).toEqual([])
    } finally {
      gateway.quiet.delete(id)
    }
    await run()
    expect(await row(id)).toMatchObject({ State: 'Accepted', LastCode: 120 })
  })

  it('a gateway outage is logged and counted in the message, not thrown; nothing changes', async () => {
    const id = await posted()
    const before = await row(id)
    gateway.down = true
    try {
      const result = await run()
      expect(result.moved).toBe(0)
      expect(result.message).toMatch(/gateway failed [1-9]\d*$/)
    } finally {
      gateway.down = false
    }
    expect(await row(id)).toMatchObject({ State: 'Posted', Version: before.Version })
    expect(await results(id)).toEqual([])
    expect(s.logs.some((l) => l.msg === 'declare-poll: customs gateway failed' && l.id === id)).toBe(true)
  })
})
