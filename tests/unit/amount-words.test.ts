import { describe, expect, it } from 'vitest'
import { amountInChinese, amountInEnglish, chineseCurrencyName, englishNumber } from '../../src/web/features/print/customs/amount-words.ts'

describe('English numbers', () => {
  it.each([
    [0, 'ZERO'],
    [7, 'SEVEN'],
    [10, 'TEN'],
    [11, 'ELEVEN'],
    [13, 'THIRTEEN'],
    [19, 'NINETEEN'],
    [20, 'TWENTY'],
    [21, 'TWENTY-ONE'],
    [99, 'NINETY-NINE'],
    [100, 'ONE HUNDRED'],
    [105, 'ONE HUNDRED FIVE'],
    [115, 'ONE HUNDRED FIFTEEN'],
    [1000, 'ONE THOUSAND'],
    [1001, 'ONE THOUSAND ONE'],
    [1998, 'ONE THOUSAND NINE HUNDRED NINETY-EIGHT'],
    [12_000, 'TWELVE THOUSAND'],
    [100_010, 'ONE HUNDRED THOUSAND TEN'],
    [1_000_000, 'ONE MILLION'],
    [1_000_001, 'ONE MILLION ONE'],
    [20_000_000, 'TWENTY MILLION'],
    [1_234_567, 'ONE MILLION TWO HUNDRED THIRTY-FOUR THOUSAND FIVE HUNDRED SIXTY-SEVEN'],
    [3_000_400_000, 'THREE BILLION FOUR HUNDRED THOUSAND'],
    [
      999_999_999_999_999,
      'NINE HUNDRED NINETY-NINE TRILLION NINE HUNDRED NINETY-NINE BILLION NINE HUNDRED NINETY-NINE MILLION NINE HUNDRED NINETY-NINE THOUSAND NINE HUNDRED NINETY-NINE',
    ],
  ])('%i → %s', (n, words) => {
    expect(englishNumber(n)).toBe(words)
  })

  it('refuses what is not a whole number it can spell', () => {
    expect(() => englishNumber(-1)).toThrow(RangeError)
    expect(() => englishNumber(1.5)).toThrow(RangeError)
    expect(() => englishNumber(1e15)).toThrow(RangeError)
  })
})

describe('amount in English words', () => {
  it('says the currency, the units, the cents and ONLY', () => {
    expect(amountInEnglish(199_850, 'USD')).toBe('SAY US DOLLARS ONE THOUSAND NINE HUNDRED NINETY-EIGHT AND CENTS FIFTY ONLY')
    expect(amountInEnglish(199_800, 'USD')).toBe('SAY US DOLLARS ONE THOUSAND NINE HUNDRED NINETY-EIGHT ONLY')
    expect(amountInEnglish(1_305, 'USD')).toBe('SAY US DOLLARS THIRTEEN AND CENTS FIVE ONLY')
    expect(amountInEnglish(1_199, 'USD')).toBe('SAY US DOLLARS ELEVEN AND CENTS NINETY-NINE ONLY')
  })

  it('writes zero units and cents alone', () => {
    expect(amountInEnglish(0, 'USD')).toBe('SAY US DOLLARS ZERO ONLY')
    expect(amountInEnglish(50, 'USD')).toBe('SAY US DOLLARS ZERO AND CENTS FIFTY ONLY')
  })

  it('reaches millions', () => {
    expect(amountInEnglish(2_000_000_000, 'USD')).toBe('SAY US DOLLARS TWENTY MILLION ONLY')
    expect(amountInEnglish(123_456_789, 'EUR')).toBe(
      'SAY EUROS ONE MILLION TWO HUNDRED THIRTY-FOUR THOUSAND FIVE HUNDRED SIXTY-SEVEN AND CENTS EIGHTY-NINE ONLY',
    )
  })

  it('names each currency and its hundredth; an unknown one by its code; USD when none is given', () => {
    expect(amountInEnglish(10_001, 'GBP')).toBe('SAY POUNDS STERLING ONE HUNDRED AND PENCE ONE ONLY')
    expect(amountInEnglish(10_000, 'CNY')).toBe('SAY CHINESE YUAN ONE HUNDRED ONLY')
    expect(amountInEnglish(10_000, 'myr')).toBe('SAY MALAYSIAN RINGGIT ONE HUNDRED ONLY')
    expect(amountInEnglish(10_000, 'XAF')).toBe('SAY XAF ONE HUNDRED ONLY')
    expect(amountInEnglish(10_000)).toBe('SAY US DOLLARS ONE HUNDRED ONLY')
    expect(amountInEnglish(10_000, '')).toBe('SAY US DOLLARS ONE HUNDRED ONLY')
  })

  it('says a negative amount with MINUS, and refuses what is not an amount', () => {
    expect(amountInEnglish(-250, 'USD')).toBe('SAY US DOLLARS MINUS TWO AND CENTS FIFTY ONLY')
    expect(() => amountInEnglish(Number.NaN, 'USD')).toThrow(RangeError)
    expect(() => amountInEnglish(Number.POSITIVE_INFINITY, 'USD')).toThrow(RangeError)
  })
})

describe('Chinese capital amount (大写金额)', () => {
  it.each([
    // 元, 角, 分 and 整
    [199_850, '壹仟玖佰玖拾捌元伍角整'],
    [199_800, '壹仟玖佰玖拾捌元整'],
    [199_856, '壹仟玖佰玖拾捌元伍角陆分'],
    [0, '零元整'],
    [100, '壹元整'],
    [50, '伍角整'],
    [5, '伍分'],
    [55, '伍角伍分'],
    // 拾 always with its digit
    [1_000, '壹拾元整'],
    [1_500, '壹拾伍元整'],
    [11_000, '壹佰壹拾元整'],
    // zeros inside the whole part: one 零 a run
    [100_100, '壹仟零壹元整'],
    [101_000, '壹仟零壹拾元整'],
    [100_000, '壹仟元整'],
    [1_000_100, '壹万零壹元整'],
    [1_640_902, '壹万陆仟肆佰零玖元零贰分'],
    [10_000_000, '壹拾万元整'],
    [10_000_100, '壹拾万零壹元整'],
    [10_700_053, '壹拾万柒仟元伍角叁分'],
    [10_010_000, '壹拾万零壹佰元整'],
    [1_000_000_000, '壹仟万元整'],
    [10_000_000_000, '壹亿元整'],
    [10_000_000_100, '壹亿零壹元整'],
    [10_001_000_000, '壹亿零壹万元整'],
    [10_000_100_000, '壹亿零壹仟元整'],
    [12_345_678_900, '壹亿贰仟叁佰肆拾伍万陆仟柒佰捌拾玖元整'],
    // 角 zero, 分 not: 零 after 元
    [10_005, '壹佰元零伍分'],
    [32_504, '叁佰贰拾伍元零肆分'],
    // 元 place zero, 角 not: no 零 (one of the two ways the rules allow)
    [168_032, '壹仟陆佰捌拾元叁角贰分'],
  ])('%i hundredths → %s', (h, words) => {
    expect(amountInChinese(h)).toBe(words)
  })

  it('writes traditional characters for zh-TW', () => {
    expect(amountInChinese(1_234_567_800, 'traditional')).toBe('壹仟貳佰參拾肆萬伍仟陸佰柒拾捌元整')
    expect(amountInChinese(10_005, 'traditional')).toBe('壹佰元零伍分')
  })

  it('marks a negative amount and refuses what is not an amount', () => {
    expect(amountInChinese(-150)).toBe('负壹元伍角整')
    expect(amountInChinese(-150, 'traditional')).toBe('負壹元伍角整')
    expect(() => amountInChinese(Number.NaN)).toThrow(RangeError)
  })

  it('names the currency before it', () => {
    expect(chineseCurrencyName('USD')).toBe('美元')
    expect(chineseCurrencyName('CNY', 'traditional')).toBe('人民幣')
    expect(chineseCurrencyName('XAF')).toBe('XAF')
  })
})
