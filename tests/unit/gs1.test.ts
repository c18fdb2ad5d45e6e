import { describe, expect, it } from 'vitest'
import { parseGs1, sameItemNumber } from '../../src/modules/warehouse/shared/gs1.ts'

describe('GS1 element strings on goods labels', () => {
  it('reads the printed form with parentheses', () => {
    expect(parseGs1('(01)06972315804019(17)270531(10)MM2405')).toEqual({ gtin: '06972315804019', expiry: '2027-05-31', lot: 'MM2405' })
  })
  it('reads the raw form: fixed fields run on, a lot ends at the group separator or the end, a symbology prefix is dropped', () => {
    // Day 00: the last day of the month.
    expect(parseGs1(']C1' + '0106972315804019' + '17270500' + '10MM2405')).toEqual({
      gtin: '06972315804019',
      expiry: '2027-05-31',
      lot: 'MM2405',
    })
    expect(parseGs1('0106972315804019' + '10LOT-7\u001d' + '17261100')).toEqual({
      gtin: '06972315804019',
      lot: 'LOT-7',
      expiry: '2026-11-30',
    })
  })
  it('answers null for a plain barcode or a broken string', () => {
    expect(parseGs1('6972315804019')).toBeNull()
    expect(parseGs1('A-01-01')).toBeNull()
    expect(parseGs1('(01)0697231580401(10)X')).toBeNull()
    expect(parseGs1('(01)06972315804019(17)271331')).toBeNull()
  })
  it('an EAN-13 and its GTIN-14 are one item', () => {
    expect(sameItemNumber('06972315804019', '6972315804019')).toBe(true)
    expect(sameItemNumber('06972315804019', '6972315804026')).toBe(false)
    expect(sameItemNumber('ABC', 'ABC')).toBe(true)
  })
})
