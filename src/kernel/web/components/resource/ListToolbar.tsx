import { useEffect, useRef, useState, type RefObject } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLingui as useLinguiCore } from '@lingui/react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Columns3, Download, FilterX, Plus, Search, SlidersHorizontal } from 'lucide-react'
import { DATE_PRESETS, type DatePreset } from '../../../shared/date-ranges.ts'
import type { ResourceDef } from '../../../shared/resources/define.ts'
import { fieldLabel, fieldOptions, STATUS_OPTIONS } from '../../../shared/resources/labels.ts'
import { Button } from '../ui/button.tsx'
import { Input, NativeSelect } from '../ui/input.tsx'
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu.tsx'
import { ReferenceSelect } from './ReferenceSelect.tsx'
import { activeFilters, isTextFilter, type ListSearch } from '../../../shared/schemas/list.ts'
import { useIsNarrow } from '../../lib/layout-prefs.ts'
import { numberOrNone } from '../../lib/values.ts'
import { optEnum } from '../../lib/search-params.ts'

export const DATE_PRESET_LABELS: Record<DatePreset, MessageDescriptor> = {
  today: msg`Today`,
  yesterday: msg`Yesterday`,
  thisWeek: msg`This week`,
  lastWeek: msg`Last week`,
  thisMonth: msg`This month`,
  lastMonth: msg`Last month`,
  last3Months: msg`Last 3 months`,
}

export interface ColumnToggle {
  id: string
  label: string
  visible: boolean
  toggle(visible: boolean): void
}

/** The resource a reference filter picks from: the definition's, else the field name without "Id". */
export const referenceOf = (def: ResourceDef, field: string) => def.references?.[field] ?? field.replace(/Id$/, '')

/**
 * Search, status, date range and the definition's filters, each written to the address; then
 * columns, export and "new". A changed filter goes back to page 1. Below 600 px the filters fold
 * behind a button that counts the ones set, so a phone sees the records under the search box.
 */
export function ListToolbar({
  def,
  search,
  setSearch,
  fixed,
  searchRef,
  columns,
  canCreate,
  canExport,
  onCreate,
  onExport,
  tools,
  filtered,
}: {
  def: ResourceDef
  search: ListSearch
  setSearch(patch: Partial<ListSearch>): void
  fixed: Record<string, unknown>
  searchRef: RefObject<HTMLInputElement | null>
  columns: ColumnToggle[]
  canCreate: boolean
  canExport: boolean
  onCreate(): void
  onExport(format: 'csv' | 'xlsx'): void
  /** More of the list's own tools, before "New" (arranging a tree). */
  tools?: React.ReactNode
  filtered: boolean
}) {
  const { t } = useLingui()
  const { i18n } = useLinguiCore()
  const [term, setTerm] = useState(search.q ?? '')
  const typed = useRef(false)
  // The box follows the address (back/forward, "clear filters"), unless the person is typing.
  useEffect(() => {
    if (!typed.current) setTerm(search.q ?? '')
  }, [search.q])
  useEffect(() => {
    if (!typed.current) return
    const id = setTimeout(() => {
      typed.current = false
      if ((search.q ?? '') !== term.trim()) setSearch({ q: term.trim() || undefined, page: 1 })
    }, 300)
    return () => clearTimeout(id)
  }, [term, search.q, setSearch])

  const filterFields = Object.entries(def.filters).filter(([f]) => !(f in fixed))
  const num = (v: string) => (v === '' ? undefined : Number(v))
  const narrow = useIsNarrow()
  const [unfolded, setUnfolded] = useState(false)
  const showFilters = !narrow || unfolded
  const setCount = activeFilters(def, search).filter((k) => k !== 'q' && k !== 'to' && !(k in fixed)).length

  return (
    <div className="flex flex-wrap items-end gap-2" role="search" data-testid="list-toolbar">
      {/* A list without keyword fields has nothing a search box could find. */}
      {def.keyword?.length ? (
        <label className="relative w-full sm:w-56">
          <span className="sr-only">
            <Trans>Search</Trans>
          </span>
          <Search className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-neutral-400" aria-hidden />
          <Input
            ref={searchRef}
            data-testid="list-search"
            className="pl-8"
            placeholder={t`Search (press /)`}
            value={term}
            onChange={(e) => {
              typed.current = true
              setTerm(e.target.value)
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                typed.current = false
                setSearch({ q: term.trim() || undefined, page: 1 })
              }
            }}
          />
        </label>
      ) : null}
      {showFilters ? (
        <>
          {/* A log has no record status to filter by. */}
          {def.readOnly ? null : (
            <FilterBox label={i18n._(fieldLabel(def, 'Status')!)}>
              <NativeSelect
                data-testid="filter-status"
                value={search.status ?? ''}
                onChange={(e) => setSearch({ status: num(e.target.value), page: 1 })}
              >
                <option value="">{t`All`}</option>
                {STATUS_OPTIONS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {i18n._(o.label)}
                  </option>
                ))}
              </NativeSelect>
            </FilterBox>
          )}
          {filterFields.map(([field, kind]) => {
            const label = fieldLabel(def, field)
            const text = label ? i18n._(label) : field
            const raw = search[field]
            const value = typeof raw === 'string' || typeof raw === 'number' ? raw : undefined
            const options = fieldOptions(def, field)
            if (kind === 'positive')
              return (
                <FilterBox key={field} label={text}>
                  <NativeSelect
                    data-testid={`filter-${field}`}
                    value={value ?? ''}
                    onChange={(e) => setSearch({ [field]: num(e.target.value), page: 1 })}
                  >
                    <option value="">{t`All`}</option>
                    <option value="1">{t`Above zero`}</option>
                  </NativeSelect>
                </FilterBox>
              )
            return (
              <FilterBox key={field} label={kind === 'below' ? t`${text} below` : text}>
                {(kind === 'enum' || kind === 'in') && options ? (
                  <NativeSelect
                    data-testid={`filter-${field}`}
                    value={value ?? ''}
                    onChange={(e) =>
                      setSearch({ [field]: isTextFilter(def, field) ? e.target.value || undefined : num(e.target.value), page: 1 })
                    }
                  >
                    <option value="">{t`All`}</option>
                    {options.map((o) => (
                      <option key={o.value} value={o.value}>
                        {i18n._(o.label)}
                      </option>
                    ))}
                  </NativeSelect>
                ) : kind === 'reference' ? (
                  <ReferenceSelect
                    data-testid={`filter-${field}`}
                    resource={referenceOf(def, field)}
                    value={numberOrNone(value)}
                    placeholder={t`All`}
                    onChange={(v) => setSearch({ [field]: v, page: 1 })}
                  />
                ) : (
                  <Input
                    data-testid={`filter-${field}`}
                    type={isTextFilter(def, field) ? 'text' : 'number'}
                    defaultValue={value ?? ''}
                    onBlur={(e) =>
                      setSearch({ [field]: isTextFilter(def, field) ? e.target.value || undefined : num(e.target.value), page: 1 })
                    }
                  />
                )}
              </FilterBox>
            )
          })}
          <FilterBox label={i18n._(fieldLabel(def, def.dateField ?? 'CreateTime') ?? msg`Created`)}>
            <NativeSelect
              data-testid="filter-range"
              value={search.range ?? ''}
              onChange={(e) => setSearch({ range: optEnum(e.target.value, DATE_PRESETS), from: undefined, to: undefined, page: 1 })}
            >
              <option value="">{t`Any time`}</option>
              {DATE_PRESETS.map((p) => (
                <option key={p} value={p}>
                  {i18n._(DATE_PRESET_LABELS[p])}
                </option>
              ))}
            </NativeSelect>
          </FilterBox>
        </>
      ) : null}
      {filtered ? (
        <Button
          variant="ghost"
          data-testid="clear-filters"
          onClick={() => {
            typed.current = false
            setTerm('')
            setSearch(
              Object.fromEntries(
                ['q', 'status', 'range', 'from', 'to', ...Object.keys(def.filters)].filter((k) => !(k in fixed)).map((k) => [k, undefined]),
              ),
            )
          }}
        >
          <FilterX className="size-4" aria-hidden />
          <Trans>Clear filters</Trans>
        </Button>
      ) : null}
      <div className="ml-auto flex flex-wrap justify-end gap-2">
        {narrow ? (
          <Button variant="outline" data-testid="filters-toggle" aria-expanded={unfolded} onClick={() => setUnfolded((u) => !u)}>
            <SlidersHorizontal className="size-4" aria-hidden />
            {setCount ? <Trans>Filters ({setCount})</Trans> : <Trans>Filters</Trans>}
          </Button>
        ) : null}
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline" data-testid="columns-menu" aria-label={t`Columns`} title={t`Columns`}>
              <Columns3 className="size-4" aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuLabel>
              <Trans>Columns</Trans>
            </DropdownMenuLabel>
            {columns.map((c) => (
              <DropdownMenuCheckboxItem
                key={c.id}
                checked={c.visible}
                onCheckedChange={(v) => c.toggle(!!v)}
                onSelect={(e) => e.preventDefault()}
                data-testid={`column-${c.id}`}
              >
                {c.label}
              </DropdownMenuCheckboxItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
        {canExport ? (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="outline" data-testid="export-menu">
                <Download className="size-4" aria-hidden />
                <Trans>Export</Trans>
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuItem onSelect={() => onExport('xlsx')} data-testid="export-xlsx">
                <Trans>Excel workbook (.xlsx)</Trans>
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => onExport('csv')} data-testid="export-csv">
                <Trans>CSV file (.csv)</Trans>
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        ) : null}
        {tools}
        {canCreate ? (
          <Button onClick={onCreate} data-testid="list-new" title={t`New (press n)`}>
            <Plus className="size-4" aria-hidden />
            <Trans>New</Trans>
          </Button>
        ) : null}
      </div>
    </div>
  )
}

function FilterBox({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <label className="flex w-[calc(50%-0.25rem)] flex-col gap-1 text-xs text-neutral-600 sm:w-40">
      {label}
      {children}
    </label>
  )
}
