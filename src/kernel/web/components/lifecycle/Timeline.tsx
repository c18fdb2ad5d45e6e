import { useState } from 'react'
import { useLingui as useLinguiCore } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { ArrowRight, Clock, Loader2 } from 'lucide-react'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ResourceDef } from '../../../shared/resources/define.ts'
import { useFormat } from '../../lib/format.ts'
import { Button } from '../ui/button.tsx'
import { formatDuration } from './duration.ts'
import { eventLabel } from './labels.ts'
import { stateLabel } from '../../../shared/resources/labels.ts'
import type { TimelineRow } from './lifecycle-api.ts'
import type { Line } from '../resource/lines.ts'
import { isEmptyPayloadValue } from './payload-fields.ts'
import { Payload } from './PayloadValue.tsx'
import { useNow } from './use-now.ts'

/** How many of the newest rows show before "Show all". */
const FIRST_ROWS = 5

/** The timeline as its query stands: a spinner while it loads, a note if it failed, else the history. */
export function TimelineOf({
  def,
  timeline,
  lines,
}: {
  def: ResourceDef
  timeline: UseQueryResult<TimelineRow[]>
  lines?: readonly Line[]
}) {
  if (timeline.isPending) return <Loader2 className="size-4 animate-spin text-neutral-400" aria-hidden />
  if (timeline.isError)
    return (
      <p className="text-sm text-neutral-500" role="alert">
        <Trans>The history could not be loaded.</Trans>
      </p>
    )
  return <Timeline def={def} rows={timeline.data} lines={lines} />
}

/**
 * A document's history: who moved it, when, from which state to which, why (the payload), and
 * how long it stayed in each state (until the next row; the current one counts on, live).
 *
 * Newest first: a record page is opened to learn what happened last and why it stands where it
 * stands, and the answer then sits right under the stepper instead of below a long history (a
 * picking document gathers a row per line). The stepper above already tells the road in order.
 */
export function Timeline({ def, rows, lines = [] }: { def: ResourceDef; rows: readonly TimelineRow[]; lines?: readonly Line[] }) {
  const [all, setAll] = useState(false)
  const newestFirst = [...rows].reverse()
  const shown = all ? newestFirst : newestFirst.slice(0, FIRST_ROWS)
  if (rows.length === 0)
    return (
      <p className="text-sm text-neutral-500" data-testid="timeline-empty">
        <Trans>Nothing has been recorded yet.</Trans>
      </p>
    )
  return (
    <div className="flex flex-col gap-2">
      <ol className="relative flex flex-col gap-3 border-l border-neutral-200 pl-4" data-testid="timeline">
        {shown.map((r, i) => (
          <TimelineItem key={r.Id} def={def} row={r} lines={lines} until={i === 0 ? undefined : newestFirst[i - 1]!.CreateTime} />
        ))}
      </ol>
      {newestFirst.length > FIRST_ROWS ? (
        <Button
          variant="ghost"
          size="sm"
          className="self-start"
          onClick={() => setAll(!all)}
          aria-expanded={all}
          data-testid="timeline-all"
        >
          {all ? <Trans>Show fewer</Trans> : <Trans>Show the whole history</Trans>}
        </Button>
      ) : null}
    </div>
  )
}

function TimelineItem({ def, row, lines, until }: { def: ResourceDef; row: TimelineRow; lines: readonly Line[]; until?: number }) {
  const { i18n } = useLinguiCore()
  const { t } = useLingui()
  const fmt = useFormat()
  const event = eventLabel(def, row.Event)
  const from = stateLabel(def, row.From)
  const to = stateLabel(def, row.To)
  // Empty values and unset references (0) say nothing.
  const payload = Object.entries(row.Data ?? {}).filter(([k, v]) => !isEmptyPayloadValue(k, v, def.references))
  const created = row.Event === 'create'
  return (
    <li className="relative text-sm" data-testid="timeline-row" data-event={row.Event}>
      <span
        className="absolute top-1.5 -left-[21px] size-2.5 rounded-full border-2 border-white bg-neutral-400 ring-1 ring-neutral-300"
        aria-hidden
      />
      <div className="flex items-baseline justify-between gap-3">
        <div className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
          <span className="font-medium">{event ? i18n._(event) : row.Event}</span>
          <span className="inline-flex items-center gap-1 text-neutral-600" data-testid="timeline-states">
            {row.From ? <span>{from ? i18n._(from) : row.From}</span> : null}
            {row.From ? <ArrowRight className="size-3" aria-label={t`to`} /> : null}
            <span>{to ? i18n._(to) : row.To}</span>
          </span>
        </div>
        <StayDuration since={row.CreateTime} until={until} />
      </div>
      <div className="text-xs text-neutral-500">
        <span data-testid="timeline-who">
          {row.AgentId ? row.AgentName || t`Unavailable` : t({ message: 'System', context: 'the actor of an automatic step' })}
        </span>
        {' · '}
        <time dateTime={new Date(row.CreateTime * 1000).toISOString()} className="tabular-nums">
          {fmt.dateTime(row.CreateTime)}
        </time>
      </div>
      {payload.length > 0 && created ? (
        <details className="mt-1 text-xs">
          <summary className="cursor-pointer text-neutral-500 select-none hover:text-neutral-800">
            <Trans>Values at creation</Trans>
          </summary>
          <Payload def={def} entries={payload} lines={lines} />
        </details>
      ) : payload.length > 0 ? (
        <Payload def={def} entries={payload} lines={lines} />
      ) : null}
    </li>
  )
}

/** How long the record stayed in the state this row led to; the newest row's counts on. */
function StayDuration({ since, until }: { since: number; until?: number }) {
  const { t } = useLingui()
  return until === undefined ? <LiveStay since={since} /> : <Stay seconds={until - since} label={t`Time spent in this state`} />
}

function LiveStay({ since }: { since: number }) {
  const { t } = useLingui()
  const now = useNow()
  return <Stay seconds={now - since} label={t`Time in this state so far`} live />
}

function Stay({ seconds, label, live = false }: { seconds: number; label: string; live?: boolean }) {
  const { i18n } = useLinguiCore()
  return (
    <span
      className="inline-flex shrink-0 items-center gap-1 text-xs text-neutral-500 tabular-nums"
      title={label}
      data-testid={live ? 'timeline-stay-live' : 'timeline-stay'}
    >
      <Clock className="size-3" aria-hidden />
      <span className="sr-only">{label}:</span>
      {formatDuration(i18n.locale, seconds)}
      {live ? <span className="size-1.5 animate-pulse rounded-full bg-emerald-500" aria-hidden /> : null}
    </span>
  )
}
