import { useId, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { Download, FileUp, Loader2 } from 'lucide-react'
import { apiPath, type ResourceDef } from '../../../shared/resources/define.ts'
import { LANG_HEADER, TOKEN_HEADER } from '../../../shared/api.ts'
import {
  ImportColumns,
  ImportProgressLine,
  type ImportAnswer,
  type ImportMapping,
  type ImportMode,
} from '../../../shared/schemas/import.ts'
import { currentLocale } from '../../lib/i18n.ts'
import { getToken } from '../../lib/session.ts'
import { saveFile } from '../../lib/save-file.ts'
import { useFormat } from '../../lib/format.ts'
import { Button } from '../ui/button.tsx'
import { NativeSelect } from '../ui/input.tsx'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../ui/dialog.tsx'
import { cacheName, resourceKeys } from './resource-api.ts'

type Outcome = ImportAnswer

/** Rows of refused reasons shown on screen; the rejected-rows file has them all. */
const SHOWN_REASONS = 200

/** A multipart call of the import routes, with the session and language as `api` sends them. */
async function post(path: string, file: File, fields: Record<string, string>, accept = 'application/json') {
  const form = new FormData()
  form.append('File', file)
  for (const [k, v] of Object.entries(fields)) form.append(k, v)
  const token = getToken()
  return fetch(path, {
    method: 'POST',
    body: form,
    headers: { Accept: accept, [LANG_HEADER]: currentLocale(), ...(token ? { [TOKEN_HEADER]: token } : {}) },
  })
}

/** The server's refusal as it worded it, or a general one. */
async function refusal(res: Response, fallback: string): Promise<string> {
  const body: unknown = await res.json().catch(() => null)
  const message = body && typeof body === 'object' && 'Message' in body ? body.Message : undefined
  return typeof message === 'string' && message ? message : fallback
}

/** The rejected rows' workbook (base64 in the outcome) as a download. */
function saveRejected(base64: string, name: string) {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
  saveFile(new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), name)
}

/**
 * "Import" on a list whose records may come from a spreadsheet: choose an XLSX or CSV file, match
 * its columns to the fields (the last import's matching comes back), check every row without
 * writing, then import the valid rows or all or nothing, with progress, and take the refused rows
 * away as a file to correct.
 */
export function ImportDialog({ def }: { def: ResourceDef }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} data-testid="import-open">
        <FileUp className="size-4" aria-hidden />
        <Trans>Import</Trans>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-3xl" data-testid="import-dialog">
          {open ? <ImportSteps def={def} onClose={() => setOpen(false)} /> : null}
        </DialogContent>
      </Dialog>
    </>
  )
}

type Step =
  | { at: 'file' }
  | { at: 'map'; columns: ImportColumns }
  | { at: 'checked'; columns: ImportColumns; outcome: Outcome }
  | { at: 'running'; columns: ImportColumns; done: number; total: number }
  | { at: 'done'; columns: ImportColumns; outcome: Outcome }

function ImportSteps({ def, onClose }: { def: ResourceDef; onClose: () => void }) {
  const { t } = useLingui()
  const fmt = useFormat()
  const queryClient = useQueryClient()
  const inputId = useId()
  const [file, setFile] = useState<File | null>(null)
  const [step, setStep] = useState<Step>({ at: 'file' })
  const [mapping, setMapping] = useState<ImportMapping>({})
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')

  const readColumns = async (chosen: File) => {
    setFile(chosen)
    setError('')
    setBusy(true)
    try {
      const res = await post(apiPath(def, 'ImportColumns'), chosen, {})
      if (!res.ok) return setError(await refusal(res, t`The file could not be read.`))
      const body: unknown = await res.json()
      const columns = ImportColumns.parse(body && typeof body === 'object' && 'Data' in body ? body.Data : undefined)
      setMapping(columns.Mapping)
      setStep({ at: 'map', columns })
    } finally {
      setBusy(false)
    }
  }

  const run = async (columns: ImportColumns, mode: ImportMode) => {
    if (!file) return
    setError('')
    setBusy(true)
    if (mode !== 'check') setStep({ at: 'running', columns, done: 0, total: columns.Total })
    try {
      const res = await post(apiPath(def, 'Import'), file, { Mapping: JSON.stringify(mapping), Mode: mode }, 'application/x-ndjson')
      if (!res.ok || !res.body) {
        setError(await refusal(res, t`The import did not run.`))
        setStep({ at: 'map', columns })
        return
      }
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader()
      let buffered = ''
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        buffered += value
        const lines = buffered.split('\n')
        buffered = lines.pop() ?? ''
        for (const text of lines.filter(Boolean)) {
          const line = ImportProgressLine.parse(JSON.parse(text))
          if ('Done' in line && mode !== 'check') setStep({ at: 'running', columns, done: line.Done, total: line.Total })
          if ('Error' in line) {
            setError(line.Error)
            setStep({ at: 'map', columns })
          }
          if ('Outcome' in line) {
            if (mode === 'check') setStep({ at: 'checked', columns, outcome: line.Outcome })
            else {
              setStep({ at: 'done', columns, outcome: line.Outcome })
              if (line.Outcome.Written) await queryClient.invalidateQueries({ queryKey: resourceKeys.all(cacheName(def)) })
            }
          }
        }
      }
    } finally {
      setBusy(false)
    }
  }

  const rejectedName = `${def.name}-${t`rejected rows`}.xlsx`
  const reasons = (outcome: Outcome) =>
    outcome.RejectedCount > 0 ? (
      <div className="flex flex-col gap-2" data-testid="import-rejected">
        <div className="max-h-72 overflow-y-auto rounded-md border border-neutral-200">
          <table className="w-full text-sm">
            <caption className="sr-only">
              <Trans>Rows that cannot be imported, and why</Trans>
            </caption>
            <thead className="sticky top-0 bg-neutral-50 text-left text-xs text-neutral-700">
              <tr>
                <th scope="col" className="px-3 py-1.5">
                  <Trans>Row</Trans>
                </th>
                <th scope="col" className="px-3 py-1.5">
                  <Trans>Field</Trans>
                </th>
                <th scope="col" className="px-3 py-1.5">
                  <Trans>Problem</Trans>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-neutral-100">
              {outcome.Rejected.slice(0, SHOWN_REASONS).flatMap((r) =>
                r.Errors.map((e, i) => (
                  <tr key={`${r.Row}-${i}`} data-row={r.Row}>
                    <td className="px-3 py-1.5 tabular-nums">{i === 0 ? r.Row : ''}</td>
                    <td className="px-3 py-1.5">{e.Label}</td>
                    <td className="px-3 py-1.5">{e.Message}</td>
                  </tr>
                )),
              )}
            </tbody>
          </table>
        </div>
        {outcome.RejectedCount > SHOWN_REASONS ? (
          <p className="text-xs text-neutral-600">
            <Trans>The first {SHOWN_REASONS} are shown; the file of rejected rows has them all.</Trans>
          </p>
        ) : null}
        {outcome.RejectedFile ? (
          <Button
            variant="outline"
            size="sm"
            className="self-start"
            onClick={() => saveRejected(outcome.RejectedFile!, rejectedName)}
            data-testid="import-rejected-file"
          >
            <Download className="size-4" aria-hidden />
            <Trans>Download the rejected rows</Trans>
          </Button>
        ) : null}
      </div>
    ) : null

  return (
    <>
      <DialogHeader>
        <DialogTitle>
          <Trans>Import from a spreadsheet</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>An XLSX or CSV file with the column headings in its first row. Every row is checked before anything is saved.</Trans>
        </DialogDescription>
      </DialogHeader>
      {error ? (
        <p className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800" role="alert" data-testid="import-error">
          {error}
        </p>
      ) : null}

      {step.at === 'file' ? (
        <div className="flex flex-col gap-2">
          <label htmlFor={inputId} className="text-sm font-medium">
            <Trans>File</Trans>
          </label>
          <input
            id={inputId}
            type="file"
            accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
            disabled={busy}
            onChange={(e) => {
              const chosen = e.target.files?.[0]
              if (chosen) void readColumns(chosen)
            }}
            className="text-sm file:mr-3 file:rounded-md file:border file:border-neutral-300 file:bg-white file:px-3 file:py-1.5 file:text-sm"
            data-testid="import-file"
          />
          {busy ? (
            <p className="flex items-center gap-2 text-sm text-neutral-600" role="status">
              <Loader2 className="size-4 animate-spin" aria-hidden />
              <Trans>Reading the file…</Trans>
            </p>
          ) : null}
        </div>
      ) : null}

      {step.at === 'map' ? (
        <div className="flex flex-col gap-3" data-testid="import-mapping">
          <p className="text-sm text-neutral-700">
            <Trans>
              {fmt.number(step.columns.Total)} rows in {file?.name}. Choose the column that fills each field; fields without a column keep
              their default.
            </Trans>
          </p>
          <div className="max-h-[50vh] overflow-y-auto rounded-md border border-neutral-200">
            <table className="w-full text-sm">
              <thead className="sticky top-0 bg-neutral-50 text-left text-xs text-neutral-700">
                <tr>
                  <th scope="col" className="px-3 py-1.5">
                    <Trans>Field</Trans>
                  </th>
                  <th scope="col" className="px-3 py-1.5">
                    <Trans>Column of the file</Trans>
                  </th>
                  <th scope="col" className="hidden px-3 py-1.5 sm:table-cell">
                    <Trans>First row</Trans>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-neutral-100">
                {step.columns.Fields.map((f) => {
                  const header = mapping[f.Field] ?? ''
                  const index = step.columns.Headers.indexOf(header)
                  return (
                    <tr key={f.Field} data-field={f.Field}>
                      <td className="px-3 py-1.5">
                        {f.Label}
                        {f.Required ? (
                          <span className="text-red-700" aria-label={t`required`}>
                            {' *'}
                          </span>
                        ) : null}
                      </td>
                      <td className="px-3 py-1">
                        <NativeSelect
                          className="min-w-36"
                          aria-label={t`Column for ${f.Label}`}
                          value={header}
                          onChange={(e) => setMapping({ ...mapping, [f.Field]: e.target.value })}
                          data-testid={`import-map-${f.Field}`}
                        >
                          <option value="">{t`Not imported`}</option>
                          {step.columns.Headers.map((h, i) =>
                            h ? (
                              <option key={`${h}-${i}`} value={h}>
                                {h}
                              </option>
                            ) : null,
                          )}
                        </NativeSelect>
                      </td>
                      <td className="hidden max-w-48 truncate px-3 py-1.5 text-neutral-700 sm:table-cell">
                        {index >= 0 ? step.columns.Sample[0]?.[index] : ''}
                      </td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => setStep({ at: 'file' })} disabled={busy}>
              <Trans>Another file</Trans>
            </Button>
            <Button
              onClick={() => void run(step.columns, 'check')}
              disabled={busy || !Object.values(mapping).some(Boolean)}
              data-testid="import-check"
            >
              {busy ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
              <Trans>Check every row</Trans>
            </Button>
          </DialogFooter>
        </div>
      ) : null}

      {step.at === 'checked' ? (
        <div className="flex flex-col gap-3" data-testid="import-checked">
          <p className="text-sm" role="status" data-testid="import-summary">
            {step.outcome.RejectedCount === 0 ? (
              <Trans>All {fmt.number(step.outcome.Total)} rows can be imported.</Trans>
            ) : (
              <Trans>
                {fmt.number(step.outcome.Total)} rows read: {fmt.number(step.outcome.Valid)} can be imported,{' '}
                {fmt.number(step.outcome.RejectedCount)} cannot.
              </Trans>
            )}
          </p>
          {reasons(step.outcome)}
          <DialogFooter>
            <Button variant="outline" onClick={() => setStep({ at: 'map', columns: step.columns })} disabled={busy}>
              <Trans>Back to the columns</Trans>
            </Button>
            {step.outcome.RejectedCount > 0 ? (
              <Button variant="outline" onClick={() => void run(step.columns, 'all')} disabled={busy} data-testid="import-all">
                <Trans>Import only if every row is valid</Trans>
              </Button>
            ) : null}
            <Button onClick={() => void run(step.columns, 'valid')} disabled={busy || step.outcome.Valid === 0} data-testid="import-valid">
              {step.outcome.RejectedCount > 0 ? (
                <Trans>Import the {fmt.number(step.outcome.Valid)} valid rows</Trans>
              ) : (
                <Trans>Import {fmt.number(step.outcome.Total)} rows</Trans>
              )}
            </Button>
          </DialogFooter>
        </div>
      ) : null}

      {step.at === 'running' ? (
        <div className="flex flex-col gap-2" data-testid="import-running">
          <p className="text-sm" id={`${inputId}-progress`}>
            <Trans>
              Importing: {fmt.number(step.done)} of {fmt.number(step.total)} rows
            </Trans>
          </p>
          <progress className="h-2 w-full" max={step.total} value={step.done} aria-labelledby={`${inputId}-progress`} />
        </div>
      ) : null}

      {step.at === 'done' ? (
        <div className="flex flex-col gap-3" data-testid="import-done">
          <p className="text-sm" role="status" data-testid="import-result">
            {step.outcome.Written > 0 ? (
              <Trans>{fmt.number(step.outcome.Written)} records imported.</Trans>
            ) : (
              <Trans>Nothing was imported: {fmt.number(step.outcome.RejectedCount)} rows cannot be, and you chose all or nothing.</Trans>
            )}
          </p>
          {reasons(step.outcome)}
          <DialogFooter>
            {step.outcome.Written === 0 && step.outcome.Valid > 0 ? (
              // All or nothing wrote nothing: the valid rows may still go in, without choosing the file again.
              <Button variant="outline" onClick={() => void run(step.columns, 'valid')} disabled={busy} data-testid="import-valid">
                <Trans>Import the {fmt.number(step.outcome.Valid)} valid rows</Trans>
              </Button>
            ) : null}
            <Button onClick={onClose} data-testid="import-close">
              <Trans>Close</Trans>
            </Button>
          </DialogFooter>
        </div>
      ) : null}
    </>
  )
}
