import { z } from 'zod'
import type { MessageDescriptor } from '../../../shared/messages.ts'
import type { EnumOption } from '../../../shared/resources/define.ts'
import { innerSchema, isMoney } from '../../../shared/schemas/fields.ts'
import { conventionalReference } from '../resource/line-conventions.ts'
import { classicSchema } from '../resource/field-meta.ts'
import { isRecord } from '../../lib/values.ts'

/** How the event dialog edits one payload field. */
export type PayloadKind = 'text' | 'textarea' | 'number' | 'money' | 'moment' | 'reference' | 'line' | 'enum' | 'switch' | 'json'

export interface PayloadField {
  name: string
  kind: PayloadKind
  required: boolean
  /** The values of an enum field, and their labels where the document's definition has them. */
  options?: readonly (string | number)[]
  labels?: Readonly<Record<string, MessageDescriptor>>
  /** The resource a reference is picked from (`Agent`). */
  resource?: string
  /** Filters of that resource's Select (from the areas' `referenceFilter`: a place of the document's warehouse). */
  filter?: Readonly<Record<string, number>>
}

/** Payload fields naming a member of staff, picked from the Agent select. */
export const AGENT_FIELDS: ReadonlySet<string> = new Set(['AgentId', 'SuccessorId'])
/** The resource a payload id names: staff, a line's conventions (`PlaceId` → Place), else the document's references. */
export function payloadReference(name: string, references: Readonly<Record<string, string>> = {}): string | undefined {
  return AGENT_FIELDS.has(name) ? 'Agent' : (conventionalReference(name) ?? references[name])
}

/** Free text that may run to a few sentences. */
const LONG_TEXT = new Set(['Reason', 'Remark'])

/**
 * The fields of an event's payload schema, each with the control that edits it. `AgentId` and
 * `SuccessorId` pick a member of staff, other ids the resource a line convention or the document's
 * definition names for them (filtered as `referenceFilter` says); `LineId` picks one of the record's `Lines` when it has them (`hasLines`); arrays and
 * objects fall back to JSON.
 */
export function payloadFields(
  schema: z.ZodObject,
  {
    hasLines = false,
    references = {},
    options = {},
    referenceFilter,
  }: {
    hasLines?: boolean
    references?: Readonly<Record<string, string>>
    options?: Readonly<Record<string, readonly EnumOption[]>>
    /** A reference picker's filter, from the record (the areas' payload parts). */
    referenceFilter?: (resource: string) => Readonly<Record<string, number>> | undefined
  } = {},
): PayloadField[] {
  return Object.entries(schema.shape).map(([name, s]) => {
    const required = !['optional', 'default', 'prefault'].includes(s._zod.def.type)
    const field = (kind: PayloadKind, more: Partial<PayloadField> = {}): PayloadField => ({ name, kind, required, ...more })
    const classic = classicSchema(s)
    if (!classic) return field('json')
    const inner = innerSchema(classic)
    switch (inner.def.type) {
      case 'string':
        return field(LONG_TEXT.has(name) ? 'textarea' : 'text')
      case 'number':
      case 'int': {
        if (name === 'LineId' && hasLines) return field('line')
        if (isMoney(classic)) return field('money')
        const resource = payloadReference(name, references)
        if (resource) {
          const filter = referenceFilter?.(resource)
          return field('reference', filter ? { resource, filter } : { resource })
        }
        // A moment (Unix seconds) is picked as a date and time.
        if (isTimeKey(name)) return field('moment')
        return field('number')
      }
      case 'enum': {
        const known = options[name]
        return field('enum', {
          options: inner instanceof z.ZodEnum ? Object.values(inner.def.entries) : [],
          ...(known ? { labels: Object.fromEntries(known.map((o) => [String(o.value), o.label])) } : {}),
        })
      }
      case 'boolean':
        return field('switch')
      default:
        return field('json')
    }
  })
}

/** A new form's values: each field's default, else empty. */
export function payloadDefaults(schema: z.ZodObject): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [name, s] of Object.entries(schema.shape)) {
    const classic = classicSchema(s)
    const parsed = z.safeParse(s, undefined)
    out[name] = parsed.success ? parsed.data : classic && innerSchema(classic).def.type === 'string' ? '' : undefined
  }
  return out
}

/**
 * The values an event's form starts from the record (its `prefill` fields): those the record holds
 * and the payload accepts as they are; an empty text or a zero leaves the payload's own default.
 */
export function recordDefaults(
  schema: z.ZodObject,
  prefill: readonly string[] | undefined,
  row: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const name of prefill ?? []) {
    const field = classicSchema(schema.shape[name])
    const value = row[name]
    if (!field || value === undefined || value === null || value === '' || value === 0) continue
    if (field.safeParse(value).success) out[name] = value
  }
  return out
}

/** One receipt customs sent for a document (a getResult event's `Receipts`). */
export interface PayloadReceipt {
  Code: number
  Text?: string
  /** When customs sent it, Unix seconds. */
  Time?: number
  /** The customs number, once customs gave one. */
  No?: string
}

/** The gateway's answer to a post event (`Gateway`). */
export interface GatewayAnswer {
  Accepted: boolean
  Reason?: string
}

/** A key naming a moment (`Time`, `CreateTime`, `ReceiptTime` …), whose numbers are Unix seconds. */
export const isTimeKey = (key: string) => /Time$/.test(key)

/** A list of customs receipts: under `Receipts` every item has a numeric `Code`; elsewhere a numeric `Time` as well. */
export function isReceiptList(value: unknown, key = 'Receipts'): value is PayloadReceipt[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((r) => isRecord(r) && typeof r.Code === 'number' && (key === 'Receipts' || typeof r.Time === 'number'))
  )
}

/** The gateway's answer: an object whose `Accepted` is a boolean. */
export function isGatewayAnswer(value: unknown): value is GatewayAnswer & Record<string, unknown> {
  return isRecord(value) && typeof value.Accepted === 'boolean'
}

/** Nothing worth a line: empty text, no value, an empty list, an unset reference (0). */
export function isEmptyPayloadValue(key: string, value: unknown, references?: Readonly<Record<string, string>>): boolean {
  return (
    value === '' ||
    value === null ||
    value === undefined ||
    (Array.isArray(value) && value.length === 0) ||
    (value === 0 && !!payloadReference(key, references))
  )
}
