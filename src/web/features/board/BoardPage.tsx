import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { AlertTriangle, ArrowLeft, List, Loader2 } from 'lucide-react'
import { useFormat } from '../../../kernel/web/lib/format.ts'
import { cn } from '../../../kernel/web/lib/cn.ts'
import { ApiFailure } from '../../../kernel/web/lib/auth.ts'
import { StateBadge } from '../../../kernel/web/components/lifecycle/StateBadge.tsx'
import { formatDuration } from '../../../kernel/web/components/lifecycle/duration.ts'
import { boardQuery, type BoardState } from './board-api.ts'
import { useDocTitle, useStateText, type DocInfo } from '../../docs/doc-info.ts'

/**
 * One document type's board: every state of its machine in step order with how many records
 * stand in it (a bar against the fullest state), how many of those are late for the queue the
 * state feeds, and since when the oldest waits. A state opens the list filtered by it.
 */
export function BoardPage({ info }: { info: DocInfo }) {
  const { t } = useLingui()
  const title = useDocTitle()(info.doc)
  const board = useQuery(boardQuery(info.doc))
  const states = board.data ?? []
  const max = Math.max(1, ...states.map((s) => s.Count))
  const open = states.filter((s) => !s.Final)
  const late = open.reduce((n, s) => n + s.Late, 0)
  const fmt = useFormat()
  const [openCount, lateCount] = [fmt.number(open.reduce((n, s) => n + s.Count, 0)), fmt.number(late)]
  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-5 p-4 sm:p-6" data-testid="board-page" data-doc={info.doc}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <Link to="/chart/operation_chart" className="inline-flex items-center gap-1 text-xs text-neutral-500 hover:text-neutral-800">
            <ArrowLeft className="size-3.5" aria-hidden />
            <Trans>All boards</Trans>
          </Link>
          <h1 className="text-2xl font-semibold tracking-tight" data-testid="page-title">
            {title}
          </h1>
          {board.data ? (
            <p className="text-sm text-neutral-600">
              <Trans>
                {openCount} open, {lateCount} late
              </Trans>
            </p>
          ) : null}
        </div>
        <Link
          to={info.list}
          className="inline-flex h-8 items-center gap-2 rounded-md border border-neutral-300 bg-white px-3 text-xs font-medium text-neutral-900 shadow-sm hover:bg-neutral-100"
          data-testid="board-list-link"
        >
          <List className="size-4" aria-hidden />
          <Trans>Open the list</Trans>
        </Link>
      </div>
      {board.isPending ? (
        <Loader2 className="size-5 animate-spin text-neutral-400" aria-label={t`Loading`} />
      ) : board.isError ? (
        <p className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700" role="alert" data-testid="board-error">
          {board.error instanceof ApiFailure ? board.error.envelope.Message : board.error.message}
        </p>
      ) : (
        <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-testid="board-tiles">
          {states.map((s, i) => (
            <StateTile key={s.State} info={info} row={s} step={i + 1} max={max} />
          ))}
        </ol>
      )}
      {board.data ? (
        <p className="text-xs text-neutral-500">
          <Trans>
            A record is late when it has stood in a state longer than the service level of the work queue the state feeds (set in the system
            settings). Counts cover the records you may see.
          </Trans>
        </p>
      ) : null}
    </main>
  )
}

function StateTile({ info, row, step, max }: { info: DocInfo; row: BoardState; step: number; max: number }) {
  const { t, i18n } = useLingui()
  const fmt = useFormat()
  const label = useStateText(info.def)(row.State)
  const late = row.Late > 0
  const [count, lateCount, oldest, sla] = [
    fmt.number(row.Count),
    fmt.number(row.Late),
    formatDuration(i18n.locale, row.Oldest),
    formatDuration(i18n.locale, row.SlaMinutes * 60),
  ]
  return (
    <li data-testid="board-tile" data-state={row.State} data-count={row.Count} data-late={row.Late}>
      <Link
        to={info.list}
        search={{ State: row.State }}
        aria-label={t`${label}: ${count}`}
        className={cn(
          'flex h-full flex-col gap-2 rounded-lg border bg-white p-4 shadow-sm transition-colors',
          'hover:border-neutral-300 hover:bg-neutral-50 focus-visible:ring-2 focus-visible:ring-neutral-900 focus-visible:outline-none',
          late ? 'border-amber-300' : 'border-neutral-200',
          row.Final && 'bg-neutral-50/70',
        )}
      >
        <span className="flex items-center justify-between gap-2">
          <StateBadge def={info.def} lifecycle={info.lifecycle} state={row.State} />
          <span className="text-xs text-neutral-500 tabular-nums" aria-hidden>
            {step}
          </span>
        </span>
        <span className="flex items-baseline justify-between gap-2">
          <span className={cn('text-2xl font-semibold tabular-nums', row.Count === 0 && 'text-neutral-500')} data-testid="board-tile-count">
            {count}
          </span>
          {late ? (
            <span
              className="inline-flex items-center gap-1 rounded-md bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-600/30 ring-inset"
              data-testid="board-tile-late"
            >
              <AlertTriangle className="size-3.5" aria-hidden />
              <Trans>{lateCount} late</Trans>
            </span>
          ) : null}
        </span>
        <span className="h-1.5 w-full overflow-hidden rounded-full bg-neutral-100" aria-hidden>
          <span className="flex h-full">
            <span
              className={cn('h-full', row.Final ? 'bg-neutral-300' : 'bg-indigo-500')}
              style={{ width: `${((row.Count - row.Late) / max) * 100}%` }}
            />
            <span className="h-full bg-amber-500" style={{ width: `${(row.Late / max) * 100}%` }} />
          </span>
        </span>
        <span className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-neutral-500">
          {row.Count > 0 && !row.Final ? (
            <span className="tabular-nums">
              <Trans>Oldest {oldest}</Trans>
            </span>
          ) : null}
          {row.SlaMinutes > 0 ? (
            <span className="tabular-nums">
              <Trans>Service level {sla}</Trans>
            </span>
          ) : null}
        </span>
      </Link>
    </li>
  )
}
