import { z } from 'zod'
import { isCreditCode, looksLikeCreditCode } from './credit-code.ts'

/**
 * The schema helpers every request schema is built from (resources, lifecycle events, the other
 * routes), so that each number carries the bounds of the column it lands in and each address the
 * schemes the product allows. The server refuses, at start, a request schema with an unbounded
 * integer (routes/define.ts) or a resource field wider than its column (resources/crud.ts).
 */

import { INT32_MAX, INT32_MIN, MAX_KG, MAX_MONEY, MAX_QTY, MAX_UNIX_TIME } from '../limits.ts'

export { INT32_MAX, INT32_MIN, MAX_KG, MAX_MONEY, MAX_QTY, MAX_UNIX_TIME } from '../limits.ts'

/** An integer within [min, max] (an `integer` column unless told otherwise). */
export const int = (min = INT32_MIN, max = INT32_MAX) => z.number().int().min(min).max(max)
/** A record's Id (serial). */
export const id = () => int(1, INT32_MAX)
/** A reference to another record; 0 means none. */
export const refId = () => int(0, INT32_MAX)
/** Version of a record, for optimistic locking. */
export const version = () => int(1, INT32_MAX)
/** A moment in Unix seconds (0: not set). */
export const unixTime = () => int(0, MAX_UNIX_TIME)
/**
 * Every schema of money in hundredths, whatever its field is called: forms edit it with the one
 * money input (decimals, 12.5 → 1250), lists, details and exports show it with two decimals.
 */
export const MONEY_SCHEMAS = z.registry<{ unit: 'hundredths' }>()
/** Money in hundredths, within [min, max] (an `integer` column unless told otherwise). */
export const money = (min = 0, max = MAX_MONEY) => int(min, max).register(MONEY_SCHEMAS, { unit: 'hundredths' })

/** The schema a wrapper (optional, default, nullable, prefault, catch, readonly) wraps, if it is one. */
function wrapped(s: z.core.$ZodType): z.core.$ZodType | undefined {
  if (
    s instanceof z.core.$ZodOptional ||
    s instanceof z.core.$ZodDefault ||
    s instanceof z.core.$ZodNullable ||
    s instanceof z.core.$ZodPrefault ||
    s instanceof z.core.$ZodCatch ||
    s instanceof z.core.$ZodReadonly
  )
    return s._zod.def.innerType
  return undefined
}

/** The schema under optional / default / nullable wrappers. */
export function innerSchema(schema: z.ZodType): z.ZodType {
  let s = schema
  for (let inner = wrapped(s); inner instanceof z.ZodType; inner = wrapped(s)) s = inner
  return s
}

/** Whether a field's schema, under its wrappers, is one a registry marks (money, a rate, a country). */
export function isRegistered(registry: { has(s: z.core.$ZodType): boolean }, schema: z.core.$ZodType): boolean {
  let s = schema
  for (let inner = wrapped(s); inner; inner = wrapped(s)) s = inner
  return registry.has(s)
}

/** Whether a field's schema is money (see MONEY_SCHEMAS). */
export const isMoney = (schema: z.core.$ZodType): boolean => isRegistered(MONEY_SCHEMAS, schema)
/** An ISO 4217 currency code, as typed in capitals ("USD"). */
export const currency = (fallback: string) =>
  z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/)
    .default(fallback)
/** Sort order: higher comes first. */
export const score = () => int(-9999, 9999)
/** A 0/1 flag. */
export const flag = () => int(0, 1)
/**
 * Every schema of a rate in hundredths of a percent (550 = 5.50 %): forms edit it as a percentage
 * with two decimals (the money input's arithmetic, with a % sign), lists show `5.5%`, exports 5.5.
 */
export const PERCENT_SCHEMAS = z.registry<{ unit: 'basis' }>()
/** A share in hundredths of a percent (550 = 5.50%), as the roles' commission. */
export const percent = () => int(0, 10_000).register(PERCENT_SCHEMAS, { unit: 'basis' })

/** Whether a field's schema is a rate in hundredths of a percent (see PERCENT_SCHEMAS). */
export const isPercent = (schema: z.core.$ZodType): boolean => isRegistered(PERCENT_SCHEMAS, schema)
/** Quantity of goods on one line. */
export const qty = (min = 1) => int(min, MAX_QTY)
/** Kilograms, stored to the gram. */
export const kg = (min = 0) => z.number().min(min).max(MAX_KG)

/** The same helpers for query strings, where every value arrives as text. */
export const q = {
  int: (min = INT32_MIN, max = INT32_MAX) => z.coerce.number().int().min(min).max(max),
  id: () => q.int(1, INT32_MAX),
  refId: () => q.int(0, INT32_MAX),
  unixTime: () => q.int(0, MAX_UNIX_TIME),
  flag: () => q.int(0, 1),
  /** Record ids as a comma-separated list (`3,17,42`), at most `max` of them. */
  ids: (max = 100) =>
    z
      .string()
      .regex(new RegExp(`^\\d{1,10}(,\\d{1,10}){0,${max - 1}}$`))
      .transform((s) => [...new Set(s.split(',').map(Number))])
      .pipe(z.array(z.number().int().min(1).max(INT32_MAX))),
}

/** A text of at most `max` characters, trimmed, empty by default. */
export const text = (max: number) => z.string().trim().max(max).default('')

/**
 * A company's registration number: free text (a Malaysian SSM number, a Thai tax id), but one
 * written as a mainland credit code (18 characters of its alphabet) must have its check character.
 */
export const companyNo = () =>
  z
    .string()
    .trim()
    .max(30)
    .refine((v) => !looksLikeCreditCode(v) || isCreditCode(v), { message: 'badCreditCode' })
    .default('')

/** Where File/Upload serves what it stored (routes/file.ts). */
export const UPLOAD_PREFIX = '/uploads/'

/**
 * An image or link address: http(s), or a file this product stored (`/uploads/<name>`). Anything
 * else (`javascript:`, `data:`, `//host`, other paths) is refused; empty means none.
 */
export const url = () =>
  z
    .string()
    .trim()
    .max(1000)
    .refine((v) => v === '' || /^https?:\/\/[^\s/]+[^\s]*$/i.test(v) || (v.startsWith(UPLOAD_PREFIX) && /^\/uploads\/[\w.-]+$/.test(v)), {
      message: 'badUrl',
    })

/** An uploaded image's address (a list of them holds no empty one). */
export const image = () => url().refine((v) => v !== '', { message: 'badUrl' })

/** Up to `max` uploaded images' addresses: what the `images` widget edits. */
export const images = (max: number) => z.array(image()).max(max).default([])

/**
 * Characters no text column can store and no JSON document may carry: NUL, and a UTF-16
 * surrogate without its pair. Every request is checked for them before it reaches a route.
 */
export const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/** The numeric bounds a schema declares (through defaults and optionals), if it is a bounded number. */
export function jsonBounds(schema: z.core.$ZodType): { min: number; max: number } | undefined {
  const s = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })
  const number = (v: unknown) => (typeof v === 'number' ? v : undefined)
  const min = number(s.minimum) ?? number(s.exclusiveMinimum)
  const max = number(s.maximum) ?? number(s.exclusiveMaximum)
  if (min === undefined || max === undefined || Math.abs(min) >= Number.MAX_SAFE_INTEGER || Math.abs(max) >= Number.MAX_SAFE_INTEGER)
    return undefined
  return { min, max }
}
