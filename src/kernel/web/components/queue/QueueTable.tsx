import { useMemo, type ReactNode } from 'react'
import { useLingui as useLinguiCore } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useRouter } from '@tanstack/react-router'
import { tableFeatures, useTable, type ColumnDef } from '@tanstack/react-table'
import { CircleCheck, CircleDashed, Hand, Inbox, Lock, Undo2 } from 'lucide-react'
import { cn } from '../../lib/cn.ts'
import { metaAt } from '../../shell/page-info.ts'
import { Button } from '../ui/button.tsx'
import { StateBadge } from '../lifecycle/StateBadge.tsx'
import { formatDuration } from '../lifecycle/duration.ts'
import { ageTone, type AgeTone, type QueueDoc } from './queue-docs.ts'
import type { QueueItem } from './queue-api.ts'
import { useFormat } from '../../lib/format.ts'

const features = tableFeatures({})
type Features = typeof features

/** Whose an item is, from the viewer's side. */
export type Hold = 'mine' | 'free' | 'other'
export const holdOf = (item: Pick<QueueItem, 'HolderId'>, me: number): Hold =>
  item.HolderId === 0 ? 'free' : item.HolderId === me ? 'mine' : 'other'

const TONE: Record<AgeTone, { label: MessageDescriptor; className: string }> = {
  fine: { label: msg`On time`, className: 'bg-emerald-50 text-emerald-800 ring-emerald-600/25' },
  soon: { label: msg`Due soon`, className: 'bg-amber-50 text-amber-900 ring-amber-600/30' },
  late: { label: msg`Late`, className: 'bg-red-50 text-red-800 ring-red-600/30' },
}

/** How long an item has waited, against the queue's service level: in words as well as in colour. */
export function AgeBadge({ age, slaMinutes }: { age: number; slaMinutes: number }) {
  const { i18n, t } = useLingui()
  const tone = ageTone(age, slaMinutes)
  const sla = formatDuration(i18n.locale, slaMinutes * 60)
  return (
    <span className="inline-flex items-center gap-2 whitespace-nowrap" data-testid="queue-age" data-tone={tone}>
      <span className="tabular-nums">{formatDuration(i18n.locale, age)}</span>
      <span
        className={cn('rounded px-1.5 py-0.5 text-[11px] font-medium ring-1 ring-inset', TONE[tone].className)}
        title={t`Service level: ${sla}`}
      >
        {i18n._(TONE[tone].label)}
      </span>
    </span>
  )
}

/** Who is working on an item: "You", their name, or nobody yet. */
export function HolderCell({ item, hold }: { item: QueueItem; hold: Hold }) {
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap" data-testid="queue-holder" data-hold={hold}>
      {hold === 'mine' ? (
        <>
          <CircleCheck className="size-3.5 text-sky-700" aria-hidden />
          <span className="font-medium text-sky-800">
            <Trans>You</Trans>
          </span>
        </>
      ) : hold === 'other' ? (
        <>
          <Lock className="size-3.5 text-neutral-500" aria-hidden />
          <span>{item.HolderName}</span>
        </>
      ) : (
        <>
          <CircleDashed className="size-3.5 text-neutral-400" aria-hidden />
          <span className="text-neutral-500">
            <Trans>Free</Trans>
          </span>
        </>
      )}
    </span>
  )
}

/** A document type's name: its list screen's title ("Delivery orders"). */
export function useDocName() {
  const router = useRouter()
  const { i18n } = useLinguiCore()
  return (doc: QueueDoc | undefined, fallback: string) => {
    const meta = doc?.def.route ? metaAt(router, doc.def.route) : undefined
    return meta ? i18n._(meta.title) : fallback
  }
}

/**
 * A queue's items, oldest first: the document, its state, how long it has waited (coloured
 * against the service level), its owner and who holds it, with Claim or Release on the row.
 * A row opens the item (a click or Enter; the arrows move between rows).
 */
export function QueueTable({
  items,
  docs,
  me,
  now,
  loading,
  busy,
  openKey,
  onOpen,
  onClaim,
  onRelease,
  dueRule,
  rowAction,
  claimed = true,
}: {
  items: QueueItem[]
  docs: readonly QueueDoc[]
  me: number
  /** Seconds the ages have run on since the list was fetched. */
  now: number
  loading: boolean
  /** The row whose claim or release is on its way. */
  busy: string | null
  openKey: string | null
  onOpen(item: QueueItem): void
  onClaim(item: QueueItem): void
  onRelease(item: QueueItem): void
  /** How the queue's area words an item's due rule (`DueRule`); a "Falls due" column shows when items have a date. */
  dueRule?: (item: QueueItem) => ReactNode
  /** What the row offers instead of Claim (the about-to-lose queue: log a follow-up with the customer). */
  rowAction?: (item: QueueItem) => ReactNode
  /** False: nobody claims the queue's items (each is its owner's), so nobody is shown working on one. */
  claimed?: boolean
}) {
  const { t } = useLingui()
  const format = useFormat()
  const dated = items.some((i) => i.DueTime > 0)
  const docName = useDocName()
  const single = docs.length === 1

  const columns = useMemo<ColumnDef<Features, QueueItem>[]>(
    () => [
      {
        id: 'document',
        header: t`Document`,
        cell: ({ row }) => {
          const item = row.original
          const doc = docs.find((d) => d.doc === item.Doc)
          return (
            <span className="flex min-w-0 flex-col">
              <span className="truncate font-medium text-neutral-900" data-testid="queue-title">
                {item.Title || `#${item.Id}`}
              </span>
              <span className="truncate text-xs text-neutral-500">{single ? `#${item.Id}` : `${docName(doc, item.Doc)} #${item.Id}`}</span>
            </span>
          )
        },
      },
      {
        id: 'state',
        header: t`State`,
        cell: ({ row }) => {
          const doc = docs.find((d) => d.doc === row.original.Doc)
          return doc ? <StateBadge def={doc.def} lifecycle={doc.lifecycle} state={row.original.State} /> : row.original.State
        },
      },
      { id: 'age', header: t`Waiting`, cell: ({ row }) => <AgeBadge age={row.original.Age + now} slaMinutes={row.original.SlaMinutes} /> },
      ...(dated
        ? [
            {
              id: 'due',
              header: t`Falls due`,
              cell: ({ row }: { row: { original: QueueItem } }) =>
                row.original.DueTime > 0 ? (
                  <span className="flex flex-col" data-testid="queue-due">
                    <span className="font-medium text-neutral-900 tabular-nums">{format.date(row.original.DueTime)}</span>
                    {dueRule ? <span className="text-xs text-neutral-500">{dueRule(row.original)}</span> : null}
                  </span>
                ) : null,
            },
          ]
        : []),
      { id: 'owner', header: t`Owner`, cell: ({ row }) => row.original.AgentName || <span className="text-neutral-500">—</span> },
      ...(claimed
        ? [
            {
              id: 'holder',
              header: t`Worked on by`,
              cell: ({ row }: { row: { original: QueueItem } }) => <HolderCell item={row.original} hold={holdOf(row.original, me)} />,
            },
          ]
        : []),
      {
        id: 'actions',
        header: () => <span className="sr-only">{t`Actions`}</span>,
        cell: ({ row }) => {
          const item = row.original
          // A queue's own row action is drawn by the row itself (below), so its dialogs outlive a refetch.
          if (rowAction) return null
          const hold = holdOf(item, me)
          const key = `${item.Doc}:${item.Id}`
          if (hold === 'other') return null
          const mine = hold === 'mine'
          return (
            <Button
              size="sm"
              variant={mine ? 'ghost' : 'outline'}
              disabled={busy === key}
              data-testid={mine ? 'queue-release' : 'queue-claim'}
              aria-label={mine ? t`Release ${item.Title}` : t`Claim ${item.Title}`}
              onClick={(e) => {
                e.stopPropagation()
                if (mine) onRelease(item)
                else onClaim(item)
              }}
            >
              {mine ? <Undo2 className="size-3.5" aria-hidden /> : <Hand className="size-3.5" aria-hidden />}
              {mine ? <Trans>Release</Trans> : <Trans>Claim</Trans>}
            </Button>
          )
        },
      },
    ],
    [t, docs, single, docName, now, me, busy, onClaim, onRelease, dated, format, dueRule, rowAction, claimed],
  )

  const table = useTable({ features, columns, data: items, getRowId: (r) => `${r.Doc}:${r.Id}` })
  const rows = table.getRowModel().rows
  const colCount = columns.length

  const move = (from: HTMLElement, delta: number) => {
    const all = [...(from.closest('tbody')?.querySelectorAll<HTMLElement>('tr[data-row-id]') ?? [])]
    all[all.indexOf(from) + delta]?.focus()
  }

  return (
    <div className="overflow-auto rounded-lg border border-neutral-200 bg-white" data-testid="queue-scroll">
      <table className="w-full border-collapse text-sm" data-testid="queue-table" aria-busy={loading}>
        <thead className="sticky top-0 z-10 bg-neutral-50 text-left text-xs font-medium text-neutral-600 shadow-[inset_0_-1px_0] shadow-neutral-200">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className={cn('px-3 py-2 whitespace-nowrap', header.id === 'actions' && 'w-28')}>
                  <table.FlexRender header={header} />
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {loading && items.length === 0
            ? Array.from({ length: 5 }, (_, i) => (
                <tr key={i} className="border-b border-neutral-100" data-testid="skeleton-row">
                  {Array.from({ length: colCount }, (_, j) => (
                    <td key={j} className="px-3 py-3">
                      <div className="h-3.5 animate-pulse rounded bg-neutral-100" style={{ width: `${40 + ((i * 7 + j * 13) % 50)}%` }} />
                    </td>
                  ))}
                </tr>
              ))
            : null}
          {!loading && items.length === 0 ? (
            <tr>
              <td colSpan={colCount} className="px-3 py-16 text-center text-neutral-500" data-testid="queue-empty">
                <Inbox className="mx-auto mb-2 size-8 text-neutral-300" aria-hidden />
                <p className="font-medium text-neutral-700">
                  <Trans>Nothing is waiting here</Trans>
                </p>
                <p className="mt-1">
                  <Trans>New items appear by themselves.</Trans>
                </p>
              </td>
            </tr>
          ) : null}
          {rows.map((row) => {
            const item = row.original
            const hold = holdOf(item, me)
            return (
              <tr
                key={row.id}
                data-row-id={row.id}
                data-hold={hold}
                tabIndex={0}
                aria-selected={openKey === row.id}
                className={cn(
                  'cursor-pointer border-b border-neutral-100 outline-none hover:bg-neutral-50 focus-visible:bg-sky-50 focus-visible:shadow-[inset_2px_0] focus-visible:shadow-sky-600 aria-selected:bg-sky-50/70',
                  hold === 'other' && 'text-neutral-500',
                )}
                onClick={() => onOpen(item)}
                onKeyDown={(e) => {
                  if (e.target !== e.currentTarget) return
                  if (e.key === 'Enter') {
                    e.preventDefault()
                    onOpen(item)
                  } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
                    e.preventDefault()
                    move(e.currentTarget, e.key === 'ArrowDown' ? 1 : -1)
                  }
                }}
              >
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} className={cn('px-3 py-2', cell.column.id === 'document' ? 'max-w-80' : 'whitespace-nowrap')}>
                    {/* Rendered here, not by the column (whose cell function is new whenever the columns are), so an
                        open form in it is not unmounted each time the queue refreshes; clicks in it do not open the row. */}
                    {cell.column.id === 'actions' && rowAction ? (
                      <span onClick={(e) => e.stopPropagation()}>{rowAction(item)}</span>
                    ) : (
                      <table.FlexRender cell={cell} />
                    )}
                  </td>
                ))}
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
