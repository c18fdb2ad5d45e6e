import { and, eq, getTableColumns, getTableName, is, ne, sql, type SQL } from 'drizzle-orm'
import { PgTable, type PgColumn } from 'drizzle-orm/pg-core'
import { z } from 'zod'
import type { MessageDescriptor } from '../../shared/messages.ts'
import { M } from '../../shared/messages.ts'
import type { ResourceDef } from '../../shared/resources/define.ts'
import type { Tx } from '../db/client.ts'
import { ApiError } from '../lib/errors.ts'
import { translate } from '../lib/i18n.ts'
import { idsOf } from './crud-types.ts'

/** One column that refers to records of a table: who holds it, and what a row of it is called. */
interface Usage {
  table: PgTable
  column: PgColumn
  /** A list of ids (`WarehouseIds`) rather than one. */
  many: boolean
  noun: MessageDescriptor | undefined
  status: PgColumn | undefined
  /** The rows are parts of the record they refer to: they go (and come back) with it, unless in use themselves. */
  part: boolean
}

/**
 * References that make the referring row a part of the record (a customer's contacts, a
 * warehouse's zones, places, costs and equipment), by resource and field: deleting the record
 * deletes its parts in the same transaction, each held to the same rule, so a place with stock
 * still keeps its warehouse.
 */
const PARTS: Readonly<Record<string, string>> = {
  ClientContact: 'ClientId',
  Zone: 'WarehouseId',
  Place: 'WarehouseId',
  WarehouseCost: 'WarehouseId',
  WarehouseEquipment: 'WarehouseId',
}
/** The columns that refer to each table, by the referred table's name. */
export type UsageIndex = ReadonlyMap<string, readonly Usage[]>

/**
 * Brings back, with a restored record, the parts deleted with it (at the same second), in the
 * restore's transaction.
 */
export async function restoreParts(tx: Tx, usages: UsageIndex, table: PgTable, id: number, deletedAt: number): Promise<void> {
  for (const u of (usages.get(getTableName(table)) ?? []).filter((x) => x.part)) {
    const columns = getTableColumns(u.table)
    await tx
      .update(u.table)
      .set({ Status: 1 })
      .where(and(eq(u.column, id), eq(u.status!, -1), eq(columns.UpdateTime!, deletedAt)))
  }
}

/**
 * Who refers to whom, read once from the definitions' `references` (the same table the writes
 * check their references against), by the referred table: every resource on it counts, so a
 * customer's follow-ups keep a supplier on the same table too. A line's reference (`Lines.ProductId`)
 * lives in its document's line table and is not among them.
 */
export function usageIndex(resources: readonly { def: ResourceDef; table: unknown }[], tableOf: ReadonlyMap<string, PgTable>): UsageIndex {
  const index = new Map<string, Usage[]>()
  const seen = new Set<string>()
  for (const r of resources) {
    const { def, table } = r
    if (!is(table, PgTable)) continue
    const columns = getTableColumns(table)
    for (const [path, target] of Object.entries(def.references ?? {})) {
      const column = columns[path]
      const referred = tableOf.get(target)
      if (path.includes('.') || !column || !referred) continue
      const key = `${getTableName(referred)}<${getTableName(table)}.${column.name}`
      if (seen.has(key)) continue
      seen.add(key)
      const list = index.get(getTableName(referred)) ?? []
      list.push({
        table,
        column,
        many: column.columnType === 'PgArray',
        noun: def.noun,
        status: columns.Status,
        part: PARTS[def.name] === path && !!columns.Status,
      })
      index.set(getTableName(referred), list)
    }
  }
  return index
}

/**
 * Makes every row that refers to record `from` of `table` refer to `into` instead, in the caller's
 * transaction: each column of the usage index (a list of ids too), live or deleted rows alike, so
 * nothing is left naming a record about to go. Answers how many rows moved, by referring table.
 */
export async function moveReferences(
  tx: Tx,
  usages: UsageIndex,
  table: PgTable,
  from: number,
  into: number,
): Promise<Record<string, number>> {
  const moved: Record<string, number> = {}
  for (const u of usages.get(getTableName(table)) ?? []) {
    const columns = getTableColumns(u.table)
    const rows = idsOf(
      await tx
        .update(u.table)
        .set({ [keyOf(columns, u.column)]: u.many ? sql`array_replace(${u.column}, ${from}, ${into})` : into })
        .where(u.many ? sql`${from} = any(${u.column})` : eq(u.column, from))
        .returning({ Id: columns.Id! }),
    )
    if (rows.length) moved[getTableName(u.table)] = (moved[getTableName(u.table)] ?? 0) + rows.length
  }
  return moved
}

/** The key a table's object gives a column (what `set` takes), not its name in the database. */
const keyOf = (columns: Record<string, PgColumn>, column: PgColumn) => Object.keys(columns).find((k) => columns[k] === column)!

/**
 * Refuses (409) to delete records that live rows still refer to, naming what uses them and how
 * many, in the caller's language, run in the delete's transaction. Their parts are marked
 * deleted first (at the delete's second `t`, which is how a restore finds them), so they neither
 * count as users nor are left behind; each part is held to the same rule. Rows of the same table
 * being deleted together (a department and its sub-department) do not count either.
 */
export async function assertUnused(
  tx: Tx,
  usages: UsageIndex,
  table: PgTable,
  ids: readonly number[],
  lang: string | undefined,
  t: number,
): Promise<void> {
  const groups = [{ table, ids }, ...(await markParts(tx, usages, table, ids, t))]
  for (const g of groups) await refuseUsed(tx, usages, g.table, g.ids, lang)
}

/** What refuseUsed's counting statement answers: a count per usage, by its index. */
const CountRows = z.array(z.object({ i: z.coerce.number(), n: z.coerce.number() }))
/** The drivers answer the rows themselves or a result holding them. */
const CountAnswer = z.union([CountRows, z.object({ rows: CountRows.optional() }).transform((r) => r.rows ?? [])])

const intArray = (ids: readonly number[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`

async function markParts(
  tx: Tx,
  usages: UsageIndex,
  table: PgTable,
  ids: readonly number[],
  t: number,
): Promise<{ table: PgTable; ids: number[] }[]> {
  const marked: { table: PgTable; ids: number[] }[] = []
  for (const u of (usages.get(getTableName(table)) ?? []).filter((x) => x.part)) {
    const columns = getTableColumns(u.table)
    const parts = idsOf(
      await tx
        .update(u.table)
        .set({ Status: -1, UpdateTime: t })
        .where(and(sql`${u.column} = any(${intArray(ids)})`, ne(u.status!, -1)))
        .returning({ Id: columns.Id! }),
    )
    if (parts.length) marked.push({ table: u.table, ids: parts }, ...(await markParts(tx, usages, u.table, parts, t)))
  }
  return marked
}

async function refuseUsed(tx: Tx, usages: UsageIndex, table: PgTable, ids: readonly number[], lang: string | undefined): Promise<void> {
  const list = (usages.get(getTableName(table)) ?? []).filter((x) => !x.part)
  if (!list.length || !ids.length) return
  const idArray = intArray(ids)
  const counts: SQL[] = list.map((u, i) => {
    const refers = u.many ? sql`${u.column} && ${idArray}` : sql`${u.column} = any(${idArray})`
    const same = u.table === table ? sql`${sql.identifier(getTableName(u.table))}.${sql.identifier('id')}` : undefined
    const where = and(refers, u.status ? ne(u.status, -1) : undefined, same ? sql`not (${same} = any(${idArray}))` : undefined)
    return sql`select ${i}::int as "i", count(*)::int as "n" from ${u.table} where ${where}`
  })
  const rows = CountAnswer.parse(await tx.execute(sql.join(counts, sql` union all `)))
  const found = rows.filter((r) => r.n > 0)
  if (!found.length) return
  const uses = found.map((r) => {
    const u = list[r.i]!
    return translate(lang, M.usedByCount, { noun: u.noun ? translate(lang, u.noun) : getTableName(u.table), count: r.n })
  })
  throw new ApiError(409, M.inUse, { uses })
}
