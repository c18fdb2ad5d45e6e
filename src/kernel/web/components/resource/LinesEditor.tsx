import { useLingui as useLinguiCore } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Plus, X } from 'lucide-react'
import { z } from 'zod'
import type { ResourceDef } from '../../../shared/resources/define.ts'
import { fieldLabel } from '../../../shared/resources/labels.ts'
import { fieldErrorText } from '../../lib/form-errors.ts'
import { Button } from '../ui/button.tsx'
import { Input } from '../ui/input.tsx'
import { classicSchema, innerSchema } from './field-meta.ts'
import { MoneyInput } from './MoneyInput.tsx'
import { ReferenceSelect } from './ReferenceSelect.tsx'
import { api } from '../../lib/api.ts'
import { isLineMoney, lineReference, type Line } from './lines.ts'
import { isRecordList, numberOrNone } from '../../lib/values.ts'
import { halfWidthField } from '../../lib/fullwidth.ts'

type Kind = 'reference' | 'money' | 'number' | 'text'

/** How a line field is edited, from the line schema: ids by reference (the definition's, or ProductId → Product), numbers, text. */
function kindOf(def: ResourceDef, name: string, schema: z.core.$ZodType): Kind {
  if (lineReference(def, name)) return 'reference'
  const classic = classicSchema(schema)
  const type = classic ? innerSchema(classic).def.type : undefined
  if (type === 'number' || type === 'int') return isLineMoney(name, schema) ? 'money' : 'number'
  return 'text'
}

/** A new line: each field's default, else empty. */
function blankLine(def: ResourceDef, item: z.ZodObject): Line {
  const out: Line = {}
  for (const [name, s] of Object.entries(item.shape)) {
    const parsed = z.safeParse(s, undefined)
    out[name] = parsed.success ? parsed.data : kindOf(def, name, s) === 'text' ? '' : undefined
  }
  return out
}

/** What a picked record may fill in a line: its fields of the same name, but never the line's own counts and weights. */
const NOT_FILLED = new Set(['Id', 'Num', 'Weight', 'Status', 'Score', 'Version', 'CreateTime', 'UpdateTime', 'UpdateAgent', 'Remark'])
const blank = (v: unknown) => v === undefined || v === null || v === '' || v === 0

/** The line with the picked record's same-named fields filled in where the line has nothing yet (an export good's name, HS code and units). */
async function filledFrom(resource: string, id: number, line: Line, fields: readonly string[]): Promise<Line> {
  const res = await api<Record<string, unknown>>(`/Api/${resource}/Get`, { query: { Id: id } }).catch(() => undefined)
  const record = res?.Data
  if (!record) return line
  const out = { ...line }
  for (const f of fields) if (!NOT_FILLED.has(f) && blank(out[f]) && f in record && !blank(record[f])) out[f] = record[f]
  return out
}

type LineErrors = readonly (Record<string, { message?: string } | undefined> | undefined)[] | undefined

/**
 * The lines of a document being written: one row per line with the fields its schema has (a
 * product and a quantity for warehouse documents), rows added and removed. The form's zod schema
 * validates them; each cell shows its own error.
 */
export function LinesEditor({
  def,
  item,
  value,
  onChange,
  errors,
  filters,
  follow,
  id,
}: {
  def: ResourceDef
  /** The schema of one line. */
  item: z.ZodObject
  value: unknown
  onChange(lines: Line[]): void
  errors?: LineErrors
  /** What each line field's picker asks besides the search, by field (the definition's `lineFilters`). */
  filters?: Readonly<Record<string, Readonly<Record<string, string | number>>>>
  /** The values a picked record brings to its line's empty fields, by the definition's `lineFollows` (ResourceForm reads them). */
  follow?(field: string, id: number): Promise<Line>
  id?: string
}) {
  const { i18n } = useLinguiCore()
  const { t } = useLingui()
  const lines = isRecordList(value) ? value : []
  const fields = Object.entries(item.shape).map(([name, s]) => ({ name, kind: kindOf(def, name, s) }))
  const labelOf = (name: string) => {
    const l = fieldLabel(def, name)
    return l ? i18n._(l) : name
  }
  const set = (i: number, name: string, v: unknown) => onChange(lines.map((l, j) => (j === i ? { ...l, [name]: v } : l)))
  // A picked goods record fills the rest of its line (only lines with fields of their own to fill: not a bare product and quantity).
  const fillable = fields.filter((f) => f.kind !== 'reference').map((f) => f.name)
  const pick = (i: number, name: string, v: number | undefined) => {
    const picked = lines.map((l, j) => (j === i ? { ...l, [name]: v } : l))
    onChange(picked)
    const resource = lineReference(def, name)
    if (v && follow && def.lineFollows?.[name])
      void follow(name, v).then((values) =>
        onChange(
          picked.map((x, j) => (j === i ? { ...x, ...Object.fromEntries(Object.entries(values).filter(([k]) => blank(x[k]))) } : x)),
        ),
      )
    else if (v && resource && def.references?.[`Lines.${name}`] && fillable.length > 2)
      void filledFrom(resource, v, picked[i]!, fillable).then((l) => onChange(picked.map((x, j) => (j === i ? l : x))))
  }
  const cell = (line: Line, i: number, f: { name: string; kind: Kind }) => {
    const error = fieldErrorText(errors?.[i]?.[f.name])
    const aria = { 'aria-label': `${labelOf(f.name)} ${i + 1}`, 'aria-invalid': error ? true : undefined }
    const v = line[f.name]
    return (
      <div key={f.name} className="flex min-w-0 flex-col gap-0.5" data-column={f.name}>
        {f.kind === 'reference' ? (
          <ReferenceSelect
            {...aria}
            resource={lineReference(def, f.name)!}
            filter={filters?.[f.name]}
            value={numberOrNone(v)}
            onChange={(x) => pick(i, f.name, x)}
          />
        ) : f.kind === 'money' ? (
          <MoneyInput {...aria} value={v} onChange={(x) => set(i, f.name, x)} />
        ) : f.kind === 'number' ? (
          <Input
            {...aria}
            type="number"
            inputMode="numeric"
            min={0}
            value={v === undefined || v === null ? '' : String(v)}
            onChange={(e) => set(i, f.name, e.target.value === '' ? undefined : Number(e.target.value))}
          />
        ) : (
          <Input
            {...aria}
            data-halfwidth={halfWidthField(f.name) || undefined}
            value={String(v ?? '')}
            onChange={(e) => set(i, f.name, e.target.value)}
          />
        )}
        {error ? <span className="text-xs text-red-600">{error}</span> : null}
      </div>
    )
  }
  const remove = (i: number) => (
    <Button
      variant="ghost"
      size="sm"
      aria-label={t`Remove line ${i + 1}`}
      title={t`Remove line`}
      onClick={() => onChange(lines.filter((_, j) => j !== i))}
      data-testid="lines-remove"
    >
      <X className="size-4" aria-hidden />
    </Button>
  )
  /** More fields than fit side by side in a dialog. */
  const wide = fields.length > 6
  // Names and references take twice a number's room.
  const columns = `${fields.map((f) => (f.kind === 'reference' || f.kind === 'text' ? 'minmax(0,2fr)' : 'minmax(0,1fr)')).join(' ')} auto`
  return (
    <div id={id} className="flex flex-col gap-2" data-testid="lines-editor">
      {lines.length > 0 && !wide ? (
        <div className="grid items-start gap-2" style={{ gridTemplateColumns: columns }}>
          {fields.map((f) => (
            <span key={f.name} className="text-xs text-neutral-500">
              {labelOf(f.name)}
            </span>
          ))}
          <span />
          {lines.map((line, i) => (
            <div key={i} className="contents" data-testid="lines-row">
              {fields.map((f) => cell(line, i, f))}
              {remove(i)}
            </div>
          ))}
        </div>
      ) : null}
      {/* A line with many fields (a customs goods line) is a small card of labelled fields, four to a row. */}
      {wide
        ? lines.map((line, i) => (
            <div key={i} className="flex items-start gap-2 rounded-md border border-neutral-200 p-2" data-testid="lines-row">
              <span className="pt-6 text-xs text-neutral-500 tabular-nums">{i + 1}</span>
              <div className="grid flex-1 grid-cols-4 gap-2">
                {fields.map((f) => (
                  <label
                    key={f.name}
                    className={f.kind === 'reference' ? 'col-span-2 flex min-w-0 flex-col gap-0.5' : 'flex min-w-0 flex-col gap-0.5'}
                  >
                    <span className="truncate text-xs text-neutral-500" title={labelOf(f.name)}>
                      {labelOf(f.name)}
                    </span>
                    {cell(line, i, f)}
                  </label>
                ))}
              </div>
              {remove(i)}
            </div>
          ))
        : null}
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        onClick={() => onChange([...lines, blankLine(def, item)])}
        data-testid="lines-add"
      >
        <Plus className="size-4" aria-hidden />
        <Trans>Add line</Trans>
      </Button>
    </div>
  )
}
