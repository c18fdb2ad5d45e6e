import { and, asc, eq, inArray, ne } from 'drizzle-orm'
import { getTableColumns } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { DocEvent as MachineEvent } from '../../../../machines/define.ts'
import { namedLine, type DocLine } from '../../../../machines/lines.ts'
import { STOCK_MESSAGES } from '../shared/warehouse.ts'
import type { AuthContext } from '../../../kernel/server/env.ts'
import type { Db, Tx } from '../../../kernel/server/db/client.ts'
import { DocEvent as Timeline, Product, Warehouse } from './tables.ts'
import { ApiError } from '../../../kernel/server/lib/errors.ts'
import { now } from '../../../kernel/server/lib/clock.ts'
import type { ResourceHooks } from '../../../kernel/server/resources/crud.ts'
import type { Row } from '../../../kernel/server/lifecycle/engine.ts'

/** What the warehouse documents' servers share: their lines, the Draft facts, backorders. */

export type LineRow = DocLine & Record<string, unknown>

/** A document's line table, joined to the document by `fk` (`EntryId`). */
export function docLines(table: PgTable, fk: string) {
  const cols = getTableColumns(table) as Record<string, PgColumn>
  const fkCol = cols[fk]!
  const idCol = cols.Id!

  const load = (db: Db | Tx, docId: number) =>
    db.select().from(table).where(eq(fkCol, docId)).orderBy(asc(idCol)) as unknown as Promise<LineRow[]>

  /** Replaces the lines (a Draft's), each with its product's name, barcode and specification as they are now. */
  async function write(tx: Tx, docId: number, lines: Record<string, unknown>[]) {
    await tx.delete(table).where(eq(fkCol, docId))
    if (!lines.length) return []
    const ids = [...new Set(lines.map((l) => Number(l.ProductId)))]
    const products = await tx
      .select({ Id: Product.Id, Name: Product.Name, BarCode: Product.BarCode, Spec: Product.Spec })
      .from(Product)
      .where(inArray(Product.Id, ids))
    const byId = new Map(products.map((p) => [p.Id, p]))
    const rows = lines.map((l) => {
      const p = byId.get(Number(l.ProductId))
      return { ...l, [fk]: docId, ProductName: p?.Name ?? '', BarCode: p?.BarCode ?? '', Spec: p?.Spec ?? '' }
    })
    return (await tx
      .insert(table)
      .values(rows as never)
      .returning()) as unknown as LineRow[]
  }

  /** The CRUD hooks: `Lines` is written to the line table, not the document's row, and `Get` answers them. */
  const hooks: ResourceHooks = {
    beforeWrite({ values }) {
      const { Lines: _lines, ...rest } = values
      return rest
    },
    async afterWrite({ tx, id, input }) {
      if (Array.isArray(input.Lines)) await write(tx, id, input.Lines as Record<string, unknown>[])
    },
    async detail(db, row) {
      return { Lines: await load(db, Number(row.Id)) }
    },
  }

  return { load, write, hooks }
}

/** The line a line event names; the guard already checked it belongs to the document. */
export function lineOf(lines: readonly LineRow[], event: MachineEvent): LineRow {
  const line = namedLine(lines, event.data)
  if (!line) throw new ApiError(409, STOCK_MESSAGES.unknownLine)
  return line
}

/** What a document needs before it leaves Draft: its warehouse exists, every product exists. */
export async function draftFacts(tx: Db | Tx, row: Row, lines: readonly LineRow[]) {
  const ids = [...new Set(lines.map((l) => l.ProductId))]
  const [warehouse] = await tx
    .select({ Id: Warehouse.Id })
    .from(Warehouse)
    .where(and(eq(Warehouse.Id, Number(row.WarehouseId)), ne(Warehouse.Status, -1)))
  const products = ids.length
    ? await tx
        .select({ Id: Product.Id })
        .from(Product)
        .where(and(inArray(Product.Id, ids), ne(Product.Status, -1)))
    : []
  const known = new Set(products.map((p) => p.Id))
  return { warehouseKnown: !!warehouse, unknownProducts: ids.filter((id) => !known.has(id)).map((id) => `#${id}`) }
}

/** A product's name for a message (the line keeps the name it was written with). */
export const lineName = (l: LineRow) => String(l.ProductName || `#${l.ProductId}`)

/** The warehouse's backorder policy. */
export async function backorderPolicy(tx: Tx, warehouseId: number): Promise<'ask' | 'always' | 'never'> {
  const [w] = await tx.select({ Backorder: Warehouse.Backorder }).from(Warehouse).where(eq(Warehouse.Id, warehouseId))
  return w?.Backorder ?? 'ask'
}

/** Whether a shortfall becomes a backorder: the warehouse decides, or on `ask` the person closing short. */
export async function wantsBackorder(tx: Tx, row: Row, event: MachineEvent): Promise<boolean> {
  const policy = await backorderPolicy(tx, Number(row.WarehouseId))
  return policy === 'always' || (policy === 'ask' && event.data.Backorder === true)
}

export const agentOf = (auth: AuthContext | null) => auth?.agentId ?? 0

/**
 * A backorder: a new document of the same kind for the quantities still owed, in `state`, with
 * `BackorderOf` naming the original and its own `create` timeline row.
 */
export async function createBackorder(
  tx: Tx,
  opts: {
    doc: string
    table: PgTable & { Id: PgColumn }
    lines: ReturnType<typeof docLines>
    row: Row
    /** The record's columns copied to the backorder (its parties, warehouse, owner …). */
    copy: readonly string[]
    state: string
    rest: { ProductId: number; ProductNum: number }[]
    agentId: number
  },
): Promise<number | undefined> {
  const rest = opts.rest.filter((l) => l.ProductNum > 0)
  if (!rest.length) return undefined
  const values: Record<string, unknown> = Object.fromEntries(opts.copy.map((f) => [f, opts.row[f]]))
  const t = now()
  const [created] = await tx
    .insert(opts.table)
    .values({ ...values, State: opts.state, BackorderOf: opts.row.Id, UpdateAgent: opts.agentId, CreateTime: t, UpdateTime: t } as never)
    .returning({ Id: opts.table.Id })
  const id = (created as { Id: number }).Id
  const Lines = rest.map((l) => ({ ProductId: l.ProductId, ProductNum: l.ProductNum }))
  await opts.lines.write(tx, id, Lines)
  await tx.insert(Timeline).values({
    Doc: opts.doc,
    DocId: id,
    Event: 'create',
    From: '',
    To: opts.state,
    AgentId: opts.agentId,
    Data: { ...values, BackorderOf: opts.row.Id, Lines },
    CreateTime: t,
  })
  return id
}
