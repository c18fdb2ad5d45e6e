import { useEffect, useRef } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useLingui as useLinguiCore } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import { confirmAction } from '../../lib/confirm.ts'
import { ChevronRight, CircleCheck, Hand, Loader2, Lock, SkipForward, Undo2 } from 'lucide-react'
import { fieldLabel } from '../../../shared/resources/labels.ts'
import { agentInfoQuery } from '../../lib/auth.ts'
import { Button } from '../ui/button.tsx'
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '../ui/collapsible.tsx'
import { CellValue } from '../resource/Cell.tsx'
import { isLineList } from '../resource/lines.ts'
import { cacheName, detailQuery } from '../resource/resource-api.ts'
import { LifecycleActions } from '../lifecycle/LifecycleActions.tsx'
import { LifecycleStepper } from '../lifecycle/LifecycleStepper.tsx'
import { StateBadge } from '../lifecycle/StateBadge.tsx'
import { TimelineOf } from '../lifecycle/Timeline.tsx'
import { timelineQuery } from '../lifecycle/lifecycle-api.ts'
import { useQueueParts } from './queue-parts.tsx'
import { queueKeys, type QueueItem } from './queue-api.ts'
import { readableField, type QueueDoc } from './queue-docs.ts'
import { AgeBadge, type Hold } from './QueueTable.tsx'

/** Fields the panel's head already shows, or that say nothing to the person doing the work. */
const SHOWN_ELSEWHERE = new Set(['Id', 'State', 'Status', 'Version', 'Score', 'Lines'])
/** Nothing to show: no value, or a time or reference not set yet (0). */
const isEmpty = (v: unknown) => v === null || v === undefined || v === '' || v === 0

/**
 * One work item beside its queue: who holds it, its state and next steps, its lines and key
 * fields, and its history. Only its holder works on it here: anyone else may look (and claim it
 * when it is free). When a step takes it out of the queue, the panel says so, the holder's claim
 * ends, and the next item is a click away.
 */
export function QueueItemPanel({
  doc,
  id,
  item,
  hold,
  claimed = true,
  busy,
  onClaim,
  onRelease,
  onTakeOver,
  onNext,
  nextBusy,
}: {
  doc: QueueDoc
  id: number
  /** The item's row in the queue as last listed (absent when it has left the queue or is not on the page). */
  item: QueueItem | undefined
  hold: Hold
  /** False on a queue whose items are their owners' (nobody claims): whoever sees it works it. */
  claimed?: boolean
  busy: boolean
  onClaim(): void
  onRelease(): void
  /** Takes the item from the colleague holding it (asked first; they are told). */
  onTakeOver(): void
  onNext(): void
  nextBusy: boolean
}) {
  const { i18n } = useLinguiCore()
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const access = useQuery(agentInfoQuery).data?.access ?? []
  const parts = useQueueParts()
  const { def, lifecycle } = doc
  const record = useQuery(detailQuery(def, id))
  const row = record.data
  const state = row ? String(row.State ?? '') : undefined
  const left = state !== undefined && !doc.states.includes(state)

  // Once the holder's own step takes the item out of this queue, the server has ended the claim with
  // it (the engine does, as the state leaves the queue): the queues are read again.
  const heldByMe = useRef(false)
  useEffect(() => {
    if (hold === 'mine' && !left) heldByMe.current = true
  }, [hold, left])
  useEffect(() => {
    if (!left || !heldByMe.current) return
    heldByMe.current = false
    void queryClient.invalidateQueries({ queryKey: queueKeys.all })
  }, [left, queryClient])

  if (record.isPending)
    return (
      <div className="flex justify-center py-10">
        <Loader2 className="size-5 animate-spin text-neutral-400" aria-label={t`Loading`} />
      </div>
    )
  if (record.isError || !row)
    return (
      <p className="py-6 text-center text-neutral-500" data-testid="queue-panel-missing">
        <Trans>The record does not exist</Trans>
      </p>
    )

  const lines = isLineList(row.Lines) ? row.Lines : []
  // The list's columns, less what the head shows, what is empty, and references the agent may not read.
  const fields = def.columns.filter(
    (f) => !SHOWN_ELSEWHERE.has(f) && f !== def.label && !isEmpty(row[f]) && readableField(def, f, access, parts.referenced),
  )
  const canWork = (!claimed || hold === 'mine') && !left
  return (
    <div className="flex flex-col gap-4" data-testid="queue-panel-body" data-left={left}>
      {left ? (
        <div
          className="flex flex-col gap-3 rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900"
          role="status"
          data-testid="queue-left"
        >
          <p className="flex items-center gap-2">
            <CircleCheck className="size-4 shrink-0" aria-hidden />
            <span>
              <Trans>Done here: the item has left this queue.</Trans>
            </span>
          </p>
          <div>
            <Button size="sm" onClick={onNext} disabled={nextBusy} data-testid="queue-panel-next">
              {nextBusy ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <SkipForward className="size-4" aria-hidden />}
              {claimed ? <Trans>Take the next item</Trans> : <Trans>Open the most urgent</Trans>}
            </Button>
          </div>
        </div>
      ) : !claimed ? null : (
        <HoldBar item={item} hold={hold} busy={busy} onClaim={onClaim} onRelease={onRelease} onTakeOver={onTakeOver} />
      )}

      <section
        className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-neutral-200 bg-neutral-50/60 p-3"
        aria-label={t`Current state`}
      >
        <div className="flex items-center gap-2 text-sm">
          <span className="text-neutral-500">
            <Trans>Current state</Trans>
          </span>
          <StateBadge def={def} lifecycle={lifecycle} state={state ?? ''} />
          {item && !left ? <AgeBadge age={item.Age} slaMinutes={item.SlaMinutes} /> : null}
        </div>
        {canWork ? (
          <div className="flex flex-wrap items-center gap-2">
            {parts.itemLinks?.(doc.doc, row)}
            <LifecycleActions def={def} lifecycle={lifecycle} row={row} />
          </div>
        ) : null}
      </section>

      {lines.length > 0 ? (
        <div className="flex flex-col gap-1.5" data-field="Lines">
          <h3 className="text-sm font-semibold text-neutral-700">
            {i18n._(fieldLabel(def, 'Lines') ?? { id: 'field.Lines', message: 'Lines' })}
          </h3>
          <CellValue def={def} field="Lines" value={lines} />
        </div>
      ) : null}

      {parts.itemDetails?.(doc.doc, row, lines)}

      <dl className="grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-4 gap-y-1.5 text-sm">
        {fields.map((f) => {
          const label = fieldLabel(def, f)
          return (
            <div key={f} className="contents" data-field={f}>
              <dt className="text-neutral-500">{label ? i18n._(label) : f}</dt>
              <dd className="min-w-0 break-words">
                <CellValue def={def} field={f} value={row[f]} row={row} />
              </dd>
            </div>
          )
        })}
      </dl>

      <History doc={doc} id={id} state={state ?? ''} lines={lines} />
    </div>
  )
}

/** Who holds the item, and the one thing the viewer may do about it. */
function HoldBar({
  item,
  hold,
  busy,
  onClaim,
  onRelease,
  onTakeOver,
}: {
  item: QueueItem | undefined
  hold: Hold
  busy: boolean
  onClaim(): void
  onRelease(): void
  onTakeOver(): void
}) {
  const tone =
    hold === 'mine'
      ? 'border-sky-200 bg-sky-50 text-sky-900'
      : hold === 'other'
        ? 'border-neutral-200 bg-neutral-100 text-neutral-700'
        : 'border-amber-200 bg-amber-50 text-amber-900'
  const name = item?.HolderName ?? ''
  return (
    <div
      className={`flex flex-wrap items-center justify-between gap-3 rounded-md border p-3 text-sm ${tone}`}
      data-testid="queue-hold"
      data-hold={hold}
    >
      <p className="flex min-w-0 items-center gap-2">
        {hold === 'mine' ? (
          <Trans>You are working on this item.</Trans>
        ) : hold === 'other' ? (
          <>
            <Lock className="size-4 shrink-0" aria-hidden />
            <span>
              <Trans>{name} is working on this item. You can look, not work on it.</Trans>
            </span>
          </>
        ) : (
          <Trans>Nobody is working on this item yet. Claim it to work on it.</Trans>
        )}
      </p>
      {hold === 'mine' ? (
        <Button size="sm" variant="outline" onClick={onRelease} disabled={busy} data-testid="queue-panel-release">
          <Undo2 className="size-3.5" aria-hidden />
          <Trans>Release</Trans>
        </Button>
      ) : hold === 'free' ? (
        <Button size="sm" onClick={onClaim} disabled={busy} data-testid="queue-panel-claim">
          <Hand className="size-3.5" aria-hidden />
          <Trans>Claim</Trans>
        </Button>
      ) : (
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          data-testid="queue-panel-take-over"
          onClick={() =>
            void confirmAction({
              title: msg`Take this item over?`,
              description: msg`${name} is working on it. It becomes yours, and they are told in their reminders.`,
              action: msg`Take it over`,
            }).then((ok) => ok && onTakeOver())
          }
        >
          <Hand className="size-3.5" aria-hidden />
          <Trans>Take it over</Trans>
        </Button>
      )}
    </div>
  )
}

/** The road and the timeline, folded away: the work comes first. */
function History({ doc, id, state, lines }: { doc: QueueDoc; id: number; state: string; lines: readonly Record<string, unknown>[] }) {
  const timeline = useQuery(timelineQuery(cacheName(doc.def), doc.lifecycle.doc, id))
  const visited = new Set((timeline.data ?? []).map((r) => r.To))
  return (
    <Collapsible className="border-t border-neutral-200 pt-3">
      <CollapsibleTrigger
        className="group flex items-center gap-1 text-sm font-semibold text-neutral-700 hover:text-neutral-900"
        data-testid="queue-history-toggle"
      >
        <ChevronRight className="size-4 transition-transform group-data-[state=open]:rotate-90" aria-hidden />
        <Trans>Progress and history</Trans>
      </CollapsibleTrigger>
      <CollapsibleContent className="flex flex-col gap-3 pt-3">
        <LifecycleStepper def={doc.def} lifecycle={doc.lifecycle} state={state} visited={visited} />
        <TimelineOf def={doc.def} timeline={timeline} lines={lines} />
      </CollapsibleContent>
    </Collapsible>
  )
}
