import fc from 'fast-check'
import type { OpenApiDoc, Operation } from './openapi.ts'

/**
 * Requests for one operation of the description: valid ones drawn by fast-check from its schemas,
 * and invalid ones made by breaking one field at a time in the ways the hardening issue found
 * (numbers beyond the column, NUL, half a surrogate pair, over-long text, wrong types).
 */
type Schema = {
  $ref?: string
  type?: string | string[]
  const?: unknown
  enum?: unknown[]
  anyOf?: Schema[]
  oneOf?: Schema[]
  allOf?: Schema[]
  properties?: Record<string, Schema>
  required?: string[]
  items?: Schema
  minItems?: number
  maxItems?: number
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  minLength?: number
  maxLength?: number
  pattern?: string
  format?: string
  default?: unknown
}

export interface FuzzRequest {
  /** Why this request: `valid`, or which field was broken how. */
  label: string
  method: string
  path: string
  query: [string, string][]
  /** A JSON body, or raw text with its content type. */
  body?: { json: unknown } | { raw: string; type: string }
  /** A broken field the answer must be a 400 naming (when the break is one the schema itself refuses). */
  expect?: { status: 400; field: string }
}

export function requestMaker(doc: OpenApiDoc) {
  const resolve = (s: Schema | undefined): Schema => {
    let out = s ?? {}
    for (let i = 0; out.$ref && i < 10; i++) {
      const name = out.$ref.replace('#/components/schemas/', '')
      out = (doc.components?.schemas?.[name] as Schema | undefined) ?? {}
    }
    return out
  }
  const typeOf = (s: Schema) => (Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type)

  function arbitrary(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
    const s = resolve(schema)
    if (s.const !== undefined) return fc.constant(s.const)
    if (s.enum?.length) return fc.constantFrom(...s.enum)
    const alternatives = s.anyOf ?? s.oneOf
    if (alternatives?.length) return fc.oneof(...alternatives.map((a) => arbitrary(a, depth + 1)))
    if (s.allOf?.length) return arbitrary(s.allOf[0], depth + 1)
    switch (typeOf(s)) {
      case 'integer': {
        const lo = Math.ceil(s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -1000))
        const hi = Math.floor(s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : 1000))
        // Small values most often: ids of records the demo company has.
        return fc.oneof(
          { weight: 1, arbitrary: fc.constantFrom(lo, hi) },
          { weight: 4, arbitrary: fc.integer({ min: lo, max: Math.min(hi, Math.max(lo, 0) + 40) }) },
          { weight: 1, arbitrary: fc.integer({ min: lo, max: hi }) },
        )
      }
      case 'number': {
        const lo = s.minimum ?? s.exclusiveMinimum ?? -1000
        const hi = s.maximum ?? s.exclusiveMaximum ?? 1000
        return fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true }).map((v) => Math.round(v * 1000) / 1000)
      }
      case 'string': {
        if (s.pattern) {
          try {
            return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length <= (s.maxLength ?? 200))
          } catch {
            /* a pattern JavaScript cannot read: plain text below */
          }
        }
        if (s.format === 'email') return fc.emailAddress()
        return fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 24, 24) })
      }
      case 'boolean':
        return fc.boolean()
      case 'null':
        return fc.constant(null)
      case 'array':
        return depth > 4
          ? fc.constant([])
          : fc.array(arbitrary(s.items, depth + 1), {
              minLength: s.minItems ?? 0,
              maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 3, 3)),
            })
      case 'object': {
        const props = Object.fromEntries(
          Object.entries(s.properties ?? {}).map(([k, v]) => [k, depth > 4 ? fc.constant(null) : arbitrary(v, depth + 1)]),
        )
        return fc.record(props, { requiredKeys: (s.required ?? []).filter((k) => k in props) })
      }
      default:
        return fc.constant(null)
    }
  }

  /** Values that break a field of this schema, each with what it is. */
  function breakers(schema: Schema | undefined, inQuery: boolean): { how: string; value: unknown; strict: boolean }[] {
    const s = resolve(schema)
    const alternatives = s.anyOf ?? s.oneOf
    const type = alternatives ? typeOf(resolve(alternatives.find((a) => typeOf(resolve(a)) !== 'null'))) : typeOf(s)
    const q = (v: unknown) => (inQuery ? String(v) : v)
    switch (type) {
      case 'integer': {
        // Just past the declared bounds, and past what an integer column can hold at all.
        const b = numberSchema(s, alternatives)
        const hi = b.maximum ?? b.exclusiveMaximum
        const lo = b.minimum ?? b.exclusiveMinimum
        return [
          ...(hi !== undefined ? [{ how: 'just above its maximum', value: q(b.maximum !== undefined ? hi + 1 : hi), strict: true }] : []),
          ...(lo !== undefined ? [{ how: 'just below its minimum', value: q(b.minimum !== undefined ? lo - 1 : lo), strict: true }] : []),
          // Past an integer column: a 400 where the field is one, accepted where the column is wider (never a 5xx).
          { how: 'beyond int32', value: q(2147483648), strict: hi !== undefined && hi < 2147483648 },
          { how: 'below int32', value: q(-2147483649), strict: lo !== undefined && lo > -2147483649 },
          { how: 'beyond safe integers', value: q(9007199254740993), strict: true },
          { how: 'a fraction', value: q(1.5), strict: true },
          { how: 'text', value: 'abc', strict: true },
        ]
      }
      case 'number':
        return [
          { how: 'huge', value: q(1e300), strict: true },
          { how: 'text', value: 'abc', strict: true },
        ]
      case 'string':
        return [
          { how: 'a NUL byte', value: 'a\u0000b', strict: true },
          // A URL cannot carry half a surrogate pair: its bytes arrive undecoded, as plain text.
          { how: 'a lone surrogate', value: '\ud800', strict: !inQuery },
          ...(s.maxLength !== undefined && !inQuery ? [{ how: 'too long', value: 'x'.repeat(s.maxLength + 1), strict: true }] : []),
          ...(!inQuery ? [{ how: 'a number for text', value: 42, strict: true }] : []),
        ]
      case 'boolean':
        return inQuery ? [] : [{ how: 'text for a flag', value: 'yes', strict: true }]
      case 'array':
        return [{ how: 'an object for a list', value: { a: 1 }, strict: true }]
      case 'object':
        return [{ how: 'a list for an object', value: [1], strict: true }]
      default:
        return []
    }
  }

  /** The numeric schema of a field (through a union with null). */
  function numberSchema(s: Schema, alternatives: Schema[] | undefined): Schema {
    return alternatives ? resolve(alternatives.find((a) => typeOf(resolve(a)) === 'integer')) : s
  }

  function jsonBodySchema(op: Operation): Schema | undefined {
    return op.requestBody?.content['application/json']?.schema as Schema | undefined
  }

  /** Up to `valid` drawn requests, then the broken ones (capped at `maxBroken`). */
  function requestsFor(method: string, urlPath: string, op: Operation, seed: number, valid = 4, maxBroken = 14): FuzzRequest[] {
    const params = (op.parameters ?? []).filter((p) => p.in === 'query')
    const body = jsonBodySchema(op)
    const queryArb = fc.record(Object.fromEntries(params.map((p) => [p.name, arbitrary(p.schema as Schema)])), {
      requiredKeys: params.filter((p) => p.required).map((p) => p.name),
    })
    const bodyArb = body ? arbitrary(body) : fc.constant(undefined)
    const toQuery = (o: Record<string, unknown>): [string, string][] => Object.entries(o).map(([k, v]) => [k, String(v)])
    const out: FuzzRequest[] = []
    const samples = fc.sample(fc.tuple(queryArb, bodyArb), { seed, numRuns: valid })
    for (const [qv, bv] of samples)
      out.push({
        label: 'valid',
        method,
        path: urlPath,
        query: toQuery(qv as Record<string, unknown>),
        body: body ? { json: bv } : undefined,
      })

    // A baseline every broken request changes in one place.
    const [baseQuery, baseBody] = fc.sample(fc.tuple(queryArb, bodyArb), { seed: seed + 1, numRuns: 1 })[0]!
    const broken: FuzzRequest[] = []
    for (const p of params)
      for (const b of breakers(p.schema as Schema, true))
        broken.push({
          label: `query ${p.name}: ${b.how}`,
          method,
          path: urlPath,
          query: toQuery({ ...(baseQuery as Record<string, unknown>), [p.name]: b.value }),
          body: body ? { json: baseBody } : undefined,
          expect: b.strict ? { status: 400, field: p.name } : undefined,
        })
    if (body) {
      // One field at a time, down through objects and the first element of lists (a line's
      // product, an event's payload), under the first alternative of a union.
      const top = resolve(body)
      const target = top.properties ? top : resolve((top.oneOf ?? top.anyOf)?.find((a) => resolve(a).properties))
      const base = (top.properties ? baseBody : fc.sample(arbitrary(target), { seed: seed + 2, numRuns: 1 })[0]) as Record<string, unknown>
      const visit = (schema: Schema, value: unknown, path: (string | number)[], depth: number) => {
        const sch = resolve(schema)
        if (typeOf(sch) === 'object' && sch.properties && depth < 3)
          for (const [name, prop] of Object.entries(sch.properties)) {
            const child = value && typeof value === 'object' ? (value as Record<string, unknown>)[name] : undefined
            for (const b of breakers(prop, false))
              broken.push({
                label: `body ${[...path, name].join('.')}: ${b.how}`,
                method,
                path: urlPath,
                query: toQuery(baseQuery as Record<string, unknown>),
                body: { json: setAt(base, [...path, name], b.value) },
                expect: b.strict ? { status: 400, field: [...path, name].join('.') } : undefined,
              })
            visit(prop, child ?? fc.sample(arbitrary(prop), { seed, numRuns: 1 })[0], [...path, name], depth + 1)
          }
        if (typeOf(sch) === 'array' && sch.items && depth < 3) {
          const first = Array.isArray(value) && value.length ? value[0] : fc.sample(arbitrary(sch.items), { seed, numRuns: 1 })[0]
          visit(sch.items, first, [...path, 0], depth + 1)
        }
      }
      visit(target, base, [], 0)
    }
    if (body) {
      broken.push({
        label: 'body: not JSON',
        method,
        path: urlPath,
        query: toQuery(baseQuery as Record<string, unknown>),
        body: { raw: '{"Id": ', type: 'application/json' },
      })
      broken.push({
        label: 'body: a list',
        method,
        path: urlPath,
        query: toQuery(baseQuery as Record<string, unknown>),
        body: { json: [] },
      })
      broken.push({
        label: 'body: text/plain',
        method,
        path: urlPath,
        query: toQuery(baseQuery as Record<string, unknown>),
        body: { raw: JSON.stringify(baseBody ?? {}), type: 'text/plain' },
      })
    }
    // Spread the cap over the fields rather than spending it on the first.
    const step = Math.max(1, Math.ceil(broken.length / maxBroken))
    return [...out, ...broken.filter((_, i) => i % step === 0).slice(0, maxBroken)]
  }

  return { requestsFor }
}

/** A copy of `value` with the place at `path` set (objects and lists made where missing). */
function setAt(value: unknown, path: (string | number)[], v: unknown): unknown {
  if (path.length === 0) return v
  const [head, ...rest] = path
  if (typeof head === 'number') {
    const list = Array.isArray(value) ? [...(value as unknown[])] : []
    list[head] = setAt(list[head], rest, v)
    return list
  }
  const obj = value && typeof value === 'object' && !Array.isArray(value) ? { ...(value as Record<string, unknown>) } : {}
  obj[head!] = setAt(obj[head!], rest, v)
  return obj
}
