import { M } from '../../shared/messages.ts'
import { ApiError } from '../lib/errors.ts'
import { isRetryable, pgCode } from './transaction.ts'

/** The 4xx for an error the database raised about the data a request carried; undefined for anything else. */
export function databaseRefusal(err: Error): ApiError | undefined {
  const code = pgCode(err)
  if (!code) return undefined
  if (isRetryable(err)) return new ApiError(409, M.busy)
  if (code === '23505') return new ApiError(409, M.duplicate)
  // Stopped by the statement timeout (DB_STATEMENT_TIMEOUT_MS): nothing was written; the caller may try again.
  if (code === '57014') return new ApiError(503, M.timedOut)
  if (code === '23503' || code === '23514' || code === '23502') return new ApiError(409, M.conflict)
  // Class 22: data exceptions (a number out of range, text the column cannot hold …).
  if (code.startsWith('22')) return new ApiError(400, M.invalid)
  return undefined
}
