import { useMemo, useRef } from 'react'
import { useLingui as useLinguiCore } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useVirtualizer } from '@tanstack/react-virtual'
import {
  columnVisibilityFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table'
import { ArrowDown, ArrowUp, ArrowUpDown, Inbox } from 'lucide-react'
import type { ResourceDef } from '../../../shared/resources/define.ts'
import { fieldLabel } from '../../../shared/resources/labels.ts'
import { cn } from '../../lib/cn.ts'
import { useIsNarrow } from '../../lib/layout-prefs.ts'
import { CellValue } from './Cell.tsx'
import type { Row } from './resource-api.ts'

const features = tableFeatures({ rowSelectionFeature, columnVisibilityFeature, rowSortingFeature })
type Features = typeof features

/** Above this many rows only the visible ones are in the DOM. */
export const VIRTUAL_FROM = 100
const ROW_HEIGHT = 37

/** How many fields a record's card shows besides its name and state. */
const CARD_FIELDS = 3

/**
 * What a narrow screen's card of a record shows, of the columns the person has not hidden: the
 * record's name (its label field), its state (a document's `State`, else `Status`), and the first
 * few other columns.
 */
export function cardFields(def: Pick<ResourceDef, 'label' | 'columns'>, visible: (field: string) => boolean) {
  const shown = def.columns.filter(visible)
  const status = ['State', 'Status'].find((f) => shown.includes(f))
  const title = shown.includes(def.label) ? def.label : undefined
  const rest = shown.filter((f) => f !== status && f !== title && f !== 'Id').slice(0, CARD_FIELDS)
  return { title, status, rest }
}

const resolve = <T,>(u: Updater<T>, old: T): T => (typeof u === 'function' ? (u as (o: T) => T)(old) : u)

/**
 * The records of a list: server-side sorted (headers of allow-listed fields toggle the address's
 * sort), selectable for bulk actions, columns hideable, rows focusable (Enter or a click opens
 * one, arrows move between them), and virtualised when a page holds many rows. Below 600 px
 * the rows are cards of their key fields instead of a table wider than the screen.
 */
export function ResourceTable({
  def,
  rows,
  loading,
  sort,
  asc,
  onSort,
  selection,
  onSelection,
  visibility,
  onVisibility,
  onOpen,
  onEndReached,
  emptyHint,
}: {
  def: ResourceDef
  rows: Row[]
  loading: boolean
  sort: string | undefined
  asc: boolean
  onSort(sort: string | undefined, asc: boolean): void
  selection: RowSelectionState
  onSelection(s: RowSelectionState): void
  visibility: Record<string, boolean>
  onVisibility(v: Record<string, boolean>): void
  onOpen(row: Row): void
  onEndReached?: () => void
  emptyHint: React.ReactNode
}) {
  const { i18n } = useLinguiCore()
  const { t } = useLingui()
  const scrollRef = useRef<HTMLDivElement>(null)
  const narrow = useIsNarrow()

  const columns = useMemo<ColumnDef<Features, Row>[]>(
    () => [
      {
        id: 'select',
        enableSorting: false,
        enableHiding: false,
        header: ({ table }) => (
          <input
            type="checkbox"
            className="size-4 accent-neutral-900"
            aria-label={t`Select all on this page`}
            checked={table.getIsAllRowsSelected()}
            ref={(el) => {
              if (el) el.indeterminate = table.getIsSomeRowsSelected()
            }}
            onChange={(e) => table.toggleAllRowsSelected(e.target.checked)}
          />
        ),
        cell: ({ row }) => (
          <input
            type="checkbox"
            className="size-4 accent-neutral-900"
            aria-label={t`Select record ${row.original.Id}`}
            checked={row.getIsSelected()}
            onClick={(e) => e.stopPropagation()}
            onChange={(e) => row.toggleSelected(e.target.checked)}
          />
        ),
      },
      ...def.columns.map<ColumnDef<Features, Row>>((field) => {
        const label = fieldLabel(def, field)
        return {
          id: field,
          accessorFn: (r: Row) => r[field],
          header: label ? i18n._(label) : field,
          enableSorting: def.sort.includes(field),
          cell: ({ row }) =>
            def.tree && field === def.label ? (
              // Tree lists come in Path order; the label is indented by its level.
              <span style={{ paddingLeft: `${Math.max(0, Number(row.original.Level ?? 1) - 1) * 1.25}rem` }}>
                <CellValue def={def} field={field} value={row.original[field]} row={row.original} />
              </span>
            ) : (
              <CellValue def={def} field={field} value={row.original[field]} row={row.original} />
            ),
        }
      }),
    ],
    [def, i18n, t],
  )

  const sorting: SortingState = sort ? [{ id: sort, desc: !asc }] : []
  const table = useTable({
    features,
    columns,
    data: rows,
    getRowId: (r) => String(r.Id),
    state: { sorting, rowSelection: selection, columnVisibility: visibility },
    manualSorting: true,
    enableMultiSort: false,
    onSortingChange: (u) => {
      const next = resolve(u, sorting)[0]
      onSort(next?.id, next ? !next.desc : false)
    },
    onRowSelectionChange: (u) => onSelection(resolve(u, selection)),
    onColumnVisibilityChange: (u) => onVisibility(resolve(u, visibility)),
  })

  const modelRows = table.getRowModel().rows
  const virtual = modelRows.length > VIRTUAL_FROM
  const virtualizer = useVirtualizer({
    count: modelRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    enabled: virtual && !narrow,
  })
  const items = virtual ? virtualizer.getVirtualItems() : null
  const shown = items ? items.map((v) => modelRows[v.index]!) : modelRows
  const padTop = items?.[0]?.start ?? 0
  const padBottom = items?.length ? virtualizer.getTotalSize() - items[items.length - 1]!.end : 0
  const colCount = table.getVisibleLeafColumns().length

  const moveFocus = (from: HTMLElement, delta: number) => {
    const rowsEls = [...(scrollRef.current?.querySelectorAll<HTMLElement>('[data-row-id]') ?? [])]
    const i = rowsEls.indexOf(from)
    rowsEls[i + delta]?.focus()
  }
  const rowKeys = (e: React.KeyboardEvent<HTMLElement>, row: (typeof modelRows)[number]) => {
    if (e.target !== e.currentTarget) return
    if (e.key === 'Enter') {
      // Keep the key's default (a click) from reaching the panel that opens.
      e.preventDefault()
      onOpen(row.original)
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      moveFocus(e.currentTarget, e.key === 'ArrowDown' ? 1 : -1)
    } else if (e.key === ' ') {
      e.preventDefault()
      row.toggleSelected()
    }
  }
  const onScroll = (e: React.UIEvent<HTMLDivElement>) => {
    const el = e.currentTarget
    if (onEndReached && el.scrollTop + el.clientHeight > el.scrollHeight - 4 * ROW_HEIGHT) onEndReached()
  }

  if (narrow) {
    const { title, status, rest } = cardFields(def, (c) => visibility[c] !== false)
    const labelOf = (field: string) => {
      const label = fieldLabel(def, field)
      return label ? i18n._(label) : field
    }
    const allSelected = table.getIsAllRowsSelected()
    return (
      <div
        ref={scrollRef}
        className="relative max-h-[calc(100dvh-12rem)] min-h-60 overflow-y-auto rounded-lg border border-neutral-200 bg-white"
        data-testid="list-scroll"
        onScroll={onScroll}
      >
        {modelRows.length > 0 ? (
          <label className="sticky top-0 z-10 flex items-center gap-2 border-b border-neutral-200 bg-neutral-50 px-3 py-2 text-xs text-neutral-600">
            <input
              type="checkbox"
              className="size-4 accent-neutral-900"
              checked={allSelected}
              ref={(el) => {
                if (el) el.indeterminate = table.getIsSomeRowsSelected()
              }}
              onChange={(e) => table.toggleAllRowsSelected(e.target.checked)}
            />
            {t`Select all on this page`}
          </label>
        ) : null}
        <ul className="flex flex-col" data-testid="resource-cards" aria-busy={loading} aria-label={t`Records`}>
          {loading && rows.length === 0
            ? Array.from({ length: 5 }, (_, i) => (
                <li key={i} className="flex flex-col gap-2 border-b border-neutral-100 px-3 py-3" data-testid="skeleton-row">
                  <div className="h-4 w-1/2 animate-pulse rounded bg-neutral-100" />
                  <div className="h-3 w-3/4 animate-pulse rounded bg-neutral-100" />
                </li>
              ))
            : null}
          {!loading && rows.length === 0 ? (
            <li className="px-3 py-16 text-center text-neutral-500" data-testid="list-empty">
              <Inbox className="mx-auto mb-2 size-8 text-neutral-300" aria-hidden />
              <p className="font-medium text-neutral-700">
                <Trans>No records</Trans>
              </p>
              <p className="mt-1">{emptyHint}</p>
            </li>
          ) : null}
          {modelRows.map((row) => (
            <li
              key={row.id}
              data-row-id={row.id}
              data-testid="record-card"
              tabIndex={0}
              // A list item has no aria-selected: its checkbox says it is selected.
              data-selected={row.getIsSelected()}
              className="flex cursor-pointer gap-3 border-b border-neutral-100 px-3 py-2.5 text-sm outline-none last:border-b-0 hover:bg-neutral-50 focus-visible:bg-sky-50 focus-visible:shadow-[inset_2px_0] focus-visible:shadow-sky-600 data-[selected=true]:bg-sky-50/60"
              onClick={() => onOpen(row.original)}
              onKeyDown={(e) => rowKeys(e, row)}
            >
              <input
                type="checkbox"
                className="mt-0.5 size-4 shrink-0 accent-neutral-900"
                aria-label={t`Select record ${row.original.Id}`}
                checked={row.getIsSelected()}
                onClick={(e) => e.stopPropagation()}
                onChange={(e) => row.toggleSelected(e.target.checked)}
              />
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <div className="flex min-w-0 items-start justify-between gap-2">
                  <span className="min-w-0 font-medium break-words text-neutral-900" data-testid="card-title">
                    {title ? <CellValue def={def} field={title} value={row.original[title]} row={row.original} /> : `#${row.original.Id}`}
                  </span>
                  {status ? (
                    <span className="shrink-0 text-xs" data-testid="card-status">
                      <CellValue def={def} field={status} value={row.original[status]} row={row.original} />
                    </span>
                  ) : null}
                </div>
                {rest.length ? (
                  <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-xs">
                    {rest.map((field) => (
                      <div key={field} className="contents" data-column={field}>
                        <dt className="max-w-28 truncate text-neutral-600">{labelOf(field)}</dt>
                        <dd className="min-w-0 truncate text-neutral-800">
                          <CellValue def={def} field={field} value={row.original[field]} row={row.original} />
                        </dd>
                      </div>
                    ))}
                  </dl>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </div>
    )
  }

  return (
    <div
      ref={scrollRef}
      className="relative max-h-[calc(100vh-15rem)] min-h-60 overflow-auto rounded-lg border border-neutral-200 bg-white"
      data-testid="list-scroll"
      onScroll={onScroll}
    >
      <table className="w-full border-collapse text-sm" data-testid="resource-table" aria-busy={loading}>
        <thead className="sticky top-0 z-10 bg-neutral-50 text-left text-xs font-medium text-neutral-600 shadow-[inset_0_-1px_0] shadow-neutral-200">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted()
                const canSort = header.column.getCanSort()
                return (
                  <th
                    key={header.id}
                    scope="col"
                    data-column={header.id}
                    className={cn('px-3 py-2 whitespace-nowrap', header.id === 'select' && 'w-10')}
                    aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    {canSort ? (
                      <button
                        type="button"
                        className="inline-flex items-center gap-1 hover:text-neutral-900"
                        onClick={header.column.getToggleSortingHandler()}
                        data-testid={`sort-${header.id}`}
                      >
                        <table.FlexRender header={header} />
                        {sorted === 'asc' ? (
                          <ArrowUp className="size-3.5" aria-hidden />
                        ) : sorted === 'desc' ? (
                          <ArrowDown className="size-3.5" aria-hidden />
                        ) : (
                          <ArrowUpDown className="size-3.5 opacity-40" aria-hidden />
                        )}
                      </button>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </th>
                )
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {loading && rows.length === 0
            ? Array.from({ length: 8 }, (_, i) => (
                <tr key={i} className="border-b border-neutral-100" data-testid="skeleton-row">
                  {Array.from({ length: colCount }, (_, j) => (
                    <td key={j} className="px-3 py-2.5">
                      <div className="h-3.5 animate-pulse rounded bg-neutral-100" style={{ width: `${40 + ((i * 7 + j * 13) % 50)}%` }} />
                    </td>
                  ))}
                </tr>
              ))
            : null}
          {!loading && rows.length === 0 ? (
            <tr>
              <td colSpan={colCount} className="px-3 py-16 text-center text-neutral-500" data-testid="list-empty">
                <Inbox className="mx-auto mb-2 size-8 text-neutral-300" aria-hidden />
                <p className="font-medium text-neutral-700">
                  <Trans>No records</Trans>
                </p>
                <p className="mt-1">{emptyHint}</p>
              </td>
            </tr>
          ) : null}
          {padTop > 0 ? <tr style={{ height: padTop }} aria-hidden /> : null}
          {shown.map((row) => (
            <tr
              key={row.id}
              data-row-id={row.id}
              tabIndex={0}
              aria-selected={row.getIsSelected()}
              className="h-[37px] cursor-pointer border-b border-neutral-100 outline-none hover:bg-neutral-50 focus-visible:bg-sky-50 focus-visible:shadow-[inset_2px_0] focus-visible:shadow-sky-600 aria-selected:bg-sky-50/60"
              onClick={() => onOpen(row.original)}
              onKeyDown={(e) => rowKeys(e, row)}
            >
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className="max-w-80 truncate px-3 py-2" data-column={cell.column.id}>
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
          {padBottom > 0 ? <tr style={{ height: padBottom }} aria-hidden /> : null}
        </tbody>
      </table>
    </div>
  )
}
