import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { Link, useMatch, useNavigate, useSearch } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLingui as useLinguiCore } from '@lingui/react'
import { LayoutGrid, Loader2, Trash2 } from 'lucide-react'
import type { RowSelectionState } from '@tanstack/react-table'
import { useLifecycle } from '../lifecycle/lifecycles.tsx'
import { BulkEvents } from '../lifecycle/BulkEvents.tsx'
import type { ResourceDef } from '../../../shared/resources/define.ts'
import { can } from '../../../shared/permissions.ts'
import { fieldLabel } from '../../../shared/resources/labels.ts'
import { agentInfoQuery, ApiFailure } from '../../lib/auth.ts'
import { canDo, canExportList } from '../../lib/access.ts'
import { notify } from '../../lib/notices.ts'
import { Button } from '../ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog.tsx'
import { TreeArrange } from './TreeArrange.tsx'
import { ListToolbar } from './ListToolbar.tsx'
import { Pager } from './Pager.tsx'
import { ResourceDetail, type RecordTab } from './ResourceDetail.tsx'
import { RecordFormDialog } from './RecordFormDialog.tsx'
import { useFormSlot } from './form-slots.tsx'
import type { FormSlot } from './ResourceForm.tsx'
import { useDeleteRecords } from './use-delete.ts'
import { DeletedRecords } from './DeletedRecords.tsx'
import { ResourceTable } from './ResourceTable.tsx'
import { loadHiddenColumns, saveHiddenColumns } from './column-prefs.ts'
import { activeFilters, listSearchSchema, toIndexQuery, viewQueryOf, type ListSearch } from '../../../shared/schemas/list.ts'
import { cacheName, detailQuery, downloadExport, infiniteListQuery, listQuery, recordName, type Page, type Row } from './resource-api.ts'
import { useListKeys } from './use-list-keys.ts'
import { SavedViews, savedViewsQuery, type SavedView } from './SavedViews.tsx'
import { ImportDialog } from './ImportDialog.tsx'
import { SelectionPrint } from './SelectionPrint.tsx'
import { companyZone } from '../../lib/session.ts'

/**
 * A resource's list screen, built from its definition: the address holds the list state, the
 * server pages, sorts and filters, and the record panels (detail, form) open over the list with
 * their id in the address too, so every view can be linked, reloaded and shared.
 */
export function ResourceListPage({
  def,
  fixed = {},
  detailActions,
  selectionActions,
  onOpen,
  views,
  summary,
  recordTabs,
  formSlot,
}: {
  def: ResourceDef
  /** What the record's form adds under its fields; else what the areas add (`FormSlotsProvider`: a delivery's shipping quote). */
  formSlot?: FormSlot
  /** What a record's page shows beside its fields, a tab each (a customer's contacts and follow-ups). */
  recordTabs?: readonly RecordTab[]
  fixed?: Record<string, unknown>
  detailActions?: (row: Row) => ReactNode
  /** What the selected rows can be given to besides deletion (print their labels). */
  selectionActions?: (ids: number[], rows: Row[]) => ReactNode
  /** What opening a row does instead of its detail panel (a stock row opens its ledger). */
  onOpen?: (row: Row) => void
  /** Other ways to look at the same data, beside the title (the stock grouped by product or by place). */
  views?: ReactNode
  /** Figures over the same records, under the filters (the receivables' ageing): given the list's API query. */
  summary?: (query: Record<string, string | number>) => ReactNode
}) {
  const { t } = useLingui()
  const { i18n } = useLinguiCore()
  const areaSlot = useFormSlot(def.name)
  // The route checked the address as any list's; this screen reads it with its own definition.
  const address = useSearch({ strict: false })
  const search = useMemo(() => listSearchSchema(def).parse(address), [def, address])
  const navigate = useNavigate()
  const meta = useMatch({ strict: false, select: (m) => m.staticData?.meta })
  const lifecycle = useLifecycle(def.name)
  const info = useQuery(agentInfoQuery).data
  const access = info?.access ?? []
  // A log (readOnly) is never written through its list, whatever the permission also allows.
  const canCreate = !def.readOnly && canDo(access, def.permission, 'create')
  const canUpdate = !def.readOnly && canDo(access, def.permission, 'update')
  const canDelete = !def.readOnly && canDo(access, def.permission, 'delete')
  const canExport = canExportList(access, def)

  const setSearch = useCallback(
    (patch: Partial<ListSearch>) =>
      void navigate({
        to: '.',
        // A keyset position belongs to the query it came from: any other change of page drops it.
        search: (prev: Record<string, unknown>) =>
          Object.fromEntries(
            Object.entries({ ...prev, ...patch, ...('page' in patch && !('after' in patch) ? { after: undefined } : {}) }).filter(
              ([, v]) => v !== undefined && v !== '',
            ),
          ),
      }),
    [navigate],
  )

  const query = useMemo(() => toIndexQuery(def, search, fixed, undefined, companyZone()), [def, search, fixed])
  const auto = search.auto === 1
  const paged = useQuery({ ...listQuery(def, query), enabled: !auto })
  const infinite = useInfiniteQuery({ ...infiniteListQuery(def, { ...query, Index: 1 }), enabled: auto })
  const rows = useMemo<Row[]>(
    () => (auto ? (infinite.data?.pages.flatMap((p) => p.rows) ?? []) : (paged.data?.rows ?? [])),
    [auto, infinite.data, paged.data],
  )
  const first = auto ? infinite.data?.pages[0] : paged.data
  const { count, capped } = useListTotal(query, first, search.page, search.size)
  const loading = auto ? infinite.isPending : paged.isPending
  const failure = auto ? infinite.error : paged.error

  // Selection belongs to the rows on screen: a new query starts with none.
  const [selection, setSelection] = useState<RowSelectionState>({})
  const queryKey = JSON.stringify(query)
  useEffect(() => setSelection({}), [queryKey, auto])
  const selectedIds = Object.entries(selection)
    .filter(([, v]) => v)
    .map(([id]) => Number(id))

  const userId = info?.user_id ?? 0
  const [visibility, setVisibility] = useState<Record<string, boolean>>({})
  useEffect(() => setVisibility(loadHiddenColumns(userId, cacheName(def))), [userId, def])
  const changeVisibility = (v: Record<string, boolean>) => {
    setVisibility(v)
    saveHiddenColumns(userId, cacheName(def), v)
  }

  // Saved views: the part of the address a view keeps, and opening one (its query, its columns).
  const viewQuery = useMemo(() => viewQueryOf(def, address), [def, address])
  const hiddenColumns = Object.entries(visibility)
    .filter(([, v]) => v === false)
    .map(([c]) => c)
  const openView = useCallback(
    (v: Pick<SavedView, 'Query' | 'Hidden'>) => {
      void navigate({ to: '.', search: (prev: Record<string, unknown>) => ({ ...v.Query, ...(prev.view ? { view: prev.view } : {}) }) })
      const shown = Object.fromEntries(v.Hidden.map((c) => [c, false]))
      setVisibility(shown)
      saveHiddenColumns(userId, cacheName(def), shown)
    },
    [navigate, userId, def],
  )
  // A list opened at its plain address opens with the person's default view, once per visit.
  const saved = useQuery(savedViewsQuery(cacheName(def))).data
  const defaulted = useRef(false)
  useEffect(() => {
    if (defaulted.current || !saved) return
    defaulted.current = true
    const chosen = saved.Views.find((v) => v.Id === saved.Default)
    if (chosen && Object.keys(viewQuery).length === 0) openView(chosen)
  }, [saved, viewQuery, openView])

  const searchRef = useRef<HTMLInputElement>(null)
  const openNew = () => setSearch({ edit: 'new', view: undefined })
  useListKeys({ search: () => searchRef.current?.focus(), create: canCreate ? openNew : undefined })

  const remove = useDeleteRecords(def)
  const removeSelected = async () => {
    if (await remove(selectedIds)) setSelection({})
  }

  const [exporting, setExporting] = useState(false)
  const exportList = async (format: 'csv' | 'xlsx') => {
    setExporting(true)
    try {
      await downloadExport(def, { ...query, Columns: def.columns.filter((c) => visibility[c] !== false).join(',') }, format)
    } catch (err) {
      if (err instanceof ApiFailure && err.envelope.Message) notify(err.envelope.Message, 'error')
    } finally {
      setExporting(false)
    }
  }

  const viewIndex = search.view ? rows.findIndex((r) => r.Id === search.view) : -1
  const listRef = useRef<HTMLElement>(null)
  const lastViewed = useRef(0)
  if (search.view) lastViewed.current = search.view
  const editing = search.edit
  const title = meta?.title ? i18n._(meta.title) : def.name
  // What one record is called, for the dialogs' titles ("New customer"); else the screen's name.
  const record = def.noun ? i18n._(def.noun) : title
  const filtered = activeFilters(def, search).some((k) => !(k in fixed))
  // The open record's name titles its dialog; the detail below asks for the same record, so one request serves both.
  const viewed = useQuery({ ...detailQuery(def, search.view ?? 0), enabled: !!search.view })
  const viewedName = recordName(def, viewed.data)

  return (
    <main ref={listRef} className="flex w-full flex-col gap-3 p-4" data-testid={`list-${def.name}`}>
      <div className="flex items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-lg font-semibold tracking-tight" data-testid="page-title">
            {title}
          </h1>
          {views}
          <SavedViews def={def} query={viewQuery} hidden={hiddenColumns} onOpen={openView} />
        </div>
        {lifecycle && can(access, 'chart:view') ? (
          <Link
            to="/chart/board/$doc"
            params={{ doc: def.name }}
            className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900"
            data-testid="list-board-link"
          >
            <LayoutGrid className="size-3.5" aria-hidden />
            <Trans>Board</Trans>
          </Link>
        ) : null}
      </div>
      <ListToolbar
        def={def}
        search={search}
        setSearch={setSearch}
        fixed={fixed}
        searchRef={searchRef}
        canCreate={canCreate}
        canExport={canExport}
        onCreate={openNew}
        onExport={(f) => void exportList(f)}
        tools={
          <>
            {def.tree && 'Score' in def.fields && canUpdate ? <TreeArrange def={def} /> : null}
            {canDelete ? <DeletedRecords def={def} /> : null}
            {canCreate && def.importable ? <ImportDialog def={def} /> : null}
          </>
        }
        filtered={filtered}
        columns={def.columns.map((c) => {
          const label = fieldLabel(def, c)
          return {
            id: c,
            label: label ? i18n._(label) : c,
            visible: visibility[c] !== false,
            toggle: (v) => changeVisibility({ ...visibility, [c]: v }),
          }
        })}
      />
      {summary?.(query)}
      {exporting ? (
        <p className="flex items-center gap-2 text-sm text-neutral-600" role="status">
          <Loader2 className="size-4 animate-spin" aria-hidden />
          <Trans>Preparing the export…</Trans>
        </p>
      ) : null}
      {selectedIds.length > 0 ? (
        <div className="flex flex-wrap items-center gap-3 rounded-md bg-sky-50 px-3 py-2 text-sm" role="status" data-testid="selection-bar">
          <Trans>{selectedIds.length} selected</Trans>
          {selectionActions?.(
            selectedIds,
            rows.filter((r) => selectedIds.includes(r.Id)),
          )}
          {lifecycle ? (
            <BulkEvents
              def={def}
              lifecycle={lifecycle}
              rows={rows.filter((r) => selectedIds.includes(r.Id))}
              onDone={() => setSelection({})}
            />
          ) : null}
          <SelectionPrint
            def={def}
            title={title}
            rows={rows.filter((r) => selectedIds.includes(r.Id))}
            columns={def.columns.filter((c) => visibility[c] !== false)}
          />
          {canDelete ? (
            <Button variant="outline" size="sm" onClick={() => void removeSelected()} data-testid="bulk-delete">
              <Trash2 className="size-4" aria-hidden />
              <Trans>Delete</Trans>
            </Button>
          ) : null}
          <Button variant="ghost" size="sm" onClick={() => setSelection({})}>
            <Trans>Clear selection</Trans>
          </Button>
        </div>
      ) : null}
      {failure ? (
        <p className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700" role="alert" data-testid="list-error">
          {failure instanceof ApiFailure ? (failure.envelope.Message ?? failure.message) : failure.message}
        </p>
      ) : null}
      <ResourceTable
        def={def}
        rows={rows}
        loading={loading}
        sort={search.sort}
        asc={search.asc === 1}
        onSort={(sort, asc) => setSearch({ sort, asc: asc ? 1 : undefined, page: 1 })}
        selection={selection}
        onSelection={setSelection}
        visibility={visibility}
        onVisibility={changeVisibility}
        onOpen={onOpen ?? ((r) => setSearch({ view: r.Id }))}
        onEndReached={auto && infinite.hasNextPage && !infinite.isFetchingNextPage ? () => void infinite.fetchNextPage() : undefined}
        emptyHint={
          filtered ? (
            <Trans>Nothing matches these filters.</Trans>
          ) : canCreate ? (
            <Trans>Press n or “New” to add the first one.</Trans>
          ) : null
        }
      />
      {auto && infinite.isFetchingNextPage ? (
        <p className="flex justify-center">
          <Loader2 className="size-4 animate-spin text-neutral-400" aria-label={t`Loading`} />
        </p>
      ) : null}
      <Pager
        page={search.page}
        size={search.size}
        count={count}
        capped={capped}
        hasNext={!!paged.data?.next}
        auto={auto}
        // Forward one page continues after the last row on screen (keyset: page 40 costs what page 1
        // does); any other page is counted from the start.
        onPage={(page) => setSearch({ page, after: page === search.page + 1 ? paged.data?.next : undefined })}
        onSize={(size) => setSearch({ size, page: 1, after: undefined })}
        onAuto={(on) => setSearch({ auto: on ? 1 : undefined, page: 1, after: undefined })}
      />

      <Dialog open={!!search.view && !editing} onOpenChange={(o) => !o && setSearch({ view: undefined })}>
        <DialogContent
          // A lifecycle document's detail carries its stepper and history: wider.
          className={recordTabs ? 'max-w-4xl' : lifecycle ? 'max-w-3xl' : 'max-w-2xl'}
          // The panel itself takes focus (not its first button), so ← / → walk records at once.
          onOpenAutoFocus={(e) => {
            e.preventDefault()
            if (e.currentTarget instanceof HTMLElement) e.currentTarget.focus()
          }}
          // Closed, focus goes back to the row of the record last shown (← / → may have walked on),
          // not to the page's start: a keyboard user carries on down the list from there.
          onCloseAutoFocus={(e) => {
            const row = listRef.current?.querySelector<HTMLElement>(`tbody tr[data-row-id="${lastViewed.current}"]`)
            if (!row) return
            e.preventDefault()
            row.focus()
          }}
        >
          <DialogHeader>
            <DialogTitle data-testid="record-title">{viewedName ? `${record} · ${viewedName}` : `${record} #${search.view}`}</DialogTitle>
            <DialogDescription className="sr-only">
              <Trans>Record details</Trans>
            </DialogDescription>
          </DialogHeader>
          {search.view ? (
            <ResourceDetail
              def={def}
              id={search.view}
              prevId={viewIndex > 0 ? rows[viewIndex - 1]!.Id : undefined}
              nextId={viewIndex >= 0 && viewIndex < rows.length - 1 ? rows[viewIndex + 1]!.Id : undefined}
              onGo={(id) => setSearch({ view: id })}
              onEdit={canUpdate ? () => setSearch({ edit: search.view }) : undefined}
              actions={detailActions}
              tabs={recordTabs}
            />
          ) : null}
        </DialogContent>
      </Dialog>

      <RecordFormDialog
        def={def}
        editing={editing}
        defaults={fixed}
        onClose={() => setSearch({ edit: undefined })}
        onDone={(id) => setSearch(editing === 'new' ? { edit: undefined, view: id || undefined } : { edit: undefined })}
        slot={formSlot ?? areaSlot}
      />
    </main>
  )
}

/**
 * The list's total as the pager shows it. A page reached after a keyset position carries none: the
 * total told for the same query before stands, and the last page (no next) proves the exact one.
 */
function useListTotal(query: Record<string, string | number>, page: Page | undefined, index: number, size: number) {
  const { Index: _index, After: _after, ...list } = query
  const key = JSON.stringify(list)
  const known = useRef<{ key: string; count: number; capped: boolean }>(undefined)
  if (page?.count !== undefined) known.current = { key, count: page.count, capped: page.capped }
  else if (page && !page.next) known.current = { key, count: (index - 1) * size + page.rows.length, capped: false }
  return known.current?.key === key ? known.current : { count: 0, capped: false }
}
