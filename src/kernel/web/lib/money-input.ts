/**
 * What a money input's text means in hundredths: `12.5` → 1250, `12,5` (a decimal comma, as
 * Indonesian and Vietnamese write it) → 1250, `1 250.00` → 125000, empty → undefined. Read digit by
 * digit, never through a float, so 4271.00 is 427100 exactly. Text that is not an amount (a third
 * decimal too: a cent is the smallest amount) is handed on as it is, so the schema refuses it.
 */
export function parseMoneyText(text: string): number | string | undefined {
  const t = text.trim().replace(/[\s\u00a0]/g, '')
  if (t === '') return undefined
  const m = /^(-?)(\d*)(?:[.,](\d{1,2}))?$/.exec(t)
  if (!m || (m[2] === '' && m[3] === undefined)) return text
  const hundredths = Number(m[2] || '0') * 100 + Number((m[3] ?? '').padEnd(2, '0'))
  return Number.isSafeInteger(hundredths) ? (m[1] ? -hundredths : hundredths) : text
}

/** Hundredths as a money input shows them (two decimals). */
export const moneyText = (hundredths: number | undefined | null) =>
  hundredths === undefined || hundredths === null ? '' : (hundredths / 100).toFixed(2)
