import { useQuery } from '@tanstack/react-query'
import { Link, useMatch } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLingui as useLinguiCore } from '@lingui/react'
import { AlertTriangle, ChevronRight, Loader2 } from 'lucide-react'
import { useFormat } from '../../../kernel/web/lib/format.ts'
import { cn } from '../../../kernel/web/lib/cn.ts'
import { ApiFailure } from '../../../kernel/web/lib/auth.ts'
import { boardSummaryQuery, type BoardSummary } from './board-api.ts'
import { docInfo, useDocTitle } from '../../docs/doc-info.ts'

/**
 * The boards hub: one card per document type the agent may view, with its records still
 * open and how many of them have waited past their queue's service level; each opens its board.
 */
export function BoardHub({ embedded }: { embedded?: boolean } = {}) {
  const { i18n } = useLinguiCore()
  const meta = useMatch({ strict: false, select: (m) => m.staticData?.meta })
  const summary = useQuery(boardSummaryQuery)
  const note = (
    <p className="text-sm text-neutral-600">
      <Trans>
        Open documents by type, and how many have waited longer than their queue’s service level. Open a board to see them by state.
      </Trans>
    </p>
  )
  const body = (
    <>
      {summary.isPending ? (
        <Loader2 className="size-5 animate-spin text-neutral-400" aria-hidden />
      ) : summary.isError ? (
        <p className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700" role="alert">
          {summary.error instanceof ApiFailure ? summary.error.envelope.Message : summary.error.message}
        </p>
      ) : summary.data.length === 0 ? (
        <p className="text-sm text-neutral-500">
          <Trans>There is no document type you may view.</Trans>
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-testid="board-cards">
          {summary.data
            .filter((r) => docInfo(r.Doc))
            .map((r) => (
              <HubCard key={r.Doc} row={r} />
            ))}
        </ul>
      )}
    </>
  )
  // On the operations chart the hub is a section below the charts (`embedded`); alone, its own page.
  if (embedded)
    return (
      <section className="flex flex-col gap-3 pt-2" aria-labelledby="board-hub-title" data-testid="board-hub">
        <h2 id="board-hub-title" className="text-base font-semibold tracking-tight">
          <Trans>Boards</Trans>
        </h2>
        {note}
        {body}
      </section>
    )
  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-5 p-4 sm:p-6" data-testid="board-hub">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight" data-testid="page-title">
          {meta ? i18n._(meta.title) : null}
        </h1>
        {note}
      </div>
      {body}
    </main>
  )
}

function HubCard({ row }: { row: BoardSummary }) {
  const { t } = useLingui()
  const fmt = useFormat()
  const title = useDocTitle()
  if (!docInfo(row.Doc)) return null
  const name = title(row.Doc)
  const late = row.Late > 0
  const [open, lateCount, total] = [fmt.number(row.Open), fmt.number(row.Late), fmt.number(row.Total)]
  return (
    <li data-testid={`board-card-${row.Doc}`} data-open={row.Open} data-late={row.Late}>
      <Link
        to="/chart/board/$doc"
        params={{ doc: row.Doc }}
        aria-label={t`${name}: ${open} open, ${lateCount} late`}
        className={cn(
          'group flex h-full flex-col gap-3 rounded-lg border border-neutral-200 bg-white p-4 text-neutral-900 shadow-sm transition-colors',
          'hover:border-neutral-300 hover:bg-neutral-50 focus-visible:ring-2 focus-visible:ring-neutral-900 focus-visible:outline-none',
        )}
      >
        <span className="flex items-center justify-between gap-2">
          <span className="truncate text-sm font-medium text-neutral-700">{name}</span>
          <ChevronRight className="size-4 shrink-0 text-neutral-400 transition-transform group-hover:translate-x-0.5" aria-hidden />
        </span>
        <span className="flex items-end justify-between gap-3">
          <span className="flex flex-col">
            <span className="text-xs text-neutral-500">
              <Trans>Open</Trans>
            </span>
            <span className="text-2xl font-semibold tabular-nums" data-testid="board-card-open">
              {open}
            </span>
          </span>
          <span
            className={cn(
              'inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-medium tabular-nums ring-1 ring-inset',
              late ? 'bg-amber-50 text-amber-900 ring-amber-600/30' : 'bg-neutral-50 text-neutral-500 ring-neutral-500/15',
            )}
            data-testid="board-card-late"
          >
            {late ? <AlertTriangle className="size-3.5" aria-hidden /> : null}
            <Trans>{lateCount} late</Trans>
          </span>
        </span>
        <span className="text-xs text-neutral-500 tabular-nums">
          <Trans>{total} in all</Trans>
        </span>
      </Link>
    </li>
  )
}
