import Papa from 'papaparse'
import { readSheet } from 'read-excel-file/node'

/** A cell as read: text, a number, a truth value, a date (an Excel date cell), or nothing. */
export type ReadCell = string | number | boolean | Date | null

export interface ReadTable {
  /** The first row's cells as text: the columns' headings. */
  headers: string[]
  /** The data rows (every row after the first that holds anything), each with its row number in the sheet. */
  rows: { row: number; cells: ReadCell[] }[]
}

/** The file is neither an XLSX workbook nor CSV text the parsers could read. */
export class UnreadableSheet extends Error {}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]

/**
 * Text from a CSV file's bytes: UTF-8 (with or without its BOM), else GB18030, which is what a
 * spreadsheet program on a Chinese Windows saves "CSV" as.
 */
function csvText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes)
  } catch {
    return new TextDecoder('gb18030').decode(bytes)
  }
}

// The library's types name a date cell's type as the Date constructor; what it hands over is a Date.
const asCell = (c: unknown): ReadCell =>
  c instanceof Date || typeof c === 'string' || typeof c === 'number' || typeof c === 'boolean' ? c : null

const isBlank = (cells: readonly ReadCell[]) => cells.every((c) => c === null || (typeof c === 'string' && c.trim() === ''))

/**
 * The first sheet of an XLSX workbook (told by its content: a ZIP archive) or a CSV file, as its
 * headings and data rows. Blank rows are skipped but keep the numbering, so a reason given for
 * "row 12" is row 12 of the file as the person sees it.
 */
export async function readTable(bytes: Uint8Array): Promise<ReadTable> {
  let grid: ReadCell[][]
  if (ZIP_MAGIC.every((b, i) => bytes[i] === b)) {
    try {
      const sheet: unknown[][] = await readSheet(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
      grid = sheet.map((cells) => cells.map(asCell))
    } catch (e) {
      throw new UnreadableSheet(e instanceof Error ? e.message : String(e))
    }
  } else {
    const parsed = Papa.parse<string[]>(csvText(bytes), { skipEmptyLines: false })
    // A CSV parser reads almost anything; only a quote left open means the text is not a table.
    if (parsed.errors.some((e) => e.type === 'Quotes')) throw new UnreadableSheet(parsed.errors[0]!.message)
    grid = parsed.data
  }
  const [head, ...body] = grid
  if (!head || isBlank(head)) throw new UnreadableSheet('no heading row')
  const headers = head.map((h) => (h === null ? '' : String(h).trim()))
  const rows = body.flatMap((cells, i) => (isBlank(cells) ? [] : [{ row: i + 2, cells }]))
  return { headers, rows }
}
