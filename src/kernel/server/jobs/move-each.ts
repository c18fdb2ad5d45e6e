import type { Deps } from '../env.ts'
import { ApiError, messageOf } from '../lib/errors.ts'
import { applyTransition, type LifecycleServer } from '../lifecycle/engine.ts'

/** Some documents could not be moved for another reason than a refusal: the run failed, with what it did move. */
export class PartialRunError extends Error {
  constructor(
    message: string,
    readonly moved: number,
  ) {
    super(message)
  }
}

/**
 * Sends a timed event to each document as the scheduler (auth null), each in its own transaction.
 * A refusal (the state moved on, the record is gone: another process or a person got there first)
 * is neither counted nor an error; any other failure is logged, the rest still go, and the run
 * then fails with the count of what did move.
 */
export async function moveEach(deps: Deps, spec: LifecycleServer, event: string, items: { id: number; data?: Record<string, unknown> }[]) {
  let moved = 0
  const failures: string[] = []
  for (const item of items) {
    try {
      await applyTransition(deps, spec, { id: item.id, event, data: item.data, auth: null })
      moved++
    } catch (err) {
      if (err instanceof ApiError && (err.status === 409 || err.status === 404)) continue
      const message = messageOf(err)
      deps.log.error('job transition failed', { doc: spec.lifecycle.doc, id: item.id, event, error: message })
      failures.push(`${spec.lifecycle.doc} ${item.id}: ${message}`)
    }
  }
  if (failures.length) throw new PartialRunError(`${failures.length} not moved (${failures.slice(0, 3).join('; ')})`, moved)
  return moved
}
