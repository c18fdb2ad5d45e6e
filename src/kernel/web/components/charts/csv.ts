import { saveFile } from '../../lib/save-file.ts'

/** A table as CSV (RFC 4180): fields quoted where they must be, lines ended by CRLF. */
export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  const field = (v: string | number) => {
    const s = String(v)
    return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s
  }
  return rows.map((r) => r.map(field).join(',')).join('\r\n') + '\r\n'
}

/** Saves a table as a CSV file; the byte-order mark lets spreadsheet programs read it as UTF-8. */
export function downloadCsv(name: string, rows: readonly (readonly (string | number)[])[]) {
  const blob = new Blob(['\uFEFF', toCsv(rows)], { type: 'text/csv;charset=utf-8' })
  saveFile(blob, name.endsWith('.csv') ? name : `${name}.csv`)
}

/** Money in hundredths as a plain decimal for a CSV cell (no grouping, no currency). */
export const csvMoney = (hundredths: number) => (hundredths / 100).toFixed(2)
