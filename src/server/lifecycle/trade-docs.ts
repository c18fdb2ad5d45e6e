import { asc, eq } from 'drizzle-orm'
import { getTableColumns } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db, Tx } from '../../kernel/server/db/client.ts'
import { DocEvent as Timeline } from '../db/schema/index.ts'
import type { ResourceHooks } from '../../kernel/server/resources/crud.ts'
import type { LifecycleServer } from '../../kernel/server/lifecycle/engine.ts'

/** What the order, declaration and finance documents' servers share. */

/**
 * A document's line table joined by `fk` (`OrderId`): `Lines` is written there, never to the
 * document's row (create: inserted; update: replaced when given), and `Get` answers them.
 */
export function tradeLines(table: PgTable, fk: string) {
  const cols = getTableColumns(table)
  const fkCol = cols[fk]!
  const load = async (db: Db | Tx, docId: number): Promise<Record<string, unknown>[]> =>
    await db.select().from(table).where(eq(fkCol, docId)).orderBy(asc(cols.Id!))

  const hooks = {
    beforeWrite({ values }) {
      const { Lines: _lines, ...rest } = values
      return rest
    },
    async afterWrite({ tx, id, input }) {
      if (!Array.isArray(input.Lines)) return
      await tx.delete(table).where(eq(fkCol, id))
      await tx.insert(table).values(input.Lines.map((l: Record<string, unknown>) => ({ ...l, [fk]: id })))
    },
    async detail(db, row) {
      return { Lines: await load(db, Number(row.Id)) }
    },
  } satisfies ResourceHooks
  return { load, hooks }
}

/**
 * A lifecycle record another document's effect creates (a cancelled order's refund): it starts in
 * its machine's initial state with its own `create` timeline row, in the caller's transaction.
 */
export async function createDoc(tx: Tx, spec: LifecycleServer, values: Record<string, unknown>, agentId: number): Promise<number> {
  const state = String(spec.lifecycle.machine.config.initial)
  const [row] = await tx
    .insert(spec.table)
    .values({ ...values, State: state, UpdateAgent: agentId })
    .returning({ Id: spec.table.Id })
  const id = row?.Id
  if (typeof id !== 'number') throw new Error(`${spec.lifecycle.doc}: the insert answered no Id`)
  await tx
    .insert(Timeline)
    .values({ Doc: spec.lifecycle.doc, DocId: id, Event: 'create', From: '', To: state, AgentId: agentId, Data: values })
  return id
}
