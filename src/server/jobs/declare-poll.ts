import { transaction } from '../../kernel/server/db/transaction.ts'
import { and, asc, inArray, ne } from 'drizzle-orm'
import { applyTransition, type Row } from '../../kernel/server/lifecycle/engine.ts'
import { registryOf } from '../../kernel/server/registry.ts'
import { tagsOf } from '../../../machines/define.ts'
import { ApiError } from '../../kernel/server/lib/errors.ts'
import type { Job } from '../../kernel/server/jobs/job.ts'

/** Thrown inside a poll's transaction to undo a getResult that brought nothing new. */
class NothingNew extends Error {}

/**
 * Asks customs for the result of every declaration waiting for one (the states feeding the
 * `awaiting-result` queue): one `getResult` per declaration, each in its own transaction, at the
 * Version it was listed with (a declaration moved meanwhile is left for the next run). A poll that
 * brings no receipt is rolled back, so waiting declarations keep their age in the queue and their
 * timeline only shows what customs sent. A gateway outage is logged and counted, not thrown.
 */
/** A document's row as the engine reads it: its key, version and state. */
const isDocRow = (row: Record<string, unknown>): row is Row =>
  typeof row.Id === 'number' && typeof row.Version === 'number' && typeof row.State === 'string'

/**
 * What the poll asks of each document type: `getResult` of those waiting in the `awaiting-result`
 * queue, and `close` of those released (tag `poll:closing`), whose only news can be customs closing them.
 */
function polls(deps: Parameters<Job['run']>[0]['deps']) {
  const registry = registryOf(deps)
  const out: { spec: NonNullable<ReturnType<typeof registry.docs.get>>['spec']; states: readonly string[]; event: string }[] = []
  for (const source of registry.queues.get('awaiting-result')?.sources ?? []) {
    const spec = registry.docs.get(source.lifecycle.doc)?.spec
    if (!spec?.lifecycle.events.getResult) continue
    out.push({ spec, states: source.states, event: 'getResult' })
    const closing = spec.lifecycle.steps.filter((s) => tagsOf(spec.lifecycle.machine, s).includes('poll:closing'))
    if (closing.length && spec.lifecycle.events.close) out.push({ spec, states: closing, event: 'close' })
  }
  return out
}

export const declarePollJob: Job = {
  name: 'declare-poll',
  defaultMinutes: 1,
  async run({ deps }) {
    let polled = 0
    let moved = 0
    let received = 0
    let failed = 0
    for (const { spec, states, event } of polls(deps)) {
      const { table } = spec
      const rows = await deps.db
        .select()
        .from(table)
        .where(and(inArray(table.State, [...states]), ne(table.Status, -1)))
        .orderBy(asc(table.Id))
      for (const row of rows.filter(isDocRow)) {
        polled++
        try {
          const updated = await transaction(deps.db, async (tx) => {
            const next = await applyTransition(deps, spec, { id: row.Id, event, version: row.Version, auth: null }, tx)
            if (next.State === row.State && next.ReceiptTime === row.ReceiptTime) throw new NothingNew()
            return next
          })
          received++
          if (updated.State !== row.State) moved++
        } catch (e) {
          if (e instanceof NothingNew) continue
          if (!(e instanceof ApiError)) throw e
          if (e.status === 502) {
            failed++
            deps.log.warn('declare-poll: customs gateway failed', { doc: spec.lifecycle.doc, id: row.Id })
          }
          // Anything else (no closing receipt yet, moved or deleted meanwhile): the next run sees it as it is then.
        }
      }
    }
    const message = `polled ${polled}, with receipts ${received}, moved ${moved}` + (failed ? `, gateway failed ${failed}` : '')
    return { moved, message }
  },
}
