/**
 * What a money input's text means in hundredths: `12.5` → 1250, `12,5` (a decimal comma, as
 * Indonesian and Vietnamese write it) → 1250, `1 250.00` → 125000, empty → undefined. Text that is
 * not an amount is handed on as it is, so the schema refuses it with its message.
 */
export function parseMoneyText(text: string): number | string | undefined {
  const t = text.trim().replace(/[\s\u00a0]/g, '')
  if (t === '') return undefined
  const normal = /^-?\d+,\d{1,2}$/.test(t) ? t.replace(',', '.') : t
  const n = Number(normal)
  return Number.isFinite(n) ? Math.round(n * 100) : text
}

/** Hundredths as a money input shows them (two decimals). */
export const moneyText = (hundredths: number | undefined | null) =>
  hundredths === undefined || hundredths === null ? '' : (hundredths / 100).toFixed(2)
