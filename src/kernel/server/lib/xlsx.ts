import { zip } from './zip.ts'

/**
 * A one-sheet Office Open XML workbook (ECMA-376), written as a stream: the sheet's rows are
 * turned into XML and deflated as they come, so an export of any length holds one batch of
 * rows in memory. Strings are inline (`t="inlineStr"`, no shared-string table to build first),
 * numbers and booleans are typed cells, dates are serial numbers with a date-time format, and
 * the header row is bold.
 */

export type CellValue = string | number | bigint | boolean | Date | null | undefined

export interface XlsxOptions {
  sheetName?: string
  header: string[]
  rows: AsyncIterable<CellValue[]> | Iterable<CellValue[]>
}

/** Excel's limit for the text of one cell. */
const MAX_CELL_TEXT = 32767
/** Rows of XML gathered before they go to the compressor. */
const BATCH_CHARS = 64 * 1024

// Characters XML 1.0 forbids (C0 controls other than tab/LF/CR, lone surrogates, U+FFFE/U+FFFF).

const INVALID_XML =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

export function xmlEscape(text: string): string {
  return text
    .replace(INVALID_XML, '')
    .replace(/[&<>"]/g, (ch) => (ch === '&' ? '&amp;' : ch === '<' ? '&lt;' : ch === '>' ? '&gt;' : '&quot;'))
}

/** A1-style column letters: 0 → A, 25 → Z, 26 → AA. */
export function columnName(index: number): string {
  let name = ''
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name
  return name
}

const STYLE_BOLD = 1
const STYLE_DATE = 2

/** Days since 1899-12-30, Excel's epoch for the 1900 date system (UTC). */
const excelSerial = (d: Date) => d.getTime() / 86_400_000 + 25569

function cell(ref: string, value: CellValue, style = 0): string {
  if (value === null || value === undefined) return ''
  const s = style ? ` s="${style}"` : ''
  if (typeof value === 'number') {
    return Number.isFinite(value) ? `<c r="${ref}"${s}><v>${value}</v></c>` : inlineString(ref, String(value), s)
  }
  if (typeof value === 'bigint') {
    // Excel keeps 15 significant digits: larger integers become text so no digit is lost.
    return Number.isSafeInteger(Number(value)) ? `<c r="${ref}"${s}><v>${value}</v></c>` : inlineString(ref, value.toString(), s)
  }
  if (typeof value === 'boolean') return `<c r="${ref}"${s} t="b"><v>${value ? 1 : 0}</v></c>`
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return ''
    return `<c r="${ref}" s="${style || STYLE_DATE}"><v>${excelSerial(value)}</v></c>`
  }
  return inlineString(ref, String(value), s)
}

function inlineString(ref: string, text: string, s: string): string {
  const t = xmlEscape(text.length > MAX_CELL_TEXT ? text.slice(0, MAX_CELL_TEXT) : text)
  return `<c r="${ref}"${s} t="inlineStr"><is><t xml:space="preserve">${t}</t></is></c>`
}

function row(index: number, values: CellValue[], style = 0): string {
  let xml = `<row r="${index}">`
  for (let i = 0; i < values.length; i++) xml += cell(`${columnName(i)}${index}`, values[i], style)
  return `${xml}</row>`
}

/** Sheet names: at most 31 characters, none of : \ / ? * [ ], not empty. */
export function sheetName(name: string | undefined): string {
  const clean = (name ?? '')
    .replace(/[:\\/?*[\]]/g, ' ')
    .replace(/^'+|'+$/g, '')
    .trim()
    .slice(0, 31)
  return clean || 'Sheet1'
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
const NS_MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
const NS_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
const NS_PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships'

const CONTENT_TYPES =
  XML_HEAD +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '</Types>'

const ROOT_RELS =
  XML_HEAD +
  `<Relationships xmlns="${NS_PKG_REL}">` +
  `<Relationship Id="rId1" Type="${NS_REL}/officeDocument" Target="xl/workbook.xml"/>` +
  '</Relationships>'

const WORKBOOK_RELS =
  XML_HEAD +
  `<Relationships xmlns="${NS_PKG_REL}">` +
  `<Relationship Id="rId1" Type="${NS_REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${NS_REL}/styles" Target="styles.xml"/>` +
  '</Relationships>'

// Cell formats: 0 default, 1 bold (header), 2 date-time (built-in format 22, "m/d/yy h:mm").
const STYLES =
  XML_HEAD +
  `<styleSheet xmlns="${NS_MAIN}">` +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="3">' +
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '<xf numFmtId="22" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '</cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>'

const workbook = (name: string) =>
  XML_HEAD +
  `<workbook xmlns="${NS_MAIN}" xmlns:r="${NS_REL}">` +
  `<sheets><sheet name="${xmlEscape(name)}" sheetId="1" r:id="rId1"/></sheets>` +
  '</workbook>'

async function* sheetXml(header: string[], rows: XlsxOptions['rows']): AsyncGenerator<string> {
  let batch =
    XML_HEAD +
    `<worksheet xmlns="${NS_MAIN}" xmlns:r="${NS_REL}">` +
    // Keep the header row in view while scrolling.
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
    '<sheetData>' +
    row(1, header, STYLE_BOLD)
  let index = 1
  for await (const values of rows) {
    batch += row(++index, values)
    if (batch.length >= BATCH_CHARS) {
      yield batch
      batch = ''
    }
  }
  yield `${batch}</sheetData></worksheet>`
}

/** The workbook's bytes, in order, as the rows are read. */
export function xlsx(options: XlsxOptions): AsyncGenerator<Uint8Array> {
  const modified = new Date()
  return zip([
    { name: '[Content_Types].xml', data: CONTENT_TYPES, modified },
    { name: '_rels/.rels', data: ROOT_RELS, modified },
    { name: 'xl/workbook.xml', data: workbook(sheetName(options.sheetName)), modified },
    { name: 'xl/_rels/workbook.xml.rels', data: WORKBOOK_RELS, modified },
    { name: 'xl/styles.xml', data: STYLES, modified },
    { name: 'xl/worksheets/sheet1.xml', data: sheetXml(options.header, options.rows), modified },
  ])
}
