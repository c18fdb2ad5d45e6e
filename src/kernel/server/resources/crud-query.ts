import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  getTableName,
  getViewSelectedFields,
  gt,
  gte,
  inArray,
  is,
  lt,
  lte,
  ne,
  or,
  SQL,
  sql,
} from 'drizzle-orm'
import { alias, isPgView, PgColumn, type PgTable, type PgTableWithColumns } from 'drizzle-orm/pg-core'
import { pinnedValues, type ResourceDef } from '../../shared/resources/define.ts'
import { listQuerySchema, type ListApiQuery } from '../../shared/schemas/list.ts'
import { docName, refName } from '../../shared/resources/labels.ts'
import { recordSchema } from './record-schema.ts'
import type { AuthContext, Deps } from '../env.ts'
import type { Tx } from '../db/client.ts'
import { placeholders, RenderedByCaller, Statement, type Shape } from '../db/statement.ts'
import { Department } from '../db/schema/index.ts'
import { badRequest } from '../lib/errors.ts'
import { escapeLike } from '../lib/like.ts'
import { assertFitsColumns } from '../lib/schema-bounds.ts'
import { scopeCondition } from '../services/scope.ts'
import { claimColumn, HELD, type Held } from '../services/claims.ts'
import type { ReferenceRegistry } from './references.ts'
import type { ResourceHooks } from './crud-types.ts'

/**
 * Query building for the generic router: one resource's columns, data scope, filters, order,
 * keyset cursor and the row selection (with every reference's name joined), built once when the
 * router is assembled and used by its list and record endpoints.
 */

/**
 * A table the CRUD router can serve, its columns known by name only: an Id and a creation time.
 * Writable resources also have the record columns every resource shares (Status, Score, Version);
 * a read-only log may not, so those read as possibly absent.
 */
export type ResourceTable = PgTableWithColumns<{
  name: string
  schema: string | undefined
  columns: Record<string, PgColumn> & { Id: PgColumn; CreateTime: PgColumn }
  dialect: 'pg'
}>

export type ListParams = ListApiQuery

/** A condition as a statement shape and the values that fill it (db/statement.ts `placeholders`). */
export type { Shape }

/** Keywords this short have no trigrams: they match the start of a field, from its prefix index. */
const PREFIX_ONLY = 2
/** Fields holding phone numbers are searched only by a keyword of digits (and + - space). */
const PHONE_FIELD = /(Phone|Mobile|Cellphone|Tel)$/
const PHONE_KEYWORD = /^[\d+\- ]+$/

/**
 * A keyword's condition on one field, case-insensitive on both indexes of `keywordIndexes`: anywhere
 * in it (trigram index), or for one or two characters, its start (prefix index). The database lowers
 * the pattern too (one case mapping for both sides), folded to a constant when the statement is planned.
 */
export function keywordMatch(col: PgColumn, value: string): SQL {
  const pattern = value.length <= PREFIX_ONLY ? `${escapeLike(value)}%` : `%${escapeLike(value)}%`
  return sql`lower(${col}) like lower(${pattern})`
}

/** A keyset position: the sort column's value and the Id of the last row a page answered. */
export type Cursor = [value: string | number, id: number]

/** A row's keyset position as it is sent (its sort value and Id as the row holds them). */
export const encodeCursor = (c: readonly [value: unknown, id: unknown]) => Buffer.from(JSON.stringify(c)).toString('base64url')

/** A keyset position a client sent back: a number (or text, for a text column) and an Id. */
function isCursor(parsed: unknown, numeric: boolean): parsed is Cursor {
  if (!Array.isArray(parsed) || parsed.length !== 2) return false
  const [value, id]: unknown[] = parsed
  return (
    (numeric ? typeof value === 'number' && Number.isFinite(value) : typeof value === 'string' && value.length <= 1000) &&
    typeof id === 'number' &&
    Number.isSafeInteger(id) &&
    id > 0 &&
    id <= 2_147_483_647
  )
}

function decodeCursor(text: string, numeric: boolean): Cursor {
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'))
  } catch {
    parsed = undefined
  }
  if (!isCursor(parsed, numeric))
    throw badRequest(undefined, [{ Field: 'After', message: { id: 'srv.invalid', message: 'This value is not valid' } }])
  return parsed
}

/** A resource's columns by name: a table's, or the selected fields of a view (a read-only resource may be one: the grouped stock). */
function columnsOf(table: ResourceTable): Record<string, PgColumn> {
  if (!isPgView(table)) return getTableColumns(table)
  const out: Record<string, PgColumn> = {}
  for (const [name, field] of Object.entries(getViewSelectedFields(table))) if (is(field, PgColumn)) out[name] = field
  return out
}

export type CrudQuery = ReturnType<typeof crudQuery>

/** A table whose records a reference names, and the column that names them (resources/references.ts). */
type NameSource = { table: PgTable & { Id: PgColumn }; label: PgColumn }

/** The table under another name (a subquery's own), with its Id and label columns under that name. */
function aliased(t: NameSource, as: string): { id: PgColumn; label: PgColumn } {
  const columns = getTableColumns(alias(t.table, as))
  const key = Object.entries(getTableColumns(t.table)).find(([, c]) => c === t.label)![0]
  const id = columns.Id
  const label = columns[key]
  if (!id || !label) throw new Error(`${getTableName(t.table)}: no Id or label column ${key}`)
  return { id, label }
}

export function crudQuery(deps: Deps, def: ResourceDef, table: ResourceTable, hooks: ResourceHooks, references: ReferenceRegistry) {
  const { db } = deps
  const cols = columnsOf(table)
  const col = (name: string) => {
    const c = cols[name]
    if (!c) throw new Error(`${def.name}: no column ${name}`)
    return c
  }
  const statusCol = cols.Status
  const fixed = Object.entries(pinnedValues(def))
  const live = () => (statusCol ? ne(statusCol, -1) : undefined)
  const pinned = () => and(...fixed.map(([f, v]) => eq(col(f), v)))
  const ownerCol = def.scope?.owner ? col(def.scope.owner) : undefined
  const deptCol = def.scope?.department ? col(def.scope.department) : undefined
  const warehouseCol = def.scope?.warehouse ? col(def.scope.warehouse) : undefined
  const scoped = (auth: AuthContext) => {
    const base = scopeCondition(db, auth, { owner: ownerCol, department: deptCol, warehouse: warehouseCol })
    // A resource pinned to part of a shared table is scoped to that part too: transitions, queues and boards read this.
    return and(fixed.length ? pinned() : undefined, hooks.scope ? hooks.scope(auth, base) : base)
  }
  const dateCol = col(def.dateField ?? 'CreateTime')

  // --- the query schema, checked against the table once
  for (const field of Object.keys(def.filters)) col(field)
  col(def.label)
  for (const s of def.sort) col(s)
  const IndexQuery = listQuerySchema(def)
  for (const [field, target] of Object.entries(def.references ?? {}))
    if (!references.has(target) && !(def.readOnly || !(field.split('.')[0]! in def.fields)))
      throw new Error(`${def.name}.${field}: no resource ${target} to check it against`)
  assertFitsColumns(def.name, { ...def.fields, ...IndexQuery.shape }, cols)

  // The spec's names for some filters (`Role` for RoleId): either name filters the field.
  const aliasOf = Object.fromEntries(Object.entries(def.aliases ?? {}).map(([a, field]) => [field, a]))
  const keywordCols = (def.keyword ?? []).map((f) => ({ col: col(f), phone: PHONE_FIELD.test(f) }))

  /** Everything a list's filters, keyword, date range and the caller's scope select (not the keyset position). */
  function where(auth: AuthContext, q: Partial<ListParams>): SQL | undefined {
    const parts: (SQL | undefined)[] = [
      q.Status === undefined || !statusCol ? live() : eq(statusCol, q.Status),
      scoped(auth),
      pinned(),
      q.BeginTime !== undefined ? gte(dateCol, q.BeginTime) : undefined,
      q.EndTime !== undefined ? lte(dateCol, q.EndTime) : undefined,
    ]
    if (q.Id !== undefined) parts.push(eq(table.Id, q.Id))
    // Day: the last N days of the date field, today included.
    if (q.Day !== undefined) parts.push(gte(dateCol, Math.floor(Date.now() / 1000) - q.Day * 86400))
    for (const [field, kind] of Object.entries(def.filters)) {
      const v = q[field] ?? (aliasOf[field] ? q[aliasOf[field]] : undefined)
      if (v === undefined || v === '') continue
      if (kind === 'keyword') parts.push(keywordMatch(col(field), String(v)))
      else if (kind === 'positive') parts.push(v === 1 ? gt(col(field), 0) : undefined)
      else if (kind === 'below') parts.push(lt(col(field), v))
      else if (kind === 'in') {
        const list = String(v)
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean)
        parts.push(inArray(col(field), list))
      } else parts.push(eq(col(field), v))
    }
    if (q.Value && keywordCols.length) {
      const digits = PHONE_KEYWORD.test(q.Value)
      const fields = keywordCols.filter((k) => digits || !k.phone)
      parts.push(fields.length ? or(...fields.map((k) => keywordMatch(k.col, q.Value!))) : sql`false`)
    }
    return and(...parts)
  }

  // --- order: the allow-listed field (or the default), ties broken by Id in the same direction,
  // so a keyset position is one row comparison an index on (field, Id) answers.
  const defaultSort = def.defaultSort ?? (cols.Score ? { field: 'Score', asc: false } : { field: 'Id', asc: false })
  const sortOf = (q: Partial<ListParams>) =>
    q.OrderBy ? { field: q.OrderBy, asc: q.IsAsc === 1 } : { field: defaultSort.field, asc: !!defaultSort.asc }
  function orderOf(q: Partial<ListParams>) {
    const s = sortOf(q)
    const dir = s.asc ? asc : desc
    return s.field === 'Id' ? [dir(table.Id)] : [dir(col(s.field)), dir(table.Id)]
  }
  const numeric = (field: string) =>
    ['PgInteger', 'PgSerial', 'PgBigInt53', 'PgBigSerial53', 'PgSmallInt', 'PgNumericNumber', 'PgDoublePrecision', 'PgReal'].includes(
      col(field).columnType,
    )

  /** Rows after the keyset position `After` in the list's order. */
  function after(q: Partial<ListParams>): SQL | undefined {
    if (!q.After) return undefined
    const s = sortOf(q)
    const [v, id] = decodeCursor(q.After, numeric(s.field))
    const beyond = s.asc ? gt : lt
    if (s.field === 'Id') return beyond(table.Id, id)
    const c = col(s.field)
    return s.asc ? sql`(${c}, ${table.Id}) > (${v}, ${id})` : sql`(${c}, ${table.Id}) < (${v}, ${id})`
  }
  /** The cursor that continues after a row. */
  const cursorOf = (q: Partial<ListParams>, row: Record<string, unknown>): string => {
    const s = sortOf(q)
    return encodeCursor([s.field === 'Id' ? row.Id : row[s.field], row.Id])
  }

  // --- the row selection: every column but the secret ones, and the name of every record a
  // reference names (`CoAgentId` → `CoAgentName`), read from the definition.
  const secret = new Set(def.secret ?? [])
  const selection: Record<string, PgColumn | SQL.Aliased | SQL> = Object.fromEntries(Object.entries(cols).filter(([k]) => !secret.has(k)))
  // Each name the answer joins, and the field whose record it names (the record's schema says so).
  const named: Record<string, string> = {}
  const refs: Record<string, string> = {
    ...(def.scope?.owner ? { [def.scope.owner]: 'Agent' } : {}),
    ...(def.scope?.department ? { [def.scope.department]: 'Department' } : {}),
  }
  // A list of references (an agent's warehouses) has no one name to join; its cells name each id.
  for (const [field, target] of Object.entries(def.references ?? {}))
    if (!field.includes('.') && cols[field] && cols[field].columnType !== 'PgArray') refs[field] = target
  if (def.tree) refs[def.tree.parent] = refs[def.tree.parent] ?? (def.family ? `${def.name}/${def.family.suffix}` : def.name)
  for (const [field, target] of Object.entries(refs)) {
    if (field === 'Id') continue
    const t: NameSource | undefined =
      field === def.scope?.department && target === 'Department' ? { table: Department, label: Department.Name } : references.get(target)
    if (!t) continue
    const name = refName(field)
    if (name in selection) throw new Error(`${def.name}: ${field}'s name would be ${name}, which the table already has`)
    named[name] = field
    const as = `ref_${field.toLowerCase()}`
    const { id, label } = aliased(t, as)
    // A scalar subquery rather than a join: the page's statement stays a one-table query, which
    // PostgreSQL plans in a third of the time (each list request is planned for its own values,
    // so the plan suits them), and each name is one primary-key lookup.
    // The row's own column is nested in a fragment of its own, where drizzle keeps its table's name
    // (it drops it from a one-table selection's top level): unqualified, a reference to the same
    // table (a department's parent) would be read from the subquery's row and find nothing.
    selection[name] =
      sql<string>`coalesce((select ${label}::text from ${sql.identifier(getTableName(t.table))} ${sql.identifier(as)} where ${id} = ${sql`${col(field)}`}), '')`.as(
        name,
      )
  }
  // A document field (a ledger row's `DocId` with its type in `Doc`) is named by the label of the
  // record in the table its type names: one scalar subquery per type, of which the row's type runs
  // only its own (a `case` evaluates the branch it reaches), again one primary-key lookup per row.
  const documentNames: { field: string; type: string; name: string }[] = []
  for (const [field, doc] of Object.entries(def.documents ?? {})) {
    col(doc.type)
    if (doc.label) {
      col(doc.label)
      continue
    }
    const name = docName(field, doc)
    if (name in selection) throw new Error(`${def.name}: ${field}'s name would be ${name}, which the table already has`)
    named[name] = field
    const branches = Object.keys(doc.routes).map((type, i) => {
      const t = references.get(type)
      if (!t) throw new Error(`${def.name}.${field}: no resource ${type} to name its documents by`)
      if (!/^[A-Za-z][A-Za-z0-9/]*$/.test(type)) throw new Error(`${def.name}.${field}: the type ${type} is not a resource name`)
      const as = `doc_${field.toLowerCase()}_${i}`
      const { id, label } = aliased(t, as)
      return sql`when ${sql.raw(`'${type}'`)} then (select ${label}::text from ${sql.identifier(getTableName(t.table))} ${sql.identifier(as)} where ${id} = ${sql`${col(field)}`})`
    })
    selection[name] = sql<string>`coalesce(case ${col(doc.type)} ${sql.join(branches, sql` `)} end, '')`.as(name)
    documentNames.push({ field, type: doc.type, name })
  }
  const selectRows = (from: Deps['db'] | Tx = db) => from.select(selection).from(table).$dynamic()
  /** One record as the answers give it, typed from the definition (the OpenAPI description's). */
  const Record = recordSchema(def, cols, named, secret)

  // --- a page and its capped count as statements built once per shape (the condition's SQL with
  // its values as placeholders, the order): the same screen's requests build no SQL again.
  const pageStatements = new Map<string, Statement>()
  const countStatements = new Map<string, Statement<{ n: number }>>()
  const remember = <T>(m: Map<string, T>, key: string, make: () => T): T => {
    let v = m.get(key)
    if (!v) {
      if (m.size >= 200) m.clear()
      m.set(key, (v = make()))
    }
    return v
  }
  // A list request renders its condition into a shape once, for its page and its count.
  const shapeOf = (cond: SQL | undefined): Shape => (cond ? placeholders(db, cond) : { key: '', shape: undefined, values: {} })
  // A list's condition and the caller's scope (for the rows a transition locks) rendered once per
  // session and filter. `Day` reads the clock: rendered each time.
  const rendered = new RenderedByCaller()
  const PAGE_KEYS = new Set(['Index', 'Size', 'After'])
  const scopeShape = (auth: AuthContext): Shape => rendered.get(auth, 'scope', () => shapeOf(scoped(auth)))
  function listShape(auth: AuthContext, p: Partial<ListParams>): Shape {
    if (p.Day !== undefined) return shapeOf(where(auth, p))
    const key = JSON.stringify(p, (k, v: unknown) => (PAGE_KEYS.has(k) ? undefined : v))
    return rendered.get(auth, `list ${key}`, () => shapeOf(where(auth, p)))
  }
  /** A page of rows in the list's order: `limit` rows after `offset`. */
  function pageRows(s: Shape, p: ListParams, limit: number, offset: number) {
    const sort = sortOf(p)
    const statement = remember(
      pageStatements,
      `${sort.field} ${sort.asc ? 'asc' : 'desc'} ${s.key}`,
      () =>
        new Statement(
          `page_${def.name}`,
          selectRows(db)
            .where(s.shape)
            .orderBy(...orderOf(p))
            .limit(sql.placeholder('limit'))
            .offset(sql.placeholder('offset')),
        ),
    )
    return statement.run(db, { ...s.values, limit, offset })
  }
  /**
   * A page written as JSON by the database (the PostgREST way): one text value instead of
   * `limit` rows for Node to decode, map and stringify again, which was most of a 200-row page's
   * CPU. The rows are the same as `pageRows` answers (every key, the names joined); the count and
   * the last row's sort value and Id come with it for the total and the keyset cursor. The
   * aggregates order their input themselves: a subquery's order is not promised to an aggregate.
   */
  const jsonSelection = Object.fromEntries(Object.entries(selection).map(([k, v]) => [k, is(v, SQL.Aliased) ? v : sql`${v}`.as(k)]))
  const jsonStatements = new Map<string, Statement<{ data: string; n: number; lastId: number | null; last: string | null }>>()
  async function pageJson(s: Shape, p: ListParams, limit: number, offset: number) {
    const sort = sortOf(p)
    const statement = remember(jsonStatements, `${sort.field} ${sort.asc ? 'asc' : 'desc'} ${s.key}`, () => {
      const page = db
        .select(jsonSelection)
        .from(table)
        .where(s.shape)
        .orderBy(...orderOf(p))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .as('page')
      const dir = sql.raw(sort.asc ? 'asc' : 'desc')
      const field = sql`"page".${sql.identifier(sort.field)}`
      const order = sort.field === 'Id' ? sql`"page"."Id" ${dir}` : sql`${field} ${dir}, "page"."Id" ${dir}`
      return new Statement(
        `json_${def.name}`,
        db
          .select({
            data: sql<string>`coalesce(json_agg("page" order by ${order}), '[]')::text`,
            n: sql<number>`count(*)::int`,
            lastId: sql<number | null>`(array_agg("page"."Id" order by ${order}))[count(*)]`,
            last: sql<string | null>`(array_agg(${field}::text order by ${order}))[count(*)]`,
          })
          .from(page),
      )
    })
    const [row] = await statement.run(db, { ...s.values, limit, offset })
    // An Id of a bigint column comes back as text from PostgreSQL.
    const lastId = row?.lastId == null ? undefined : Number(row.lastId)
    const last = lastId
      ? { Id: lastId, [sort.field]: sort.field === 'Id' ? lastId : numeric(sort.field) ? Number(row!.last) : row!.last }
      : undefined
    return { json: row?.data ?? '[]', rows: row?.n ?? 0, last }
  }

  /**
   * How many rows the condition finds, counting no further than `upTo`. A count that reached it is
   * remembered for half a minute (the list then reads "more than" its cap, which a few changes
   * do not make untrue): a busy list past its cap is not counted again on every page.
   */
  const reachedUntil = new Map<string, number>()
  async function countUpTo(s: Shape, upTo: number) {
    const known = `${upTo} ${s.key} ${JSON.stringify(s.values)}`
    const until = reachedUntil.get(known)
    if (until !== undefined && until > Date.now()) return upTo
    const statement = remember(countStatements, s.key, () => {
      const limited = db
        .select({ one: sql`1` })
        .from(table)
        .where(s.shape)
        .limit(sql.placeholder('upTo'))
        .as('limited')
      return new Statement<{ n: number }>(`count_${def.name}`, db.select({ n: count() }).from(limited))
    })
    const [row] = await statement.run(db, { ...s.values, upTo })
    const n = row?.n ?? 0
    if (n >= upTo) {
      if (reachedUntil.size >= 1000) reachedUntil.clear()
      reachedUntil.set(known, Date.now() + 30_000)
    } else reachedUntil.delete(known)
    return n
  }

  // --- a transition's row: locked with every column (its effects may read a secret one) and the
  // names, so its answer needs no second read (lockRow / answer).
  const names = Object.fromEntries(Object.entries(selection).filter(([k]) => !(k in cols)))
  const nameTargets = Object.entries(refs)
    .filter(([f]) => f !== 'Id' && refName(f) in names)
    .map(([field, target]) => ({ field, name: refName(field), target }))
  const locking = { ...cols, ...names }
  // One statement per shape of scope (an agent's own, a department's, everyone's), built once.
  const lockStatements = new Map<string, Statement>()
  // The claim's column of a lock, moved under HELD once read (no field of a table has this name).
  const HELD_KEY = '__held'
  /**
   * The row locked for a change, with its reference names; with `claimsOf` (the lifecycle's
   * document name) also its queue claim, under `HELD`, so the claim gate sends no statement.
   */
  async function lockRow(tx: Tx, id: number, s: Shape, claimsOf?: string) {
    const statement = remember(
      lockStatements,
      `${claimsOf ?? ''} ${s.key}`,
      () =>
        new Statement(
          `lock_${def.name}`,
          db
            .select(claimsOf ? { ...locking, [HELD_KEY]: claimColumn(claimsOf, table) } : locking)
            .from(table)
            .where(and(eq(table.Id, sql.placeholder('id')), live(), s.shape))
            .for('update', { of: table })
            .limit(1),
        ),
    )
    const [row] = await statement.run(tx, { ...s.values, id })
    if (row && claimsOf) {
      const held = row[HELD_KEY] as Held | null
      delete row[HELD_KEY]
      Object.defineProperty(row, HELD, { value: held, enumerable: false })
    }
    return row
  }
  /**
   * A changed row as Get shows it, without reading it again: secrets left out, the names its
   * references had before, and for a reference the change moved, a name the caller knows (the
   * acting agent and department) or, failing that, one query for the names.
   */
  async function answer(
    from: Deps['db'] | Tx,
    before: Record<string, unknown>,
    updated: Record<string, unknown>,
    known: Record<string, Map<number, string>>,
  ) {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(updated)) if (!secret.has(k)) out[k] = v
    let missing = false
    for (const { field, name, target } of nameTargets) {
      if (updated[field] === before[field]) out[name] = before[name]
      else {
        const id = Number(updated[field])
        const label = id ? known[target]?.get(id) : ''
        if (label === undefined) missing = true
        else out[name] = label
      }
    }
    // A document's name stays while the row names the same document; otherwise it is read again.
    for (const { field, type, name } of documentNames) {
      if (updated[field] === before[field] && updated[type] === before[type]) out[name] = before[name]
      else missing = true
    }
    if (missing) {
      const [fresh] = await from.select(names).from(table).where(eq(table.Id, updated.Id)).limit(1)
      Object.assign(out, fresh)
    }
    return out
  }

  return {
    def,
    table,
    cols,
    col,
    live,
    pinned,
    scoped,
    where,
    orderOf,
    after,
    cursorOf,
    selectRows,
    shapeOf,
    listShape,
    scopeShape,
    pageRows,
    pageJson,
    countUpTo,
    lockRow,
    answer,
    IndexQuery,
    Record,
    statusCol,
    dateCol,
  }
}
