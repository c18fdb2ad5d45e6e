import { useLingui as useLinguiCore } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Plus, X } from 'lucide-react'
import type { z } from 'zod'
import type { ResourceDef } from '../../../shared/resources/define.ts'
import { fieldLabel } from '../../../shared/resources/labels.ts'
import { fieldErrorText } from '../../lib/form-errors.ts'
import { Button } from '../ui/button.tsx'
import { Input } from '../ui/input.tsx'
import { innerSchema } from './field-meta.ts'
import { MoneyInput, ReferenceSelect } from './FieldInput.tsx'
import { LINE_MONEY, LINE_REFERENCES, type Line } from './lines.ts'

type Kind = 'reference' | 'money' | 'number' | 'text'

/** How a line field is edited, from the line schema: ids by naming convention (ProductId → Product), numbers, text. */
function kindOf(name: string, schema: z.ZodType): Kind {
  if (LINE_REFERENCES[name]) return 'reference'
  const type = (innerSchema(schema) as unknown as { def: { type: string } }).def.type
  if (type === 'number' || type === 'int') return LINE_MONEY.has(name) ? 'money' : 'number'
  return 'text'
}

/** A new line: each field's default, else empty. */
function blankLine(item: z.ZodObject): Line {
  const out: Line = {}
  for (const [name, s] of Object.entries(item.shape)) {
    const parsed = (s as z.ZodType).safeParse(undefined)
    out[name] = parsed.success ? parsed.data : kindOf(name, s as z.ZodType) === 'text' ? '' : undefined
  }
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
  filter,
  id,
}: {
  def: ResourceDef
  /** The schema of one line. */
  item: z.ZodObject
  value: unknown
  onChange(lines: Line[]): void
  errors?: LineErrors
  /** Narrows the places offered (`{ WarehouseId }` of the document). */
  filter?: Readonly<Record<string, number>>
  id?: string
}) {
  const { i18n } = useLinguiCore()
  const { t } = useLingui()
  const lines = Array.isArray(value) ? (value as Line[]) : []
  const fields = Object.entries(item.shape).map(([name, s]) => ({ name, kind: kindOf(name, s as z.ZodType) }))
  const labelOf = (name: string) => {
    const l = fieldLabel(def, name)
    return l ? i18n._(l) : name
  }
  const set = (i: number, name: string, v: unknown) => onChange(lines.map((l, j) => (j === i ? { ...l, [name]: v } : l)))
  // Names and references take twice a number's room.
  const columns = `${fields.map((f) => (f.kind === 'reference' || f.kind === 'text' ? 'minmax(0,2fr)' : 'minmax(0,1fr)')).join(' ')} auto`
  return (
    <div id={id} className="flex flex-col gap-2" data-testid="lines-editor">
      {lines.length > 0 ? (
        <div className="grid items-start gap-2" style={{ gridTemplateColumns: columns }}>
          {fields.map((f) => (
            <span key={f.name} className="text-xs text-neutral-500">
              {labelOf(f.name)}
            </span>
          ))}
          <span />
          {lines.map((line, i) => (
            <div key={i} className="contents" data-testid="lines-row">
              {fields.map((f) => {
                const error = fieldErrorText(errors?.[i]?.[f.name])
                const aria = { 'aria-label': `${labelOf(f.name)} ${i + 1}`, 'aria-invalid': error ? true : undefined }
                const v = line[f.name]
                return (
                  <div key={f.name} className="flex min-w-0 flex-col gap-0.5" data-column={f.name}>
                    {f.kind === 'reference' ? (
                      <ReferenceSelect {...aria} resource={LINE_REFERENCES[f.name]!} filter={f.name === 'PlaceId' ? filter : undefined} value={v as number | undefined} onChange={(x) => set(i, f.name, x)} />
                    ) : f.kind === 'money' ? (
                      <MoneyInput {...aria} value={v as number | undefined} onChange={(x) => set(i, f.name, x)} />
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
                      <Input {...aria} value={String(v ?? '')} onChange={(e) => set(i, f.name, e.target.value)} />
                    )}
                    {error ? <span className="text-xs text-red-600">{error}</span> : null}
                  </div>
                )
              })}
              <Button variant="ghost" size="sm" aria-label={t`Remove line ${i + 1}`} title={t`Remove line`} onClick={() => onChange(lines.filter((_, j) => j !== i))} data-testid="lines-remove">
                <X className="size-4" aria-hidden />
              </Button>
            </div>
          ))}
        </div>
      ) : null}
      <Button variant="outline" size="sm" className="self-start" onClick={() => onChange([...lines, blankLine(item)])} data-testid="lines-add">
        <Plus className="size-4" aria-hidden />
        <Trans>Add line</Trans>
      </Button>
    </div>
  )
}
