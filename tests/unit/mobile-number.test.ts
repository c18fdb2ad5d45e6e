import { describe, expect, it } from 'vitest'
import { isMobileNumber } from '../../src/kernel/shared/schemas/account.ts'

describe('a mobile number that can be a login account', () => {
  it('a mainland number as dialled at home, or a mobile of the other languages’ countries in E.164 digits', () => {
    for (const m of [
      '13800000000',
      '19912345678',
      '8613812345678',
      '60123456789',
      '6281234567890',
      '84912345678',
      '66812345678',
      '886912345678',
    ])
      expect(isMobileNumber(m), m).toBe(true)
  })
  it('never a short number, a landline, another country or a range the mainland does not give out', () => {
    for (const m of ['12345', '12012345678', '60312345678', '6621234567', '4915112345678', '+60123456789', '1380000000a', ''])
      expect(isMobileNumber(m), m).toBe(false)
  })
})
