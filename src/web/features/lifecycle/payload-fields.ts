import type { z } from 'zod'
import { innerSchema } from '../../components/resource/field-meta.ts'

/** How the event dialog edits one payload field. */
export type PayloadKind = 'text' | 'textarea' | 'number' | 'reference' | 'line' | 'enum' | 'switch' | 'json'

export interface PayloadField {
  name: string
  kind: PayloadKind
  required: boolean
  /** The values of an enum field. */
  options?: readonly (string | number)[]
  /** The resource a reference is picked from (`Agent`). */
  resource?: string
}

/** Payload fields naming a member of staff, picked from the Agent select. */
export const AGENT_FIELDS: ReadonlySet<string> = new Set(['AgentId', 'SuccessorId'])
/** Free text that may run to a few sentences. */
const LONG_TEXT = new Set(['Reason', 'Remark'])

type Def = { type: string; entries?: Record<string, string | number>; element?: z.ZodType; values?: unknown[] }
const defOf = (s: z.ZodType) => (s as unknown as { def: Def }).def

/**
 * The fields of an event's payload schema, each with the control that edits it. `AgentId` and
 * `SuccessorId` pick a member of staff, other ids the resource the document's definition names
 * for them; `LineId` picks one of the record's `Lines` when it has them (`hasLines`); arrays and
 * objects fall back to JSON.
 */
export function payloadFields(schema: z.ZodObject, { hasLines = false, references = {} }: { hasLines?: boolean; references?: Readonly<Record<string, string>> } = {}): PayloadField[] {
  return Object.entries(schema.shape).map(([name, s]) => {
    const outer = defOf(s as z.ZodType)
    const inner = defOf(innerSchema(s as z.ZodType))
    const required = !['optional', 'default', 'prefault'].includes(outer.type)
    const field = (kind: PayloadKind, more: Partial<PayloadField> = {}): PayloadField => ({ name, kind, required, ...more })
    switch (inner.type) {
      case 'string':
        return field(LONG_TEXT.has(name) ? 'textarea' : 'text')
      case 'number':
      case 'int': {
        const resource = AGENT_FIELDS.has(name) ? 'Agent' : references[name]
        if (resource) return field('reference', { resource })
        if (name === 'LineId' && hasLines) return field('line')
        return field('number')
      }
      case 'enum':
        return field('enum', { options: Object.values(inner.entries ?? {}) })
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
    const parsed = (s as z.ZodType).safeParse(undefined)
    out[name] = parsed.success ? parsed.data : defOf(innerSchema(s as z.ZodType)).type === 'string' ? '' : undefined
  }
  return out
}
