import { lazy, Suspense, useState } from 'react'
import { z } from 'zod'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLingui as useLinguiCore } from '@lingui/react'
import { ImagePlus, Loader2, X } from 'lucide-react'
import { ReferenceMultiSelect, ReferenceSelect } from './ReferenceSelect.tsx'
import type { ResourceDef, Widget } from '../../../shared/resources/define.ts'
import { fieldOptions } from '../../../shared/resources/labels.ts'
import { cn } from '../../lib/cn.ts'
import { MoneyInput } from './MoneyInput.tsx'
import { CountrySelect } from './CountrySelect.tsx'
import { fieldClass, Input, NativeSelect } from '../ui/input.tsx'
import { cacheName } from './resource-api.ts'
import { PermissionMatrix } from './PermissionMatrix.tsx'
import type { RichTextProps } from './RichTextEditor.tsx'
import { IMAGE_ACCEPT, useImageUpload } from './use-image-upload.ts'
import { moved, SortableItem, SortableList } from '../ui/sortable.tsx'
import { UserHtml } from '../ui/user-html.tsx'
import { isNumberList, isStringList, numberOrNone } from '../../lib/values.ts'
import { halfWidthField } from '../../lib/fullwidth.ts'
import { companyZone } from '../../lib/session.ts'
import { fromWallInput, toWallInput } from '../../../shared/date-ranges.ts'

export interface FieldInputProps {
  def: ResourceDef
  field: string
  widget: Widget
  value: unknown
  onChange(value: unknown): void
  onBlur?(): void
  disabled?: boolean
  /** What a reference picker asks its Select besides the search (`Pick`, `NotValue`). */
  pick?: Readonly<Record<string, string | number>>
  /** Passed by FormControl: id and aria attributes of the control. */
  id?: string
  'aria-invalid'?: boolean
  'aria-required'?: boolean
  'aria-describedby'?: string
}

/** The control of one field, chosen by its widget; values are what the API stores. */
export function FieldInput(props: FieldInputProps) {
  const { def, field, widget, value, onChange, onBlur, disabled, pick, ...aria } = props
  // Set at creation only: shown, not edited.
  if (disabled) return <Input {...aria} disabled value={value === undefined || value === null ? '' : String(value)} readOnly />
  switch (widget) {
    case 'textarea':
      return (
        <textarea
          {...aria}
          className={cn(fieldClass, 'h-28 py-2')}
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
          inputMode="numeric"
          value={value === undefined || value === null ? '' : String(value)}
          onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
          onBlur={onBlur}
        />
      )
    case 'money':
      return <MoneyInput {...aria} value={value} onChange={onChange} onBlur={onBlur} />
    case 'country':
      return <CountrySelect {...aria} value={value} onChange={onChange} onBlur={onBlur} />
    case 'percent':
      // The same two decimals as money: 5.50 typed is 550 stored.
      return (
        <div className="relative">
          <MoneyInput {...aria} value={value} onChange={onChange} onBlur={onBlur} />
          <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-neutral-500" aria-hidden>
            %
          </span>
        </div>
      )
    case 'date':
      return (
        <Input {...aria} type="date" value={toDateInput(value)} onChange={(e) => onChange(fromDateInput(e.target.value))} onBlur={onBlur} />
      )
    case 'datetime':
      return (
        <Input
          {...aria}
          type="datetime-local"
          value={toDateTimeInput(value)}
          onChange={(e) => onChange(fromDateTimeInput(e.target.value))}
          onBlur={onBlur}
        />
      )
    case 'enum':
      return <EnumSelect {...aria} def={def} field={field} value={value} onChange={onChange} />
    case 'references':
      return (
        <ReferenceMultiSelect
          {...aria}
          resource={def.references?.[field] ?? def.name}
          value={isNumberList(value) ? value : []}
          onChange={onChange}
          filter={pick}
        />
      )
    case 'reference':
    case 'tree':
      return (
        <ReferenceSelect
          {...aria}
          resource={widget === 'tree' ? cacheName(def) : (def.references?.[field] ?? def.name)}
          value={numberOrNone(value)}
          onChange={onChange}
          allowRoot={widget === 'tree'}
          filter={widget === 'tree' ? undefined : pick}
        />
      )
    case 'switch':
      return (
        <input
          {...aria}
          type="checkbox"
          className="size-4 accent-neutral-900"
          checked={!!value}
          onChange={(e) => onChange(typeof value === 'number' ? (e.target.checked ? 1 : 0) : e.target.checked)}
        />
      )
    case 'color':
      return (
        <Input {...aria} type="color" className="w-16 p-1" value={String(value || '#000000')} onChange={(e) => onChange(e.target.value)} />
      )
    case 'tags':
      return <TagsInput {...aria} value={value} onChange={onChange} />
    case 'image':
      return <ImageInput {...aria} value={String(value ?? '')} onChange={onChange} />
    case 'images':
      return (
        <ImagesInput
          {...aria}
          value={isStringList(value) ? value : []}
          onChange={onChange}
          max={arrayMax(def.fields[field])}
          cover={field === 'CardImg'}
        />
      )
    case 'permissions':
      return <PermissionMatrix id={aria.id} value={isStringList(value) ? value : []} onChange={onChange} />
    case 'password':
      return (
        <Input
          {...aria}
          type="password"
          autoComplete="new-password"
          value={String(value ?? '')}
          onChange={(e) => onChange(e.target.value || undefined)}
          onBlur={onBlur}
        />
      )
    case 'richtext':
      return <RichText {...aria} value={String(value ?? '')} onChange={onChange} />
    default:
      return (
        <Input
          {...aria}
          data-halfwidth={halfWidthField(field) || undefined}
          value={String(value ?? '')}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
        />
      )
  }
}

type Aria = Pick<FieldInputProps, 'id' | 'aria-invalid' | 'aria-required' | 'aria-describedby'> & { 'aria-label'?: string }

/** Unix seconds ↔ the company's calendar day of `<input type=date>`. */
const toDateInput = (s: unknown) => toWallInput(Number(s) || 0, false, companyZone())
const fromDateInput = (v: string) => fromWallInput(v, companyZone())

/** Unix seconds ↔ the company's day and minute of `<input type=datetime-local>`. */
const toDateTimeInput = (s: unknown) => toWallInput(Number(s) || 0, true, companyZone())
const fromDateTimeInput = (v: string) => fromWallInput(v, companyZone())

function EnumSelect({
  def,
  field,
  value,
  onChange,
  ...aria
}: Aria & { def: ResourceDef; field: string; value: unknown; onChange(v: unknown): void }) {
  const { i18n } = useLinguiCore()
  const { t } = useLingui()
  const options = fieldOptions(def, field) ?? []
  // Options are numbers (a status) or words (a project kind): the value goes back as its option has it.
  const pick = (raw: string) => options.find((o) => String(o.value) === raw)?.value
  return (
    <NativeSelect
      {...aria}
      value={value === undefined ? '' : String(value)}
      onChange={(e) => onChange(e.target.value === '' ? undefined : pick(e.target.value))}
    >
      <option value="">{t`Please choose`}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {i18n._(o.label)}
        </option>
      ))}
    </NativeSelect>
  )
}

/** Tags: typed as comma-separated words, shown as chips; kept as a list or a comma string. */
function TagsInput({ value, onChange, ...aria }: Aria & { value: unknown; onChange(v: unknown): void }) {
  const asList = Array.isArray(value)
  const tags = isStringList(value)
    ? value
    : String(value ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
  const [draft, setDraft] = useState('')
  const emit = (next: string[]) => onChange(asList ? next : next.join(','))
  const commit = () => {
    const words = draft
      .split(/[,，]/)
      .map((s) => s.trim())
      .filter(Boolean)
    if (words.length) emit([...tags, ...words.filter((w) => !tags.includes(w))])
    setDraft('')
  }
  return (
    <div className={cn(fieldClass, 'h-auto min-h-9 flex-wrap items-center gap-1 py-1')}>
      {tags.map((tag) => (
        <span key={tag} className="inline-flex items-center gap-1 rounded bg-neutral-100 px-1.5 py-0.5 text-xs">
          {tag}
          <button
            type="button"
            aria-label={`× ${tag}`}
            onClick={() => emit(tags.filter((x) => x !== tag))}
            className="text-neutral-500 hover:text-neutral-900"
          >
            <X className="size-3" aria-hidden />
          </button>
        </span>
      ))}
      <input
        {...aria}
        className="min-w-24 flex-1 bg-transparent text-sm outline-none"
        value={draft}
        onChange={(e) => (/[,，]/.test(e.target.value) ? (setDraft(e.target.value), queueMicrotask(commit)) : setDraft(e.target.value))}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault()
            commit()
          } else if (e.key === 'Backspace' && !draft && tags.length) emit(tags.slice(0, -1))
        }}
        onBlur={commit}
      />
    </div>
  )
}

/** The most items a list field takes (its zod array's `.max`), if it says. */
export function arrayMax(schema: z.core.$ZodType | undefined): number | undefined {
  if (!schema) return undefined
  const { def, bag } = schema._zod
  const check = def.checks?.map((c) => c._zod.def).find((d) => d.check === 'max_length' || d.check === 'max_size')
  const checked = check && 'maximum' in check && typeof check.maximum === 'number' ? check.maximum : undefined
  const inner = 'innerType' in def && def.innerType instanceof z.core.$ZodType ? def.innerType : undefined
  return (typeof bag.maximum === 'number' ? bag.maximum : undefined) ?? checked ?? arrayMax(inner)
}

/**
 * Several images (a follow-up's attachments, a product's photos): thumbnails sorted by dragging
 * (or the keyboard), each removable, more uploaded at once up to the field's maximum, the count
 * shown. Where the first image is the cover (`CardImg`), it says so.
 */
function ImagesInput({
  value,
  onChange,
  max = 9,
  cover = false,
  ...aria
}: Aria & { value: string[]; onChange(v: unknown): void; max?: number; cover?: boolean }) {
  const { t } = useLingui()
  const room = max - value.length
  const { busy, input, upload } = useImageUpload((added) => onChange([...new Set([...value, ...added])]))
  const pick = (files: FileList | null) => upload([...(files ?? [])].slice(0, Math.max(0, room)))
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="images-input">
      <SortableList
        ids={value}
        layout="grid"
        onMove={(from, to) => onChange(moved(value, from, to))}
        label={(url) => t`image ${value.indexOf(url) + 1}`}
      >
        {value.map((url, i) => (
          <SortableItem key={url} id={url} className="relative rounded border border-neutral-200 bg-white">
            {(handle) => (
              <>
                <img
                  src={url}
                  alt={cover && i === 0 ? t`Cover` : t`Image ${i + 1}`}
                  className="size-16 rounded-t object-cover"
                  data-testid="image-thumb"
                />
                <span className="flex items-center justify-between px-0.5">
                  {handle}
                  {cover && i === 0 ? (
                    <span className="rounded bg-neutral-900 px-1 text-[10px] text-white" data-testid="cover-badge">
                      <Trans>Cover</Trans>
                    </span>
                  ) : null}
                </span>
                <button
                  type="button"
                  aria-label={t`Remove image ${i + 1}`}
                  className="absolute -top-1.5 -right-1.5 rounded-full bg-white p-0.5 shadow"
                  onClick={() => onChange(value.filter((_, j) => j !== i))}
                >
                  <X className="size-3" aria-hidden />
                </button>
              </>
            )}
          </SortableItem>
        ))}
      </SortableList>
      {room > 0 ? (
        <label className={cn(fieldClass, 'w-auto cursor-pointer items-center gap-2')}>
          {busy ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <ImagePlus className="size-4" aria-hidden />}
          <Trans>Add images</Trans>
          <input
            {...aria}
            ref={input}
            type="file"
            multiple
            accept={IMAGE_ACCEPT}
            className="sr-only"
            onChange={(e) => void pick(e.target.files)}
          />
        </label>
      ) : null}
      <span className="text-xs text-neutral-500 tabular-nums" data-testid="images-count">
        {value.length}/{max}
      </span>
    </div>
  )
}

function ImageInput({ value, onChange, ...aria }: Aria & { value: string; onChange(v: unknown): void }) {
  const { busy, input, upload } = useImageUpload(([url]) => onChange(url))
  const pick = (file: File | undefined) => upload(file ? [file] : [])
  return (
    <div className="flex items-center gap-3">
      {value ? <img src={value} alt="" className="size-16 rounded border border-neutral-200 object-cover" /> : null}
      <label className={cn(fieldClass, 'w-auto cursor-pointer items-center gap-2')}>
        {busy ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <ImagePlus className="size-4" aria-hidden />}
        <Trans>Upload image</Trans>
        <input
          {...aria}
          ref={input}
          type="file"
          accept={IMAGE_ACCEPT}
          className="sr-only"
          onChange={(e) => void pick(e.target.files?.[0])}
        />
      </label>
      {value ? (
        <button type="button" className="text-sm text-neutral-500 underline" onClick={() => onChange('')}>
          <Trans>Remove</Trans>
        </button>
      ) : null}
    </div>
  )
}

/**
 * Rich text, on an editor loaded only where a form has such a field (it is the largest piece of
 * a form); until it arrives, the stored text shows as it will be edited.
 */
export function RichText(props: RichTextProps) {
  return (
    <Suspense
      fallback={
        <UserHtml className="min-h-48 rounded-md border border-neutral-300 px-3 py-10 text-sm text-neutral-400" html={props.value} />
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  )
}

const RichTextEditor = lazy(() => import('./RichTextEditor.tsx'))
