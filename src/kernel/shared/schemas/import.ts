import { z } from 'zod'
import type { ResourceDef, Widget } from '../resources/define.ts'
import { fieldWidget, isRequiredField } from '../resources/field-kinds.ts'

/** The most data rows one import reads (a year of a busy customer list, a full item master). */
export const IMPORT_MAX_ROWS = 100_000

/** Rows answered with their reasons; the rejected-rows file has every one. */
export const IMPORT_MAX_REPORTED = 2_000

/**
 * What an import does with the rows it read:
 * - `check`: the dry run, every row validated and written as the import would, then all rolled back;
 * - `all`: all or nothing, one refused row and none is written;
 * - `valid`: the rows that pass are written, the others left out (and listed).
 */
export const IMPORT_MODES = ['check', 'all', 'valid'] as const
export type ImportMode = (typeof IMPORT_MODES)[number]

/** Which column of the file fills which field: `{ ClientName: '客户名称' }`, by the column's heading. */
export const ImportMapping = z.record(z.string().min(1).max(60), z.string().max(200))
export type ImportMapping = z.infer<typeof ImportMapping>

/** Widgets a cell cannot fill: pictures, page blocks, a product's specification grid, a permission matrix, rich text. */
const NOT_FROM_A_CELL: ReadonlySet<Widget> = new Set(['image', 'images', 'blocks', 'sku', 'permissions', 'richtext', 'settingValue'])

/** The fields a spreadsheet may fill for a resource that takes imports (its `importable`), in form order. */
export function importFields(def: ResourceDef): string[] {
  if (!def.importable) return []
  const own = def.importable === true ? Object.keys(def.fields) : def.importable
  return own.filter((f) => f in def.fields && !NOT_FROM_A_CELL.has(fieldWidget(def, f)))
}

/** A field the dry run refuses a row without (no default, not optional). */
export const isImportRequired = (def: ResourceDef, field: string) => isRequiredField(def, field)

/** The fields of a multipart import request besides the file itself (`File`). */
export const ImportForm = z.object({
  Mapping: z
    .string()
    .max(20_000)
    .transform((s, ctx) => {
      try {
        const parsed = ImportMapping.safeParse(JSON.parse(s))
        if (parsed.success) return parsed.data
      } catch {
        // Not JSON: the issue below says so.
      }
      ctx.addIssue({ code: 'custom', message: 'invalid' })
      return z.NEVER
    }),
  Mode: z.enum(IMPORT_MODES).default('check'),
})

/** One refused row: its number in the sheet (the heading is row 1) and why, per field. */
export const ImportRejection = z.object({
  Row: z.number().int(),
  Errors: z.array(z.object({ Field: z.string(), Label: z.string(), Message: z.string() })),
})
export type ImportRejection = z.infer<typeof ImportRejection>

export const ImportOutcome = z.object({
  Mode: z.enum(IMPORT_MODES),
  /** Data rows read (empty rows are skipped). */
  Total: z.number().int(),
  /** Rows that passed every check. */
  Valid: z.number().int(),
  /** Rows stored: 0 for a dry run, and for `all` when any row was refused. */
  Written: z.number().int(),
  /** How many rows were refused (`Rejected` lists the first IMPORT_MAX_REPORTED). */
  RejectedCount: z.number().int(),
  Rejected: z.array(ImportRejection),
})
export type ImportOutcome = z.infer<typeof ImportOutcome>

/** The refused rows as an XLSX workbook (base64), with a column saying why, beside the outcome. */
export const ImportAnswer = ImportOutcome.extend({ RejectedFile: z.string().optional() })
export type ImportAnswer = z.infer<typeof ImportAnswer>

/** A streamed import's lines (`Accept: application/x-ndjson`): progress as it goes, then the outcome (or why it stopped). */
export const ImportProgressLine = z.union([
  z.object({ Done: z.number().int(), Total: z.number().int() }),
  z.object({ Outcome: ImportAnswer }),
  z.object({ Error: z.string() }),
])
export type ImportProgressLine = z.infer<typeof ImportProgressLine>

/** What the file holds and how its columns map, for the mapping step. */
export const ImportColumns = z.object({
  Headers: z.array(z.string()),
  /** The first rows as text, to recognise the columns by. */
  Sample: z.array(z.array(z.string())),
  Total: z.number().int(),
  Fields: z.array(z.object({ Field: z.string(), Label: z.string(), Required: z.boolean() })),
  /** The caller's mapping from the last import of this resource where its columns are present, else one guessed from the headings. */
  Mapping: ImportMapping,
})
export type ImportColumns = z.infer<typeof ImportColumns>
