import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { priceCart, ruleReduction, type CartLine, type DiscountRule } from '../../src/shared/resources/cart-pricing.ts'

const AT = 1_800_000_000
const line = fc.record({
  ProductId: fc.integer({ min: 1, max: 6 }),
  ShopId: fc.integer({ min: 1, max: 3 }),
  Price: fc.integer({ min: 0, max: 500_000 }),
  Num: fc.integer({ min: 0, max: 20 }),
})
const rule = fc.record({
  Id: fc.integer({ min: 1, max: 1000 }),
  Type: fc.constantFrom(1, 2, 3),
  GreaterThanPrice: fc.integer({ min: 0, max: 1_000_000 }),
  GreaterThanNum: fc.integer({ min: 0, max: 30 }),
  Amount: fc.integer({ min: 0, max: 2_000_000 }),
  ProductIds: fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 3 }),
  ShopIds: fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 2 }),
  BeginTime: fc.constantFrom(0, AT - 100, AT + 100),
  EndTime: fc.constantFrom(0, AT - 50, AT + 100),
  Status: fc.constantFrom(1, 1, 1, -1),
})
const cart = fc.array(line, { minLength: 0, maxLength: 8 })
const rules = fc.uniqueArray(rule, { selector: (r) => r.Id, maxLength: 6 })
const subtotal = (lines: readonly CartLine[]) => lines.reduce((s, l) => s + l.Price * l.Num, 0)

/** The cart pricing of the discount rules, property by property over random carts and rules. */
describe('pricing a cart with the best discount rule', () => {
  it('never goes below zero, never takes more than the goods cost, and adds up in whole hundredths', () => {
    fc.assert(
      fc.property(cart, rules, (lines, rs) => {
        const p = priceCart(lines, rs, AT)
        expect(p.subtotal).toBe(subtotal(lines))
        expect(p.total).toBeGreaterThanOrEqual(0)
        expect(p.reduction).toBeGreaterThanOrEqual(0)
        expect(p.reduction).toBeLessThanOrEqual(p.subtotal)
        expect(p.total).toBe(p.subtotal - p.reduction)
        for (const n of [p.subtotal, p.reduction, p.total]) expect(Number.isInteger(n)).toBe(true)
      }),
      { numRuns: 500 },
    )
  })

  it('applies the rule that takes most off: no other rule takes more', () => {
    fc.assert(
      fc.property(cart, rules, (lines, rs) => {
        const p = priceCart(lines, rs, AT)
        const each = rs.map((r) => ruleReduction(r, lines, AT).reduction)
        expect(p.reduction).toBe(Math.min(p.subtotal, Math.max(0, ...each)))
        if (p.ruleId !== null)
          expect(
            ruleReduction(
              rs.find((r) => r.Id === p.ruleId)!,
              lines,
              AT,
            ).reduction,
          ).toBe(p.reduction)
        else expect(p.reduction).toBe(0)
      }),
      { numRuns: 500 },
    )
  })

  it('adding a rule never makes the cart dearer, and a rule outside its dates, deleted or on other products changes nothing', () => {
    fc.assert(
      fc.property(cart, rules, rule, (lines, rs, extra) => {
        const r = { ...extra, Id: 5000 }
        expect(priceCart(lines, [...rs, r], AT).total).toBeLessThanOrEqual(priceCart(lines, rs, AT).total)
        const dead: DiscountRule[] = [
          { ...r, EndTime: AT - 1, BeginTime: 0 },
          { ...r, BeginTime: AT + 1, EndTime: 0 },
          { ...r, Status: -1 },
          { ...r, ProductIds: [99] },
        ]
        for (const d of dead) expect(priceCart(lines, [...rs, d], AT)).toEqual(priceCart(lines, rs, AT))
      }),
      { numRuns: 300 },
    )
  })

  it('prices the three types as the spec names them, in hundredths', () => {
    const mugs: CartLine[] = [
      { ProductId: 1, ShopId: 1, Price: 6900, Num: 2 },
      { ProductId: 2, ShopId: 1, Price: 1900, Num: 3 },
    ]
    const base = { ProductIds: [], ShopIds: [], BeginTime: 0, EndTime: 0, GreaterThanNum: 0, GreaterThanPrice: 0 }
    // 1: 193.00 of goods reach the 150.00 threshold: 30.00 off.
    expect(priceCart(mugs, [{ ...base, Id: 1, Type: 1, GreaterThanPrice: 15000, Amount: 3000 }], AT)).toMatchObject({
      subtotal: 19500,
      reduction: 3000,
      total: 16500,
      ruleId: 1,
    })
    // …but not a 200.00 threshold.
    expect(priceCart(mugs, [{ ...base, Id: 1, Type: 1, GreaterThanPrice: 20000, Amount: 3000 }], AT).reduction).toBe(0)
    // 2: five items reach four: one (1.00) of the cheapest free.
    expect(priceCart(mugs, [{ ...base, Id: 2, Type: 2, GreaterThanNum: 4, Amount: 100 }], AT)).toMatchObject({
      reduction: 1900,
      freeItems: 1,
    })
    // 3: pay 85.00% of the flasks only (product 1): 138.00 → 117.30, 20.70 off.
    expect(priceCart(mugs, [{ ...base, Id: 3, Type: 3, Amount: 8500, ProductIds: [1] }], AT)).toMatchObject({
      reduction: 2070,
      total: 17430,
    })
    // All three: the spend-and-save takes most.
    expect(
      priceCart(
        mugs,
        [
          { ...base, Id: 1, Type: 1, GreaterThanPrice: 15000, Amount: 3000 },
          { ...base, Id: 2, Type: 2, GreaterThanNum: 4, Amount: 100 },
          { ...base, Id: 3, Type: 3, Amount: 8500, ProductIds: [1] },
        ],
        AT,
      ).ruleId,
    ).toBe(1)
  })
})
