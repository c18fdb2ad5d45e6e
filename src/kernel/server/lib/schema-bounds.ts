import { z } from 'zod'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { INT32_MAX, INT32_MIN } from '../../shared/schemas/fields.ts'

/**
 * Start-up checks that keep bad numbers and over-long texts out of the database: a request schema
 * whose number has no bounds of its own, or a resource field wider than its column, is a bug found
 * when the app is assembled (and by every test that builds it), never a 500 for a caller.
 */

type JsonSchema = z.core.JSONSchema.JSONSchema

/** zod gives every `.int()` the safe-integer range: that is no bound at all for a column. */
const SAFE = Number.MAX_SAFE_INTEGER

/**
 * A request schema as JSON Schema, made once per schema: the checks as routes are defined read it,
 * and an app assembled again (every test server) finds it made.
 */
const converted = new WeakMap<z.core.$ZodType, JsonSchema>()
export function jsonSchemaOf(schema: z.core.$ZodType): JsonSchema {
  let json = converted.get(schema)
  if (!json) converted.set(schema, (json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })))
  return json
}

/** A bound as a number (draft 4 wrote an exclusive one as a flag, which zod does not). */
const numberOf = (v: number | boolean | undefined) => (typeof v === 'number' ? v : undefined)

function bounds(s: JsonSchema) {
  const lo = s.minimum ?? numberOf(s.exclusiveMinimum)
  const hi = s.maximum ?? numberOf(s.exclusiveMaximum)
  return { lo, hi }
}

const isNumeric = (s: JsonSchema) => s.type === 'integer' || s.type === 'number'

/** Paths (`Lines.[].ProductNum`) of numbers in a schema without explicit bounds on both sides. */
export function unboundedNumbers(schema: z.core.$ZodType): string[] {
  // An object field by field: the fields are the definitions' own schemas, each converted once
  // however many routes and apps take them, where the object around them is new for each route.
  if (schema instanceof z.ZodObject)
    return Object.entries(schema.shape).flatMap(([k, v]) => unboundedNumbers(v).map((p) => (p === '_' ? k : `${k}.${p}`)))
  // Leaving a value out or null changes no bound: an Update's `.partial()` field is its definition's.
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault)
    return unboundedNumbers(schema.unwrap())
  const out: string[] = []
  const walk = (s: JsonSchema | boolean | undefined, path: string) => {
    if (!s || typeof s === 'boolean') return
    if (isNumeric(s) && s.const === undefined && !s.enum) {
      const { lo, hi } = bounds(s)
      if (lo === undefined || hi === undefined || Math.abs(lo) >= SAFE || Math.abs(hi) >= SAFE) out.push(path || '_')
    }
    for (const [k, v] of Object.entries(s.properties ?? {})) walk(v, path ? `${path}.${k}` : k)
    for (const v of [s.items, ...(s.prefixItems ?? [])].flat()) walk(v, `${path}.[]`)
    if (typeof s.additionalProperties === 'object') walk(s.additionalProperties, `${path}.*`)
    for (const v of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) walk(v, path)
  }
  walk(jsonSchemaOf(schema), '')
  return out
}

/** What a column can hold, as far as a request's value is concerned. */
export type ColumnLimit =
  { kind: 'number'; min: number; max: number; integer: boolean } | { kind: 'text'; maxLength: number } | { kind: 'other' }

export function columnLimit(col: PgColumn): ColumnLimit {
  // The varchar's length and the numeric's precision and scale, on the column classes that have them.
  const c = {
    length: 'length' in col && typeof col.length === 'number' ? col.length : undefined,
    precision: 'precision' in col && typeof col.precision === 'number' ? col.precision : undefined,
    scale: 'scale' in col && typeof col.scale === 'number' ? col.scale : undefined,
  }
  switch (col.columnType) {
    case 'PgSmallInt':
      return { kind: 'number', min: -32768, max: 32767, integer: true }
    case 'PgInteger':
    case 'PgSerial':
      return { kind: 'number', min: INT32_MIN, max: INT32_MAX, integer: true }
    case 'PgBigInt53':
    case 'PgBigSerial53':
      return { kind: 'number', min: -SAFE, max: SAFE, integer: true }
    case 'PgNumeric':
    case 'PgNumericNumber': {
      const whole = (c.precision ?? 1000) - (c.scale ?? 0)
      const max = whole >= 16 ? SAFE : 10 ** whole - 10 ** -(c.scale ?? 0)
      return { kind: 'number', min: -max, max, integer: false }
    }
    case 'PgReal':
    case 'PgDoublePrecision':
      return { kind: 'number', min: -Number.MAX_VALUE, max: Number.MAX_VALUE, integer: false }
    case 'PgVarchar':
    case 'PgChar':
      return c.length ? { kind: 'text', maxLength: c.length } : { kind: 'other' }
    default:
      return { kind: 'other' }
  }
}

/**
 * The fields of a definition that could carry a value their column refuses: a number beyond the
 * column's range (or a fraction into an integer column), a text longer than a varchar's length.
 */
export function fieldsWiderThanColumns(fields: z.ZodRawShape, cols: Record<string, PgColumn>): string[] {
  const wrong: string[] = []
  for (const [name, field] of Object.entries(fields)) {
    const col = cols[name]
    if (!col) continue
    const limit = columnLimit(col)
    const s = jsonSchemaOf(field)
    const alternatives = s.anyOf ?? s.oneOf ?? [s]
    for (const alt of alternatives) {
      if (limit.kind === 'number' && isNumeric(alt) && alt.const === undefined && !alt.enum) {
        const { lo, hi } = bounds(alt)
        if (lo === undefined || hi === undefined || lo < limit.min || hi > limit.max)
          wrong.push(`${name}: [${lo}, ${hi}] outside the column's [${limit.min}, ${limit.max}]`)
        else if (limit.integer && alt.type !== 'integer') wrong.push(`${name}: a fraction into an integer column`)
      }
      if (limit.kind === 'text' && alt.type === 'string' && (alt.maxLength === undefined || alt.maxLength > limit.maxLength))
        wrong.push(`${name}: up to ${alt.maxLength ?? '∞'} characters into varchar(${limit.maxLength})`)
    }
  }
  return wrong
}

/** Refuses, at start, a resource whose request fields could carry what its columns refuse. */
export function assertFitsColumns(name: string, fields: z.ZodRawShape, cols: Record<string, PgColumn>) {
  const wrong = fieldsWiderThanColumns(fields, cols)
  if (wrong.length) throw new Error(`${name}: fields wider than their columns: ${wrong.join('; ')}`)
}
