import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { creditCodeCheck, isCreditCode, looksLikeCreditCode } from '../../src/kernel/shared/schemas/credit-code.ts'
import { companyNo } from '../../src/kernel/shared/schemas/fields.ts'

describe('unified social credit code', () => {
  it('published codes pass; one changed character fails', () => {
    for (const code of ['91350100M000100Y43', '91110000600037341L', '911100007109288314', '91440300MA5G8K2X70'])
      expect(isCreditCode(code), code).toBe(true)
    expect(isCreditCode('91350100M000100Y44')).toBe(false)
    expect(isCreditCode('91440300MA5G8K2X7Q')).toBe(false)
  })
  it('any single changed character among the first 17 changes the check character', () => {
    const alphabet = '0123456789ABCDEFGHJKLMNPQRTUWXY'
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...alphabet), { minLength: 17, maxLength: 17 }),
        fc.nat(16),
        fc.constantFrom(...alphabet),
        (chars, at, c) => {
          fc.pre(chars[at] !== c)
          const changed = [...chars]
          changed[at] = c
          expect(creditCodeCheck(changed.join(''))).not.toBe(creditCodeCheck(chars.join('')))
        },
      ),
    )
  })
  it('a registration number of another country is free text; one written as a credit code must add up', () => {
    expect(companyNo().safeParse('201901012345 (1234567-A)').success).toBe(true)
    expect(companyNo().safeParse('0105561234567').success).toBe(true)
    expect(looksLikeCreditCode('91350100M000100Y44')).toBe(true)
    expect(companyNo().safeParse('91350100M000100Y44').success).toBe(false)
    expect(companyNo().safeParse('91350100m000100y43').success).toBe(true)
  })
})
