import { and, asc, eq, inArray, ne } from 'drizzle-orm'
import { getTableColumns, getTableName, type Column, type InferSelectModel, type Table } from 'drizzle-orm'
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

/** What a value of a column of each data type is, as drizzle reads it (json and custom columns: anything stored). */
const FITS: Partial<Record<string, (v: unknown) => boolean>> = {
  number: (v) => typeof v === 'number',
  string: (v) => typeof v === 'string',
  boolean: (v) => typeof v === 'boolean',
  bigint: (v) => typeof v === 'bigint',
  date: (v) => v instanceof Date,
  array: Array.isArray,
}

function fits(column: Column | undefined, v: unknown): boolean {
  if (!column) return false
  if (v === null) return !column.notNull
  return v !== undefined && (FITS[column.dataType]?.(v) ?? true)
}

/** Whether a row has every column of the table, each of its type. */
export function isRowOf<T extends Table>(table: T, row: Record<string, unknown>): row is Record<string, unknown> & InferSelectModel<T> {
  return Object.entries(getTableColumns(table)).every(([name, column]) => fits(column, row[name]))
}

/** Whether a row has these columns of the table, each of its type (one the engine hands back in a context may carry only some). */
export function hasColumns<T extends Table, K extends keyof InferSelectModel<T> & string>(
  table: T,
  names: readonly K[],
  row: Record<string, unknown>,
): row is Record<string, unknown> & Pick<InferSelectModel<T>, K> {
  const columns: Record<string, Column> = getTableColumns(table)
  return names.every((name) => fits(columns[name], row[name]))
}

const notARow = (table: Table, row: unknown) => new Error(`not a row of ${getTableName(table)}: ${JSON.stringify(row)}`)

/** Rows read as the table's rows; one that is not (a bug, not an input) is refused. */
export function rowsOf<T extends Table>(
  table: T,
  rows: readonly Record<string, unknown>[],
): (Record<string, unknown> & InferSelectModel<T>)[] {
  return rows.map((row) => {
    if (!isRowOf(table, row)) throw notARow(table, row)
    return row
  })
}

/** Rows with the columns of the table an effect reads; one without them (a bug, not an input) is refused. */
export function rowsWith<T extends Table, K extends keyof InferSelectModel<T> & string>(
  table: T,
  names: readonly K[],
  rows: readonly Record<string, unknown>[],
): (Record<string, unknown> & Pick<InferSelectModel<T>, K>)[] {
  return rows.map((row) => {
    if (!hasColumns(table, names, row)) throw notARow(table, row)
    return row
  })
}

/** A document's line table, joined to the document by `fk` (`EntryId`). */
export function docLines<T extends PgTable>(table: T, fk: string) {
  const lineTable: PgTable = table
  const cols: Record<string, PgColumn> = getTableColumns(lineTable)
  const fkCol = cols[fk]!
  const idCol = cols.Id!

  const load = async (db: Db | Tx, docId: number) =>
    rowsOf(table, await db.select().from(lineTable).where(eq(fkCol, docId)).orderBy(asc(idCol)))

  /** Replaces the lines (a Draft's), each with its product's name, barcode and specification as they are now. */
  async function write(tx: Tx, docId: number, lines: Record<string, unknown>[]) {
    await tx.delete(lineTable).where(eq(fkCol, docId))
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
    return rowsOf(table, await tx.insert(lineTable).values(rows).returning())
  }

  /** The CRUD hooks: `Lines` is written to the line table, not the document's row, and `Get` answers them. */
  const hooks = {
    beforeWrite({ values }) {
      const { Lines: _lines, ...rest } = values
      return rest
    },
    async afterWrite({ tx, id, input }) {
      if (Array.isArray(input.Lines)) await write(tx, id, input.Lines)
    },
    async detail(db, row) {
      return { Lines: await load(db, Number(row.Id)) }
    },
  } satisfies ResourceHooks

  /** A context's lines with the columns an effect reads. */
  const rows = <K extends keyof InferSelectModel<T> & string>(lines: readonly Record<string, unknown>[], ...names: K[]) =>
    rowsWith(table, names, lines)

  return { load, write, hooks, rows }
}

/** The line a line event names; the guard already checked it belongs to the document. */
export function lineOf<L extends { Id: number }>(lines: readonly L[], event: MachineEvent): L {
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
export const lineName = (l: Record<string, unknown> & { ProductId: number }) => String(l.ProductName || `#${l.ProductId}`)

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
 * A document's backorders (newest last) and the one it is the backorder of, as the record page
 * links them both ways: number, title and state of each.
 */
export async function backorderLinks(
  db: Db | Tx,
  table: PgTable & { Id: PgColumn; Title: PgColumn; State: PgColumn; BackorderOf: PgColumn; Status: PgColumn },
  row: Readonly<Record<string, unknown>>,
) {
  const Backorders = await db
    .select({ Id: table.Id, Title: table.Title, State: table.State })
    .from(table)
    .where(and(eq(table.BackorderOf, Number(row.Id)), ne(table.Status, -1)))
    .orderBy(asc(table.Id))
  const [origin] = Number(row.BackorderOf)
    ? await db
        .select({ Id: table.Id, Title: table.Title, State: table.State })
        .from(table)
        .where(eq(table.Id, Number(row.BackorderOf)))
    : []
  return { Backorders, ...(origin ? { BackorderOrigin: origin } : {}) }
}

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
    .values({ ...values, State: opts.state, BackorderOf: opts.row.Id, UpdateAgent: opts.agentId, CreateTime: t, UpdateTime: t })
    .returning({ Id: opts.table.Id })
  const id = created?.Id
  if (typeof id !== 'number') throw new Error(`${opts.doc}: the insert answered no Id`)
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
