import { z } from '@hono/zod-openapi'
import type { ZodError } from 'zod'
import { M, type MessageKey } from '../../shared/messages.ts'
import { badRequest, type FieldIssue } from './errors.ts'

/**
 * zod's issues carry message *keys* of shared/messages.ts: schemas name a key where a rule
 * has its own message (`{ message: 'pwdMismatch' }`), and this map names one for the rest.
 * The error handler then translates the key into the caller's language.
 */
z.config({
  customError: (iss) => {
    if (iss.code === 'invalid_type') {
      if (iss.input === undefined || iss.input === null || iss.input === '') return 'required'
      return iss.expected === 'number' || iss.expected === 'int' ? 'notNumber' : 'invalid'
    }
    if (iss.code === 'too_small') {
      if (iss.origin === 'string' && (iss.minimum === 1 || iss.input === '')) return 'required'
      return iss.origin === 'string' ? 'tooShort' : 'tooSmall'
    }
    if (iss.code === 'too_big') return iss.origin === 'string' ? 'tooLong' : 'tooBig'
    return 'invalid'
  },
})

const isKey = (s: string): s is MessageKey => Object.hasOwn(M, s)

export function fieldIssues(error: ZodError): FieldIssue[] {
  return error.issues.map((iss) => {
    const key = isKey(iss.message) ? iss.message : 'invalid'
    const extra = iss as unknown as { minimum?: unknown; maximum?: unknown }
    return {
      Field: iss.path.join('.') || '_',
      message: M[key],
      values: { min: extra.minimum, max: extra.maximum },
    }
  })
}

/** A 400 whose Message is the spec's "fields marked *" when something required is missing. */
export function validationError(error: ZodError) {
  const fields = fieldIssues(error)
  const missing = fields.some((f) => f.message === M.required)
  const first = fields[0]
  return badRequest(missing || !first ? M.incomplete : first.message, fields, first?.values)
}
