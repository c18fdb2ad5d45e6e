import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { MoneyInput } from '../resource/MoneyInput.tsx'
import { ReferenceSelect } from '../resource/ReferenceSelect.tsx'
import { lineName } from '../resource/lines.ts'
import { fieldClass, Input, NativeSelect } from '../ui/input.tsx'
import { cn } from '../../lib/cn.ts'
import type { PayloadField } from './payload-fields.ts'
import { numberOrNone } from '../../lib/values.ts'
import { halfWidthField } from '../../lib/fullwidth.ts'
import { companyZone } from '../../lib/session.ts'
import { fromWallInput, toWallInput } from '../../../shared/date-ranges.ts'

export type Aria = { id?: string; 'aria-invalid'?: boolean; 'aria-required'?: boolean; 'aria-describedby'?: string }

export interface PayloadInputProps extends Aria {
  field: PayloadField
  value: unknown
  onChange(value: unknown): void
  onBlur?(): void
  /** The record's lines, for a `LineId`. */
  lines?: readonly Record<string, unknown>[]
}

/** The control of one payload field (see payload-fields.ts for how the kind is chosen). */
export function PayloadInput({ field, value, onChange, onBlur, lines = [], ...aria }: PayloadInputProps) {
  const { t, i18n } = useLingui()
  const num = (v: string) => (v === '' ? undefined : Number(v))
  switch (field.kind) {
    case 'textarea':
      return (
        <textarea
          {...aria}
          className={cn(fieldClass, 'h-24 py-2')}
          value={String(value ?? '')}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
        />
      )
    case 'number':
      return (
        <Input
          {...aria}
          type="number"
          inputMode="decimal"
          value={value === undefined || value === null ? '' : String(value)}
          onChange={(e) => onChange(num(e.target.value))}
          onBlur={onBlur}
        />
      )
    case 'money':
      return <MoneyInput {...aria} value={value} onChange={onChange} onBlur={onBlur} />
    case 'moment':
      return (
        <Input
          {...aria}
          type="datetime-local"
          value={localInput(value)}
          onChange={(e) => onChange(fromLocalInput(e.target.value))}
          onBlur={onBlur}
        />
      )
    case 'reference':
      return <ReferenceSelect {...aria} resource={field.resource!} filter={field.filter} value={numberOrNone(value)} onChange={onChange} />
    case 'line':
      return (
        <NativeSelect
          {...aria}
          value={value === undefined ? '' : String(value)}
          onChange={(e) => onChange(num(e.target.value))}
          onBlur={onBlur}
        >
          <option value="">{t`Please choose`}</option>
          {lines.map((l) => {
            // By product; a product on two lines also says which line.
            const name = lineName(l)
            const twice = lines.filter((o) => lineName(o) === name).length > 1
            return (
              <option key={String(l.Id)} value={String(l.Id)}>
                {twice ? `${name} (#${String(l.Id)})` : name}
              </option>
            )
          })}
        </NativeSelect>
      )
    case 'enum':
      return (
        <NativeSelect
          {...aria}
          value={value === undefined ? '' : String(value)}
          onChange={(e) =>
            onChange(e.target.value === '' ? undefined : (field.options?.find((o) => String(o) === e.target.value) ?? e.target.value))
          }
          onBlur={onBlur}
        >
          <option value="">{t`Please choose`}</option>
          {(field.options ?? []).map((o) => (
            <option key={String(o)} value={String(o)}>
              {field.labels?.[String(o)] ? i18n._(field.labels[String(o)]!) : String(o)}
            </option>
          ))}
        </NativeSelect>
      )
    case 'switch':
      return (
        <input
          {...aria}
          type="checkbox"
          className="size-4 accent-neutral-900"
          checked={!!value}
          onChange={(e) => onChange(e.target.checked)}
          onBlur={onBlur}
        />
      )
    case 'json':
      return <JsonInput {...aria} value={value} onChange={onChange} onBlur={onBlur} />
    default:
      return (
        <Input
          {...aria}
          data-halfwidth={halfWidthField(field.name) || undefined}
          value={String(value ?? '')}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
        />
      )
  }
}

/** Unix seconds as a `datetime-local` input's value (the company's time zone), and back. */
const localInput = (value: unknown) => (typeof value === 'number' ? toWallInput(value, true, companyZone()) : '')
const fromLocalInput = (text: string) => fromWallInput(text, companyZone())

/**
 * Lists of lines and other structured payloads, typed as JSON until the document has its own
 * editor. Text that does not parse is passed on as it is, so the schema reports it.
 */
function JsonInput({ value, onChange, onBlur, ...aria }: Aria & { value: unknown; onChange(v: unknown): void; onBlur?(): void }) {
  const [text, setText] = useState(value === undefined ? '' : JSON.stringify(value, null, 2))
  return (
    <textarea
      {...aria}
      spellCheck={false}
      className={cn(fieldClass, 'h-32 py-2 font-mono text-xs')}
      placeholder="[ ]"
      value={text}
      onChange={(e) => {
        setText(e.target.value)
        try {
          onChange(e.target.value.trim() === '' ? undefined : JSON.parse(e.target.value))
        } catch {
          onChange(e.target.value)
        }
      }}
      onBlur={onBlur}
    />
  )
}
