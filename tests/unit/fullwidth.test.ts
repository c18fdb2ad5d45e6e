import { describe, expect, it } from 'vitest'
import { halfWidthField, hasFullWidth, toHalfWidth } from '../../src/kernel/web/lib/fullwidth.ts'

describe('full-width to half-width', () => {
  it('converts letters, digits and punctuation of U+FF01–U+FF5E', () => {
    expect(toHalfWidth('ＡＢＣ１２３')).toBe('ABC123')
    expect(toHalfWidth('ａｂｃｘｙｚ')).toBe('abcxyz')
    expect(toHalfWidth('！＂＃＄％＆＇（）＊＋，－．／')).toBe('!"#$%&\'()*+,-./')
    expect(toHalfWidth('：；＜＝＞？＠［＼］＾＿｀｛｜｝～')).toBe(':;<=>?@[\\]^_`{|}~')
    expect(toHalfWidth('１３８００００００００')).toBe('13800000000')
  })

  it('turns the ideographic space into a plain space', () => {
    expect(toHalfWidth('张\u3000三')).toBe('张 三')
  })

  it('leaves everything else alone, and keeps the length (so the caret stays put)', () => {
    const mixed = '客户ABC，ｔｅｓｔ。１２３ 😀 ｶﾀｶﾅ'
    const out = toHalfWidth(mixed)
    expect(out).toBe('客户ABC,test。123 😀 ｶﾀｶﾅ')
    expect(out.length).toBe(mixed.length)
    expect(toHalfWidth('plain text 123')).toBe('plain text 123')
    expect(toHalfWidth('')).toBe('')
    // The edges of the range: U+FF00 and U+FF5F are not converted.
    expect(toHalfWidth('\uFF00\uFF5F')).toBe('\uFF00\uFF5F')
  })

  it('tells whether a text holds full-width characters', () => {
    expect(hasFullWidth('abc')).toBe(false)
    expect(hasFullWidth('中文')).toBe(false)
    expect(hasFullWidth('ａ')).toBe(true)
    expect(hasFullWidth('a\u3000b')).toBe(true)
    // A global regex keeps no state between calls.
    expect([hasFullWidth('ａ'), hasFullWidth('ａ'), hasFullWidth('ａ')]).toEqual([true, true, true])
  })
})

describe('which fields the rule applies to', () => {
  it('codes, numbers, phones, e-mails, ids and addresses', () => {
    for (const f of [
      'OrderCode',
      'LogisticsNo',
      'ClientPhone',
      'Mobile',
      'Email',
      'IdCard',
      'OwnerCardId',
      'ClientAddress',
      'Zip',
      'HsCode',
    ])
      expect(halfWidthField(f), f).toBe(true)
  })
  it('never free text, names or messages', () => {
    for (const f of ['Content', 'Remark', 'Name', 'Reason', 'ClientName', 'Title', 'Describe', 'CancelReason', 'Summary', 'Text'])
      expect(halfWidthField(f), f).toBe(false)
  })
})
