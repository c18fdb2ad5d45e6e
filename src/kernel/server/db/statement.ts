import * as drizzle from 'drizzle-orm'
import { sql, type SQL } from 'drizzle-orm'
import type { Db, Tx } from './client.ts'

/** What drizzle's select, update and insert builders hold once built (their own `_prepare` reads the same). */
interface Built {
  getSQL(): SQL
  dialect: Dialect
  config: { fields?: Record<string, unknown>; returning?: Field[] }
  joinsNotNullableMap?: Record<string, boolean>
}
/** drizzle's own ordering of a selection into the fields its row mapper reads (exported, not typed). */
const orderSelectedFields = (drizzle as unknown as { orderSelectedFields(fields: Record<string, unknown>): Field[] }).orderSelectedFields

interface Dialect {
  sqlToQuery(s: SQL): { sql: string; params: unknown[] }
}
interface Prepared {
  joinsNotNullableMap?: Record<string, boolean>
  execute(values: Record<string, unknown>): Promise<unknown>
}
interface Session {
  prepareQuery(
    query: { sql: string; params: unknown[] },
    fields: unknown,
    name: string | undefined,
    arrayMode: boolean,
    mapper?: RowsMapper,
  ): Prepared
}
type RowsMapper = (rows: unknown[][]) => Record<string, unknown>[]
interface Decoder {
  mapFromDriverValue(v: unknown): unknown
}
type Field = { path: string[]; field: unknown }

/** What decodes a selected field's value: the column itself, or the SQL expression's decoder (as drizzle's mapResultRow picks it). */
function decoderOf(field: unknown): Decoder {
  if (drizzle.is(field, drizzle.Column)) return field
  if (drizzle.is(field, drizzle.SQL)) return (field as unknown as { decoder: Decoder }).decoder
  return (field as { sql: { decoder: Decoder } }).sql.decoder
}

/**
 * Rows of a flat selection (every field one key deep, as a list page's or a locked row's are)
 * decoded by a loop over decoders chosen once, instead of drizzle's per-value type checks: a page of
 * 200 rows of 25 columns decoded 5,000 values that way, a fifth of the request's CPU.
 */
function flatMapper(fields: Field[]): RowsMapper | undefined {
  if (!fields.every((f) => f.path.length === 1)) return undefined
  const keys = fields.map((f) => f.path[0]!)
  const decoders = fields.map((f) => decoderOf(f.field))
  return (rows) =>
    rows.map((row) => {
      const out: Record<string, unknown> = {}
      for (let i = 0; i < keys.length; i++) {
        const raw = row[i]
        out[keys[i]!] = raw === null ? null : decoders[i]!.mapFromDriverValue(raw)
      }
      return out
    })
}

/** A short, stable name for a statement's text (PostgreSQL keeps named statements per connection). */
function nameOf(prefix: string, text: string): string {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193)
  return `${prefix}_${(h >>> 0).toString(36)}`
}

/**
 * A statement drizzle builds into SQL once, with placeholders (`sql.placeholder('id')`), then runs
 * on the database or in any transaction with its values. Building the SQL was a third of a
 * transition's CPU when done per request (a row of forty columns locked with the names it
 * references, the update returning them): this pays it once per shape. PostgreSQL receives it as a
 * named prepared statement, so it parses and plans it once per connection too.
 */
export class Statement<Row = Record<string, unknown>> {
  private readonly query: { sql: string; params: unknown[] }
  private readonly fields: Field[] | undefined
  private readonly joins: Record<string, boolean> | undefined
  private readonly mapper: RowsMapper | undefined
  readonly name: string
  /** How many statements this process has built: a test proves a hot path builds none per request. */
  static built = 0
  /** How many conditions this process has rendered (`placeholders`): a list refreshed renders none. */
  static rendered = 0

  constructor(
    prefix: string,
    builder: unknown,
    /** Hand-written (`Statement.raw`): the driver's rows as they come. */
    private readonly raw = false,
  ) {
    Statement.built++
    const b = builder as Built
    this.query = b.dialect.sqlToQuery(b.getSQL())
    this.fields = b.config.fields ? orderSelectedFields(b.config.fields) : b.config.returning
    this.joins = b.joinsNotNullableMap
    this.mapper = this.fields ? flatMapper(this.fields) : undefined
    this.name = nameOf(prefix, this.query.sql)
  }

  /**
   * A hand-written statement (`sql` with `sql.placeholder`s), for what no builder writes (common
   * table expressions, full joins): it answers the rows as the driver decodes them, as `rowsOf` does.
   */
  static raw<Row = Record<string, unknown>>(db: Db | Tx, prefix: string, text: SQL): Statement<Row> {
    const built: Built = { getSQL: () => text, dialect: dialectOf(db), config: {} }
    return new Statement<Row>(prefix, built, true)
  }

  /** The rows it answers (mapped as drizzle maps them), run on `on` — a transaction's own connection when given one. */
  async run(on: Db | Tx, values: Record<string, unknown>): Promise<Row[]> {
    const session = (on as unknown as { session: Session }).session
    const prepared = session.prepareQuery(this.query, this.fields, this.name, true, this.mapper)
    if (this.joins) prepared.joinsNotNullableMap = this.joins
    const out = await prepared.execute(values)
    return (this.raw ? (out as { rows: Row[] }).rows : out) as Row[]
  }
}

/** A database's dialect: turns a condition into its SQL text and values. */
export const dialectOf = (db: Db | Tx) => (db as unknown as { dialect: Dialect }).dialect

/** A condition rendered: its text with placeholders (the key statements are kept by), that as SQL, and the values. */
export type Shape = { key: string; shape: SQL | undefined; values: Record<string, unknown> }

/**
 * A condition (a data scope) as a shape and its values: the same SQL with each value a placeholder
 * (`p1`, `p2`, …; another `prefix` keeps several fragments of one statement apart), and the values
 * to fill them. Conditions of one shape share one statement.
 */
export function placeholders(db: Db | Tx, condition: SQL, prefix = 'p'): { key: string; shape: SQL; values: Record<string, unknown> } {
  Statement.rendered++
  const { sql: text, params } = dialectOf(db).sqlToQuery(condition)
  const values: Record<string, unknown> = {}
  for (let i = 0; i < params.length; i++) values[`${prefix}${i + 1}`] = params[i]
  let shape: SQL | undefined
  return {
    key: text,
    // Built only when a statement of this shape is: most requests find theirs made.
    get shape() {
      if (!shape) {
        const parts = text.split(/\$(\d+)/)
        const chunks: SQL[] = []
        for (let i = 0; i < parts.length; i++)
          chunks.push(i % 2 === 0 ? sql.raw(parts[i]!) : sql`${sql.placeholder(`${prefix}${parts[i]}`)}`)
        shape = sql.join(chunks)
      }
      return shape
    },
    values,
  }
}

/**
 * Conditions rendered once per caller and key. The caller is the session cache's object, replaced
 * when anything in it changes (a role, a department, a scope), so what is kept for it stays true:
 * a screen refreshed renders nothing again. Nothing that reads the clock or the data may be kept.
 */
export class RenderedByCaller<S extends Shape = Shape> {
  private readonly kept = new WeakMap<object, Map<string, S>>()
  constructor(private readonly max = 50) {}
  get(caller: object, key: string, render: () => S): S {
    let mine = this.kept.get(caller)
    if (!mine) this.kept.set(caller, (mine = new Map()))
    let s = mine.get(key)
    if (!s) {
      if (mine.size >= this.max) mine.clear()
      mine.set(key, (s = render()))
    }
    return s
  }
}

/**
 * Statements of one kind kept by a key of their shape, built on first use; a full cache starts
 * again (a shape's statement is cheap to build once more, and the shapes in use come back at once).
 */
export class StatementCache<Row> {
  private readonly kept = new Map<string, Statement<Row>>()
  constructor(private readonly max = 500) {}
  get(key: string, make: () => Statement<Row>): Statement<Row> {
    let s = this.kept.get(key)
    if (!s) {
      if (this.kept.size >= this.max) this.kept.clear()
      this.kept.set(key, (s = make()))
    }
    return s
  }
}

/**
 * Runs a query whose request-varying part is its condition (a scope, a day, the caller): the
 * condition becomes a shape (`placeholders`), and the query is built by `build` once per shape and
 * run as a named statement. `values` fill placeholders `build` names itself (`sql.placeholder`).
 */
export function runShaped<Row>(
  cache: StatementCache<Row>,
  db: Db,
  prefix: string,
  condition: SQL | undefined,
  build: (where: SQL | undefined) => unknown,
  values: Record<string, unknown> = {},
): Promise<Row[]> {
  const s = condition ? placeholders(db, condition) : { key: '', shape: undefined, values: {} }
  const statement = cache.get(`${prefix} ${s.key}`, () => new Statement<Row>(prefix, build(s.shape)))
  return statement.run(db, { ...s.values, ...values })
}

const rawStatements = new StatementCache<Record<string, unknown>>()

/**
 * The rows of a hand-written statement (as `rowsOf`), run prepared: its values become placeholders
 * and each shape of its text is one named statement, so a report asked again is parsed and planned
 * once per connection (planning a report's joins cost as much as running them).
 */
export function preparedRows(db: Db | Tx, prefix: string, text: SQL): Promise<Record<string, unknown>[]> {
  return preparedShape(db, prefix, placeholders(db, text))
}

/** A statement rendered whole (`placeholders` of its text), as opposed to a condition that may be none. */
export type RenderedText = ReturnType<typeof placeholders>

/** `preparedRows` of a statement already rendered (one a `RenderedByCaller` keeps). */
export function preparedShape(db: Db | Tx, prefix: string, s: RenderedText): Promise<Record<string, unknown>[]> {
  return rawStatements.get(`${prefix} ${s.key}`, () => Statement.raw(db, prefix, s.shape)).run(db, s.values)
}
