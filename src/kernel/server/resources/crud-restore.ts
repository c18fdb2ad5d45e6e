import { and, count, desc, eq, sql } from 'drizzle-orm'
import { z } from '@hono/zod-openapi'
import { apiPath } from '../../shared/resources/define.ts'
import { ListQuery } from '../../shared/schemas/list.ts'
import { M } from '../../shared/messages.ts'
import { id } from '../../shared/schemas/fields.ts'
import { transaction } from '../db/transaction.ts'
import { wrote } from '../db/changes.ts'
import { notFound } from '../lib/errors.ts'
import { translate } from '../lib/i18n.ts'
import { now } from '../lib/clock.ts'
import { defineRoute, envelope, json, requireAuth } from '../routes/define.ts'
import { checkReferences } from './references.ts'
import { restoreParts } from './in-use.ts'
import type { RecordContext } from './crud-record.ts'
import { isStoredRow, versionOf } from './crud-types.ts'
import { recordHistory } from './history.ts'

/**
 * The deleted records of a resource, most recently deleted first, and bringing one back: for
 * whoever may delete them (a delete is only a mark, Status -1, so nothing was lost). A restored
 * record must still name live records (its references are checked as a new write's are), and a
 * unique value taken meanwhile refuses it (409).
 */
export function registerRestore({ app, deps, q, hooks, key, references, usages }: RecordContext) {
  const { def, table, col, statusCol } = q
  if (!statusCol) return
  const deleted = (auth: Parameters<typeof q.scoped>[0]) => and(eq(statusCol, -1), q.pinned(), q.scoped(auth))

  app.openapi(
    defineRoute(deps, key('delete'), {
      method: 'get',
      path: apiPath(def, 'Deleted'),
      tags: [def.name],
      summary: `The deleted ${def.name} records, most recently deleted first`,
      request: { query: ListQuery.pick({ Index: true, Size: true }) },
      responses: { 200: json(envelope(z.array(q.Record)).extend({ Count: z.number().int() })) },
    }),
    async (c) => {
      const auth = requireAuth(c)
      const { Index, Size } = c.req.valid('query')
      const where = deleted(auth)
      const [rows, [total]] = await Promise.all([
        q
          .selectRows()
          .where(where)
          .orderBy(desc(col('UpdateTime')), desc(table.Id))
          .limit(Size)
          .offset((Index - 1) * Size),
        deps.db.select({ n: count() }).from(table).where(where),
      ])
      return c.json({ Result: true, Data: rows.filter(isStoredRow), Count: total?.n ?? 0 }, 200)
    },
  )

  app.openapi(
    defineRoute(deps, key('delete'), {
      method: 'post',
      path: apiPath(def, 'Restore'),
      tags: [def.name],
      summary: `Bring a deleted ${def.name} record back`,
      request: { body: { content: { 'application/json': { schema: z.object({ Id: id() }) } }, required: true } },
      responses: { 200: json(envelope(z.object({ Id: z.number().int(), Version: z.number().int() }))) },
    }),
    async (c) => {
      const auth = requireAuth(c)
      const { Id } = c.req.valid('json')
      const row = await transaction(deps.db, async (tx) => {
        const [current] = await tx
          .select()
          .from(table)
          .where(and(eq(table.Id, Id), deleted(auth)))
          .for('update')
          .limit(1)
        if (!current) throw notFound()
        await checkReferences(tx, def, references, current, current)
        const [restored] = await tx
          .update(table)
          .set({ Status: 1, Version: sql`${col('Version')} + 1`, UpdateTime: now(), UpdateAgent: auth.agentId })
          .where(eq(table.Id, Id))
          .returning({ Id: table.Id, Version: col('Version') })
        if (usages) await restoreParts(tx, usages, table, Id, Number(current.UpdateTime))
        await hooks.afterRestore?.(tx, Id)
        const stored = versionOf(restored)
        if (!stored) throw notFound()
        await recordHistory(tx, def, auth.agentId, [{ action: 'restore', id: Id }])
        return stored
      }).finally(() => wrote(deps.db, table))
      return c.json({ Result: true, Data: row, Message: translate(c.var.lang, M.restored) }, 200)
    },
  )
}
