/**
 * The mainland's unified social credit code (统一社会信用代码, GB 32100-2015): 18 characters of
 * 0-9 and the capitals without I, O, S, V, Z; the last is a check character over the first 17
 * (weights 3^i mod 31, the remainder taken from 31).
 */
const CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY'
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
const SHAPE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/

/** The check character the first 17 characters call for. */
export function creditCodeCheck(first17: string): string {
  const sum = [...first17].reduce((s, c, i) => s + CHARS.indexOf(c) * WEIGHTS[i]!, 0)
  return CHARS[(31 - (sum % 31)) % 31]!
}

/** Whether a value written as a credit code (18 characters of its alphabet) is one: its check character agrees. */
export function looksLikeCreditCode(value: string): boolean {
  return value.length === 18 && SHAPE.test(value.toUpperCase())
}

export function isCreditCode(value: string): boolean {
  const v = value.toUpperCase()
  return SHAPE.test(v) && creditCodeCheck(v.slice(0, 17)) === v[17]
}
