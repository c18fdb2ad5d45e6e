import { z } from '@hono/zod-openapi'
import type { ZodError } from 'zod'
import { M, type MessageKey } from '../../shared/messages.ts'
import { badRequest, type FieldIssue } from './errors.ts'
import { issueKey, issueValues } from '../../shared/schemas/issues.ts'

/**
 * zod's issues carry message *keys* of shared/messages.ts: schemas name a key where a rule
 * has its own message (`{ message: 'pwdMismatch' }`), and shared/schemas/issues.ts names one
 * for the rest (the client's forms use the same map). The error handler then translates the
 * key into the caller's language.
 */
z.config({ customError: issueKey })

const isKey = (s: string): s is MessageKey => Object.hasOwn(M, s)

export function fieldIssues(error: ZodError): FieldIssue[] {
  return error.issues.map((iss) => {
    const key = isKey(iss.message) ? iss.message : 'invalid'
    return {
      Field: iss.path.join('.') || '_',
      message: M[key],
      values: issueValues(iss),
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
