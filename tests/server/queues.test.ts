import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest'
import { eq } from 'drizzle-orm'
import {
  Client,
  Declare,
  DeclareArrival,
  DeclareDeparture,
  DeclareLogistics,
  DeclareOrder,
  DeclarePayment,
  DeclareWaybill,
  QueueClaim,
  Setting,
} from '../../src/server/db/schema/index.ts'
import { declareBody } from '../fixtures/trade.ts'
import { createTestServer, DB_KIND, DEMO, describeDb, type TestServer } from '../helpers/server.ts'
import { forgetSettings } from '../../src/kernel/server/services/settings.ts'
import { heardAll } from '../../src/kernel/server/db/changes.ts'
import { Statement } from '../../src/kernel/server/db/statement.ts'

type Item = {
  Doc: string
  Id: number
  Title: string
  State: string
  Age: number
  EnterTime: number
  HolderId: number
  HolderName: string
  AgentName: string
  SlaMinutes: number
  DueTime: number
  DueRule: string
}
type Summary = { Queue: string; Count: number; Mine: number; Free: number; Late: number; Oldest: number; SlaMinutes: number }

describeDb(`work queues (${DB_KIND})`, () => {
  let s: TestServer
  let admin: string
  let sales: string
  let supervisor: string
  let customs: string
  let n = 500
  beforeAll(async () => {
    s = await createTestServer()
    admin = await s.login(DEMO.admin)
    sales = await s.login(DEMO.sales)
    supervisor = await s.login(DEMO.supervisor)
    customs = await s.login(DEMO.customs)
  })
  afterAll(() => s?.close())
  const as =
    (token: string) =>
    <T = unknown>(p: string, opts: Parameters<TestServer['call']>[1] = {}) =>
      s.call<T>(p, { token, lang: 'en-US', ...opts })
  /** A new private customer; `due` dates it back 28 days, so it falls within the 3 lead days of the 30-day follow-up rule and waits in about-to-lose. */
  const newClient = async (token: string, due = true) => {
    const id = (
      await as(token)<{ Id: number }>('/Api/Client/Post', {
        body: { ClientName: `Queue customer ${Math.random().toString(36).slice(2, 7)}`, Type: 1 },
      })
    ).body.Data!.Id
    if (due)
      await s.db
        .update(Client)
        .set({ CreateTime: Math.floor(Date.now() / 1000) - 28 * 86400, FollowTime: 0, ClaimTime: 0 })
        .where(eq(Client.Id, id))
    return id
  }
  /** A declaration in Draft: an item of the `to-post` queue, which its workers claim. */
  const draft = async () => {
    const res = await as(customs)<{ Id: number }>('/Api/Declare/Post', { body: declareBody(++n) })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body.Data!.Id
  }

  it('lists the documents whose state feeds the queue, oldest first, within the data scope', async () => {
    const mine = await newClient(sales)
    const others = await newClient(admin)
    const notYet = await newClient(sales, false)
    const res = await as(sales)<Item[]>('/Api/Queue/Index', { query: { Queue: 'about-to-lose', Size: 200 } })
    expect(res.status).toBe(200)
    const items = res.body.Data!
    expect(items.every((i) => i.Doc === 'Client' && i.State === 'Private')).toBe(true)
    expect(items.map((i) => i.Id)).toContain(mine)
    expect(items.map((i) => i.Id)).not.toContain(others)
    expect(items.map((i) => i.Id)).not.toContain(notYet) // 30 days before its fall: not about to lose yet
    expect(items.map((i) => i.EnterTime)).toEqual([...items.map((i) => i.EnterTime)].sort((a, b) => a - b))
    expect(res.body.Count).toBe(items.length)
    expect((await as(sales)('/Api/Queue/Index', { query: { Queue: 'nowhere' } })).status).toBe(400)
    // A worker without the documents' permission sees an empty queue, not someone else's work.
    const picking = await as(sales)<Item[]>('/Api/Queue/Index', { query: { Queue: 'picking' } })
    expect(picking.body).toMatchObject({ Data: [], Count: 0 })
  })

  it('a claimed item shows its holder; another worker is refused with the holder’s name until it is released', async () => {
    const id = await draft()
    expect((await as(admin)('/Api/Queue/Claim', { body: { Doc: 'Declare', Id: id } })).status).toBe(200)
    const list = await as(customs)<Item[]>('/Api/Queue/Index', { query: { Queue: 'to-post', Size: 200 } })
    expect(list.body.Data!.find((i) => i.Id === id)).toMatchObject({ HolderName: '陈志远' })
    const refused = await as(customs)('/Api/Queue/Claim', { body: { Doc: 'Declare', Id: id } })
    expect(refused.status).toBe(409)
    expect(refused.body.Message).toBe('陈志远 is already working on this item')
    expect((await as(admin)('/Api/Queue/Claim', { body: { Doc: 'Declare', Id: id } })).status).toBe(200) // refreshing one's own claim
    expect((await as(admin)('/Api/Queue/Release', { body: { Doc: 'Declare', Id: id } })).status).toBe(200)
    expect((await as(customs)('/Api/Queue/Claim', { body: { Doc: 'Declare', Id: id } })).status).toBe(200)
  })

  it('a bad body, no session or no permission to work the document is refused, and nothing is held', async () => {
    const id = await draft()
    expect((await as(admin)('/Api/Queue/Claim', { body: { Doc: 'Nope', Id: id } })).status).toBe(400)
    expect((await as(admin)('/Api/Queue/Claim', { body: { Doc: 'Declare' } })).status).toBe(400)
    expect((await s.call('/Api/Queue/Claim', { body: { Doc: 'Declare', Id: id } })).status).toBe(401)
    expect((await as(sales)('/Api/Queue/Claim', { body: { Doc: 'Declare', Id: id } })).status).toBe(403)
    expect((await as(sales)('/Api/Queue/Release', { body: { Doc: 'Declare', Id: id } })).status).toBe(403)
    expect(await s.db.select().from(QueueClaim).where(eq(QueueClaim.DocId, id))).toEqual([])
  })

  it('a customer about to fall is its owner’s to keep: nobody claims it, “next” opens the most urgent, and an extension moves its fall', async () => {
    const t = Math.floor(Date.now() / 1000)
    const a = await newClient(sales)
    const b = await newClient(sales)
    // b falls a day before a (its clock started a day earlier).
    await s.db
      .update(Client)
      .set({ CreateTime: t - 29 * 86400 })
      .where(eq(Client.Id, b))
    const claim = await as(sales)('/Api/Queue/Claim', { body: { Doc: 'Client', Id: a } })
    expect(claim.status).toBe(409)
    expect(claim.body.Message).toBe('This queue’s items are their owners’ to work: nobody claims them')
    expect((await as(admin)('/Api/Queue/TakeOver', { body: { Doc: 'Client', Id: a } })).status).toBe(409)
    const items = async () => (await as(sales)<Item[]>('/Api/Queue/Index', { query: { Queue: 'about-to-lose', Size: 200 } })).body.Data!
    const first = (await items())[0]!
    const next = await as(sales)<Item | null>('/Api/Queue/Next', { body: { Queue: 'about-to-lose' } })
    expect(next.body.Data).toMatchObject({ Doc: 'Client', Id: first.Id, HolderId: 0 })
    expect(await s.db.select().from(QueueClaim).where(eq(QueueClaim.Doc, 'Client'))).toEqual([])

    const fall = (await items()).find((i) => i.Id === a)!
    const [created] = await s.db.select({ CreateTime: Client.CreateTime }).from(Client).where(eq(Client.Id, a))
    expect(fall).toMatchObject({ DueTime: created!.CreateTime + 30 * 86400, DueRule: 'NoFollowDays 30' })
    const extend = async (token: string, Days: number) => {
      const rec = (await as(admin)<{ Version: number }>('/Api/Client/Get', { query: { Id: a } })).body.Data!
      return as(token)<{ KeepUntil: number }>('/Api/Client/Transition', {
        body: { Id: a, Event: 'extend', Version: rec.Version, Data: { Days, Reason: 'Order expected next week' } },
      })
    }
    // The owner: at most the setting's 7 days, and once.
    const tooLong = await extend(sales, 8)
    expect(tooLong.status).toBe(409)
    expect(tooLong.body.Message).toBe('You may extend your customer once, by at most 7 days; a supervisor can extend it further')
    expect((await extend(sales, 7)).status).toBe(200)
    const kept = (await items()).find((i) => i.Id === a)
    // Seven days past its fall: out of the 3-day warning window, so out of the queue.
    expect(kept).toBeUndefined()
    const [row] = await s.db.select({ KeepUntil: Client.KeepUntil }).from(Client).where(eq(Client.Id, a))
    expect(row!.KeepUntil).toBe(fall.DueTime + 7 * 86400)
    expect((await extend(sales, 1)).status).toBe(409)
    // A supervisor may go further; the queue then names the extension as the reason it falls.
    expect((await extend(supervisor, 30)).status).toBe(200)
    const [again] = await s.db.select({ KeepUntil: Client.KeepUntil }).from(Client).where(eq(Client.Id, a))
    expect(again!.KeepUntil).toBe(fall.DueTime + 37 * 86400)
    // Kept half a day past the rules' fall, within the warning window: the extension is why it falls then.
    await s.db
      .update(Client)
      .set({ KeepUntil: fall.DueTime + 43200 })
      .where(eq(Client.Id, a))
    expect((await items()).find((i) => i.Id === a)).toMatchObject({ DueTime: fall.DueTime + 43200, DueRule: 'Extended' })
    // The timeline keeps who extended, by how much and why.
    const timeline = (
      await as(sales)<{ Event: string; Data: { Days: number; Reason: string } }[]>('/Api/Client/Timeline', { query: { Id: a } })
    ).body.Data!
    expect(timeline.filter((e) => e.Event === 'extend').map((e) => e.Data.Days)).toEqual(expect.arrayContaining([7, 30]))
  })

  it('whoever may take a queue’s next step works its items: the operations supervisor claims, takes and gives back the refunds she approves', async () => {
    const ops = await s.login(DEMO.opsSupervisor)
    const waiting = await as(ops)<Item[]>('/Api/Queue/Index', { query: { Queue: 'refunds-to-approve', Size: 50 } })
    expect(waiting.status).toBe(200)
    const item = waiting.body.Data!.find((i) => i.HolderId === 0)!
    expect(item, 'a free refund waits for approval in the demo').toBeTruthy()
    const claim = await as(ops)('/Api/Queue/Claim', { body: { Doc: 'Refund', Id: item.Id } })
    expect(claim.status, JSON.stringify(claim.body)).toBe(200)
    expect((await as(ops)('/Api/Queue/Release', { body: { Doc: 'Refund', Id: item.Id } })).status).toBe(200)
    const next = await as(ops)<Item | null>('/Api/Queue/Next', { body: { Queue: 'refunds-to-approve' } })
    expect(next.status).toBe(200)
    expect(next.body.Data).toMatchObject({ Doc: 'Refund' })
    expect((await as(ops)('/Api/Queue/Release', { body: { Doc: 'Refund', Id: next.body.Data!.Id } })).status).toBe(200)
    // A salesperson, who takes no step of a refund, still may not.
    expect((await as(sales)('/Api/Queue/Claim', { body: { Doc: 'Refund', Id: item.Id } })).status).toBe(403)
  })

  it('an idle claim lapses; a record not waiting in a queue cannot be claimed', async () => {
    const id = await draft()
    await as(admin)('/Api/Queue/Claim', { body: { Doc: 'Declare', Id: id } })
    await s.db.update(QueueClaim).set({ LastTime: 1 })
    expect((await as(customs)('/Api/Queue/Claim', { body: { Doc: 'Declare', Id: id } })).status).toBe(200)
    const rec = (await as(admin)<{ Version: number }>('/Api/Declare/Get', { query: { Id: id } })).body.Data!
    const withdrawn = await as(customs)('/Api/Declare/Transition', {
      body: { Id: id, Event: 'withdraw', Version: rec.Version, Data: { Reason: 'Sent twice' } },
    })
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200)
    expect((await as(admin)('/Api/Queue/Claim', { body: { Doc: 'Declare', Id: id } })).status).toBe(409)
  })

  it('an event on a held item is its lock and one statement that stores the state, writes the timeline and ends the claim', async () => {
    const id = await draft()
    expect((await as(customs)('/Api/Queue/Claim', { body: { Doc: 'Declare', Id: id } })).status).toBe(200)
    const rec = (await as(admin)<{ Version: number }>('/Api/Declare/Get', { query: { Id: id } })).body.Data!
    const ran: string[] = []
    const run = Statement.prototype.run
    const spy = vi.spyOn(Statement.prototype, 'run').mockImplementation(function (this: Statement, on, values) {
      ran.push(this.name.replace(/_[0-9a-z]+$/, ''))
      return run.call(this, on, values)
    })
    const withdrawn = await as(customs)<{ State: string; Version: number }>('/Api/Declare/Transition', {
      body: { Id: id, Event: 'withdraw', Version: rec.Version, Data: { Reason: 'Sent twice' } },
    })
    spy.mockRestore()
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200)
    expect(ran).toEqual(['lock_Declare', 'move_declare'])
    expect(withdrawn.body.Data).toMatchObject({ State: 'Withdrawn', Version: rec.Version + 1 })
    // All three landed: the state, the timeline row with the event's data, the claim gone.
    const timeline = (await as(customs)<{ Event: string; Data: { Reason: string } }[]>('/Api/Declare/Timeline', { query: { Id: id } })).body
      .Data!
    expect(timeline.at(-1)).toMatchObject({ Event: 'withdraw', Data: { Reason: 'Sent twice' } })
    expect(await s.db.select().from(QueueClaim).where(eq(QueueClaim.DocId, id))).toEqual([])
    // A stale Version changes nothing: no second timeline row.
    const stale = await as(customs)('/Api/Declare/Transition', {
      body: { Id: id, Event: 'withdraw', Version: rec.Version, Data: { Reason: 'x' } },
    })
    expect(stale.status).toBe(409)
    expect((await as(customs)<unknown[]>('/Api/Declare/Timeline', { query: { Id: id } })).body.Data).toHaveLength(timeline.length)
  })

  it('a claim means something: a colleague’s event waits until they take the item over, the holder is told, and the claim ends as the item leaves its queue', async () => {
    const worker = await s.login(DEMO.warehouse)
    const [item] = (await as(worker)<Item[]>('/Api/Queue/Index', { query: { Queue: 'picking', Size: 200 } })).body.Data!.filter(
      (i) => i.State === 'Allocated' && !i.HolderId,
    )
    expect(item, 'a free allocated delivery in the demo').toBeTruthy()
    const ref = { Doc: 'Delivery', Id: item!.Id }
    const get = async () => (await as(admin)<{ Version: number; State: string }>('/Api/Delivery/Get', { query: { Id: ref.Id } })).body.Data!
    const start = async (token: string) =>
      as(token)('/Api/Delivery/Transition', { body: { Id: ref.Id, Event: 'startPicking', Version: (await get()).Version } })
    // Nobody holds it: taking over is refused (claim it instead).
    expect((await as(admin)('/Api/Queue/TakeOver', { body: ref })).status).toBe(409)
    expect((await as(worker)('/Api/Queue/Claim', { body: ref })).status).toBe(200)
    const before = await get()
    const refused = await start(admin)
    expect(refused.status).toBe(409)
    expect(refused.body.Message).toMatch(/Ahmad Faiz is working on this item: take it over/)
    expect(await get()).toMatchObject({ Version: before.Version, State: 'Allocated' })
    // The holder's own step keeps his claim.
    expect((await start(worker)).status).toBe(200)
    expect((await s.db.select().from(QueueClaim).where(eq(QueueClaim.DocId, ref.Id))).map((c) => c.Doc)).toContain('Delivery')
    const taken = await as(admin)('/Api/Queue/TakeOver', { body: ref })
    expect(taken.status, JSON.stringify(taken.body)).toBe(200)
    expect(taken.body.Message).toBe('The item is yours; Ahmad Faiz has been told')
    // Now the worker is the one refused, and his reminders say who took it.
    expect(
      (await as(worker)('/Api/Delivery/Transition', { body: { Id: ref.Id, Event: 'cancel', Version: (await get()).Version } })).status,
    ).toBe(409)
    const reminders = (await as(worker)<{ Type: string; Id: number; By: string }[]>('/Api/Check/Index', { query: { Type: 'takenOver' } }))
      .body.Data!
    expect(reminders.find((r) => r.Id === ref.Id)).toMatchObject({ Type: 'takenOver', By: '陈志远' })
    // The item moves on to the packing queue: the claim ends with the picking.
    const lines = (
      await as(admin)<{ Lines: { Id: number; ProductNum: number }[]; Reservations: { LineId: number; PlaceId: number; Qty: number }[] }>(
        '/Api/Delivery/Get',
        { query: { Id: ref.Id } },
      )
    ).body.Data!
    for (const r of lines.Reservations) {
      const res = await as(admin)('/Api/Delivery/Transition', {
        body: { Id: ref.Id, Event: 'pickLine', Version: (await get()).Version, Data: { LineId: r.LineId, PlaceId: r.PlaceId, Qty: r.Qty } },
      })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
    }
    expect(
      (await as(admin)('/Api/Delivery/Transition', { body: { Id: ref.Id, Event: 'completePicking', Version: (await get()).Version } }))
        .status,
    ).toBe(200)
    expect(await s.db.select().from(QueueClaim).where(eq(QueueClaim.DocId, ref.Id))).toEqual([])
  })

  it('2 workers × 50 concurrent claims: no item is ever held by two', async () => {
    const ids: number[] = []
    for (let i = 0; i < 5; i++) ids.push(await draft())
    const workers = [admin, customs]
    const attempts = Array.from({ length: 100 }, (_, i) => ({ token: workers[i % 2]!, id: ids[Math.floor(i / 2) % ids.length]! }))
    const results = await Promise.all(
      attempts.map(async (a) => ({ ...a, status: (await as(a.token)('/Api/Queue/Claim', { body: { Doc: 'Declare', Id: a.id } })).status })),
    )
    for (const id of ids) {
      const winners = new Set(results.filter((r) => r.id === id && r.status === 200).map((r) => r.token))
      expect(winners.size, `item ${id}`).toBe(1)
      expect(results.filter((r) => r.id === id).every((r) => [200, 409].includes(r.status))).toBe(true)
    }
  })
})

/**
 * "Take the next item" and the summary, on the `to-post` queue (declarations and the other customs messages in Draft). The file's
 * own copy of the database starts each test with that queue emptied, so every count below is exact.
 */
describeDb(`taking the next item; the queue summary (${DB_KIND})`, () => {
  let s: TestServer
  let admin: string
  let customs: string
  let sales: string
  let n = 0
  beforeAll(async () => {
    s = await createTestServer()
    admin = await s.login(DEMO.admin)
    customs = await s.login(DEMO.customs)
    sales = await s.login(DEMO.sales)
  })
  afterAll(() => s?.close())
  beforeEach(async () => {
    // Every customs message in Draft feeds the queue: all of them out of the way.
    for (const table of [Declare, DeclareOrder, DeclarePayment, DeclareLogistics, DeclareArrival, DeclareDeparture, DeclareWaybill])
      await s.db.update(table).set({ Status: -1 })
    await s.db.delete(QueueClaim)
    await s.db.delete(Setting).where(eq(Setting.Name, 'Queue.Sla.to-post'))
    forgetSettings()
  })
  const as =
    (token: string) =>
    <T = unknown>(p: string, opts: Parameters<TestServer['call']>[1] = {}) =>
      s.call<T>(p, { token, lang: 'en-US', ...opts })
  /** Declarations of the customs department in Draft, waiting since the given times (oldest first when ascending). */
  const drafts = async (since: number[]) => {
    const ids: number[] = []
    for (const t of since) {
      const res = await as(customs)<{ Id: number }>('/Api/Declare/Post', { body: declareBody(++n) })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      await s.db.update(Declare).set({ StateTime: t }).where(eq(Declare.Id, res.body.Data!.Id))
      ids.push(res.body.Data!.Id)
    }
    return ids
  }
  const next = (token: string, body: Record<string, unknown> = { Queue: 'to-post' }) => as(token)<Item | null>('/Api/Queue/Next', { body })
  const holders = async () =>
    Object.fromEntries((await s.db.select().from(QueueClaim).where(eq(QueueClaim.Doc, 'Declare'))).map((c) => [c.DocId, c.AgentId]))
  const summary = async (token: string) => (await as(token)<Summary[]>('/Api/Queue/Summary')).body.Data!.find((q) => q.Queue === 'to-post')!

  it('takes the oldest free item, skipping held ones; a lapsed claim counts as free; nothing free answers null', async () => {
    const [d1, d2, d3] = await drafts([1001, 1002, 1003])
    expect((await as(admin)('/Api/Queue/Claim', { body: { Doc: 'Declare', Id: d1 } })).status).toBe(200)

    const first = await next(customs)
    expect(first.status).toBe(200)
    expect(first.body.Data).toMatchObject({ Doc: 'Declare', Id: d2, State: 'Draft', HolderId: 5, HolderName: '张晓雯' })
    expect(first.body.Message).toBe('The item is yours')
    // Held by the taker, and so shown to everyone; the next call skips it too.
    expect((await next(customs)).body.Data).toMatchObject({ Id: d3 })
    expect(await holders()).toEqual({ [d1!]: 1, [d2!]: 5, [d3!]: 5 })
    const list = await as(admin)<Item[]>('/Api/Queue/Index', { query: { Queue: 'to-post' } })
    expect(list.body.Data!.map((i) => [i.Id, i.HolderName])).toEqual([
      [d1, '陈志远'],
      [d2, '张晓雯'],
      [d3, '张晓雯'],
    ])

    expect((await next(customs)).body).toMatchObject({ Result: true, Data: null })
    await s.db.update(QueueClaim).set({ LastTime: 1 }).where(eq(QueueClaim.DocId, d1!))
    expect((await next(customs)).body.Data).toMatchObject({ Id: d1, HolderId: 5 })
    expect((await holders())[d1!]).toBe(5)
  })

  it('takes only what the caller may work on, within the warehouse named; refuses a bad body or no session', async () => {
    await drafts([1001])
    // The salesperson may not see declarations: nothing to take, nothing held.
    expect((await next(sales)).body).toMatchObject({ Result: true, Data: null })
    // Declarations belong to no warehouse: a warehouse filter leaves nothing.
    expect((await next(customs, { Queue: 'to-post', WarehouseId: 1 })).body.Data).toBeNull()
    expect(await holders()).toEqual({})
    expect((await next(customs, { Queue: 'nowhere' })).status).toBe(400)
    expect((await s.call('/Api/Queue/Next', { body: { Queue: 'to-post' } })).status).toBe(401)
  })

  it('two workers taking the next item at the same time never get the same one', async () => {
    const ids = await drafts(Array.from({ length: 10 }, (_, i) => 2001 + i))
    const workers = [admin, customs]
    const taken = await Promise.all(Array.from({ length: 10 }, (_, i) => next(workers[i % 2]!)))
    expect(taken.map((r) => r.status)).toEqual(Array(10).fill(200))
    const got = taken.map((r) => r.body.Data!.Id)
    expect(new Set(got).size).toBe(10)
    expect([...got].sort((a, b) => a - b)).toEqual(ids)
    // Each answer names the holder the database keeps.
    const held = await holders()
    for (const r of taken) expect(held[r.body.Data!.Id]).toBe(r.body.Data!.HolderId)
    expect((await next(admin)).body.Data).toBeNull()
  })

  it('the summary counts waiting, mine, free and late items against the queue’s service level', async () => {
    const t = Math.floor(Date.now() / 1000)
    expect(await summary(customs)).toMatchObject({ Count: 0, Mine: 0, Free: 0, Late: 0, Oldest: 0, SlaMinutes: 1440 })
    const [old, recent, fresh] = await drafts([t - 3 * 3600, t - 90 * 60, t])
    await as(customs)('/Api/Queue/Claim', { body: { Doc: 'Declare', Id: old } })
    await as(admin)('/Api/Queue/Claim', { body: { Doc: 'Declare', Id: recent } })

    const before = await summary(customs)
    expect(before).toMatchObject({ Count: 3, Mine: 1, Free: 1, Late: 0, SlaMinutes: 1440 })
    expect(before.Oldest).toBeGreaterThanOrEqual(3 * 3600)
    expect(before.Oldest).toBeLessThan(3 * 3600 + 60)
    expect(await summary(admin)).toMatchObject({ Count: 3, Mine: 1, Free: 1 })

    // A service level of one hour: the two older ones are late; of two hours, only the oldest.
    await s.db.insert(Setting).values({ Name: 'Queue.Sla.to-post', Value: '60', Status: 1 })
    await heardAll(s.db) // written straight into the database, past the API
    expect(await summary(customs)).toMatchObject({ Count: 3, Late: 2, SlaMinutes: 60 })
    // Written straight into the database, a change reaches the process through the change feed …
    await s.db.update(Setting).set({ Value: '120' }).where(eq(Setting.Name, 'Queue.Sla.to-post'))
    await heardAll(s.db)
    expect(await summary(customs)).toMatchObject({ Late: 1, SlaMinutes: 120 })
    // … one made on the system parameters page applies at once.
    const [row] = await s.db.select({ Id: Setting.Id, Version: Setting.Version }).from(Setting).where(eq(Setting.Name, 'Queue.Sla.to-post'))
    expect((await as(admin)('/Api/Setting/Update', { body: { Id: row!.Id, Version: row!.Version, Value: '60' } })).status).toBe(200)
    expect(await summary(customs)).toMatchObject({ Late: 2, SlaMinutes: 60 })
    expect((await as(admin)('/Api/Setting/Update', { body: { Id: row!.Id, Version: row!.Version + 1, Value: '120' } })).status).toBe(200)
    expect(await summary(customs)).toMatchObject({ Late: 1, SlaMinutes: 120 })
    const items = (await as(customs)<Item[]>('/Api/Queue/Index', { query: { Queue: 'to-post' } })).body.Data!
    expect(items.map((i) => [i.Id, i.SlaMinutes])).toEqual([
      [old, 120],
      [recent, 120],
      [fresh, 120],
    ])
    // A lapsed claim is neither mine nor held: free again.
    await s.db.update(QueueClaim).set({ LastTime: 1 }).where(eq(QueueClaim.DocId, old!))
    expect(await summary(customs)).toMatchObject({ Count: 3, Mine: 0, Free: 2 })
    // Who may not see declarations has no such queue at all.
    expect((await as(sales)<Summary[]>('/Api/Queue/Summary')).body.Data!.map((q) => q.Queue)).not.toContain('to-post')
    // One queue alone, as its screen asks for it.
    const one = await as(customs)<Summary[]>('/Api/Queue/Summary', { query: { Queue: 'to-post' } })
    expect(one.body.Data).toMatchObject([{ Queue: 'to-post', Count: 3, Mine: 0, Free: 2, Late: 1, SlaMinutes: 120 }])
    expect(one.body.Data).toHaveLength(1)
    expect((await as(sales)<Summary[]>('/Api/Queue/Summary', { query: { Queue: 'to-post' } })).body.Data).toEqual([])
    expect((await as(customs)('/Api/Queue/Summary', { query: { Queue: 'nowhere' } })).status).toBe(400)
  })

  it('a queue, its summary and the bell build their statements once: a later page and a later request build none', async () => {
    await drafts([4001, 4002, 4003])
    const round = async (index: number) => {
      const page = await as(customs)<Item[]>('/Api/Queue/Index', { query: { Queue: 'to-post', Index: index, Size: 2 } })
      expect(page.status).toBe(200)
      expect((await as(customs)('/Api/Queue/Summary')).status).toBe(200)
      expect((await as(customs)('/Api/Check/Count', { query: { Status: 2 } })).status).toBe(200)
      expect((await as(customs)('/Api/Home/Cards')).status).toBe(200)
      return page.body.Data!.map((i) => i.Id)
    }
    const ran = new Set<string>()
    const run = Statement.prototype.run
    const spy = vi.spyOn(Statement.prototype, 'run').mockImplementation(function (this: Statement, on, values) {
      ran.add(this.name.replace(/_[0-9a-z]+$/, ''))
      return run.call(this, on, values)
    })
    const first = await round(1)
    const built = Statement.built
    const second = await round(2)
    spy.mockRestore()
    expect(Statement.built).toBe(built)
    // Each went the prepared way: the queue's page and summary, the bell's own reads, the cards' counts.
    expect([...ran]).toEqual(expect.arrayContaining(['queue_Declare', 'queue_summary_Declare', 'reminder_notices', 'card_order']))
    // The values still reach the statement: the second page is the next items, not the first again.
    expect(first).toHaveLength(2)
    expect(second.length).toBeGreaterThan(0)
    expect(second.filter((id) => first.includes(id))).toEqual([])
  })

  it("a worker's queue refreshed renders its sources' conditions no more; a claim filter (it reads the clock) renders each time", async () => {
    const worker = await s.login(DEMO.warehouse)
    const picking = (query: Record<string, string | number> = {}) =>
      as(worker)<Item[]>('/Api/Queue/Index', { query: { Queue: 'picking', Size: 50, ...query } })
    const first = await picking()
    const rendered = Statement.rendered
    const again = await picking()
    expect(Statement.rendered).toBe(rendered)
    expect(again.body.Data!.map((i) => `${i.Doc}:${i.Id}`)).toEqual(first.body.Data!.map((i) => `${i.Doc}:${i.Id}`))
    expect(first.body.Data!.length).toBeGreaterThan(0)
    // Another warehouse is another condition: its own items, none of the first's.
    const elsewhere = await picking({ WarehouseId: 999_999 })
    expect(elsewhere.body).toMatchObject({ Data: [], Count: 0 })
    expect(Statement.rendered).toBeGreaterThan(rendered)
    const mine = Statement.rendered
    await picking({ Mine: 1 })
    await picking({ Mine: 1 })
    expect(Statement.rendered).toBeGreaterThanOrEqual(mine + 2)
  })

  it('Mine=1 lists only the items the caller holds', async () => {
    const [a, b, c] = await drafts([3001, 3002, 3003])
    await as(customs)('/Api/Queue/Claim', { body: { Doc: 'Declare', Id: a } })
    await as(admin)('/Api/Queue/Claim', { body: { Doc: 'Declare', Id: b } })
    await as(customs)('/Api/Queue/Claim', { body: { Doc: 'Declare', Id: c } })
    const mine = await as(customs)<Item[]>('/Api/Queue/Index', { query: { Queue: 'to-post', Mine: 1 } })
    expect(mine.body.Data!.map((i) => i.Id)).toEqual([a, c])
    expect(mine.body.Count).toBe(2)
    expect((await as(admin)<Item[]>('/Api/Queue/Index', { query: { Queue: 'to-post', Mine: 1 } })).body.Data!.map((i) => i.Id)).toEqual([b])
    expect((await as(customs)<Item[]>('/Api/Queue/Index', { query: { Queue: 'to-post', Mine: 0 } })).body.Count).toBe(3)
    // A lapsed claim is no longer the caller's work.
    await s.db.update(QueueClaim).set({ LastTime: 1 }).where(eq(QueueClaim.DocId, a!))
    expect((await as(customs)<Item[]>('/Api/Queue/Index', { query: { Queue: 'to-post', Mine: 1 } })).body.Data!.map((i) => i.Id)).toEqual([
      c,
    ])
  })
})
