import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { invoiceTotals, pricedLine } from '../../src/shared/finance/invoice-tax.ts'

const rate = fc.constantFrom(0, 100, 300, 600, 900, 1300, 1000, 700, 800)
const line = fc.record({
  Title: fc.constant('x'),
  Num: fc.integer({ min: 1, max: 10_000 }),
  Price: fc.integer({ min: 0, max: 100_000_000 }),
  TaxRate: rate,
})

describe('invoice amounts in hundredths', () => {
  it('with tax included, an invoice totals exactly what it bills, however a bill is split into lines', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.array(fc.tuple(fc.nat(), rate), { minLength: 1, maxLength: 8 }),
        (bill, parts) => {
          // The bill split into lines at random points, each at its own rate.
          const weights = parts.map(([w]) => w + 1)
          const sum = weights.reduce((a, b) => a + b, 0)
          let left = bill
          const lines = parts.map(([, TaxRate], i) => {
            const Price = i === parts.length - 1 ? left : Math.floor((bill * weights[i]!) / sum)
            left -= Price
            return { Title: `line ${i}`, Num: 1, Price, TaxRate }
          })
          const t = invoiceTotals(lines, true)
          expect(t.Total).toBe(bill)
          expect(t.NetAmount + t.TaxAmount).toBe(bill)
        },
      ),
    )
  })

  it('each line’s tax is its rate of the amount, rounded half up to the cent (never a fraction)', () => {
    fc.assert(
      fc.property(line, fc.boolean(), (l, included) => {
        const p = pricedLine(l, included)
        const gross = l.Num * l.Price
        expect(Number.isInteger(p.Amount) && Number.isInteger(p.Tax)).toBe(true)
        if (included) {
          expect(p.Amount + p.Tax).toBe(gross)
          // |tax − gross × r / (1 + r)| ≤ ½ cent, in integers: |tax × (10000 + r) − gross × r| ≤ (10000 + r) / 2.
          const d = p.Tax * (10_000 + l.TaxRate) - gross * l.TaxRate
          expect(2 * Math.abs(d)).toBeLessThanOrEqual(10_000 + l.TaxRate)
          if (2 * d === -(10_000 + l.TaxRate)) throw new Error('a half was rounded down')
        } else {
          expect(p.Amount).toBe(gross)
          const d = p.Tax * 10_000 - gross * l.TaxRate
          expect(2 * Math.abs(d)).toBeLessThanOrEqual(10_000)
          if (2 * d === -10_000) throw new Error('a half was rounded down')
        }
      }),
    )
  })

  it('the known cases: 4,271.00 at 6 % is 241.75 of tax when included, 256.26 on top when not', () => {
    expect(pricedLine({ Title: 'x', Num: 1, Price: 427_100, TaxRate: 600 }, true)).toMatchObject({ Amount: 402_925, Tax: 24_175 })
    expect(pricedLine({ Title: 'x', Num: 1, Price: 427_100, TaxRate: 600 }, false)).toMatchObject({ Amount: 427_100, Tax: 25_626 })
    // Half a cent rounds up: 0.50 × 13 % = 0.065 → 0.07.
    expect(pricedLine({ Title: 'x', Num: 1, Price: 50, TaxRate: 1300 }, false).Tax).toBe(7)
  })
})
