import { useEffect, useRef, useState, type ComponentProps } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLingui as useLinguiCore } from '@lingui/react'
import { Bold, Check, ChevronsUpDown, ImagePlus, Italic, List, Loader2, X } from 'lucide-react'
import { ReferenceName } from './Cell.tsx'
import type { ResourceDef, Widget } from '../../../shared/resources/define.ts'
import { fieldOptions } from '../../../shared/resources/labels.ts'
import { cn } from '../../lib/cn.ts'
import { moneyText, parseMoneyText } from '../../lib/money-input.ts'
import { notify } from '../../lib/notices.ts'
import { ApiFailure } from '../../lib/auth.ts'
import { fieldClass, Input, NativeSelect } from '../ui/input.tsx'
import { Popover, PopoverContent, PopoverTrigger } from '../ui/popover.tsx'
import { cacheName, selectQuery, uploadImage } from './resource-api.ts'
import { PermissionMatrix } from './PermissionMatrix.tsx'

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
      return <textarea {...aria} className={cn(fieldClass, 'h-28 py-2')} value={String(value ?? '')} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} />
    case 'number':
      return <Input {...aria} type="number" inputMode="numeric" value={value === undefined || value === null ? '' : String(value)} onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))} onBlur={onBlur} />
    case 'money':
      return <MoneyInput {...aria} value={value as number | undefined} onChange={onChange} onBlur={onBlur} />
    case 'date':
      return <Input {...aria} type="date" value={toDateInput(value as number | undefined)} onChange={(e) => onChange(fromDateInput(e.target.value))} onBlur={onBlur} />
    case 'datetime':
      return <Input {...aria} type="datetime-local" value={toDateTimeInput(value as number | undefined)} onChange={(e) => onChange(fromDateTimeInput(e.target.value))} onBlur={onBlur} />
    case 'enum':
      return <EnumSelect {...aria} def={def} field={field} value={value as number | undefined} onChange={onChange} />
    case 'references':
      return <ReferenceMultiSelect {...aria} resource={def.references?.[field] ?? def.name} value={Array.isArray(value) ? (value as number[]) : []} onChange={onChange} filter={pick} />
    case 'reference':
    case 'tree':
      return <ReferenceSelect {...aria} resource={widget === 'tree' ? cacheName(def) : (def.references?.[field] ?? def.name)} value={value as number | undefined} onChange={onChange} allowRoot={widget === 'tree'} filter={widget === 'tree' ? undefined : pick} />
    case 'switch':
      return <input {...aria} type="checkbox" className="size-4 accent-neutral-900" checked={!!value} onChange={(e) => onChange(typeof value === 'number' ? (e.target.checked ? 1 : 0) : e.target.checked)} />
    case 'color':
      return <Input {...aria} type="color" className="w-16 p-1" value={String(value || '#000000')} onChange={(e) => onChange(e.target.value)} />
    case 'tags':
      return <TagsInput {...aria} value={value} onChange={onChange} />
    case 'image':
      return <ImageInput {...aria} value={String(value ?? '')} onChange={onChange} />
    case 'images':
      return <ImagesInput {...aria} value={Array.isArray(value) ? (value as string[]) : []} onChange={onChange} max={arrayMax(def.fields[field])} />
    case 'permissions':
      return <PermissionMatrix id={aria.id} value={Array.isArray(value) ? (value as string[]) : []} onChange={onChange} />
    case 'password':
      return <Input {...aria} type="password" autoComplete="new-password" value={String(value ?? '')} onChange={(e) => onChange(e.target.value || undefined)} onBlur={onBlur} />
    case 'richtext':
      return <RichText {...aria} value={String(value ?? '')} onChange={onChange} />
    default:
      return <Input {...aria} value={String(value ?? '')} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} />
  }
}

type Aria = Pick<FieldInputProps, 'id' | 'aria-invalid' | 'aria-required' | 'aria-describedby'> & { 'aria-label'?: string }

/** Unix seconds ↔ the local calendar day of `<input type=date>`. */
function toDateInput(s: number | undefined) {
  if (!s) return ''
  const d = new Date(s * 1000)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}
function fromDateInput(v: string) {
  if (!v) return undefined
  const [y, m, d] = v.split('-').map(Number)
  return Math.floor(new Date(y!, m! - 1, d!).getTime() / 1000)
}

/** Unix seconds ↔ the local day and minute of `<input type=datetime-local>`. */
function toDateTimeInput(s: number | undefined) {
  if (!s) return ''
  const d = new Date(s * 1000)
  return `${toDateInput(s)}T${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`
}
function fromDateTimeInput(v: string) {
  if (!v) return undefined
  const t = new Date(v).getTime()
  return Number.isNaN(t) ? undefined : Math.floor(t / 1000)
}

/** Money is typed in units with two decimals and stored in hundredths. */
export function MoneyInput({ value, onChange, onBlur, ...aria }: Aria & { value: number | undefined; onChange(v: unknown): void; onBlur?(): void }) {
  const [text, setText] = useState(moneyText(value))
  return (
    <Input
      {...aria}
      inputMode="decimal"
      data-money=""
      value={text}
      onChange={(e) => {
        setText(e.target.value)
        onChange(parseMoneyText(e.target.value))
      }}
      onBlur={() => {
        if (typeof value === 'number') setText(moneyText(value))
        onBlur?.()
      }}
    />
  )
}

function EnumSelect({ def, field, value, onChange, ...aria }: Aria & { def: ResourceDef; field: string; value: number | undefined; onChange(v: unknown): void }) {
  const { i18n } = useLinguiCore()
  const { t } = useLingui()
  return (
    <NativeSelect {...aria} value={value === undefined ? '' : String(value)} onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}>
      <option value="">{t`Please choose`}</option>
      {(fieldOptions(def, field) ?? []).map((o) => (
        <option key={o.value} value={o.value}>
          {i18n._(o.label)}
        </option>
      ))}
    </NativeSelect>
  )
}

/** A searchable select over a resource's `Select` (the search runs on the server). */
export function ReferenceSelect({
  resource,
  value,
  onChange,
  allowRoot = false,
  placeholder,
  filter,
  ...aria
}: Aria & {
  resource: string
  value: number | undefined
  onChange(v: number | undefined): void
  allowRoot?: boolean
  placeholder?: string
  /** Narrows the choice (`{ WarehouseId }` for places); names the resource's filters. */
  filter?: Readonly<Record<string, string | number>>
}) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const [term, setTerm] = useState('')
  // Searched on the server as one types (a moment after the last key), 100 at a time.
  const [asked, setAsked] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setAsked(term.trim()), 200)
    return () => clearTimeout(timer)
  }, [term])
  const options = useQuery({ ...selectQuery(resource, asked, 100, filter), enabled: open })
  // The chosen record by its id: it may be far past the first hundred.
  const picked = useQuery({ ...selectQuery(resource, '', 1, { Id: value ?? 0 }), enabled: !!value })
  const chosen = options.data?.find((o) => o.Id === value) ?? picked.data?.find((o) => o.Id === value)
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <button type="button" role="combobox" aria-expanded={open} {...aria} className={cn(fieldClass, 'items-center justify-between text-left')}>
          <span className={cn('truncate', !chosen && !(allowRoot && value === 0) && 'text-neutral-500')}>
            {chosen ? chosen.Name : allowRoot && value === 0 ? t`Top level` : value ? `#${value}` : (placeholder ?? t`Please choose`)}
          </span>
          <ChevronsUpDown className="size-4 shrink-0 text-neutral-400" aria-hidden />
        </button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-72 p-0">
        <input
          autoFocus
          className="w-full border-b border-neutral-200 px-3 py-2 text-sm outline-none"
          placeholder={t`Search`}
          aria-label={t`Search`}
          value={term}
          onChange={(e) => setTerm(e.target.value)}
        />
        <ul role="listbox" className="max-h-64 overflow-auto py-1">
          {allowRoot ? <OptionItem label={t`Top level`} selected={value === 0} onPick={() => (onChange(0), setOpen(false))} /> : null}
          {!allowRoot && value !== undefined ? <OptionItem label={t`None`} selected={false} onPick={() => (onChange(undefined), setOpen(false))} /> : null}
          {(options.data ?? []).map((o) => (
            <OptionItem key={o.Id} label={o.Name} selected={o.Id === value} onPick={() => (onChange(o.Id), setOpen(false))} />
          ))}
          {options.isFetching && !options.data ? (
            <li className="flex justify-center py-2">
              <Loader2 className="size-4 animate-spin text-neutral-400" aria-hidden />
            </li>
          ) : null}
          {options.data && options.data.length === 0 ? (
            <li className="px-3 py-2 text-neutral-500">
              <Trans>Nothing found</Trans>
            </li>
          ) : null}
        </ul>
      </PopoverContent>
    </Popover>
  )
}

/** Several records of a resource (an agent's warehouses): each a chip that can be removed, more added from the select. */
export function ReferenceMultiSelect({ resource, value, onChange, filter, ...aria }: Aria & { resource: string; value: readonly number[]; onChange(v: number[]): void; filter?: Readonly<Record<string, string | number>> }) {
  const { t } = useLingui()
  return (
    <div className="flex flex-col gap-1.5">
      {value.length ? (
        <ul className="flex flex-wrap gap-1.5">
          {value.map((id) => (
            <li key={id} className="inline-flex items-center gap-1 rounded-md bg-neutral-100 py-0.5 pr-1 pl-2 text-sm">
              <ReferenceName resource={resource} id={id} />
              <button type="button" className="rounded p-0.5 text-neutral-500 hover:bg-neutral-200 hover:text-neutral-900" aria-label={t`Remove`} onClick={() => onChange(value.filter((x) => x !== id))}>
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <ReferenceSelect {...aria} resource={resource} value={undefined} filter={filter} placeholder={t`Add…`} onChange={(id) => id && !value.includes(id) && onChange([...value, id])} />
    </div>
  )
}

function OptionItem({ label, selected, onPick }: { label: string; selected: boolean; onPick(): void }) {
  return (
    <li role="option" aria-selected={selected}>
      <button type="button" onClick={onPick} className="flex w-full items-center gap-2 px-3 py-1.5 text-left hover:bg-neutral-100 focus-visible:bg-neutral-100 focus-visible:outline-none">
        <Check className={cn('size-3.5', selected ? 'opacity-100' : 'opacity-0')} aria-hidden />
        <span className="truncate">{label}</span>
      </button>
    </li>
  )
}

/** Tags: typed as comma-separated words, shown as chips; kept as a list or a comma string. */
function TagsInput({ value, onChange, ...aria }: Aria & { value: unknown; onChange(v: unknown): void }) {
  const asList = Array.isArray(value)
  const tags = asList ? (value as string[]) : String(value ?? '').split(',').map((s) => s.trim()).filter(Boolean)
  const [draft, setDraft] = useState('')
  const emit = (next: string[]) => onChange(asList ? next : next.join(','))
  const commit = () => {
    const words = draft.split(/[,，]/).map((s) => s.trim()).filter(Boolean)
    if (words.length) emit([...tags, ...words.filter((w) => !tags.includes(w))])
    setDraft('')
  }
  return (
    <div className={cn(fieldClass, 'h-auto min-h-9 flex-wrap items-center gap-1 py-1')}>
      {tags.map((tag) => (
        <span key={tag} className="inline-flex items-center gap-1 rounded bg-neutral-100 px-1.5 py-0.5 text-xs">
          {tag}
          <button type="button" aria-label={`× ${tag}`} onClick={() => emit(tags.filter((x) => x !== tag))} className="text-neutral-500 hover:text-neutral-900">
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
function arrayMax(schema: unknown): number | undefined {
  const bag = (schema as { _zod?: { def?: { innerType?: unknown }; bag?: { maximum?: number } } } | undefined)?._zod
  return bag?.bag?.maximum ?? (bag?.def?.innerType ? arrayMax(bag.def.innerType) : undefined)
}

/** Several images (a follow-up's attachments): thumbnails, each removable, and more uploaded at once up to the field's maximum. */
function ImagesInput({ value, onChange, max = 9, ...aria }: Aria & { value: string[]; onChange(v: unknown): void; max?: number }) {
  const { t } = useLingui()
  const [busy, setBusy] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const room = max - value.length
  const pick = async (files: FileList | null) => {
    const chosen = [...(files ?? [])].slice(0, Math.max(0, room))
    if (!chosen.length) return
    setBusy(true)
    const added: string[] = []
    try {
      for (const file of chosen) added.push(await uploadImage(file))
    } catch (err) {
      if (err instanceof ApiFailure && err.envelope.Message) notify(err.envelope.Message, 'error')
    } finally {
      if (added.length) onChange([...value, ...added])
      setBusy(false)
      if (input.current) input.current.value = ''
    }
  }
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="images-input">
      {value.map((url, i) => (
        <span key={url + i} className="relative">
          <img src={url} alt="" className="size-16 rounded border border-neutral-200 object-cover" />
          <button type="button" aria-label={t`Remove image ${i + 1}`} className="absolute -top-1.5 -right-1.5 rounded-full bg-white p-0.5 shadow" onClick={() => onChange(value.filter((_, j) => j !== i))}>
            <X className="size-3" aria-hidden />
          </button>
        </span>
      ))}
      {room > 0 ? (
        <label className={cn(fieldClass, 'w-auto cursor-pointer items-center gap-2')}>
          {busy ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <ImagePlus className="size-4" aria-hidden />}
          <Trans>Add images</Trans>
          <span className="text-xs text-neutral-500 tabular-nums">
            {value.length}/{max}
          </span>
          <input {...aria} ref={input} type="file" multiple accept="image/png,image/jpeg,image/gif,image/webp" className="sr-only" onChange={(e) => void pick(e.target.files)} />
        </label>
      ) : null}
    </div>
  )
}

function ImageInput({ value, onChange, ...aria }: Aria & { value: string; onChange(v: unknown): void }) {
  const [busy, setBusy] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const pick = async (file: File | undefined) => {
    if (!file) return
    setBusy(true)
    try {
      onChange(await uploadImage(file))
    } catch (err) {
      if (err instanceof ApiFailure && err.envelope.Message) notify(err.envelope.Message, 'error')
    } finally {
      setBusy(false)
      if (input.current) input.current.value = ''
    }
  }
  return (
    <div className="flex items-center gap-3">
      {value ? <img src={value} alt="" className="size-16 rounded border border-neutral-200 object-cover" /> : null}
      <label className={cn(fieldClass, 'w-auto cursor-pointer items-center gap-2')}>
        {busy ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <ImagePlus className="size-4" aria-hidden />}
        <Trans>Upload image</Trans>
        <input {...aria} ref={input} type="file" accept="image/png,image/jpeg,image/gif,image/webp" className="sr-only" onChange={(e) => void pick(e.target.files?.[0])} />
      </label>
      {value ? (
        <button type="button" className="text-sm text-neutral-500 underline" onClick={() => onChange('')}>
          <Trans>Remove</Trans>
        </button>
      ) : null}
    </div>
  )
}

/** A small rich-text editor (bold, italic, lists); the server sanitises what it stores. */
function RichText({ value, onChange, ...aria }: Aria & { value: string; onChange(v: unknown): void }) {
  const { t } = useLingui()
  const ref = useRef<HTMLDivElement>(null)
  const initial = useRef(value)
  const run = (cmd: string) => {
    document.execCommand(cmd)
    ref.current?.focus()
    onChange(ref.current?.innerHTML ?? '')
  }
  return (
    <div className="rounded-md border border-neutral-300 focus-within:border-neutral-900">
      <div className="flex gap-1 border-b border-neutral-200 p-1">
        <ToolButton label={t`Bold`} onClick={() => run('bold')}>
          <Bold className="size-4" aria-hidden />
        </ToolButton>
        <ToolButton label={t`Italic`} onClick={() => run('italic')}>
          <Italic className="size-4" aria-hidden />
        </ToolButton>
        <ToolButton label={t`Bulleted list`} onClick={() => run('insertUnorderedList')}>
          <List className="size-4" aria-hidden />
        </ToolButton>
      </div>
      <div
        {...aria}
        ref={ref}
        role="textbox"
        aria-multiline
        contentEditable
        suppressContentEditableWarning
        className="prose-sm min-h-40 px-3 py-2 text-sm outline-none"
        // The stored (server-sanitised) article; later edits stay in the DOM and flow out through onInput.
        dangerouslySetInnerHTML={{ __html: initial.current }}
        onInput={(e) => onChange(e.currentTarget.innerHTML)}
      />
    </div>
  )
}

function ToolButton({ label, ...props }: ComponentProps<'button'> & { label: string }) {
  return <button type="button" aria-label={label} title={label} className="rounded p-1 text-neutral-600 hover:bg-neutral-100" onMouseDown={(e) => e.preventDefault()} {...props} />
}
