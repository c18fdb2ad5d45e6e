import type { SQL } from 'drizzle-orm'
import type { z } from '@hono/zod-openapi'
import type { ListApiQuery } from '../../shared/schemas/list.ts'
import type { MessageDescriptor } from '../../shared/messages.ts'
import type { PermissionKey } from '../../shared/permissions.ts'
import type { Locale } from '../../shared/locales.ts'
import type { AuthContext, Deps, WriteContext } from '../env.ts'
import type { Tx } from '../db/client.ts'
import type { Shape } from '../db/statement.ts'
import type { Router } from '../routes/define.ts'

// What a resource's definition is served with besides its table: the generic router's parts
// import these types from here, and the router (crud.ts) puts the parts together.

/** A JSON object (or any object) whose keys are read one by one. */
export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

/** A row as the generic router reads it: a numeric Id, and its other columns by name. */
export type StoredRow = Record<string, unknown> & { Id: number }

/** Whether a row read by the generic router has its Id (every record table's serial does). */
export const isStoredRow = (row: Record<string, unknown>): row is StoredRow => typeof row.Id === 'number'

/** The Ids of rows a write returned (`returning({ Id })`). */
export const idsOf = (rows: readonly Record<string, unknown>[]): number[] => rows.filter(isStoredRow).map((r) => r.Id)

/** A write's answer: the record's Id and its new Version, if the row returned has both. */
export function versionOf(row: Record<string, unknown> | undefined): { Id: number; Version: number } | undefined {
  return row && typeof row.Id === 'number' && typeof row.Version === 'number' ? { Id: row.Id, Version: row.Version } : undefined
}

/**
 * What a resource adds to the generic router without forking it. `Row` types the stored records
 * its hooks are shown (`RowOf<typeof def>`, shared/resources/define.ts); by default, columns by name.
 */
export interface ResourceHooks<Row extends Record<string, unknown> = Record<string, unknown>> {
  /** Runs in the write's transaction before the row is written: may change the values or refuse. */
  beforeWrite?(ctx: WriteContext): Promise<Record<string, unknown>> | Record<string, unknown>
  /** Runs in the write's transaction after the row is written. */
  afterWrite?(ctx: WriteContext & { id: number }): Promise<void> | void
  /** `Post` with an `Id` updates (the spec's `Department/Post`: "create and update"). */
  postUpdates?: boolean
  /** Messages that differ from the generic "Add Success" / "Save Success". */
  messages?: { added?: MessageDescriptor; edited?: MessageDescriptor }
  /** Extra routes of the resource (`Role/SetAgents` …). */
  extend?(app: Router, deps: Deps, crud: CrudParts): void
  /** Widens or narrows the data scope (public customers are visible to everyone who may view customers). */
  scope?(auth: AuthContext, base: SQL | undefined): SQL | undefined
  /**
   * Refuses a delete of records in a condition that must stay (a document past its draft): checked
   * in the delete's transaction over the visible rows asked for; throws to refuse all of them.
   */
  beforeDelete?(tx: Tx, rows: Row[]): void
  /** Runs in the delete's transaction after the rows are marked deleted: may refuse (throw) and undo it all. */
  afterDelete?(tx: Tx, ids: number[]): Promise<void> | void
  /** Runs in the restore's transaction after a deleted record is back: what it fed is derived again. */
  afterRestore?(tx: Tx, id: number): Promise<void> | void
  /** How a stored row is shown in the caller's language (a built-in label): applied to Index, Get and Export. */
  present?(row: Row, lang: Locale, deps: Deps): Record<string, unknown>
  /** Which rows a reference to the resource may name, beyond live ones (a supplier reference names only suppliers). */
  referable?: SQL
  /** What `Get` adds to the record (a document's lines). */
  detail?(db: Deps['db'] | Tx, row: Row): Promise<Record<string, unknown>>
}

/** Pieces of a resource's router its extra routes reuse. */
export interface CrudParts {
  key(action: 'view' | 'create' | 'update' | 'delete' | 'export'): PermissionKey
  /** The keys any one of which reads its records (define.ts `viewKeys`). */
  view: readonly PermissionKey[]
  scoped(auth: AuthContext): SQL | undefined
  /** What the list selects for a query (`Index`'s own schema: its filters, keyword, date range, scope), for figures over the same rows. */
  listQuery: z.ZodType
  listWhere(auth: AuthContext, q: ListApiQuery): SQL | undefined
  /** One record as Get answers it (names joined, secrets left out, detail added), without scope. */
  fetch(db: Deps['db'] | Tx, id: number): Promise<Record<string, unknown> | undefined>
  /** A live record in scope (`scopeShape`), locked for update in the transaction: every column and every reference's name. */
  lockRow(tx: Tx, id: number, scope: Shape, claimsOf?: string): Promise<Record<string, unknown> | undefined>
  /** The caller's data scope as a rendered shape, made once per session (for `lockRow`). */
  scopeShape(auth: AuthContext): Shape
  /**
   * A changed record as Get shows it, from its state before and its UPDATE … RETURNING: no re-read
   * of the row; only a record with a detail (a document's lines) reads that.
   */
  answer(
    from: Deps['db'] | Tx,
    before: Record<string, unknown>,
    updated: Record<string, unknown>,
    known: Record<string, Map<number, string>>,
  ): Promise<Record<string, unknown>>
  /** Every row referring to record `from` refers to `into` instead (in-use.ts `moveReferences`): a merge. */
  moveReferences(tx: Tx, from: number, into: number): Promise<Record<string, number>>
}
