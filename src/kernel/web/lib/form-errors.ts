import type { FieldError, FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'
import { M, type MessageKey } from '../../shared/messages.ts'
import { issueKey, issueValues } from '../../shared/schemas/issues.ts'
import type { Envelope } from '../../shared/api.ts'
import { i18n } from './i18n.ts'

/**
 * Forms validate with the very zod schemas the server uses (shared/schemas). Their issues carry
 * message keys of shared/messages.ts — named by a schema (`{ message: 'pwdMismatch' }`) or by
 * the shared issue map — and are shown in the interface language through the same catalog
 * entries the server answers with.
 */
const isKey = (s: string): s is MessageKey => Object.hasOwn(M, s)

/** The text of a message key in the current language; any other text as it is. */
export function messageText(keyOrText: string, values?: Record<string, unknown>): string {
  if (!isKey(keyOrText)) return keyOrText
  const d = M[keyOrText]
  return i18n._(d.id, values, { message: d.message })
}

/** Per-parse zod error map for forms: the shared key of an issue, translated, with {min}/{max}. */
export const formErrorMap = (iss: z.core.$ZodRawIssue) =>
  messageText(
    issueKey(iss),
    issueValues({ minimum: 'minimum' in iss ? iss.minimum : undefined, maximum: 'maximum' in iss ? iss.maximum : undefined }),
  )

/** react-hook-form's zod resolver over a shared schema, with the shared messages. */
export function schemaResolver<S extends z.ZodType<FieldValues, FieldValues>>(schema: S) {
  return zodResolver(schema, { error: formErrorMap })
}

/** A field error's text (a key from a schema's own rule is translated here). */
export function fieldErrorText(error: Pick<FieldError, 'message'> | undefined): string | undefined {
  const message = firstMessage(error)
  return message ? messageText(message) : undefined
}

/** A field's message, or for a list or object field (a product's SKUs) the first of its parts'. */
function firstMessage(error: unknown, depth = 0): string | undefined {
  if (!error || typeof error !== 'object' || depth > 6) return undefined
  const own = 'message' in error ? error.message : undefined
  if (typeof own === 'string' && own) return own
  for (const [k, v] of Object.entries(error)) {
    if (k === 'ref') continue
    const found = firstMessage(v, depth + 1)
    if (found) return found
  }
  return undefined
}

const isRequired = (e: FieldError | undefined) => !!e?.message && e.message === messageText('required')

/**
 * One line for the top of an invalid form (spec section 8): "Fields marked * must be completed"
 * when something required is empty, else the first field's message.
 */
export function formSummary(errors: FieldErrors, incomplete: MessageKey = 'incomplete'): string | undefined {
  const list = Object.values(errors).filter((e): e is FieldError => !!firstMessage(e))
  if (list.length === 0) return undefined
  if (list.some(isRequired)) return messageText(incomplete)
  return fieldErrorText(list[0])
}

/**
 * Puts the server's field errors (`Errors[]`) on the form's fields; answers how many it placed. A
 * form that edits part of the request (an event's `Data`) names that part as `prefix`.
 */
export function applyServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  envelope: Envelope,
  fields: readonly Path<T>[],
  prefix = '',
): number {
  let placed = 0
  for (const fe of envelope.Errors ?? []) {
    // A part of a field (`Sku.Rows`) is shown on the field.
    const field = fields.find((f) => `${prefix}${f}` === fe.Field) ?? fields.find((f) => fe.Field.startsWith(`${prefix}${f}.`))
    if (!field) continue
    setError(field, { type: 'server', message: fe.Message })
    placed++
  }
  return placed
}
