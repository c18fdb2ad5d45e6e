import { and, eq, sql } from 'drizzle-orm'
import { z } from '@hono/zod-openapi'
import { stream } from 'hono/streaming'
import type { Context } from 'hono'
import { apiPath, type ResourceDef } from '../../shared/resources/define.ts'
import { fieldLabel } from '../../shared/resources/labels.ts'
import { LOCALES } from '../../shared/locales.ts'
import { M } from '../../shared/messages.ts'
import {
  IMPORT_MAX_REPORTED,
  IMPORT_MAX_ROWS,
  ImportColumns,
  ImportForm,
  ImportAnswer,
  importFields,
  isImportRequired,
  type ImportMapping,
  type ImportProgressLine,
  type ImportRejection,
} from '../../shared/schemas/import.ts'
import type { AppEnv } from '../env.ts'
import type { Tx } from '../db/client.ts'
import { ImportMappingRow } from '../db/schema/index.ts'
import { transaction } from '../db/transaction.ts'
import { databaseRefusal } from '../db/refusal.ts'
import { wrote } from '../db/changes.ts'
import { ApiError, badRequest, type FieldIssue } from '../lib/errors.ts'
import { translate } from '../lib/i18n.ts'
import { fieldIssues, validationError } from '../lib/validation.ts'
import { readUpload } from '../lib/upload-body.ts'
import { readTable, UnreadableSheet, type ReadCell, type ReadTable } from '../lib/sheet-read.ts'
import { xlsx } from '../lib/xlsx.ts'
import { companyTimeZone } from '../services/settings.ts'
import { defineRoute, envelope, errorResponse, json, requireAuth } from '../routes/define.ts'
import { cellReader, cellText, LIST_SEPARATORS, referenceNames } from './import-cells.ts'
import type { RecordContext, recordWriter } from './crud-record.ts'

/** The import routes read their own body (a spreadsheet, larger than the API's general limit). */
export const IMPORT_PATH = /^\/Api\/[A-Za-z]+\/Import(?:Columns)?(?:\/[A-Za-z0-9_-]+)?$/

const MultipartFile = (extra: Record<string, unknown>) => ({
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object' as const,
        properties: {
          File: {
            type: 'string' as const,
            format: 'binary',
            description: 'An XLSX workbook (its first sheet) or a CSV file (UTF-8 or GB18030), headings in row 1',
          },
          ...extra,
        },
        required: ['File'],
      },
    },
  },
})

/** The form's file and fields, within the import limit; the file read into a table. */
async function readForm(c: Context<AppEnv>, maxBytes: number): Promise<{ form: FormData; table: ReadTable }> {
  const { form, file } = await readUpload(c.req.raw, 'File', maxBytes)
  let table: ReadTable
  try {
    table = await readTable(new Uint8Array(await file.arrayBuffer()))
  } catch (e) {
    if (e instanceof UnreadableSheet) throw badRequest(M.importUnreadable, [{ Field: 'File', message: M.importUnreadable }])
    throw e
  }
  if (table.rows.length > IMPORT_MAX_ROWS)
    throw badRequest(
      M.importTooManyRows,
      [{ Field: 'File', message: M.importTooManyRows, values: { rows: table.rows.length, max: IMPORT_MAX_ROWS } }],
      {
        rows: table.rows.length,
        max: IMPORT_MAX_ROWS,
      },
    )
  return { form, table }
}

const squeeze = (s: string) => s.replace(/[\s*:：_\-]/g, '').toLowerCase()

/** A column heading's field: the field's name or its label in any interface language (`客户名称`, `Customer name`). */
function guessMapping(def: ResourceDef, fields: readonly string[], headers: readonly string[]): ImportMapping {
  const out: ImportMapping = {}
  for (const f of fields) {
    const label = fieldLabel(def, f)
    const names = new Set([squeeze(f), ...(label ? LOCALES.map((l) => squeeze(translate(l, label))) : [])])
    const header = headers.find((h) => h && names.has(squeeze(h)))
    if (header !== undefined) out[f] = header
  }
  return out
}

/** What to call a resource's mappings by (a family member as `Catalog/help`, as the saved views do). */
const resourceKey = (def: ResourceDef) => (def.family ? `${def.name}/${def.family.suffix}` : def.name)

/** A refusal's reasons, each naming its field in the caller's language. */
function reasons(def: ResourceDef, lang: string, issues: readonly FieldIssue[]): ImportRejection['Errors'] {
  return issues.map((i) => {
    const field = i.Field.split('.')[0] ?? i.Field
    const label = fieldLabel(def, field)
    return {
      Field: i.Field,
      Label: label && field in def.fields ? translate(lang, label) : '',
      Message: translate(lang, i.message, i.values),
    }
  })
}

/** An error a row's write may end in that refuses the row, not the import; anything else is the server's. */
function rowRefusal(e: unknown): FieldIssue[] | undefined {
  const api = e instanceof ApiError ? e : e instanceof Error ? databaseRefusal(e) : undefined
  if (!api || api.status >= 500) return undefined
  return api.fields?.length ? api.fields : [{ Field: '_', message: api.descriptor, ...(api.values ? { values: api.values } : {}) }]
}

/** Thrown to undo a dry run's (or a refused all-or-nothing import's) writes. */
class RollBack extends Error {}

/** The rejected rows as the file had them, with a last column saying why: to correct and import again. */
async function rejectedFile(table: ReadTable, rejected: readonly { row: number; cells: ReadCell[]; reason: string }[], lang: string) {
  const chunks: Uint8Array[] = []
  const header = [translate(lang, IMPORT_TEXTS.row), ...table.headers, translate(lang, IMPORT_TEXTS.reason)]
  for await (const chunk of xlsx({
    header,
    rows: rejected.map((r) => [r.row, ...table.headers.map((_, i) => r.cells[i] ?? null), r.reason]),
  }))
    chunks.push(chunk)
  return Buffer.concat(chunks).toString('base64')
}

const IMPORT_TEXTS = {
  row: /*i18n*/ { id: 'import.file.row', message: 'Row' },
  reason: /*i18n*/ { id: 'import.file.reason', message: 'Why it was not imported' },
}

/**
 * `ImportColumns` and `Import` for a resource that takes imports (`importable`): the file's columns
 * and a mapping to start from, then the rows read, each checked and written exactly as `Post` writes
 * one (the same schema, reference checks, hooks, duplicates and history), all in one transaction.
 */
export function registerImport(ctx: RecordContext, writer: ReturnType<typeof recordWriter>) {
  const { app, deps, q, key, references } = ctx
  const { def, table: dbTable } = q
  const fields = importFields(def)
  if (fields.length === 0) return
  const Create = z.object(def.fields)
  const Outcome = ImportAnswer.openapi('ImportOutcome')

  app.openapi(
    defineRoute(deps, key('create'), {
      method: 'post',
      path: apiPath(def, 'ImportColumns'),
      tags: [def.name],
      summary: `Read a spreadsheet's headings and first rows, and how its columns map to ${def.name} fields`,
      request: { body: MultipartFile({}) },
      responses: {
        200: json(envelope(ImportColumns.openapi(`${def.name}ImportColumns`))),
        413: errorResponse('The file is larger than the import limit'),
      },
    }),
    async (c) => {
      const auth = requireAuth(c)
      const { table } = await readForm(c, deps.config.importMaxBytes)
      const [saved] = await deps.db
        .select({ Mapping: ImportMappingRow.Mapping })
        .from(ImportMappingRow)
        .where(and(eq(ImportMappingRow.AgentId, auth.agentId), eq(ImportMappingRow.Resource, resourceKey(def))))
      const remembered = Object.fromEntries(
        Object.entries(saved?.Mapping ?? {}).filter(([f, h]) => fields.includes(f) && table.headers.includes(h)),
      )
      const Mapping = Object.keys(remembered).length ? remembered : guessMapping(def, fields, table.headers)
      return c.json(
        {
          Result: true,
          Data: {
            Headers: table.headers,
            Sample: table.rows.slice(0, 5).map((r) => table.headers.map((_, i) => cellText(r.cells[i] ?? null))),
            Total: table.rows.length,
            Fields: fields.map((f) => {
              const l = fieldLabel(def, f)
              return { Field: f, Label: l ? translate(c.var.lang, l) : f, Required: isImportRequired(def, f) }
            }),
            Mapping,
          },
        },
        200,
      )
    },
  )

  app.openapi(
    defineRoute(deps, key('create'), {
      method: 'post',
      path: apiPath(def, 'Import'),
      tags: [def.name],
      summary: `Import ${def.name} records from a spreadsheet: a dry run, all or nothing, or the valid rows only`,
      description:
        'Each row is checked and written as `Post` writes one, in one transaction: `check` undoes everything after, `all` keeps nothing when a row is refused, `valid` keeps the rows that pass. With `Accept: application/x-ndjson` the answer streams `{"Done","Total"}` lines as rows are done, then `{"Outcome"}`.',
      request: {
        body: MultipartFile({
          Mapping: { type: 'string', description: 'JSON: which column (by heading) fills which field, `{"ClientName":"客户名称"}`' },
          Mode: { type: 'string', enum: ['check', 'all', 'valid'], default: 'check' },
        }),
      },
      responses: {
        200: {
          description: 'What was read, refused and written',
          content: {
            'application/json': { schema: envelope(Outcome) },
            'application/x-ndjson': { schema: z.string() },
          },
        },
        413: errorResponse('The file is larger than the import limit'),
      },
    }),
    async (c) => {
      const auth = requireAuth(c)
      const { form, table } = await readForm(c, deps.config.importMaxBytes)
      const parsed = ImportForm.safeParse({ Mapping: form.get('Mapping') ?? '{}', Mode: form.get('Mode') ?? undefined })
      if (!parsed.success) throw validationError(parsed.error)
      const { Mapping, Mode } = parsed.data
      const columns = new Map<string, number>()
      for (const [field, header] of Object.entries(Mapping)) {
        if (header === '') continue
        if (!fields.includes(field))
          throw badRequest(M.importNotField, [{ Field: 'Mapping', message: M.importNotField, values: { field } }], { field })
        const index = table.headers.indexOf(header)
        if (index < 0)
          throw badRequest(M.importUnknownColumn, [{ Field: 'Mapping', message: M.importUnknownColumn, values: { column: header } }], {
            column: header,
          })
        columns.set(field, index)
      }
      if (columns.size === 0) throw badRequest(M.importNoMapping, [{ Field: 'Mapping', message: M.importNoMapping }])
      await deps.db
        .insert(ImportMappingRow)
        .values({
          AgentId: auth.agentId,
          Resource: resourceKey(def),
          Mapping: Object.fromEntries([...columns].map(([f, i]) => [f, table.headers[i]!])),
        })
        .onConflictDoUpdate({
          target: [ImportMappingRow.AgentId, ImportMappingRow.Resource],
          set: { Mapping: sql`excluded.mapping`, UpdateTime: sql`excluded.update_time` },
        })
      const lang = c.var.lang

      /** Every row read, checked and written in one transaction, kept or undone as the mode says. */
      async function run(progress?: (done: number) => Promise<void>) {
        const timeZone = await companyTimeZone(deps.db)
        const texts = new Map<string, Set<string>>()
        for (const [field, index] of columns)
          if (def.references?.[field])
            texts.set(
              field,
              new Set(
                table.rows.flatMap((r) =>
                  cellText(r.cells[index] ?? null)
                    .split(LIST_SEPARATORS)
                    .map((s) => s.trim())
                    .filter(Boolean),
                ),
              ),
            )
        const names = await referenceNames(deps.db, def, references, texts)
        const read = cellReader(def, [...columns.keys()], timeZone, names)
        const rejected: { row: number; cells: ReadCell[]; issues: FieldIssue[] }[] = []
        let written = 0
        const step = Math.max(1, Math.floor(table.rows.length / 100))
        const body = async (tx: Tx) => {
          for (const [i, r] of table.rows.entries()) {
            const cells = read(r.cells, columns)
            let issues = cells.issues
            if (!issues.length) {
              const valid = Create.safeParse(cells.body)
              if (!valid.success) issues = fieldIssues(valid.error)
              else
                try {
                  await writer.create(auth, valid.data, false, tx)
                  written++
                } catch (e) {
                  const refusal = rowRefusal(e)
                  if (!refusal) throw e
                  issues = refusal
                }
            }
            if (issues.length) rejected.push({ row: r.row, cells: r.cells, issues })
            if (progress && (i + 1) % step === 0) await progress(i + 1)
          }
          if (Mode === 'check' || (Mode === 'all' && rejected.length)) throw new RollBack()
        }
        let kept = true
        try {
          await transaction(deps.db, body, 1)
        } catch (e) {
          if (!(e instanceof RollBack)) throw e
          kept = false
        } finally {
          if (written) wrote(deps.db, dbTable)
        }
        const shown = rejected.map((r) => ({ row: r.row, cells: r.cells, errors: reasons(def, lang, r.issues) }))
        const outcome: ImportAnswer = {
          Mode,
          Total: table.rows.length,
          Valid: table.rows.length - rejected.length,
          Written: kept ? written : 0,
          RejectedCount: rejected.length,
          Rejected: shown.slice(0, IMPORT_MAX_REPORTED).map((r) => ({ Row: r.row, Errors: r.errors })),
        }
        if (rejected.length)
          outcome.RejectedFile = await rejectedFile(
            table,
            shown.map((r) => ({
              row: r.row,
              cells: r.cells,
              reason: r.errors.map((e) => (e.Label ? `${e.Label}: ${e.Message}` : e.Message)).join('; '),
            })),
            lang,
          )
        return outcome
      }

      if (!/application\/x-ndjson/.test(c.req.header('accept') ?? '')) return c.json({ Result: true, Data: await run() }, 200)
      c.header('Content-Type', 'application/x-ndjson; charset=utf-8')
      return stream(c, async (s) => {
        const line = (l: ImportProgressLine) => s.write(`${JSON.stringify(l)}\n`)
        try {
          const outcome = await run((done) => line({ Done: done, Total: table.rows.length }).then(() => undefined))
          await line({ Outcome: outcome })
        } catch (e) {
          const refusal = e instanceof ApiError ? e : e instanceof Error ? databaseRefusal(e) : undefined
          deps.log.error('import failed', { resource: def.name, error: e instanceof Error ? e.message : String(e) })
          await line({ Error: translate(lang, refusal?.descriptor ?? M.serverError, refusal?.values ?? { errorId: c.var.requestId }) })
        }
      })
    },
  )
}
