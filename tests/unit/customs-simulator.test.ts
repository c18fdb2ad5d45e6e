import { describe, expect, it } from 'vitest'
import {
  createCustomsSimulator,
  customsNumber,
  SIMULATOR_CLOSE_AFTER,
  type CustomsMessage,
} from '../../src/server/services/customs-gateway.ts'

type Record_ = CustomsMessage['record']
type Good = Record<string, unknown>
const T = 1_800_000_000
const declaration = (patch: Partial<Record_> = {}) =>
  ({
    Id: 2,
    OwnerCardId: '91440300MA5G8K2X70',
    TotalWeight: 12.5,
    NetWeight: 11.25,
    PushStatus: 1,
    LastCode: 0,
    ReceiptTime: 0,
    ...patch,
  }) as Record_
const good = (patch: Good = {}) => ({ Title: 'Silk scarf', HsCode: '6214100000', Num: 100, Price: 1998, ...patch })
/** A declaration's message, or another document's (`doc`). */
const m = (record: Record_, lines: Good[], doc = 'Declare'): CustomsMessage => ({ doc, record, lines })

/** Calls receipts the way the server does: each receipt taken in becomes the newest. */
async function walk(sim: ReturnType<typeof createCustomsSimulator>, d: Record_, goods: Good[], calls: number, doc = 'Declare') {
  const got: { Code: number; Text: string; Time: number; No?: string }[] = []
  for (let i = 0; i < calls; i++) {
    const [r] = await sim.receipts(m(d, goods, doc))
    if (!r) break
    got.push(r)
    d = { ...d, LastCode: r.Code, ReceiptTime: r.Time }
  }
  return got
}

describe('customs simulator', () => {
  const sim = createCustomsSimulator(() => T)

  it('refuses only a message it cannot file: no OwnerCardId, no goods lines', async () => {
    expect(await sim.post(m(declaration(), [good()]))).toEqual({ Accepted: true })
    expect(await sim.post(m(declaration({ OwnerCardId: ' ' }), []))).toEqual({
      Accepted: false,
      Reason: '缺少货主证件号码（OwnerCardId）；报文没有商品明细',
    })
    // Content problems are customs' to find later.
    expect(await sim.post(m(declaration({ NetWeight: 20 }), [good({ HsCode: 'x' })]))).toEqual({ Accepted: true })
    expect(await sim.post(m(declaration(), [], 'DeclareWaybill'))).toEqual({ Accepted: false, Reason: '总运单没有分运单' })
  })

  it('walks a good declaration 120 → 300 (even Id) | 500 (odd Id) → 399 → 800, one receipt per call, each later than the last', async () => {
    const even = await walk(sim, declaration({ Id: 2 }), [good()], 10)
    expect(even.map((r) => r.Code)).toEqual([120, 300, 399, 800])
    // Accepted: filed under a number of its kind, the year and the Id.
    expect(even[0]!.No).toBe(customsNumber('Declare', 2, T))
    expect(even[0]!.No).toMatch(/^5316\d{4}0000000002$/)
    expect(even.map((r) => r.Time)).toEqual([T, T + 1, T + 2, T + 3])
    expect((await walk(sim, declaration({ Id: 3 }), [good()], 10)).map((r) => r.Code)).toEqual([120, 500, 399, 800])
    // Nothing for a declaration that is not posted.
    expect(await sim.receipts(m(declaration({ PushStatus: 0 }), [good()]))).toEqual([])
  })

  it('rejects a malformed one (100) with the reasons; posted again unchanged it is rejected again, fixed it starts over at 120', async () => {
    const d = declaration({ NetWeight: 13 })
    const lines = [good(), good({ Title: 'Gift box', HsCode: '4819', Price: 0 })]
    const [rejected] = await sim.receipts(m(d, lines))
    expect(rejected).toEqual({
      Code: 100,
      Text: '第2项商品（Gift box）商品编码无效；第2项商品（Gift box）未申报单价；净重大于毛重',
      Time: T,
    })
    const again = { ...d, LastCode: 100, ReceiptTime: rejected!.Time }
    expect((await sim.receipts(m(again, lines)))[0]).toMatchObject({ Code: 100, Time: T + 1 })
    expect((await sim.receipts(m({ ...again, NetWeight: 11 }, [good()])))[0]).toMatchObject({ Code: 120, Time: T + 1 })
  })

  it('closes (899) a declaration released long enough ago, not before', async () => {
    const released = declaration({ LastCode: 800, ReceiptTime: T })
    expect(await sim.receipts(m(released, [good()]))).toEqual([])
    const later = createCustomsSimulator(() => T + SIMULATOR_CLOSE_AFTER)
    expect(await later.receipts(m(released, [good()]))).toEqual([{ Code: 899, Text: '结关', Time: T + SIMULATOR_CLOSE_AFTER }])
    expect(await later.receipts(m({ ...released, LastCode: 899 }, [good()]))).toEqual([])
  })

  it('takes every other message document the same way: 120 with its number, or 100 with what is wrong; then nothing more', async () => {
    for (const doc of ['DeclareOrder', 'DeclareReceipt', 'DeclareLogistics', 'DeclareArrival', 'DeclareDeparture', 'DeclareWaybill']) {
      const ok = doc === 'DeclareReceipt' ? declaration({ Id: 7, OutId: 'PAY-1' }) : declaration({ Id: 7 })
      const road = await walk(sim, ok, [good()], 5, doc)
      expect(
        road.map((r) => r.Code),
        doc,
      ).toEqual([120])
      expect(road[0]!.No, doc).toBe(customsNumber(doc, 7, T))
    }
    expect((await walk(sim, declaration({ Id: 8 }), [good({ Price: 0 })], 1, 'DeclareOrder'))[0]).toMatchObject({
      Code: 100,
      Text: '第1项商品（Silk scarf）未申报单价',
    })
    expect((await walk(sim, declaration({ Id: 8, NetWeight: 20 }), [], 1, 'DeclareLogistics'))[0]).toMatchObject({
      Code: 100,
      Text: '净重大于毛重',
    })
    expect((await walk(sim, declaration({ Id: 8 }), [], 1, 'DeclareReceipt'))[0]).toMatchObject({
      Code: 100,
      Text: '支付单缺少支付交易编号',
    })
  })
})
