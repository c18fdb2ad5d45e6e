import { describe, expect, it } from 'vitest'
import { parseCoordinate, toCountryCode } from '../../src/shared/resources/transfer.ts'
import { priceOf, volumeGrams } from '../../src/server/services/transfer-quote.ts'
import { tileOrigin } from '../../src/server/app.ts'

describe('transfer arithmetic', () => {
  it('weighs a parcel by volume: L × W × H ÷ divisor × 1000 g, rounded up; nothing without a full size', () => {
    expect(volumeGrams(40, 30, 20, 5000)).toBe(4800)
    expect(volumeGrams(40, 30, 20, 6000)).toBe(4000)
    expect(volumeGrams(10, 10, 7, 6000)).toBe(117)
    expect(volumeGrams(40, 30, 0, 5000)).toBe(0)
  })

  it('prices first weight, each started additional unit, then the surcharge', () => {
    const cost = { FirstWeight: 1000, FirstPrice: 2000, UnitWeight: 500, UnitPrice: 500, Surcharge: 1000 }
    expect(priceOf(cost, 300)).toBe(2200)
    expect(priceOf(cost, 1000)).toBe(2200)
    expect(priceOf(cost, 1001)).toBe(2750)
    expect(priceOf(cost, 1500)).toBe(2750)
    expect(priceOf({ ...cost, Surcharge: 0 }, 4800)).toBe(2000 + 8 * 500)
  })

  it('reads coordinates within the globe and countries by code or name', () => {
    expect(parseCoordinate('3.1390, 101.6869')).toEqual([3.139, 101.6869])
    expect(parseCoordinate('-90,180')).toEqual([-90, 180])
    for (const bad of ['90.01,0', '0,-180.5', '1;2', '', 'a,b']) expect(parseCoordinate(bad), bad).toBeUndefined()
    expect(toCountryCode('my')).toBe('MY')
    expect(toCountryCode('Malaysia')).toBe('MY')
    expect(toCountryCode('马来西亚')).toBe('MY')
    expect(toCountryCode('Narnia')).toBe('')
    // Names an object has of its own kind are no countries (the fuzzer's "constructor" answered 500).
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) expect(toCountryCode(name), name).toBe('')
  })

  it('lets images come from the map tiles’ origin only', () => {
    expect(tileOrigin('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toEqual(['https://tile.openstreetmap.org'])
    expect(tileOrigin('https://{s}.tile.example.com/{z}/{x}/{y}.png')).toEqual(['https://*.tile.example.com'])
    expect(tileOrigin(undefined)).toEqual([])
    expect(tileOrigin("javascript:alert('x')")).toEqual([])
  })
})
