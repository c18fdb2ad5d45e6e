/**
 * GS1 element strings as a handheld reads them from a GS1-128 or GS1 DataMatrix label: the item's
 * GTIN (AI 01), its lot (AI 10) and its expiry date (AI 17), in the printed form with parentheses,
 * "(01)06972315804019(17)270531(10)MM2405", or raw, with FNC1 sent as the group separator (GS,
 * 0x1D) after a variable-length field and an optional symbology prefix ("]C1", "]d2", "]Q3").
 * Only these three AIs and the fixed-length ones that may sit between them are read; a code that
 * is not such a string is answered as null (a plain barcode).
 */
export interface Gs1 {
  gtin?: string
  lot?: string
  /** YYYY-MM-DD; day 00 on the label is the month's last day. */
  expiry?: string
}

/** Fixed lengths of the data after each AI a goods label carries (GS1 General Specifications, figure 5.10.1-2). */
const FIXED: Readonly<Record<string, number>> = { '00': 18, '01': 14, '02': 14, '11': 6, '12': 6, '13': 6, '15': 6, '16': 6, '17': 6 }
const GS = '\u001d'

function date(yymmdd: string): string | undefined {
  if (!/^\d{6}$/.test(yymmdd)) return undefined
  const year = 2000 + Number(yymmdd.slice(0, 2))
  const month = Number(yymmdd.slice(2, 4))
  let day = Number(yymmdd.slice(4, 6))
  if (month < 1 || month > 12) return undefined
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate()
  if (day === 0) day = last
  if (day > last) return undefined
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

export function parseGs1(input: string): Gs1 | null {
  const code = input.trim().replace(/^\][A-Za-z]\d/, '')
  const fields: [string, string][] = []
  if (code.startsWith('(')) {
    for (const m of code.matchAll(/\((\d{2,4})\)([^(]*)/g)) fields.push([m[1]!, m[2]!])
    if (fields.map(([ai, v]) => `(${ai})${v}`).join('') !== code) return null
  } else {
    if (!/^(01|02|00|10|17)/.test(code) || code.length < 16) return null
    let rest = code
    while (rest.length) {
      const ai = rest.slice(0, 2)
      const n = FIXED[ai]
      if (n !== undefined) {
        if (rest.length < 2 + n) return null
        fields.push([ai, rest.slice(2, 2 + n)])
        rest = rest.slice(2 + n)
      } else if (ai === '10' || ai === '21') {
        const end = rest.indexOf(GS)
        fields.push([ai, end < 0 ? rest.slice(2) : rest.slice(2, end)])
        rest = end < 0 ? '' : rest.slice(end + 1)
      } else return null
      if (rest.startsWith(GS)) rest = rest.slice(1)
    }
  }
  const out: Gs1 = {}
  for (const [ai, value] of fields) {
    if (ai === '01' || ai === '02') {
      if (!/^\d{14}$/.test(value)) return null
      out.gtin = value
    } else if (ai === '10') out.lot = value.slice(0, 20)
    else if (ai === '17') {
      const d = date(value)
      if (!d) return null
      out.expiry = d
    }
  }
  return out.gtin || out.lot ? out : null
}

/** A GTIN and a printed EAN/UPC are the same number but for leading zeros. */
export const sameItemNumber = (a: string, b: string) =>
  a === b || (/^\d+$/.test(a) && /^\d+$/.test(b) && a.replace(/^0+/, '') === b.replace(/^0+/, ''))
