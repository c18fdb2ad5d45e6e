import { afterAll, beforeAll, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  declareArrivalBody,
  declareBody,
  declareDepartureBody,
  declareIncomeBody,
  declareLogisticsBody,
  declareOrderBody,
  declareReceiptBody,
  declareWaybillBody,
  settlementBody,
} from '../fixtures/trade.ts'
import { createTestServer, DB_KIND, DEMO, describeDb, type TestServer } from '../helpers/server.ts'

type Row = Record<string, unknown> & { Id: number; State: string; Version: number }
type As = 'customs' | 'admin'

/**
 * A whole export through the HTTP API with the customs simulator as the gateway: every message
 * document posted and followed by its receipts, the 9610 three-document match, and the rules that
 * tie arrival, departure, the tax refund and the FX settlement to what came before them.
 */
describeDb(`export services and customs documents (${DB_KIND})`, () => {
  let s: TestServer
  const tokens = new Map<As, string>()
  let n = 500
  beforeAll(async () => {
    s = await createTestServer()
    tokens.set('customs', await s.login(DEMO.customs))
    tokens.set('admin', await s.login(DEMO.admin))
  })
  afterAll(() => s?.close())

  const call = <T = unknown>(p: string, opts: Parameters<TestServer['call']>[1] & { as?: As } = {}) =>
    s.call<T>(p, { token: tokens.get(opts.as ?? 'customs'), lang: 'en-US', ...opts })
  const get = async (doc: string, id: number) => {
    const res = await call<Row>(`/Api/${doc}/Get`, { query: { Id: id } })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body.Data!
  }
  const create = async (doc: string, body: Record<string, unknown>) => {
    const res = await call<{ Id: number }>(`/Api/${doc}/Post`, { body })
    expect(res.status, `${doc}: ${JSON.stringify(res.body)}`).toBe(200)
    return res.body.Data!.Id
  }
  const send = async (doc: string, id: number, Event: string, Data?: Record<string, unknown>, lang = 'en-US') => {
    const { Version } = await get(doc, id)
    return call<Row>(`/Api/${doc}/Transition`, { body: { Id: id, Event, Version, Data }, lang })
  }
  const ok = async (doc: string, id: number, event: string) => {
    const res = await send(doc, id, event)
    expect(res.status, `${doc} ${event}: ${JSON.stringify(res.body)}`).toBe(200)
    return res.body.Data!
  }
  /** Posted, then asked for results until customs says no more (or `to` is reached). */
  const through = async (doc: string, id: number, to: string) => {
    expect((await ok(doc, id, 'post')).State).toBe('Posted')
    const states: string[] = []
    for (let i = 0; i < 8 && states.at(-1) !== to; i++) states.push(String((await ok(doc, id, 'getResult')).State))
    expect(states.at(-1), `${doc} ${id}: ${states.join(' → ')}`).toBe(to)
    return states
  }
  /** A post the machine refuses: 409 with its reason, and nothing changes. */
  const refusedPost = async (doc: string, id: number, lang = 'en-US') => {
    const before = await get(doc, id)
    const res = await send(doc, id, 'post', undefined, lang)
    expect(res.status, JSON.stringify(res.body)).toBe(409)
    expect(await get(doc, id)).toMatchObject({ State: before.State, Version: before.Version, PushStatus: before.PushStatus })
    return String(res.body.Message)
  }
  /** The export tax refunds a declaration has. */
  const refundsOf = async (declaration: number) => {
    const res = await call<(Row & { Amount: number; Kind: number })[]>('/Api/Refund/Index', {
      query: { DeclareId: declaration, Kind: 1, Size: 100 },
    })
    expect(res.status).toBe(200)
    return res.body.Data!
  }
  /** Order, payment receipt and waybill of `declareBody(k)`, each accepted by customs; then its 9610 declaration. */
  const matchedExport = async (k: number, change: { order?: object; receipt?: object; logistics?: object; declare?: object } = {}) => {
    const order = await create('DeclareOrder', { ...declareOrderBody(k), ...change.order })
    const receipt = await create('DeclareReceipt', { ...declareReceiptBody(k), ...change.receipt })
    const logistics = await create('DeclareLogistics', { ...declareLogisticsBody(k), ...change.logistics })
    for (const [doc, id] of [
      ['DeclareOrder', order],
      ['DeclareReceipt', receipt],
      ['DeclareLogistics', logistics],
    ] as const)
      await through(doc, id, 'Accepted')
    const declaration = await create('Declare', { ...declareBody(k), Mode: 9610, ...change.declare })
    return { order, receipt, logistics, declaration }
  }

  it('takes each message document through post → receipt → Accepted, filing it under a customs number, its receipts listed as callbacks', async () => {
    const k = ++n
    const { order, receipt, logistics, declaration } = await matchedExport(k)
    for (const [doc, id] of [
      ['DeclareOrder', order],
      ['DeclareReceipt', receipt],
      ['DeclareLogistics', logistics],
    ] as const) {
      const row = await get(doc, id)
      expect(row).toMatchObject({ State: 'Accepted', PushStatus: 1, LastCode: 120 })
      expect(String(row.CustomsNo)).toMatch(/^310\d{15}$/)
    }
    // The declaration they match is linked by its order code, and goes all the way.
    expect(await get('Declare', declaration)).toMatchObject({
      DeclareOrderId: order,
      DeclareReceiptId: receipt,
      DeclareLogisticsId: logistics,
    })
    const road = await through('Declare', declaration, 'Released')
    expect(road).toEqual(['Accepted', declaration % 2 === 0 ? 'Review' : 'Inspection', 'Concluded', 'Released'])
    expect(String((await get('Declare', declaration)).CustomsNo)).toMatch(/^5316\d{14}$/)

    const arrival = await create('DeclareArrival', declareArrivalBody(k, declaration))
    await through('DeclareArrival', arrival, 'Accepted')
    const departure = await create('DeclareDeparture', declareDepartureBody(k, arrival))
    expect((await get('DeclareDeparture', departure)).DeclareId).toBe(declaration)
    await through('DeclareDeparture', departure, 'Accepted')
    const master = await create('DeclareWaybill', declareWaybillBody(k, [logistics]))
    expect(await get('DeclareWaybill', master)).toMatchObject({
      Num: 2,
      TotalWeight: 12.5,
      NetWeight: 11.25,
      Lines: [expect.objectContaining({ LogisticsId: logistics, OrderCode: `DC${String(k).padStart(6, '0')}` })],
    })
    await through('DeclareWaybill', master, 'Accepted')

    // Every receipt, across documents, newest first; filtered by type and code.
    const callbacks = await call<{ Doc: string; DocId: number; Code: number }[]>('/Api/CustomsReceipt/Index', { query: { Size: 50 } })
    expect(callbacks.status).toBe(200)
    const mine = callbacks.body.Data!.filter((r) => [order, receipt, logistics, declaration, arrival, departure, master].includes(r.DocId))
    expect(new Set(mine.map((r) => r.Doc))).toEqual(
      new Set(['DeclareOrder', 'DeclareReceipt', 'DeclareLogistics', 'Declare', 'DeclareArrival', 'DeclareDeparture', 'DeclareWaybill']),
    )
    const released = await call<{ Doc: string; DocId: number; Code: number }[]>('/Api/CustomsReceipt/Index', {
      query: { Doc: 'Declare', Code: 800, Size: 100 },
    })
    expect(released.body.Data!.every((r) => r.Doc === 'Declare' && r.Code === 800)).toBe(true)
    expect(released.body.Data!.map((r) => r.DocId)).toContain(declaration)
    // Nobody writes receipts but customs.
    expect((await call('/Api/CustomsReceipt/Post', { body: { Doc: 'Declare', DocId: declaration, Code: 800 } })).status).toBe(404)
  })

  it('has customs reject a message it finds wrong, with its reason on the record', async () => {
    const logistics = await create('DeclareLogistics', { ...declareLogisticsBody(++n), NetWeight: 20 })
    await ok('DeclareLogistics', logistics, 'post')
    expect(await ok('DeclareLogistics', logistics, 'getResult')).toMatchObject({
      State: 'Rejected',
      LastCode: 100,
      PushMessage: '净重大于毛重',
    })
    // Refused before the gateway is asked: what a message needs is named.
    const empty = await create('DeclareReceipt', { OrderCode: 'X1' })
    expect(await refusedPost('DeclareReceipt', empty)).toBe('Fill in Payment company, Paid by, Amount paid before sending to customs')
  })

  it('posts a 9610 list only when its order, payment receipt and waybill are accepted and agree, naming each field that does not', async () => {
    // Not accepted yet: the documents missing are named.
    const lone = await create('Declare', { ...declareBody(++n), Mode: 9610 })
    expect(await refusedPost('Declare', lone)).toBe(
      'A retail list goes to customs only after its order, payment receipt and waybill are accepted. Not yet: Export order, Payment receipt, Logistics waybill',
    )
    const order = await create('DeclareOrder', declareOrderBody(n))
    await through('DeclareOrder', order, 'Accepted')
    expect(await refusedPost('Declare', lone)).toBe(
      'A retail list goes to customs only after its order, payment receipt and waybill are accepted. Not yet: Payment receipt, Logistics waybill',
    )

    // Each field that disagrees is named with the document that says otherwise and both values.
    const disagreements: [string, Parameters<typeof matchedExport>[1], (k: number) => string][] = [
      ['OrderCode', { declare: { OrderCode: 'DC-OTHER' } }, (k) => `Order code (Export order: DC000${k}; declaration: DC-OTHER)`],
      [
        'ClientName',
        { logistics: { ClientName: 'Someone Else' } },
        () => 'Consignee (Logistics waybill: Someone Else; declaration: Kedai Sutera Sdn Bhd)',
      ],
      ['LogisticsNo', { declare: { LogisticsNo: 'SF-OTHER' } }, (k) => `Waybill number (Logistics waybill: SF${k}; declaration: SF-OTHER)`],
      ['PayName', { receipt: { PayName: 'PayPal' } }, () => 'Payment company (Payment receipt: PayPal; declaration: Alipay)'],
      ['ProductAmount', { receipt: { PaidAmount: 199700 } }, () => 'Goods value (Payment receipt: 1997.00; declaration: 1998.00)'],
      ['TotalWeight', { declare: { TotalWeight: 14 } }, () => 'Gross weight (kg) (Logistics waybill: 12.5; declaration: 14)'],
      [
        'Lines',
        { order: { Lines: [{ ...declareOrderBody(0).Lines[0], Num: 99 }] } },
        () => 'Goods (Export order: 6214100000×99@19.98; declaration: 6214100000×100@19.98)',
      ],
    ]
    for (const [field, change, label] of disagreements) {
      const k = ++n
      // A declaration naming another order code is linked to the documents by hand.
      const docs = await matchedExport(k, field === 'OrderCode' ? change : change)
      if (field === 'OrderCode') {
        const d = await get('Declare', docs.declaration)
        expect(
          (
            await call('/Api/Declare/Update', {
              body: {
                Id: d.Id,
                Version: d.Version,
                DeclareOrderId: docs.order,
                DeclareReceiptId: docs.receipt,
                DeclareLogisticsId: docs.logistics,
              },
            })
          ).status,
        ).toBe(200)
      }
      const message = await refusedPost('Declare', docs.declaration)
      expect(message, field).toBe(`The declaration does not agree with its order, payment receipt and waybill: ${label(k)}`)
    }
    // Two at once are both named; in Chinese, as a Chinese list.
    const both = await matchedExport(++n, { receipt: { PaidAmount: 1 }, logistics: { ClientName: 'Someone Else' } })
    expect(await refusedPost('Declare', both.declaration)).toBe(
      'The declaration does not agree with its order, payment receipt and waybill: Consignee (Logistics waybill: Someone Else; declaration: Kedai Sutera Sdn Bhd), Goods value (Payment receipt: 0.01; declaration: 1998.00)',
    )
    const zh = await refusedPost('Declare', both.declaration, 'zh-CN')
    expect(zh).toContain('、')
    expect(zh.replace(/Someone Else|Kedai Sutera Sdn Bhd/g, '')).not.toMatch(/[A-Za-z]{4}/)

    // Within the weight tolerance (10 % of the waybill's) it agrees, and goes.
    const close = await matchedExport(++n, { logistics: { TotalWeight: 13.5 } })
    expect((await ok('Declare', close.declaration, 'post')).State).toBe('Posted')
    // The record page shows the match.
    const detail = await get('Declare', both.declaration)
    expect(detail.Match).toMatchObject({
      Mismatches: [
        { Field: 'ClientName', Doc: 'DeclareLogistics', Expected: 'Someone Else', Found: 'Kedai Sutera Sdn Bhd' },
        { Field: 'ProductAmount', Doc: 'DeclareReceipt', Expected: '0.01', Found: '1998.00' },
      ],
      Documents: [{ Doc: 'DeclareOrder', State: 'Accepted' }, { Doc: 'DeclareReceipt' }, { Doc: 'DeclareLogistics' }],
    })
  })

  it('fills a declaration in from the order, payment receipt and waybill its order code links, keeping what the clerk wrote', async () => {
    const k = ++n
    const code = `DC${String(k).padStart(6, '0')}`
    const order = await create('DeclareOrder', { ...declareOrderBody(k), DeliveryExpenses: 8000 })
    const receipt = await create('DeclareReceipt', declareReceiptBody(k))
    const logistics = await create('DeclareLogistics', declareLogisticsBody(k))
    // Only its name, mode, order code, goods and one party of the clerk's own.
    const id = await create('Declare', {
      Name: `Self-filling ${k}`,
      Mode: 9610,
      OrderCode: code,
      OwnerName: 'Haitong Export Co',
      Lines: declareBody(k).Lines,
    })
    const d = await get('Declare', id)
    expect(d).toMatchObject({
      DeclareOrderId: order,
      DeclareReceiptId: receipt,
      DeclareLogisticsId: logistics,
      ClientName: 'Kedai Sutera Sdn Bhd',
      OwnerName: 'Haitong Export Co',
      OwnerCardId: '91440300MA5G8K2X70',
      PlatformName: 'Shopee',
      ToCountry: 'MY',
      ProductAmount: 199800,
      DeliveryExpenses: 8000,
      PayName: 'Alipay',
      PayCode: 'ALIPAY',
      LogisticsName: 'SF Express',
      LogisticsNo: `SF${k}`,
      TotalWeight: 12.5,
      NetWeight: 11.25,
    })
    // A link chosen later fills only what is still empty.
    const k2 = ++n
    const lone = await create('Declare', { Name: `Later ${k2}`, Mode: 9710, ClientName: 'Own Consignee', Lines: declareBody(k2).Lines })
    const other = await create('DeclareLogistics', { ...declareLogisticsBody(k2), ClientName: 'Waybill Consignee', TotalWeight: 3 })
    const before = await get('Declare', lone)
    expect((await call('/Api/Declare/Update', { body: { Id: lone, Version: before.Version, DeclareLogisticsId: other } })).status).toBe(200)
    expect(await get('Declare', lone)).toMatchObject({ ClientName: 'Own Consignee', TotalWeight: 3, LogisticsNo: `SF${k2}` })
    // The form's pickers ask by the order code.
    const picks = await call<{ Id: number }[]>('/Api/DeclareReceipt/Select', { query: { OrderCode: code, Pick: 1 } })
    expect(picks.body.Data!.map((o) => o.Id)).toEqual([receipt])
  })

  it('refuses to send a declaration whose net weight is above its gross weight', async () => {
    const id = await create('Declare', { ...declareBody(++n), TotalWeight: 10, NetWeight: 11 })
    expect(await refusedPost('Declare', id)).toBe('The net weight is more than the gross weight: customs refuses such a declaration')
    const zh = await refusedPost('Declare', id, 'zh-CN')
    expect(zh).toMatch(/净重/)
  })

  it('reports an arrival only for an accepted declaration, and a departure only after an accepted arrival', async () => {
    const draft = await create('Declare', declareBody(++n))
    const early = await call('/Api/DeclareArrival/Post', { body: declareArrivalBody(n, draft) })
    expect(early.status).toBe(400)
    expect(early.body).toMatchObject({ Message: 'Customs has not accepted this declaration yet', Errors: [{ Field: 'DeclareId' }] })
    // Named later, it is checked when sent.
    const arrival = await create('DeclareArrival', declareArrivalBody(n))
    expect(await refusedPost('DeclareArrival', arrival)).toBe('Fill in Declaration before sending to customs')

    const departure = await call('/Api/DeclareDeparture/Post', { body: declareDepartureBody(n, arrival) })
    expect(departure.status).toBe(400)
    expect(departure.body).toMatchObject({ Message: 'Customs has not accepted this arrival yet', Errors: [{ Field: 'DeclareArrivalId' }] })
  })

  it('keeps a sub waybill under one master waybill, and posts a master only with its sub waybills accepted', async () => {
    const a = await create('DeclareLogistics', declareLogisticsBody(++n))
    const b = await create('DeclareLogistics', { ...declareLogisticsBody(++n), TotalWeight: 3, NetWeight: 2, Num: 1 })
    const first = await create('DeclareWaybill', declareWaybillBody(n, [a, b]))
    expect(await get('DeclareWaybill', first)).toMatchObject({ Num: 3, TotalWeight: 15.5, NetWeight: 13.25 })
    const second = await call('/Api/DeclareWaybill/Post', { body: declareWaybillBody(++n, [b]) })
    expect(second.status).toBe(400)
    expect(second.body).toMatchObject({ Errors: [{ Field: 'Lines', Message: `Already under another master waybill: SF${n - 1}` }] })
    expect(await refusedPost('DeclareWaybill', first)).toBe(
      `Every sub waybill must be accepted by customs first. Not yet: SF${n - 2}, SF${n - 1}`,
    )
    // Taken off, a sub waybill is free again and the totals follow.
    const w = await get('DeclareWaybill', first)
    expect(
      (await call('/Api/DeclareWaybill/Update', { body: { Id: first, Version: w.Version, Lines: [{ LogisticsId: a }] } })).status,
    ).toBe(200)
    expect(await get('DeclareWaybill', first)).toMatchObject({ Num: 2, TotalWeight: 12.5 })
    expect((await get('DeclareLogistics', b)).WaybillId).toBe(0)
  })

  it('refunds tax only for a released declaration, never above its refundable tax', async () => {
    const draft = await create('Declare', declareBody(++n))
    const none = await call('/Api/Refund/Post', { body: { Kind: 1, Amount: 100 } })
    expect(none.status).toBe(400)
    expect(none.body).toMatchObject({ Message: 'A tax refund needs a declaration customs has released', Errors: [{ Field: 'DeclareId' }] })
    expect((await call('/Api/Refund/Post', { body: { Kind: 1, DeclareId: draft, Amount: 100 } })).status).toBe(400)

    const released = await create('Declare', declareBody(++n))
    await through('Declare', released, 'Released')
    // Its release opened a refund of its whole refundable tax (229.85 as the clerk entered it).
    const opened = await refundsOf(released)
    expect(opened).toMatchObject([{ Kind: 1, State: 'Applied', Amount: 22985 }])
    const above = await call('/Api/Refund/Post', { body: { Kind: 1, DeclareId: released, Amount: 1 } })
    expect(above.status).toBe(400)
    expect(above.body).toMatchObject({
      Message: 'The tax refunds of this declaration would come to more than its refundable tax (229.85)',
      Errors: [{ Field: 'Amount' }],
    })
    const nothing = await call('/Api/Refund/Post', { body: { Kind: 1, DeclareId: released } })
    expect(nothing.status).toBe(400)
    expect(nothing.body).toMatchObject({
      Message:
        'Nothing is left to refund on this declaration (refundable tax 229.85, already applied for 229.85). Give its goods a rebate rate first',
    })
    // Corrected down while applied, the rest may be asked for; left at 0, a refund asks for all that is left.
    const part = opened[0]!.Id
    const r = await get('Refund', part)
    expect((await call('/Api/Refund/Update', { body: { Id: part, Version: r.Version, Amount: 20000 } })).status).toBe(200)
    expect((await call('/Api/Refund/Post', { body: { Kind: 1, DeclareId: released, Amount: 2986 } })).status).toBe(400)
    const rest = await create('Refund', { Kind: 1, DeclareId: released })
    expect((await get('Refund', rest)).Amount).toBe(2985)
    // Raising one above what is left is refused too.
    const r2 = await get('Refund', part)
    expect((await call('/Api/Refund/Update', { body: { Id: part, Version: r2.Version, Amount: 20001 } })).status).toBe(400)
  })

  it('random refund writes never bring a declaration’s tax refunds above its refundable tax, and a refused one changes nothing', async () => {
    const released = await create('Declare', declareBody(++n))
    await through('Declare', released, 'Released')
    const tax = 22985
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            // 0: a new refund (0 asks for all that is left), else a correction of one already there.
            kind: fc.constantFrom('new', 'correct'),
            pick: fc.nat(),
            amount: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: tax + 100 })),
          }),
          { minLength: 4, maxLength: 10 },
        ),
        async (steps) => {
          // The amounts as the answers said they are now, recomputed from nothing but the answers.
          const expected = new Map((await refundsOf(released)).map((r) => [r.Id, r.Amount]))
          for (const step of steps) {
            const ids = [...expected.keys()]
            if (step.kind === 'correct' && ids.length) {
              const id = ids[step.pick % ids.length]!
              const row = await get('Refund', id)
              if (!['Applied', 'Rejected'].includes(row.State)) continue
              const res = await call('/Api/Refund/Update', { body: { Id: id, Version: row.Version, Amount: step.amount } })
              const left = tax - [...expected].reduce((sum, [other, a]) => (other === id ? sum : sum + a), 0)
              const asked = step.amount || left
              expect(res.status, JSON.stringify(res.body)).toBe(asked <= left && asked > 0 ? 200 : 400)
              if (res.status === 200) expected.set(id, asked)
            } else {
              const res = await call<{ Id: number }>('/Api/Refund/Post', { body: { Kind: 1, DeclareId: released, Amount: step.amount } })
              const left = tax - [...expected.values()].reduce((sum, a) => sum + a, 0)
              const asked = step.amount || left
              expect(res.status, JSON.stringify(res.body)).toBe(asked <= left && asked > 0 ? 200 : 400)
              if (res.status === 200) expected.set(res.body.Data!.Id, asked)
            }
            const stored = await refundsOf(released)
            expect(new Map(stored.map((r) => [r.Id, r.Amount]))).toEqual(expected)
            expect(stored.reduce((sum, r) => sum + r.Amount, 0)).toBeLessThanOrEqual(tax)
          }
        },
      ),
      { numRuns: 4 },
    )
  })

  it('computes the refundable tax from the goods lines at their rebate rates, and opens no refund of nothing', async () => {
    const { SaleTax: _entered, Lines, ...rest } = declareBody(++n)
    const { RebateRate: _rate, ...scarf } = Lines[0]!
    const body = { ...rest, Lines: [scarf] }
    // Silk scarves (6214…) are kept at 13 %: 100 × 19.98 × 13 % = 259.74.
    const computed = await create('Declare', body)
    const row = await get('Declare', computed)
    expect(row).toMatchObject({ SaleTax: 25974, Lines: [expect.objectContaining({ HsCode: '6214100000', RebateRate: 1300 })] })
    // A rate corrected on the line is kept; the tax follows it.
    const corrected = await create('Declare', { ...body, Name: `Corrected ${n}`, Lines: [{ ...body.Lines[0]!, RebateRate: 900 }] })
    expect(await get('Declare', corrected)).toMatchObject({ SaleTax: 17982, Lines: [expect.objectContaining({ RebateRate: 900 })] })
    await through('Declare', computed, 'Released')
    expect(await refundsOf(computed)).toMatchObject([{ Amount: 25974, State: 'Applied' }])
    // Goods with no rate kept: no refund opens on release, and none of nothing can be made.
    const unrated = await create('Declare', { ...body, Name: `Unrated ${++n}`, Lines: [{ ...body.Lines[0]!, HsCode: '9999990000' }] })
    expect((await get('Declare', unrated)).SaleTax).toBe(0)
    await through('Declare', unrated, 'Released')
    expect(await refundsOf(unrated)).toEqual([])
    const none = await call('/Api/Refund/Post', { body: { Kind: 1, DeclareId: unrated } })
    expect(none.status).toBe(400)
    // The rate table is the customs team's: a clerk keeps it, and a code is kept once.
    const rate = await call<{ Id: number }>('/Api/RebateRate/Post', { body: { HsCode: '999999', Rate: 500, Title: 'Test goods' } })
    expect(rate.status, JSON.stringify(rate.body)).toBe(200)
    expect((await call('/Api/RebateRate/Post', { body: { HsCode: '999999', Rate: 600 } })).status).toBe(409)
    expect((await call('/Api/RebateRate/Post', { body: { HsCode: '99A', Rate: 600 } })).status).toBe(400)
  })

  it('refuses a bank reference already recorded on another income, naming it', async () => {
    const first = await create('DeclareIncome', { ...declareIncomeBody(++n), OutId: `CMB-FX-${n}` })
    const again = await call('/Api/DeclareIncome/Post', { body: { ...declareIncomeBody(n), OutId: ` CMB-FX-${n} ` } })
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({
      Message: `The bank reference CMB-FX-${n} is already recorded on income #${first}: the same transfer cannot come in twice`,
      Errors: [{ Field: 'OutId' }],
    })
    // Another reference is another transfer; editing an income keeps its own.
    const second = await create('DeclareIncome', { ...declareIncomeBody(n), OutId: `CMB-FX-${n}-2` })
    const row = await get('DeclareIncome', first)
    expect(
      (await call('/Api/DeclareIncome/Update', { body: { Id: first, Version: row.Version, OutId: `CMB-FX-${n}`, Remark: 'x' } })).status,
    ).toBe(200)
    const moved = await get('DeclareIncome', second)
    expect((await call('/Api/DeclareIncome/Update', { body: { Id: second, Version: moved.Version, OutId: `CMB-FX-${n}` } })).status).toBe(
      409,
    )
  })

  it('settles no more than the income it draws on', async () => {
    const income = await create('DeclareIncome', { ...declareIncomeBody(++n), Amount: 300000 })
    const above = await call('/Api/Settlement/Post', { body: { ...settlementBody(n), Amount: 300001, IncomeId: income } })
    expect(above.status).toBe(400)
    expect(above.body).toMatchObject({
      Message: 'The settlements drawing on this income would come to more than was received (3000.00 left)',
      Errors: [{ Field: 'Amount' }],
    })
    const first = await create('Settlement', { ...settlementBody(n), Amount: 199800, IncomeId: income })
    const second = await call('/Api/Settlement/Post', { body: { ...settlementBody(n), Amount: 100300, IncomeId: income } })
    expect(second.status).toBe(400)
    expect(second.body).toMatchObject({
      Message: 'The settlements drawing on this income would come to more than was received (1002.00 left)',
    })
    expect(await get('DeclareIncome', income)).toMatchObject({ Settled: 199800, Remaining: 100200 })
    // A cancelled settlement draws on nothing.
    await ok('Settlement', first, 'cancel')
    await create('Settlement', { ...settlementBody(n), Amount: 300000, IncomeId: income })
  })
})
