/**
 * A list of record ids in an address (`Ids=3,4`, `Ids=3`, or the array the router writes), at
 * most 200; anything else reads as none. Plain code, not zod: a route's search validation stays
 * in the first load, and zod arrives with the screens that need it.
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
