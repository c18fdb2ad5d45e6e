import { lazy, Suspense, useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { AlertTriangle, ArrowLeft, LayoutGrid, Loader2 } from 'lucide-react'
import { useFormat } from '../../../kernel/web/lib/format.ts'
import { cn } from '../../../kernel/web/lib/cn.ts'
import { ApiFailure } from '../../../kernel/web/lib/auth.ts'
import { cacheName, detailQuery, recordName } from '../../../kernel/web/components/resource/resource-api.ts'
import { Card } from '../../../kernel/web/components/ui/card.tsx'
import { StateBadge } from '../../../kernel/web/components/lifecycle/StateBadge.tsx'
import { formatDuration } from '../../../kernel/web/components/lifecycle/duration.ts'
import { stateKind } from '../../../kernel/web/components/lifecycle/state-kind.ts'
import { timelineQuery } from '../../../kernel/web/components/lifecycle/lifecycle-api.ts'
import { useNow } from '../../../kernel/web/components/lifecycle/use-now.ts'
import { boardQuery, slaByState } from './board-api.ts'
import { useDocTitle, useStateText, type DocInfo } from '../../docs/doc-info.ts'
import { visitsOf, type Visit } from './visits.ts'
import type { ChartText } from './ProgressChart.tsx'

// ApexCharts is large: it loads with this page's chart only, in its own chunk.
const ProgressChart = lazy(() => import('./ProgressChart.tsx'))

const errorText = (err: Error) => (err instanceof ApiFailure ? (err.envelope.Message ?? err.message) : err.message)

/**
 * A document's progress: its state now, and how long it stood in each state on the way, as a
 * range-bar chart and a table; stays longer than their state's service level stand out.
 */
export function ProgressPage({ info, id }: { info: DocInfo; id: number }) {
  const { t, i18n } = useLingui()
  const docTitle = useDocTitle()(info.doc)
  const stateText = useStateText(info.def)
  const record = useQuery(detailQuery(info.def, id))
  const timeline = useQuery(timelineQuery(cacheName(info.def), info.doc, id))
  // Service levels come with the board (one source); without them the stays are shown unmarked.
  const board = useQuery(boardQuery(info.doc))
  const now = useNow(30_000)
  const sla = useMemo(() => slaByState(board.data ?? []), [board.data])
  const visits = useMemo(
    () => visitsOf(timeline.data ?? [], { now, sla, isFinal: (s) => stateKind(info.lifecycle, s) === 'final' }),
    [timeline.data, now, sla, info.lifecycle],
  )
  const text = useMemo<ChartText>(
    () => ({
      locale: i18n.locale,
      label: stateText,
      now: t`now`,
      sla: (minutes) => {
        const level = formatDuration(i18n.locale, minutes * 60)
        return t`Service level ${level}`
      },
      over: t`over the service level`,
    }),
    // The labels follow the interface language and the document type only: `t` and `stateText`
    // are new each render, and a new object each render would redraw the chart.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n.locale, info.def],
  )
  const row = record.data
  const title = recordName(info.def, row) ?? ''
  const failure = record.error ?? timeline.error
  const over = visits.filter((v) => v.over).length

  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-5 p-4 sm:p-6" data-testid="progress-page" data-doc={info.doc} data-id={id}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-neutral-500">
            <Link
              to="/chart/board/$doc"
              params={{ doc: info.doc }}
              className="inline-flex items-center gap-1 hover:text-neutral-800"
              data-testid="progress-board-link"
            >
              <LayoutGrid className="size-3.5" aria-hidden />
              {docTitle}
            </Link>
            <Link
              to={info.list}
              search={{ view: id }}
              className="inline-flex items-center gap-1 hover:text-neutral-800"
              data-testid="progress-record-link"
            >
              <ArrowLeft className="size-3.5" aria-hidden />
              <Trans>Open the record</Trans>
            </Link>
          </span>
          <h1 className="flex flex-wrap items-center gap-2 text-2xl font-semibold tracking-tight" data-testid="page-title">
            <span className="min-w-0 truncate">{title || `#${id}`}</span>
            {title ? <span className="text-base font-normal text-neutral-500 tabular-nums">#{id}</span> : null}
            {row ? <StateBadge def={info.def} lifecycle={info.lifecycle} state={String(row.State ?? '')} className="text-sm" /> : null}
          </h1>
        </div>
        {visits.length > 0 ? (
          <p
            className={cn('inline-flex items-center gap-1.5 text-sm', over ? 'text-amber-800' : 'text-neutral-600')}
            data-testid="progress-over"
          >
            {over ? <AlertTriangle className="size-4" aria-hidden /> : null}
            {over ? (
              <Plural value={over} one="# stay over its service level" other="# stays over their service level" />
            ) : (
              <Trans>Every stay within its service level</Trans>
            )}
          </p>
        ) : null}
      </div>

      {failure ? (
        <p className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700" role="alert" data-testid="progress-error">
          {errorText(failure)}
        </p>
      ) : timeline.isPending ? (
        <Loader2 className="size-5 animate-spin text-neutral-400" aria-label={t`Loading`} />
      ) : visits.length === 0 ? (
        <p className="text-sm text-neutral-500">
          <Trans>Nothing has been recorded yet.</Trans>
        </p>
      ) : (
        <>
          <Card className="p-4">
            <h2 className="mb-2 text-sm font-semibold text-neutral-700">
              <Trans>Time in each state</Trans>
            </h2>
            <Suspense fallback={<div className="h-40 animate-pulse rounded-md bg-neutral-100" data-testid="progress-chart-loading" />}>
              <ProgressChart visits={visits} text={text} />
            </Suspense>
            <Legend />
          </Card>
          <VisitTable info={info} visits={visits} />
        </>
      )}
    </main>
  )
}

function Legend() {
  const swatch = 'inline-block size-2.5 rounded-sm'
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-neutral-600">
      <li className="inline-flex items-center gap-1.5">
        <span className={cn(swatch, 'bg-neutral-400')} aria-hidden />
        <Trans>Past stay</Trans>
      </li>
      <li className="inline-flex items-center gap-1.5">
        <span className={cn(swatch, 'bg-indigo-500')} aria-hidden />
        <Trans>Current state</Trans>
      </li>
      <li className="inline-flex items-center gap-1.5">
        <span className={cn(swatch, 'bg-amber-500')} aria-hidden />
        <Trans>Over the service level</Trans>
      </li>
    </ul>
  )
}

/** The same stays as rows: what the chart shows, readable and copyable. */
function VisitTable({ info, visits }: { info: DocInfo; visits: readonly Visit[] }) {
  const { i18n } = useLingui()
  const fmt = useFormat()
  const th = 'px-3 py-2 text-left text-xs font-medium text-neutral-500'
  const td = 'px-3 py-2 align-middle'
  return (
    <div className="overflow-x-auto rounded-lg border border-neutral-200 bg-white shadow-sm">
      <table className="w-full text-sm" data-testid="progress-table">
        <thead className="border-b border-neutral-200 bg-neutral-50">
          <tr>
            <th className={th}>
              <Trans>State</Trans>
            </th>
            <th className={th}>
              <Trans>From</Trans>
            </th>
            <th className={th}>
              <Trans>To</Trans>
            </th>
            <th className={cn(th, 'text-right')}>
              <Trans>Duration</Trans>
            </th>
            <th className={cn(th, 'text-right')}>
              <Trans>Service level</Trans>
            </th>
            <th className={th}>
              <Trans>Over the service level</Trans>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-100">
          {visits.map((v, i) => (
            <tr key={i} className={cn(v.over && 'bg-amber-50/60')} data-testid="progress-row" data-state={v.state} data-over={v.over}>
              <td className={td}>
                <StateBadge def={info.def} lifecycle={info.lifecycle} state={v.state} />
              </td>
              <td className={cn(td, 'whitespace-nowrap text-neutral-700 tabular-nums')}>{fmt.dateTime(v.from)}</td>
              <td className={cn(td, 'whitespace-nowrap text-neutral-700 tabular-nums')}>
                {v.final ? '—' : v.current ? <Trans>now</Trans> : fmt.dateTime(v.to)}
              </td>
              <td className={cn(td, 'text-right whitespace-nowrap tabular-nums')}>
                {v.final ? '—' : formatDuration(i18n.locale, v.seconds)}
              </td>
              <td className={cn(td, 'text-right whitespace-nowrap text-neutral-500 tabular-nums')}>
                {v.slaMinutes > 0 ? formatDuration(i18n.locale, v.slaMinutes * 60) : '—'}
              </td>
              <td className={td}>
                {v.over ? (
                  <span className="inline-flex items-center gap-1 font-medium text-amber-800">
                    <AlertTriangle className="size-3.5" aria-hidden />
                    <Trans>Yes</Trans>
                  </span>
                ) : (
                  <span className="text-neutral-500">
                    <Trans>No</Trans>
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
