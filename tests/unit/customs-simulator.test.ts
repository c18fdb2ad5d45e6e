import { describe, expect, it } from 'vitest'
import { createCustomsSimulator, SIMULATOR_CLOSE_AFTER, type Declaration, type DeclarationGood } from '../../src/server/services/customs-gateway.ts'

const T = 1_800_000_000
const declaration = (patch: Partial<Declaration> = {}) => ({ Id: 2, OwnerCardId: '91440300MA5G8K2X7Q', TotalWeight: 12.5, NetWeight: 11.25, PushStatus: 1, LastCode: 0, ReceiptTime: 0, ...patch }) as Declaration
const good = (patch: Partial<DeclarationGood> = {}) => ({ Title: 'Silk scarf', HsCode: '6214100000', Num: 100, Price: 1998, ...patch }) as DeclarationGood

/** Calls receipts the way the server does: each receipt taken in becomes the newest. */
async function walk(sim: ReturnType<typeof createCustomsSimulator>, d: Declaration, goods: DeclarationGood[], calls: number) {
  const got: { Code: number; Text: string; Time: number }[] = []
  for (let i = 0; i < calls; i++) {
    const [r] = await sim.receipts(d, goods)
    if (!r) break
    got.push(r)
    d = { ...d, LastCode: r.Code, ReceiptTime: r.Time }
  }
  return got
}

describe('customs simulator', () => {
  const sim = createCustomsSimulator(() => T)

  it('refuses only a message it cannot file: no OwnerCardId, no goods lines', async () => {
    expect(await sim.post(declaration(), [good()])).toEqual({ Accepted: true })
    expect(await sim.post(declaration({ OwnerCardId: ' ' }), [])).toEqual({ Accepted: false, Reason: 'OwnerCardId is missing; the declaration has no goods lines' })
    // Content problems are customs' to find later.
    expect(await sim.post(declaration({ NetWeight: 20 }), [good({ HsCode: 'x' })])).toEqual({ Accepted: true })
  })

  it('walks a good declaration 120 → 300 (even Id) | 500 (odd Id) → 399 → 800, one receipt per call, each later than the last', async () => {
    const even = await walk(sim, declaration({ Id: 2 }), [good()], 10)
    expect(even.map((r) => r.Code)).toEqual([120, 300, 399, 800])
    expect(even.map((r) => r.Time)).toEqual([T, T + 1, T + 2, T + 3])
    expect((await walk(sim, declaration({ Id: 3 }), [good()], 10)).map((r) => r.Code)).toEqual([120, 500, 399, 800])
    // Nothing for a declaration that is not posted.
    expect(await sim.receipts(declaration({ PushStatus: 0 }), [good()])).toEqual([])
  })

  it('rejects a malformed one (100) with the reasons; posted again unchanged it is rejected again, fixed it starts over at 120', async () => {
    const d = declaration({ NetWeight: 13 })
    const lines = [good(), good({ Title: 'Gift box', HsCode: '4819', Price: 0 })]
    const [rejected] = await sim.receipts(d, lines)
    expect(rejected).toEqual({
      Code: 100,
      Text: 'goods line 2 (Gift box) has no valid HsCode; goods line 2 (Gift box) has no declared price; NetWeight is more than TotalWeight',
      Time: T,
    })
    const again = { ...d, LastCode: 100, ReceiptTime: rejected!.Time }
    expect((await sim.receipts(again, lines))[0]).toMatchObject({ Code: 100, Time: T + 1 })
    expect((await sim.receipts({ ...again, NetWeight: 11 }, [good()]))[0]).toMatchObject({ Code: 120, Time: T + 1 })
  })

  it('closes (899) a declaration released long enough ago, not before', async () => {
    const released = declaration({ LastCode: 800, ReceiptTime: T })
    expect(await sim.receipts(released, [good()])).toEqual([])
    const later = createCustomsSimulator(() => T + SIMULATOR_CLOSE_AFTER)
    expect(await later.receipts(released, [good()])).toEqual([{ Code: 899, Text: 'Closed', Time: T + SIMULATOR_CLOSE_AFTER }])
    expect(await later.receipts({ ...released, LastCode: 899 }, [good()])).toEqual([])
  })
})
