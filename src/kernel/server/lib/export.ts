import { xlsx, type CellValue } from './xlsx.ts'

/**
 * Lists as downloadable files, streamed: rows are read from an async source (a query paged
 * with `chunked`), written as CSV or XLSX and sent as they are produced, so an export of any
 * length never sits in memory whole.
 */

export type ExportFormat = 'csv' | 'xlsx'

export interface ExportColumn<Row = Record<string, unknown>> {
  key: string
  header: string
  /** The cell's value; by default `row[key]`. */
  value?: (row: Row) => unknown
}

export interface ExportOptions<Row = Record<string, unknown>> {
  format: ExportFormat
  /** The download's name; the format's extension is added when missing. Any language. */
  filename: string
  columns: ExportColumn<Row>[]
  rows: AsyncIterable<Row> | Iterable<Row>
  /** Told when reading the rows fails after the response has started (the download is cut short). */
  onError?: (error: unknown) => void
}

export const EXPORT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
}

/** Characters sent to the client in one piece. */
const BATCH_CHARS = 64 * 1024

/**
 * Every row of a query, read a page at a time. The query must have a total order (end the
 * ORDER BY with the primary key) or pages can overlap or skip rows.
 *
 *   chunked((offset, limit) => db.select().from(T).where(cond).orderBy(desc(T.Id)).limit(limit).offset(offset))
 */
export async function* chunked<T>(
  fetchPage: (offset: number, limit: number) => Promise<T[]>,
  chunk = 1000,
  first?: T[],
): AsyncGenerator<T> {
  if (!(chunk > 0)) throw new RangeError('chunk must be positive')
  for (let offset = 0; ; offset += chunk) {
    const page = offset === 0 && first ? first : await fetchPage(offset, chunk)
    yield* page
    if (page.length < chunk) return
  }
}

/** A streamed download of `rows` as CSV (UTF-8 with BOM) or XLSX. */
export function exportResponse<Row extends Record<string, unknown> = Record<string, unknown>>(options: ExportOptions<Row>): Response {
  const { format, columns } = options
  const read = (row: Row, col: ExportColumn<Row>) => (col.value ? col.value(row) : row[col.key])
  const source =
    format === 'csv'
      ? encode(
          csv(
            columns.map((c) => c.header),
            mapRows(options.rows, (row) => columns.map((c) => read(row, c))),
          ),
        )
      : xlsx({
          sheetName: stripExtension(options.filename),
          header: columns.map((c) => c.header),
          rows: mapRows(options.rows, (row) => columns.map((c) => toCell(read(row, c)))),
        })
  return new Response(toStream(source, options.onError), {
    headers: {
      'Content-Type': EXPORT_TYPES[format],
      'Content-Disposition': contentDisposition(withExtension(options.filename, format)),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

async function* mapRows<Row, T>(rows: AsyncIterable<Row> | Iterable<Row>, fn: (row: Row) => T): AsyncGenerator<T> {
  for await (const row of rows) yield fn(row)
}

/** A pull stream: the next chunk is made only when the client has taken the last one. */
function toStream(source: AsyncGenerator<Uint8Array>, onError?: (e: unknown) => void): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const { value, done } = await source.next()
          if (done) controller.close()
          else controller.enqueue(value)
        } catch (e) {
          onError?.(e)
          controller.error(e)
        }
      },
      async cancel() {
        await source.return(undefined)
      },
    },
    { highWaterMark: 1 },
  )
}

// ---------------------------------------------------------------------------------------------
// CSV (RFC 4180)

const BOM = '\uFEFF'
/** A cell starting with one of these is taken as a formula by spreadsheet programs. */
const FORMULA_START = /^[=+\-@\t\r]/

/** One CSV field: formula-like text defused with a leading apostrophe, quoted when needed. */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return ''
  let text: string
  if (typeof value === 'string') text = FORMULA_START.test(value) ? `'${value}` : value
  else if (value instanceof Date) text = Number.isNaN(value.getTime()) ? '' : value.toISOString()
  else if (typeof value === 'object') text = JSON.stringify(value)
  else text = String(value)
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export const csvLine = (values: unknown[]) => `${values.map(csvField).join(',')}\r\n`

async function* csv(header: string[], rows: AsyncIterable<unknown[]>): AsyncGenerator<string> {
  let batch = BOM + csvLine(header)
  for await (const values of rows) {
    batch += csvLine(values)
    if (batch.length >= BATCH_CHARS) {
      yield batch
      batch = ''
    }
  }
  if (batch) yield batch
}

async function* encode(text: AsyncIterable<string>): AsyncGenerator<Uint8Array> {
  const encoder = new TextEncoder()
  for await (const part of text) yield encoder.encode(part)
}

// ---------------------------------------------------------------------------------------------
// XLSX cells

function toCell(value: unknown): CellValue {
  if (value === null || value === undefined) return null
  switch (typeof value) {
    case 'string':
    case 'number':
    case 'bigint':
    case 'boolean':
      return value
  }
  if (value instanceof Date) return value
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

// ---------------------------------------------------------------------------------------------
// Content-Disposition (RFC 6266 with an RFC 5987 `filename*` for names beyond ASCII)

function stripExtension(name: string) {
  return name.replace(/\.(csv|xlsx)$/i, '')
}

function withExtension(name: string, format: ExportFormat) {
  const clean = name.replace(/[\u0000-\u001F\u007F/\\]/g, '_').trim() || 'export'
  return clean.toLowerCase().endsWith(`.${format}`) ? clean : `${clean}.${format}`
}

/** RFC 5987 ext-value: UTF-8, percent-encoded outside attr-char. */
const encodeExtValue = (s: string) => encodeURIComponent(s).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)

export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7E]/g, '_').replace(/["\\%]/g, '_')
  if (ascii === filename) return `attachment; filename="${ascii}"`
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(filename)}`
}
