import type { Db, Tx } from './client.ts'

/** The SQLSTATE of a database error, through the wrappers drizzle puts around the driver's. */
export function pgCode(err: unknown): string | undefined {
  for (let e = err, depth = 0; typeof e === 'object' && e !== null && depth < 5; e = 'cause' in e ? e.cause : undefined, depth++) {
    const code = 'code' in e ? e.code : undefined
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
  }
  return undefined
}

/** A serialization failure or a deadlock: the transaction did nothing and may simply run again. */
export const isRetryable = (err: unknown) => {
  const code = pgCode(err)
  return code === '40001' || code === '40P01'
}

/**
 * A transaction that runs again (up to `attempts` times, after a short random pause) when the
 * database gave it up for a serialization failure or a deadlock; what still fails is thrown and
 * the error handler answers 409.
 */
export async function transaction<T>(db: Db, fn: (tx: Tx) => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(fn)
    } catch (err) {
      if (attempt >= attempts || !isRetryable(err)) throw err
      await new Promise((r) => setTimeout(r, 5 + Math.random() * 20 * attempt))
    }
  }
}
