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
export const tooMany = (values: Record<string, unknown>) => new ApiError(429, M.tooManyAttempts, values)
