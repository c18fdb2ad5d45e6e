import type { z } from 'zod'
import type { MessageKey } from '../messages.ts'

/** The raw issue zod hands an error map (the shape both `z.config` and a per-parse `error` receive). */
type RawIssue = z.core.$ZodRawIssue

/**
 * The message key of shared/messages.ts for a zod issue that has no message of its own.
 * Schemas name a key where a rule needs a particular message (`{ message: 'pwdMismatch' }`);
 * everything else is mapped here, once, for the server's answers and the client's forms alike.
 */
export function issueKey(iss: RawIssue): MessageKey {
  if (iss.code === 'invalid_type') {
    if (iss.input === undefined || iss.input === null || iss.input === '') return 'required'
    return iss.expected === 'number' || iss.expected === 'int' ? 'notNumber' : 'invalid'
  }
  if (iss.code === 'too_small') {
    if (iss.origin === 'string' && (iss.minimum === 1 || iss.input === '')) return 'required'
    if (iss.origin === 'string') return 'tooShort'
    return iss.inclusive === false ? 'tooSmallExclusive' : 'tooSmall'
  }
  if (iss.code === 'too_big') {
    if (iss.origin === 'string') return 'tooLong'
    return iss.inclusive === false ? 'tooBigExclusive' : 'tooBig'
  }
  return 'invalid'
}

/** The placeholders a key's message may use ({min}, {max}). */
export function issueValues(iss: object): Record<string, unknown> {
  return { min: 'minimum' in iss ? iss.minimum : undefined, max: 'maximum' in iss ? iss.maximum : undefined }
}
