import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { M, type MessageDescriptor } from '../../shared/messages.ts'

export interface FieldIssue {
  Field: string
  message: MessageDescriptor
  values?: Record<string, unknown>
}

/** An error with an HTTP status and a translatable message; the error handler renders the envelope. */
export class ApiError extends Error {
  constructor(
    public status: ContentfulStatusCode,
    public descriptor: MessageDescriptor,
    public values?: Record<string, unknown>,
    public fields?: FieldIssue[],
    /** Headers the answer carries (`Retry-After` on a 429). */
    public headers?: Record<string, string>,
    /** What the answer's `Data` carries besides the message (the record a duplicate matches). */
    public data?: Record<string, unknown>,
  ) {
    super(descriptor.message)
  }
}

export const badRequest = (d: MessageDescriptor = M.invalid, fields?: FieldIssue[], values?: Record<string, unknown>) =>
  new ApiError(400, d, values, fields)
export const unauthorized = (d: MessageDescriptor = M.loginRequired) => new ApiError(401, d)
export const forbidden = () => new ApiError(403, M.forbidden)
export const notFound = (d: MessageDescriptor = M.recordNotFound) => new ApiError(404, d)
export const conflict = (d: MessageDescriptor = M.conflict) => new ApiError(409, d)
/** A 429 saying when to try again, in minutes in the message and seconds in `Retry-After`. */
export const tooMany = (seconds: number, d: MessageDescriptor = M.tooManyAttempts) =>
  new ApiError(429, d, { minutes: Math.max(1, Math.ceil(seconds / 60)), seconds }, undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(seconds))),
  })

/** The record a write would duplicate, for the form to link and offer "save anyway" (`ConfirmDuplicate`). */
export interface DuplicateMatch {
  Id: number
  Name: string
  /** The field whose value matched. */
  Field: string
  /** Whether the caller may open it (its scope): only then does the form link it. */
  Visible: boolean
}
export const duplicate = (d: MessageDescriptor, match: DuplicateMatch, fieldMessage: MessageDescriptor) =>
  new ApiError(
    409,
    d,
    { name: match.Name, id: match.Id },
    [{ Field: match.Field, message: fieldMessage, values: { name: match.Name, id: match.Id } }],
    undefined,
    {
      Duplicate: match,
    },
  )

/** What a thrown value says: an error's message, else the value as text. */
export function messageOf(err: unknown): string {
  return typeof err === 'object' && err !== null && 'message' in err && typeof err.message === 'string' ? err.message : String(err)
}
