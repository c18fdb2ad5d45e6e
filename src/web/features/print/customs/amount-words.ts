/**
 * An amount of money in words, as trade documents write it under the figures: in English
 * ("SAY US DOLLARS ONE THOUSAND NINE HUNDRED NINETY-EIGHT AND CENTS FIFTY ONLY") and as the
 * Chinese capital amount (大写金额, 壹仟玖佰玖拾捌元伍角整).
 *
 * Written here rather than taken from a package: no installed library does it (node_modules has
 * none that spells numbers or Chinese capital amounts, and we add no dependency for ~150 lines),
 * and these functions are small, pure and fully tested (tests/unit/amount-words.test.ts).
 *
 * Amounts come as the API keeps money: integer hundredths of the currency unit.
 */

const ONES = [
  'ZERO',
  'ONE',
  'TWO',
  'THREE',
  'FOUR',
  'FIVE',
  'SIX',
  'SEVEN',
  'EIGHT',
  'NINE',
  'TEN',
  'ELEVEN',
  'TWELVE',
  'THIRTEEN',
  'FOURTEEN',
  'FIFTEEN',
  'SIXTEEN',
  'SEVENTEEN',
  'EIGHTEEN',
  'NINETEEN',
]
const TENS = ['', '', 'TWENTY', 'THIRTY', 'FORTY', 'FIFTY', 'SIXTY', 'SEVENTY', 'EIGHTY', 'NINETY']
const SCALES = ['', 'THOUSAND', 'MILLION', 'BILLION', 'TRILLION']

/** Whole hundredths, or a RangeError for what is not an amount (NaN, ±Infinity, beyond exact integers). */
function hundredthsOf(amount: number): number {
  const h = Math.round(amount)
  if (!Number.isSafeInteger(h)) throw new RangeError(`not an amount of money in hundredths: ${amount}`)
  return h
}

/** 1–999 in words: "NINE HUNDRED NINETY-EIGHT" (no "AND", as the documents write it). */
function below1000(n: number): string {
  const words: string[] = []
  const hundreds = Math.floor(n / 100)
  const rest = n % 100
  if (hundreds) words.push(`${ONES[hundreds]} HUNDRED`)
  if (rest >= 20) words.push(rest % 10 ? `${TENS[Math.floor(rest / 10)]}-${ONES[rest % 10]}` : TENS[Math.floor(rest / 10)]!)
  else if (rest) words.push(ONES[rest]!)
  return words.join(' ')
}

/** A whole number (0 up to below 10^15) in English words, upper case: 1998 → "ONE THOUSAND NINE HUNDRED NINETY-EIGHT". */
export function englishNumber(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0 || n >= 1e15) throw new RangeError(`cannot spell ${n}`)
  if (n === 0) return ONES[0]!
  const groups: string[] = []
  for (let scale = 0, rest = n; rest > 0; scale++, rest = Math.floor(rest / 1000)) {
    const g = rest % 1000
    if (g) groups.unshift(SCALES[scale] ? `${below1000(g)} ${SCALES[scale]}` : below1000(g))
  }
  return groups.join(' ')
}

/** The English names of a currency's unit and its hundredth, as invoices write them. */
const CURRENCY_WORDS: Readonly<Record<string, readonly [unit: string, hundredth: string]>> = {
  USD: ['US DOLLARS', 'CENTS'],
  CNY: ['CHINESE YUAN', 'FEN'],
  HKD: ['HONG KONG DOLLARS', 'CENTS'],
  TWD: ['NEW TAIWAN DOLLARS', 'CENTS'],
  EUR: ['EUROS', 'CENTS'],
  GBP: ['POUNDS STERLING', 'PENCE'],
  JPY: ['JAPANESE YEN', 'SEN'],
  SGD: ['SINGAPORE DOLLARS', 'CENTS'],
  MYR: ['MALAYSIAN RINGGIT', 'SEN'],
  IDR: ['INDONESIAN RUPIAH', 'SEN'],
  THB: ['THAI BAHT', 'SATANG'],
  VND: ['VIETNAMESE DONG', 'XU'],
  AUD: ['AUSTRALIAN DOLLARS', 'CENTS'],
  CAD: ['CANADIAN DOLLARS', 'CENTS'],
}

/**
 * An amount in English words for a trade document: 199850 hundredths, 'USD' →
 * "SAY US DOLLARS ONE THOUSAND NINE HUNDRED NINETY-EIGHT AND CENTS FIFTY ONLY". A currency not
 * in the list is named by its code ("SAY XAF ONE HUNDRED ONLY"); no hundredths, no "AND CENTS".
 */
export function amountInEnglish(hundredths: number, currency = 'USD'): string {
  const h = hundredthsOf(hundredths)
  const code = currency.trim().toUpperCase() || 'USD'
  const [unit, hundredth] = CURRENCY_WORDS[code] ?? [code, 'CENTS']
  const abs = Math.abs(h)
  const whole = Math.floor(abs / 100)
  const cents = abs % 100
  const minus = h < 0 ? 'MINUS ' : ''
  return `SAY ${unit} ${minus}${englishNumber(whole)}${cents ? ` AND ${hundredth} ${englishNumber(cents)}` : ''} ONLY`
}

/** The characters of the capital amount, in simplified (mainland) or traditional (Taiwan, Hong Kong) writing. */
const CAPITALS = {
  simplified: { digits: '零壹贰叁肆伍陆柒捌玖', small: ['', '拾', '佰', '仟'], big: ['', '万', '亿', '万亿'], negative: '负' },
  traditional: { digits: '零壹貳參肆伍陸柒捌玖', small: ['', '拾', '佰', '仟'], big: ['', '萬', '億', '萬億'], negative: '負' },
} as const

export type ChineseScript = keyof typeof CAPITALS

/**
 * An amount as the Chinese capital amount (大写金额) of cheques and invoices, per the rules for
 * filling in bills (《正确填写票据和结算凭证的基本规定》):
 * - one 零 for each run of zeros inside the whole part (1001 元 → 壹仟零壹元, 100001 元 → 壹拾万零壹元);
 *   none where a 万 or 元 place is zero but the digit after is not (107000 元 → 壹拾万柒仟元), one of
 *   the two ways the rules allow;
 * - 拾 always with its digit (10 元 → 壹拾元, 100000 元 → 壹拾万元);
 * - 零 after 元 when the 角 are zero but the 分 are not (100.05 → 壹佰元零伍分);
 * - 整 when there are no 分 (壹仟元整, 壹仟玖佰玖拾捌元伍角整); below one 元 the 元 is left out
 *   (0.50 → 伍角整, 0.05 → 伍分); nothing at all is 零元整.
 * The unit is written 元 whatever the currency: name the currency before it (chineseCurrencyName).
 */
export function amountInChinese(hundredths: number, script: ChineseScript = 'simplified'): string {
  const h = hundredthsOf(hundredths)
  const c = CAPITALS[script]
  const abs = Math.abs(h)
  const whole = Math.floor(abs / 100)
  const jiao = Math.floor(abs / 10) % 10
  const fen = abs % 10
  if (abs === 0) return `${c.digits[0]}元整`
  let out = ''
  if (whole > 0) {
    // Groups of four digits from the top (…亿, 万, 元), each read with 仟佰拾.
    const groups: number[] = []
    for (let rest = whole; rest > 0; rest = Math.floor(rest / 10000)) groups.unshift(rest % 10000)
    let zeroPending = false
    groups.forEach((g, i) => {
      const big = c.big[groups.length - 1 - i]!
      if (g === 0) {
        zeroPending = out !== ''
        return
      }
      // A group after others that starts with zeros (or follows a zero group) is joined by one 零.
      if (out && (zeroPending || g < 1000)) out += c.digits[0]
      zeroPending = false
      let inner = ''
      let innerZero = false
      for (let p = 3; p >= 0; p--) {
        const d = Math.floor(g / 10 ** p) % 10
        if (d === 0) {
          innerZero = inner !== ''
          continue
        }
        if (innerZero) inner += c.digits[0]
        innerZero = false
        inner += c.digits[d]! + c.small[p]!
      }
      out += inner + big
    })
    out += '元'
  }
  if (jiao) out += `${c.digits[jiao]}角`
  else if (fen && whole > 0) out += c.digits[0]
  out += fen ? `${c.digits[fen]}分` : '整'
  return (h < 0 ? c.negative : '') + out
}

/** How Chinese names a currency before its capital amount (美元, 人民币 …); an unknown code stays as it is. */
const CHINESE_CURRENCY: Readonly<Record<string, readonly [simplified: string, traditional: string]>> = {
  USD: ['美元', '美元'],
  CNY: ['人民币', '人民幣'],
  HKD: ['港币', '港幣'],
  TWD: ['新台币', '新臺幣'],
  EUR: ['欧元', '歐元'],
  GBP: ['英镑', '英鎊'],
  JPY: ['日元', '日圓'],
  SGD: ['新加坡元', '新加坡元'],
  MYR: ['马来西亚林吉特', '馬來西亞令吉'],
  IDR: ['印尼盾', '印尼盾'],
  THB: ['泰铢', '泰銖'],
  VND: ['越南盾', '越南盾'],
  AUD: ['澳元', '澳元'],
  CAD: ['加元', '加元'],
}

export function chineseCurrencyName(currency: string, script: ChineseScript = 'simplified'): string {
  const code = currency.trim().toUpperCase()
  const names = CHINESE_CURRENCY[code]
  return names ? names[script === 'simplified' ? 0 : 1] : code
}
