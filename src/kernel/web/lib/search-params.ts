import { INT32_MAX, MAX_UNIX_TIME } from '../../shared/limits.ts'

/**
 * A screen's address parameters, read by plain code, not zod: a route's search validation stays
 * in the first load, and zod arrives with the screens that need it.
 */

/**
 * A list of record ids in an address (`Ids=3,4`, `Ids=3`, or the array the router writes), at
 * most 200; anything else reads as none.
 */
export function idList(v: unknown): number[] {
  const parts = Array.isArray(v) ? v : String(v ?? '').split(',')
  return parts
    .map((s) => Number(String(s).trim()))
    .filter((n) => Number.isInteger(n) && n > 0)
    .slice(0, 200)
}

/** A whole number in an address within [min, max], else the fallback. */
export function intParam(v: unknown, min: number, max: number, fallback: number): number {
  const n = Number(v)
  return Number.isInteger(n) && n >= min && n <= max ? n : fallback
}

/** A whole number within [min, max], else absent (a number or its digits; nothing else). */
export function optInt(v: unknown, min: number, max: number): number | undefined {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : NaN
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined
}

/** A record's id, else absent. */
export const optId = (v: unknown) => optInt(v, 1, INT32_MAX)

/** A moment in Unix seconds, else absent. */
export const optUnixTime = (v: unknown) => optInt(v, 0, MAX_UNIX_TIME)

/** One of the choices, else absent. */
export function optEnum<T extends string>(v: unknown, choices: readonly T[]): T | undefined {
  return choices.find((c) => c === v)
}

/** A text of at most `max` characters, else absent. */
export function optText(v: unknown, max: number): string | undefined {
  return typeof v === 'string' && v.length <= max ? v : typeof v === 'number' && String(v).length <= max ? String(v) : undefined
}

/** The object without its absent keys (an address that does not grow `?a=undefined`). */
export function present<T extends Record<string, unknown>>(o: T): T {
  const out = { ...o }
  for (const key of Object.keys(out)) if (out[key] === undefined) delete out[key]
  return out
}
