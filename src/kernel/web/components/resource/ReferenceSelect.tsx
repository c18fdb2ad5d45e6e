import { useEffect, useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { Check, ChevronsUpDown, Loader2, X } from 'lucide-react'
import { cn } from '../../lib/cn.ts'
import { Command, CommandEmpty, CommandInput, CommandItem, CommandList, CommandLoading } from '../ui/command.tsx'
import { fieldClass } from '../ui/input.tsx'
import { Popover, PopoverContent, PopoverTrigger } from '../ui/popover.tsx'
import { ReferenceName } from './ReferenceName.tsx'
import { nameQuery, selectQuery, type Option } from './resource-api.ts'

interface Aria {
  id?: string
  'aria-invalid'?: boolean
  'aria-required'?: boolean
  'aria-describedby'?: string
  'aria-label'?: string
}

/** What a picked record is called: a tree's by its path from the root, others by their name. */
export const optionLabel = (o: Option) => o.Path || o.Name

/**
 * A searchable combobox over a resource's `Select`: the search runs on the server as one types (a
 * moment after the last key), the arrow keys move through what it found, Enter picks, Escape
 * closes. A tree's records show their path, so two "Accessories" under different parents differ.
 */
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
  const [asked, setAsked] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setAsked(term.trim()), 200)
    return () => clearTimeout(timer)
  }, [term])
  const options = useQuery({ ...selectQuery(resource, asked, 100, filter), enabled: open })
  // The chosen record by its id: it may be far past the first hundred.
  const picked = useQuery({ ...nameQuery(resource, value ?? 0), enabled: !!value })
  const chosen = options.data?.find((o) => o.Id === value) ?? picked.data ?? undefined
  // The option Enter picks: the chosen record when the answer holds it, else the first found, so
  // typing and Enter picks the best match (cmdk would keep pointing at a row the new answer lacks).
  const [active, setActive] = useState('')
  const first = options.data?.find((o) => o.Id === value) ?? options.data?.[0]
  const firstKey = first ? String(first.Id) : ''
  // Also after each key: cmdk points at its first row ("None") whenever the search changes, and
  // the answer may already be the cached one (no new first row to follow).
  // cmdk also moves by itself, a render later, when the row it pointed at leaves (to its first
  // row, "None"): until the user moves (a key or the pointer), the pointer stays on `first`.
  const moved = useRef(false)
  useEffect(() => {
    moved.current = false
    setActive(firstKey)
  }, [firstKey, open, term])
  const follow = (v: string) => setActive(moved.current ? v : firstKey)
  const userMoves = () => {
    moved.current = true
  }
  const pick = (v: number | undefined) => {
    onChange(v)
    setOpen(false)
    setTerm('')
  }
  const shown = chosen
    ? optionLabel(chosen)
    : allowRoot && value === 0
      ? t`Top level`
      : value
        ? picked.isPending
          ? '…'
          : t`Unavailable`
        : (placeholder ?? t`Please choose`)
  return (
    <Popover
      open={open}
      onOpenChange={(o) => {
        setOpen(o)
        // Each opening starts a new search.
        if (!o) {
          setTerm('')
          setAsked('')
        }
      }}
    >
      <PopoverTrigger asChild>
        <button
          type="button"
          role="combobox"
          aria-expanded={open}
          {...aria}
          className={cn(fieldClass, 'items-center justify-between text-left')}
          title={chosen ? optionLabel(chosen) : undefined}
        >
          <span className={cn('truncate', !chosen && !(allowRoot && value === 0) && 'text-neutral-500')}>{shown}</span>
          <ChevronsUpDown className="size-4 shrink-0 text-neutral-400" aria-hidden />
        </button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-80 p-0">
        {/* The server filters; cmdk only keeps the keyboard (its own filter would hide what a path matched). */}
        <Command
          shouldFilter={false}
          loop
          value={active}
          onValueChange={follow}
          onKeyDownCapture={(e) => {
            if (/^(Arrow|Home$|End$|Page)/.test(e.key) || (e.ctrlKey && /^[jknp]$/.test(e.key))) userMoves()
          }}
          onPointerMoveCapture={userMoves}
        >
          <CommandInput autoFocus placeholder={t`Search`} aria-label={t`Search`} value={term} onValueChange={setTerm} />
          <CommandList data-testid="reference-options">
            {options.isFetching && !options.data ? (
              <CommandLoading>
                <div className="flex justify-center py-2">
                  <Loader2 className="size-4 animate-spin text-neutral-400" aria-hidden />
                </div>
              </CommandLoading>
            ) : null}
            {allowRoot ? <OptionItem value="root" label={t`Top level`} selected={value === 0} onPick={() => pick(0)} /> : null}
            {!allowRoot && value ? <OptionItem value="none" label={t`None`} selected={false} onPick={() => pick(undefined)} /> : null}
            {(options.data ?? []).map((o) => (
              <OptionItem
                key={o.Id}
                value={String(o.Id)}
                label={o.Name}
                path={o.Path && o.Path !== o.Name ? o.Path : undefined}
                selected={o.Id === value}
                onPick={() => pick(o.Id)}
              />
            ))}
            {options.data ? (
              <CommandEmpty>
                <Trans>Nothing found</Trans>
              </CommandEmpty>
            ) : null}
          </CommandList>
        </Command>
      </PopoverContent>
    </Popover>
  )
}

function OptionItem({
  value,
  label,
  path,
  selected,
  onPick,
}: {
  value: string
  label: string
  path?: string
  selected: boolean
  onPick(): void
}) {
  return (
    // Named by its own label; the path is its description (two "Accessories" differ by it).
    <CommandItem
      value={value}
      onSelect={onPick}
      aria-checked={selected}
      aria-label={label}
      aria-description={path}
      data-chosen={selected || undefined}
    >
      <Check className={cn('size-3.5 shrink-0', selected ? 'opacity-100' : 'opacity-0')} aria-hidden />
      <span className="min-w-0">
        <span className="block truncate">{label}</span>
        {path ? (
          <span className="block truncate text-xs text-neutral-500" data-testid="option-path">
            {path}
          </span>
        ) : null}
      </span>
    </CommandItem>
  )
}

/** Several records of a resource (an agent's warehouses): each a chip that can be removed, more added from the select. */
export function ReferenceMultiSelect({
  resource,
  value,
  onChange,
  filter,
  ...aria
}: Aria & { resource: string; value: readonly number[]; onChange(v: number[]): void; filter?: Readonly<Record<string, string | number>> }) {
  const { t } = useLingui()
  return (
    <div className="flex flex-col gap-1.5">
      {value.length ? (
        <ul className="flex flex-wrap gap-1.5">
          {value.map((id) => (
            <li key={id} className="inline-flex items-center gap-1 rounded-md bg-neutral-100 py-0.5 pr-1 pl-2 text-sm">
              <ReferenceName resource={resource} id={id} />
              <button
                type="button"
                className="rounded p-0.5 text-neutral-500 hover:bg-neutral-200 hover:text-neutral-900"
                aria-label={t`Remove`}
                onClick={() => onChange(value.filter((x) => x !== id))}
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <ReferenceSelect
        {...aria}
        resource={resource}
        value={undefined}
        filter={filter}
        placeholder={t`Add…`}
        onChange={(id) => id && !value.includes(id) && onChange([...value, id])}
      />
    </div>
  )
}
