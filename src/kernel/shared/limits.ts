/**
 * The bounds of the columns values land in, without zod: the request schemas (schemas/fields.ts)
 * and the screens' address parsing (which stays in the first load) read the same numbers.
 */

/** PostgreSQL `integer` (serial ids, counts, amounts in hundredths up to ~21 million). */
export const INT32_MIN = -2_147_483_648
export const INT32_MAX = 2_147_483_647
/** Latest date a form accepts (2100-01-01), Unix seconds; `bigint` columns. */
export const MAX_UNIX_TIME = 4_102_444_800
/** Largest amount of money an `integer` column holds, in hundredths (20 million units). */
export const MAX_MONEY = 2_000_000_000
/** Largest quantity of one line. */
export const MAX_QTY = 1_000_000
/** Largest weight in KG a `numeric(12,3)` column holds. */
export const MAX_KG = 999_999_999
