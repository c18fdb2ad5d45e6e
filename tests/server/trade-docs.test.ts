import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, asc, eq } from 'drizzle-orm'
import { CustomsReceipt } from '../../src/server/db/schema/index.ts'
import { customsSimulator, type CustomsGateway } from '../../src/server/services/customs-gateway.ts'
import { declareBody, declareIncomeBody, orderBody, refundBody, settlementBody } from '../fixtures/trade.ts'
import { createTestServer, DEMO, describeDb, type TestServer } from '../helpers/server.ts'

type Row = Record<string, unknown> & { Id: number; State: string; Version: number }
type TimelineRow = { Event: string; From: string; To: string; AgentId: number; Data: Record<string, unknown> }
type As = keyof typeof DEMO

/** The simulator, counted, and able to fail as an unreachable gateway would. */
const gateway = {
  posts: 0,
  polls: 0,
  down: false,
  async post(...args: Parameters<CustomsGateway['post']>) {
    gateway.posts++
    if (gateway.down) throw new Error('connect ETIMEDOUT')
    return customsSimulator.post(...args)
  },
  async receipts(...args: Parameters<CustomsGateway['receipts']>) {
    gateway.polls++
    if (gateway.down) throw new Error('connect ETIMEDOUT')
    return customsSimulator.receipts(...args)
  },
}

/** Product orders, customs declarations, tax refunds and FX settlements through the HTTP API (machines/order.ts …). */
describeDb('order, declaration, refund and settlement documents', () => {
  let s: TestServer
  const tokens = new Map<As, string>()
  let n = 0
  beforeAll(async () => {
    s = await createTestServer({}, { gateway })
    for (const who of Object.keys(DEMO) as As[]) tokens.set(who, await s.login(DEMO[who]))
  })
  afterAll(() => s?.close())

  const call = <T = unknown>(p: string, as: As, opts: Parameters<TestServer['call']>[1] = {}) =>
    s.call<T>(p, { token: tokens.get(as), lang: 'en-US', ...opts })
  const get = async (doc: string, id: number, as: As = 'admin') => {
    const res = await call<Row>(`/Api/${doc}/Get`, as, { query: { Id: id } })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body.Data!
  }
  const timeline = async (doc: string, id: number) =>
    (await call<TimelineRow[]>(`/Api/${doc}/Timeline`, 'admin', { query: { Id: id } })).body.Data!
  const create = async (doc: string, body: Record<string, unknown>, as: As) => {
    const res = await call<{ Id: number }>(`/Api/${doc}/Post`, as, { body })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body.Data!.Id
  }
  /** Sends one event at the record's current Version. */
  const send = async (doc: string, id: number, Event: string, as: As, Data?: Record<string, unknown>) => {
    const { Version } = await get(doc, id)
    return call<Row>(`/Api/${doc}/Transition`, as, { body: { Id: id, Event, Version, Data } })
  }
  const ok = async (doc: string, id: number, event: string, as: As, data?: Record<string, unknown>) => {
    const res = await send(doc, id, event, as, data)
    expect(res.status, `${doc} ${event}: ${JSON.stringify(res.body)}`).toBe(200)
    return res.body.Data!
  }
  /** A refusal changes nothing: same State and Version, no new timeline row. */
  const refused = async (doc: string, id: number, status: number, send: () => Promise<{ status: number; body: { Message?: string } }>) => {
    const before = await get(doc, id)
    const rows = (await timeline(doc, id)).length
    const res = await send()
    expect(res.status, JSON.stringify(res.body)).toBe(status)
    const after = await get(doc, id)
    expect(after).toMatchObject({ State: before.State, Version: before.Version })
    expect(await timeline(doc, id)).toHaveLength(rows)
    return res.body
  }
  const list = async (doc: string, query: Record<string, string | number>) =>
    (await call<Row[]>(`/Api/${doc}/Index`, 'admin', { query: { ...query, Size: 100 } })).body.Data!

  describe('orders', () => {
    it('are paid, shipped and received; the lines come with the order', async () => {
      const id = await create('Order', orderBody(++n), 'sales')
      const order = await get('Order', id, 'sales')
      expect(order).toMatchObject({ State: 'Unpaid', AgentId: 3, AlreadyPay: 0 })
      expect(order.Lines).toMatchObject([
        { Title: 'Silk scarf', Num: 2, Price: 9990 },
        { Title: 'Gift box', Num: 1, Price: 6000 },
      ])

      const paid = await ok('Order', id, 'pay', 'supervisor', { Payment: 'bank transfer' })
      expect(paid).toMatchObject({ State: 'RetryShip', AlreadyPay: 25980, Payment: 'bank transfer' })
      expect(paid.PayTime).toBeGreaterThan(0)
      expect(await list('Order', { State: 'RetryShip,ConfirmReceive', Id: id })).toHaveLength(1)

      const shipped = await ok('Order', id, 'ship', 'supervisor', { Express: 'SF Express', ExpressNo: 'SF1234567890' })
      expect(shipped).toMatchObject({ State: 'ConfirmReceive', Express: 'SF Express', ExpressNo: 'SF1234567890', SignTime: 0 })
      expect(shipped.ShipTime).toBeGreaterThan(0)

      const done = await ok('Order', id, 'confirmReceive', 'supervisor')
      expect(done.State).toBe('Completed')
      expect(done.SignTime).toBeGreaterThan(0)
      expect((await timeline('Order', id)).map((r) => `${r.Event}:${r.To}`)).toEqual([
        'create:Unpaid',
        'pay:RetryShip',
        'ship:ConfirmReceive',
        'confirmReceive:Completed',
      ])
    })

    it('refuses shipping without a tracking number (400) and changes nothing', async () => {
      const id = await create('Order', orderBody(++n), 'sales')
      await ok('Order', id, 'pay', 'supervisor')
      const body = await refused('Order', id, 400, () => send('Order', id, 'ship', 'supervisor', { Express: 'SF Express' }))
      expect((body as { Errors?: { Field: string }[] }).Errors?.map((e) => e.Field)).toEqual(['Data.ExpressNo'])
      await refused('Order', id, 400, () => send('Order', id, 'ship', 'supervisor', { Express: 'SF Express', ExpressNo: '  ' }))
      expect((await get('Order', id)).ExpressNo).toBe('')
    })

    it('cancelled after payment: needs a reason, and what was paid becomes a refund with its own timeline', async () => {
      const id = await create('Order', orderBody(++n), 'sales')
      await ok('Order', id, 'pay', 'supervisor')
      const noReason = await refused('Order', id, 409, () => send('Order', id, 'cancel', 'supervisor', {}))
      expect(noReason.Message).toBe('Give a reason to cancel an order that has been paid')
      expect(await list('Refund', { OrderId: id })).toHaveLength(0)

      const cancelled = await ok('Order', id, 'cancel', 'supervisor', { Reason: 'Out of stock' })
      expect(cancelled).toMatchObject({ State: 'Cancelled', CancelReason: 'Out of stock' })
      const refunds = await list('Refund', { OrderId: id })
      expect(refunds).toHaveLength(1)
      expect(refunds[0]).toMatchObject({ Kind: 2, OrderId: id, Amount: 25980, State: 'Applied', Reason: 'Out of stock', AgentId: 3 })
      const rows = await timeline('Refund', refunds[0]!.Id)
      expect(rows).toHaveLength(1)
      expect(rows[0]).toMatchObject({ Event: 'create', From: '', To: 'Applied', AgentId: 2, Data: { Kind: 2, OrderId: id, Amount: 25980 } })
    })

    it('cancelled before payment: no reason needed, nothing to refund', async () => {
      const id = await create('Order', orderBody(++n), 'sales')
      expect(await ok('Order', id, 'cancel', 'supervisor')).toMatchObject({ State: 'Cancelled', CancelReason: '' })
      expect(await list('Refund', { OrderId: id })).toHaveLength(0)
    })

    it('refuses the timed events from people (403) and edits once paid (409)', async () => {
      const id = await create('Order', orderBody(++n), 'sales')
      const timed = await refused('Order', id, 403, () => send('Order', id, 'expire', 'admin'))
      expect(timed.Message).toBe('This step is taken by the system on schedule')
      const { Version } = await get('Order', id)
      const edit = await call('/Api/Order/Update', 'admin', {
        body: { Id: id, Version, Address: 'Jalan Ampang 2', Lines: [{ Title: 'Silk scarf', Num: 3, Price: 9990 }] },
      })
      expect(edit.status, JSON.stringify(edit.body)).toBe(200)
      expect((await get('Order', id)).Lines).toMatchObject([{ Title: 'Silk scarf', Num: 3 }])

      await ok('Order', id, 'pay', 'supervisor')
      await ok('Order', id, 'ship', 'supervisor', { Express: 'DHL', ExpressNo: 'DHL42' })
      await refused('Order', id, 403, () => send('Order', id, 'autoConfirm', 'admin'))
      const late = await get('Order', id)
      const refusedEdit = await call('/Api/Order/Update', 'admin', { body: { Id: id, Version: late.Version, Address: 'Elsewhere' } })
      expect(refusedEdit.status).toBe(409)
      expect((await get('Order', id)).Address).toBe('Jalan Ampang 2')
    })
  })

  describe('declarations', () => {
    it('posted to the simulator, reach Released by getResult alone; receipts are stored and on the timeline; the refund and settlement open', async () => {
      const id = await create('Declare', declareBody(++n), 'customs')
      expect((await get('Declare', id, 'customs')).Lines).toMatchObject([{ Title: 'Silk scarf', HsCode: '6214100000', Weight: 11.25 }])
      const posted = await ok('Declare', id, 'post', 'customs')
      expect(posted).toMatchObject({ State: 'Posted', PushStatus: 1, PushMessage: '' })
      expect(posted.PostTime).toBeGreaterThan(0)

      const road = [posted.State]
      for (let i = 0; i < 4; i++) road.push((await ok('Declare', id, 'getResult', 'customs')).State)
      const middle = id % 2 === 0 ? 'Review' : 'Inspection'
      expect(road).toEqual(['Posted', 'Accepted', middle, 'Concluded', 'Released'])

      const stored = await s.db
        .select()
        .from(CustomsReceipt)
        .where(and(eq(CustomsReceipt.Doc, 'Declare'), eq(CustomsReceipt.DocId, id)))
        .orderBy(asc(CustomsReceipt.Id))
      expect(stored.map((r) => r.Code)).toEqual([120, id % 2 === 0 ? 300 : 500, 399, 800])
      const released = await get('Declare', id)
      expect(released).toMatchObject({ LastCode: 800, ReceiptTime: stored[3]!.ReceiptTime })
      const rows = (await timeline('Declare', id)).filter((r) => r.Event === 'getResult')
      expect(rows.map((r) => (r.Data.Receipts as { Code: number }[]).map((x) => x.Code))).toEqual([
        [120],
        [id % 2 === 0 ? 300 : 500],
        [399],
        [800],
      ])

      // Released: a person is offered no getResult (the scheduler's poll asks for the closing
      // receipt), and a poll with nothing new writes nothing: no "Released → Released" rows.
      const actions = await call<{ Event: string }[]>('/Api/Declare/Actions', 'customs', { query: { Id: id } })
      expect(actions.body.Data!.map((a) => a.Event)).not.toContain('getResult')
      await refused('Declare', id, 409, () => send('Declare', id, 'getResult', 'customs'))
      const before = await timeline('Declare', id)
      const poll = await call<{ Message: string }>('/Api/Job/Run', 'admin', { body: { Job: 'declare-poll' } })
      expect(poll.status, JSON.stringify(poll.body)).toBe(200)
      expect(await timeline('Declare', id)).toHaveLength(before.length)
      expect(
        await s.db
          .select()
          .from(CustomsReceipt)
          .where(and(eq(CustomsReceipt.Doc, 'Declare'), eq(CustomsReceipt.DocId, id))),
      ).toHaveLength(4)
      expect((await get('Declare', id)).Version).toBe(released.Version)

      const [refund] = await list('Refund', { DeclareId: id })
      expect(refund).toMatchObject({ Kind: 1, State: 'Applied', AgentId: 5 })
      const [settlement] = await list('Settlement', { DeclareId: id })
      expect(settlement).toMatchObject({ State: 'Pending', Amount: 199800, AgentId: 5 })
      expect((await timeline('Settlement', settlement!.Id)).map((r) => r.Event)).toEqual(['create'])
    })

    it('refused by the gateway (a message it cannot file): stays Draft with PushStatus 2 and the reason; fixed, it goes through', async () => {
      const body = declareBody(++n)
      const id = await create('Declare', { ...body, OwnerCardId: '' }, 'customs')
      // A caller cannot answer for the gateway.
      const draft = await ok('Declare', id, 'post', 'customs', { Gateway: { Accepted: true } })
      expect(draft).toMatchObject({ State: 'Draft', PushStatus: 2, PushMessage: '缺少货主证件号码（OwnerCardId）' })
      const [row] = (await timeline('Declare', id)).filter((r) => r.Event === 'post')
      expect(row).toMatchObject({
        From: 'Draft',
        To: 'Draft',
        Data: { Gateway: { Accepted: false, Reason: '缺少货主证件号码（OwnerCardId）' } },
      })

      const { Version } = await get('Declare', id)
      const fixed = await call('/Api/Declare/Update', 'customs', { body: { Id: id, Version, OwnerCardId: '91440300MA5G8K2X70' } })
      expect(fixed.status, JSON.stringify(fixed.body)).toBe(200)
      expect(await ok('Declare', id, 'post', 'customs')).toMatchObject({ State: 'Posted', PushStatus: 1, PushMessage: '' })
    })

    it('a malformed one is taken, then customs rejects it (100) with the reason on the record and the timeline; amended and fixed, it starts over at 120', async () => {
      const body = declareBody(++n)
      // (A net weight above the gross is refused before customs is asked: customs-export.test.ts.)
      const id = await create('Declare', { ...body, Lines: [{ ...body.Lines[0], HsCode: '62141' }] }, 'customs')
      expect(await ok('Declare', id, 'post', 'customs')).toMatchObject({ State: 'Posted', PushStatus: 1, PushMessage: '' })

      const rejected = await ok('Declare', id, 'getResult', 'customs')
      const reason = '第1项商品（Silk scarf）商品编码无效'
      expect(rejected).toMatchObject({ State: 'Rejected', LastCode: 100, PushMessage: reason })
      const stored = await s.db
        .select()
        .from(CustomsReceipt)
        .where(and(eq(CustomsReceipt.Doc, 'Declare'), eq(CustomsReceipt.DocId, id)))
      expect(stored).toMatchObject([{ Code: 100, Text: reason, ReceiptTime: rejected.ReceiptTime }])
      const results = (await timeline('Declare', id)).filter((r) => r.Event === 'getResult')
      expect(results).toMatchObject([
        { From: 'Posted', To: 'Rejected', Data: { Receipts: [{ Code: 100, Text: reason, Time: rejected.ReceiptTime }] } },
      ])
      // Rejected waits for an amendment: customs is not asked again.
      await refused('Declare', id, 409, () => send('Declare', id, 'getResult', 'customs'))

      expect(await ok('Declare', id, 'amend', 'customs')).toMatchObject({ State: 'Draft', PushStatus: 0, PushMessage: '' })
      const { Version } = await get('Declare', id)
      const fixed = await call('/Api/Declare/Update', 'customs', {
        body: { Id: id, Version, Lines: body.Lines },
      })
      expect(fixed.status, JSON.stringify(fixed.body)).toBe(200)
      await ok('Declare', id, 'post', 'customs')
      const accepted = await ok('Declare', id, 'getResult', 'customs')
      expect(accepted).toMatchObject({ State: 'Accepted', LastCode: 120, PushMessage: '' })
      expect(accepted.ReceiptTime).toBeGreaterThan(rejected.ReceiptTime as number)
      const codes = (await timeline('Declare', id))
        .filter((r) => r.Event === 'getResult')
        .map((r) => (r.Data.Receipts as { Code: number }[]).map((x) => x.Code))
      expect(codes).toEqual([[100], [120]])
    })

    it('an incomplete one is refused by the machine (409) before the gateway is asked', async () => {
      const id = await create('Declare', { ...declareBody(++n), OwnerName: '' }, 'customs')
      const posts = gateway.posts
      const body = await refused('Declare', id, 409, () => send('Declare', id, 'post', 'customs'))
      expect(body.Message).toBe('Name the owner, the logistics company and the payment company before sending to customs')
      expect(gateway.posts).toBe(posts)
      // So is getResult before posting: the state refuses it, customs is not polled.
      const polls = gateway.polls
      await refused('Declare', id, 409, () => send('Declare', id, 'getResult', 'customs'))
      expect(gateway.polls).toBe(polls)
    })

    it('ignores forged receipts in the caller’s data', async () => {
      const id = await create('Declare', declareBody(++n), 'customs')
      await ok('Declare', id, 'post', 'customs')
      const next = await ok('Declare', id, 'getResult', 'customs', { Receipts: [{ Code: 800, Text: 'Released', Time: 4_000_000_000 }] })
      expect(next).toMatchObject({ State: 'Accepted', LastCode: 120 })
      const rows = await timeline('Declare', id)
      expect(rows.at(-1)!.Data.Receipts).toMatchObject([{ Code: 120 }])
      expect(
        (
          await s.db
            .select()
            .from(CustomsReceipt)
            .where(and(eq(CustomsReceipt.Doc, 'Declare'), eq(CustomsReceipt.DocId, id)))
        ).map((r) => r.Code),
      ).toEqual([120])
    })

    it('a gateway that does not answer refuses the event (502) and changes nothing', async () => {
      const id = await create('Declare', declareBody(++n), 'customs')
      gateway.down = true
      try {
        const body = await refused('Declare', id, 502, () => send('Declare', id, 'post', 'customs'))
        expect(body.Message).toBe('The customs gateway did not answer. Try again later')
      } finally {
        gateway.down = false
      }
      expect((await get('Declare', id)).PushStatus).toBe(0)
    })

    it('edits only in Draft; Rejected is amended back to Draft; a withdrawal says why', async () => {
      const id = await create('Declare', declareBody(++n), 'customs')
      await ok('Declare', id, 'post', 'customs')
      const posted = await get('Declare', id)
      const edit = await call('/Api/Declare/Update', 'customs', { body: { Id: id, Version: posted.Version, Remark: 'Too late' } })
      expect(edit.status).toBe(409)
      expect((await get('Declare', id)).Remark).toBe('')

      const other = await create('Declare', declareBody(++n), 'customs')
      const noReason = await refused('Declare', other, 409, () => send('Declare', other, 'withdraw', 'customs'))
      expect(noReason.Message).toBe('Give a reason to withdraw it')
      expect((await ok('Declare', other, 'withdraw', 'customs', { Reason: 'Entered twice' })).State).toBe('Withdrawn')
    })
  })

  describe('tax refunds', () => {
    it('applied by the clerk, approved and paid by finance; the clerk may not approve', async () => {
      const id = await create('Refund', refundBody(++n), 'customs')
      await refused('Refund', id, 403, () => send('Refund', id, 'approve', 'customs'))
      expect((await ok('Refund', id, 'approve', 'admin')).State).toBe('Approved')
      const paid = await ok('Refund', id, 'pay', 'admin')
      expect(paid.State).toBe('Refunded')
      expect(paid.RefundTime).toBeGreaterThan(0)
    })

    it('rejected with a reason, corrected and applied again; nobody approves their own', async () => {
      const id = await create('Refund', refundBody(++n), 'customs')
      expect(await ok('Refund', id, 'reject', 'admin', { Reason: 'The VAT invoices are missing' })).toMatchObject({
        State: 'Rejected',
        RejectReason: 'The VAT invoices are missing',
      })
      const { Version } = await get('Refund', id)
      expect((await call('/Api/Refund/Update', 'customs', { body: { Id: id, Version, Amount: 15000 } })).status).toBe(200)
      expect(await ok('Refund', id, 'reapply', 'customs')).toMatchObject({ State: 'Applied', RejectReason: '', Amount: 15000 })

      const own = await create('Refund', refundBody(++n), 'admin')
      const body = await refused('Refund', own, 409, () => send('Refund', own, 'approve', 'admin'))
      expect(body.Message).toBe('The refund is yours: someone else must approve it')
    })
  })

  describe('FX settlements', () => {
    /** A settlement drawing on an income that covers it. */
    const drawing = async () =>
      create(
        'Settlement',
        { ...settlementBody(++n), IncomeId: await create('DeclareIncome', declareIncomeBody(++n), 'customs') },
        'customs',
      )

    it('is submitted only drawing on an income', async () => {
      const id = await create('Settlement', settlementBody(++n), 'customs')
      const body = await refused('Settlement', id, 409, () => send('Settlement', id, 'submit', 'customs'))
      expect(body.Message).toBe('Choose the income the settlement draws on')
    })

    it('partly settled, then the rest', async () => {
      const id = await drawing()
      await ok('Settlement', id, 'submit', 'customs')
      const { Version } = await get('Settlement', id)
      expect((await call('/Api/Settlement/Update', 'customs', { body: { Id: id, Version, Amount: 1 } })).status).toBe(409)
      expect(await ok('Settlement', id, 'approve', 'admin', { SettledAmount: 120000 })).toMatchObject({
        State: 'PartlySettled',
        SettledAmount: 120000,
      })
      const settled = await ok('Settlement', id, 'settleRest', 'admin')
      expect(settled).toMatchObject({ State: 'Settled', SettledAmount: 199800 })
      expect(settled.SettleTime).toBeGreaterThan(0)
    })

    it('settled in full at once; never more than the amount', async () => {
      const id = await drawing()
      await ok('Settlement', id, 'submit', 'customs')
      const body = await refused('Settlement', id, 409, () => send('Settlement', id, 'approve', 'admin', { SettledAmount: 199801 }))
      expect(body.Message).toBe('The amount settled is more than the amount to settle')
      expect(await ok('Settlement', id, 'approve', 'admin', { SettledAmount: 199800 })).toMatchObject({
        State: 'Settled',
        SettledAmount: 199800,
      })
    })

    it('rejected with a reason, or cancelled before submission', async () => {
      const id = await drawing()
      await ok('Settlement', id, 'submit', 'customs')
      await refused('Settlement', id, 400, () => send('Settlement', id, 'reject', 'admin', {}))
      expect(await ok('Settlement', id, 'reject', 'admin', { Reason: 'The bank slip does not match' })).toMatchObject({
        State: 'Rejected',
        RejectReason: 'The bank slip does not match',
      })
      const other = await create('Settlement', settlementBody(++n), 'customs')
      expect((await ok('Settlement', other, 'cancel', 'customs')).State).toBe('Cancelled')
    })
  })
})
