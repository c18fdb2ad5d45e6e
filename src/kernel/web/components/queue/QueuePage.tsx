import { type ReactNode, useCallback, useId, useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useMatch, useNavigate, useSearch } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import { Loader2, SkipForward } from 'lucide-react'
import { agentInfoQuery, ApiFailure } from '../../lib/auth.ts'
import { cn } from '../../lib/cn.ts'
import { useFormat } from '../../lib/format.ts'
import { notify } from '../../lib/notices.ts'
import { Button } from '../ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog.tsx'
import { NativeSelect } from '../ui/input.tsx'
import { detailQuery, nameQuery, recordName, selectQuery } from '../resource/resource-api.ts'
import { formatDuration } from '../lifecycle/duration.ts'
import { useNow } from '../lifecycle/use-now.ts'
import {
  QUEUE_PAGE,
  useClaim,
  useQueue,
  useQueueSummary,
  useRelease,
  useTakeNext,
  useTakeOver,
  type ItemRef,
  type QueueItem,
} from './queue-api.ts'
import { ageTone, byWarehouse, type QueueDoc } from './queue-docs.ts'
import { useQueueParts } from './queue-parts.tsx'
import { queueSearchSchema, type QueueSearch } from './queue-search.ts'
import { QueueItemPanel } from './QueueItemPanel.tsx'
import { holdOf, QueueTable, useDocName } from './QueueTable.tsx'
import { isClaimedQueue } from '../../../shared/lifecycle/queues.ts'

const keyOf = (item: ItemRef | undefined) => (item ? `${item.Doc}:${item.Id}` : null)

/**
 * A work queue's screen: how much waits (and how much of it is late or the viewer's), the items
 * oldest first with their age against the queue's service level, claim and release on each row,
 * "take the next item", and the item open beside the list to work on it in place. The list asks
 * again every few seconds, so what a colleague claims or finishes shows here by itself.
 */
/**
 * A work queue's screen; `actions` are the queue's own ways to work (picking several deliveries as
 * one round), `dueRule` and `rowAction` its words for a due date and its row's action (QueueTable).
 */
export function QueuePage({
  queue,
  actions,
  dueRule,
  rowAction,
}: {
  queue: string
  actions?: ReactNode
  dueRule?: (item: QueueItem) => ReactNode
  rowAction?: (item: QueueItem) => ReactNode
}) {
  const { i18n, t } = useLingui()
  const format = useFormat()
  const meta = useMatch({ strict: false, select: (m) => m.staticData?.meta })
  const address = useSearch({ strict: false })
  const search = useMemo(() => queueSearchSchema.parse(address), [address])
  const navigate = useNavigate()
  const setSearch = useCallback(
    (patch: Partial<QueueSearch>) =>
      void navigate({
        to: '.',
        search: (prev: Record<string, unknown>) =>
          Object.fromEntries(Object.entries({ ...prev, ...patch }).filter(([, v]) => v !== undefined && v !== '')),
      }),
    [navigate],
  )
  const me = useQuery(agentInfoQuery).data?.user_id ?? 0
  const parts = useQueueParts()
  const docs = useMemo(() => parts.docs(queue), [parts, queue])
  // A queue nobody claims (each item is its owner's): no holders to count, and "next" only opens.
  const claimed = isClaimedQueue(queue)
  const warehouseFilter = byWarehouse(docs)
  const warehouseId = warehouseFilter ? search.WarehouseId : undefined

  const list = useQueue(queue, { WarehouseId: warehouseId })
  const summary = useQueueSummary(queue).data?.find((q) => q.Queue === queue)
  const items = useMemo(() => list.data?.items ?? [], [list.data])
  const claim = useClaim()
  const release = useRelease()
  const takeOver = useTakeOver()
  const next = useTakeNext()
  // Ages run on between two answers (every 30 s is enough for minutes and hours).
  const now = useNow(30_000)
  const drift = list.dataUpdatedAt ? Math.max(0, now - Math.floor(list.dataUpdatedAt / 1000)) : 0

  // Narrowed to a warehouse, the counts are the page's own; else the whole queue's.
  const stats = warehouseId
    ? {
        Count: list.data?.count ?? 0,
        // Past the cap of exact counts the total is a lower bound.
        Capped: list.data?.capped ?? false,
        Mine: items.filter((i) => i.HolderId === me).length,
        Late: items.filter((i) => ageTone(i.Age + drift, i.SlaMinutes) === 'late').length,
        Oldest: items[0] ? items[0].Age + drift : 0,
      }
    : summary
  const busy = claim.isPending
    ? keyOf(claim.variables)
    : release.isPending
      ? keyOf(release.variables)
      : takeOver.isPending
        ? keyOf(takeOver.variables)
        : null

  const openDoc: QueueDoc | undefined = search.doc && search.id ? docs.find((d) => d.doc === search.doc) : undefined
  const openItem = openDoc ? items.find((i) => i.Doc === openDoc.doc && i.Id === search.id) : undefined
  const open = (item: ItemRef) => setSearch({ doc: item.Doc, id: item.Id })
  const close = () => setSearch({ doc: undefined, id: undefined })

  const takeNext = () =>
    next.mutate(
      { queue, WarehouseId: warehouseId },
      {
        onSuccess: (item) => {
          if (item) open(item)
          else notify(msg`Nothing is waiting to be taken right now`, 'info')
        },
      },
    )
  const title = meta?.title ? i18n._(meta.title) : i18n._(parts.title(queue))
  const sla = summary ? formatDuration(i18n.locale, summary.SlaMinutes * 60) : null

  return (
    <main className="flex w-full flex-col gap-3 p-4" data-testid={`queue-${queue}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-lg font-semibold tracking-tight" data-testid="page-title">
            {title}
          </h1>
          <div className="flex flex-wrap items-center gap-2">
            <dl className="flex flex-wrap items-center gap-2 text-sm" data-testid="queue-counts">
              <Stat
                label={t`Waiting`}
                value={stats ? `${format.number(stats.Count)}${'Capped' in stats && stats.Capped ? '+' : ''}` : '…'}
                testId="queue-count-waiting"
              />
              {claimed ? (
                <Stat
                  label={t`Mine`}
                  value={stats ? format.number(stats.Mine) : '…'}
                  testId="queue-count-mine"
                  tone={stats?.Mine ? 'mine' : undefined}
                />
              ) : null}
              <Stat
                label={t`Late`}
                value={stats ? format.number(stats.Late) : '…'}
                testId="queue-count-late"
                tone={stats?.Late ? 'late' : undefined}
              />
              {stats && stats.Oldest > 0 ? (
                <Stat label={t`Oldest`} value={formatDuration(i18n.locale, stats.Oldest)} testId="queue-count-oldest" />
              ) : null}
            </dl>
            {/* Beside the counts, not among them: a list of terms holds only terms and their values. */}
            {sla ? (
              <span className="text-xs text-neutral-500" data-testid="queue-sla">
                <Trans>Service level: {sla}</Trans>
              </span>
            ) : null}
          </div>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          {warehouseFilter ? <WarehouseFilter value={warehouseId} onChange={(id) => setSearch({ WarehouseId: id })} /> : null}
          {actions}
          <Button onClick={takeNext} disabled={next.isPending} data-testid="queue-next">
            {next.isPending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <SkipForward className="size-4" aria-hidden />}
            {claimed ? <Trans>Take the next item</Trans> : <Trans>Open the most urgent</Trans>}
          </Button>
        </div>
      </div>

      {list.error ? (
        <p className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700" role="alert" data-testid="queue-error">
          {list.error instanceof ApiFailure ? (list.error.envelope.Message ?? list.error.message) : list.error.message}
        </p>
      ) : null}

      <QueueTable
        items={items}
        docs={docs}
        me={me}
        now={drift}
        loading={list.isPending}
        busy={busy}
        openKey={openItem ? keyOf(openItem) : null}
        onOpen={open}
        onClaim={(item) => claim.mutate(item)}
        onRelease={(item) => release.mutate(item)}
        dueRule={dueRule}
        rowAction={rowAction}
        claimed={claimed}
      />
      {(list.data?.count ?? 0) > items.length ? (
        <p className="text-sm text-neutral-500" data-testid="queue-more">
          <Trans>
            The oldest {QUEUE_PAGE} of {list.data?.count} items are listed; take the next item to work through them in order.
          </Trans>
        </p>
      ) : null}

      <Dialog open={!!openDoc} onOpenChange={(o) => !o && close()}>
        <DialogContent
          className="top-0 right-0 left-auto h-dvh max-h-dvh w-full max-w-3xl translate-x-0 translate-y-0 rounded-none border-y-0 border-r-0 sm:w-[48rem]"
          data-testid="queue-panel"
        >
          {openDoc && search.id ? (
            <>
              <PanelHead doc={openDoc} id={search.id} item={openItem} />
              <QueueItemPanel
                key={`${openDoc.doc}:${search.id}`}
                doc={openDoc}
                id={search.id}
                item={openItem}
                hold={openItem ? holdOf(openItem, me) : 'free'}
                claimed={claimed}
                busy={busy === `${openDoc.doc}:${search.id}`}
                onClaim={() => claim.mutate({ Doc: openDoc.doc, Id: search.id! })}
                onRelease={() => release.mutate({ Doc: openDoc.doc, Id: search.id! })}
                onTakeOver={() => takeOver.mutate({ Doc: openDoc.doc, Id: search.id! })}
                onNext={takeNext}
                nextBusy={next.isPending}
              />
            </>
          ) : null}
        </DialogContent>
      </Dialog>
    </main>
  )
}

function Stat({ label, value, testId, tone }: { label: string; value: string; testId: string; tone?: 'mine' | 'late' | undefined }) {
  return (
    <div
      className={cn(
        'flex items-baseline gap-1.5 rounded-md border px-2 py-0.5',
        tone === 'late'
          ? 'border-red-200 bg-red-50 text-red-800'
          : tone === 'mine'
            ? 'border-sky-200 bg-sky-50 text-sky-800'
            : 'border-neutral-200 bg-white text-neutral-700',
      )}
    >
      <dt className="text-xs">{label}</dt>
      <dd className="font-semibold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  )
}

/** The panel's title: the record's name (from the queue row, else the record itself) and its type. */
function PanelHead({ doc, id, item }: { doc: QueueDoc; id: number; item: QueueItem | undefined }) {
  const docName = useDocName()
  const record = useQuery(detailQuery(doc.def, id))
  const label = item?.Title || (recordName(doc.def, record.data) ?? '')
  return (
    <DialogHeader>
      <DialogTitle data-testid="queue-panel-title">{label || `#${id}`}</DialogTitle>
      <DialogDescription>
        {docName(doc, doc.doc)} #{id}
      </DialogDescription>
    </DialogHeader>
  )
}

/** The warehouses the agent may see, to narrow a warehouse queue to one. */
function WarehouseFilter({ value, onChange }: { value: number | undefined; onChange(id: number | undefined): void }) {
  const { t } = useLingui()
  const id = useId()
  const options = useQuery(selectQuery('Warehouse', '', 200)).data ?? []
  // One named in the address but not among the first 200 (or no longer one's own).
  const missing = !!value && !options.some((o) => o.Id === value)
  const extra = useQuery({ ...nameQuery('Warehouse', value ?? 0), enabled: missing })
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs text-neutral-600">
        <Trans>Warehouse</Trans>
      </label>
      <NativeSelect
        id={id}
        className="h-9 w-48"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : undefined)}
        data-testid="queue-warehouse"
      >
        <option value="">{t`All warehouses`}</option>
        {options.map((o) => (
          <option key={o.Id} value={o.Id}>
            {o.Name}
          </option>
        ))}
        {missing ? <option value={value}>{extra.data?.Name ?? (extra.isPending ? '…' : t`Unavailable`)}</option> : null}
      </NativeSelect>
    </div>
  )
}
