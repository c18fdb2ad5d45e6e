import { useQueries } from '@tanstack/react-query'
import { Link, useMatch } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { ChevronRight, Inbox, Loader2 } from 'lucide-react'
import type { QueueSummary as QueueSummaryOf } from '../../../kernel/shared/lifecycle/queues.ts'
import type { ScreenAddress } from '../../../kernel/web/module.tsx'
import { ApiFailure } from '../../../kernel/web/lib/auth.ts'
import { cn } from '../../../kernel/web/lib/cn.ts'
import { useFormat } from '../../../kernel/web/lib/format.ts'
import { formatDuration } from '../../../kernel/web/components/lifecycle/duration.ts'
import { StateBadge } from '../../../kernel/web/components/lifecycle/StateBadge.tsx'
import { queueQuery, useQueueSummary, type QueueItem } from '../../../kernel/web/components/queue/queue-api.ts'
import { ageTone } from '../../../kernel/web/components/queue/queue-docs.ts'
import { queueDocs, queueScreen, queueTitle } from './queue-routes.ts'
import { AgeBadge, useDocName } from '../../../kernel/web/components/queue/QueueTable.tsx'

const TONE_TEXT = { fine: 'text-neutral-700', soon: 'text-amber-800', late: 'text-red-700' } as const

/**
 * "My work": every queue the agent may see as a card (how much waits, how much is theirs, how
 * much is late, how long the oldest has waited), each opening its queue's screen, and below the
 * items they hold across all queues, each opening where it is worked on.
 */
/** A queue's figures, with the screen that works it (the server answers the queues in its modules' order). */
type QueueSummary = QueueSummaryOf & { screen: ScreenAddress }

export function MyWorkPage() {
  const { i18n } = useLingui()
  const meta = useMatch({ strict: false, select: (m) => m.staticData?.meta })
  const summary = useQueueSummary()
  const queues = (summary.data ?? []).flatMap((q): QueueSummary[] => {
    const screen = queueScreen(q.Queue)
    return screen ? [{ ...q, screen }] : []
  })
  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-4 sm:p-6" data-testid="my-work">
      <h1 className="text-lg font-semibold tracking-tight" data-testid="page-title">
        {meta?.title ? i18n._(meta.title) : null}
      </h1>
      {summary.isPending ? (
        <Loader2 className="size-5 animate-spin text-neutral-400" aria-hidden />
      ) : summary.error ? (
        <p className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700" role="alert">
          {summary.error instanceof ApiFailure ? (summary.error.envelope.Message ?? summary.error.message) : summary.error.message}
        </p>
      ) : queues.length === 0 ? (
        <p
          className="rounded-lg border border-dashed border-neutral-300 px-6 py-12 text-center text-sm text-neutral-600"
          data-testid="my-work-none"
        >
          <Trans>Your role works no queue.</Trans>
        </p>
      ) : (
        <>
          <section aria-labelledby="my-work-queues" className="flex flex-col gap-3">
            <h2 id="my-work-queues" className="text-sm font-semibold text-neutral-700">
              <Trans>Queues</Trans>
            </h2>
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="my-work-queues">
              {queues.map((q) => (
                <QueueCard key={q.Queue} q={q} />
              ))}
            </ul>
          </section>
          <Held queues={queues.filter((q) => q.Mine > 0)} />
        </>
      )}
    </main>
  )
}

function QueueCard({ q }: { q: QueueSummary }) {
  const { i18n } = useLingui()
  const format = useFormat()
  const oldestTone = ageTone(q.Oldest, q.SlaMinutes)
  return (
    <li data-testid={`my-work-card-${q.Queue}`}>
      <Link
        to={q.screen}
        className="flex h-full flex-col gap-3 rounded-lg border border-neutral-200 bg-white p-4 shadow-sm transition-colors hover:border-neutral-300 hover:bg-neutral-50 focus-visible:ring-2 focus-visible:ring-neutral-900 focus-visible:outline-none"
      >
        <span className="flex items-center justify-between gap-2">
          <span className="truncate font-medium text-neutral-900" data-testid="my-work-card-title">
            {i18n._(queueTitle(q.Queue))}
          </span>
          <ChevronRight className="size-4 shrink-0 text-neutral-400" aria-hidden />
        </span>
        <span className="flex items-end justify-between gap-3">
          <span className="flex flex-col">
            <span className="text-2xl font-semibold tabular-nums" data-testid="my-work-card-waiting">
              {format.number(q.Count)}
            </span>
            <span className="text-xs text-neutral-500">
              <Trans>waiting</Trans>
            </span>
          </span>
          <span className="flex flex-wrap justify-end gap-1.5 text-xs">
            <span
              className={cn(
                'rounded px-1.5 py-0.5 ring-1 ring-inset',
                q.Mine ? 'bg-sky-50 text-sky-800 ring-sky-600/25' : 'bg-neutral-50 text-neutral-600 ring-neutral-300',
              )}
              data-testid="my-work-card-mine"
            >
              <Trans>mine {format.number(q.Mine)}</Trans>
            </span>
            <span
              className={cn(
                'rounded px-1.5 py-0.5 ring-1 ring-inset',
                q.Late ? 'bg-red-50 text-red-800 ring-red-600/30' : 'bg-neutral-50 text-neutral-600 ring-neutral-300',
              )}
              data-testid="my-work-card-late"
            >
              <Trans>late {format.number(q.Late)}</Trans>
            </span>
          </span>
        </span>
        <span className={cn('text-xs', q.Oldest ? TONE_TEXT[oldestTone] : 'text-neutral-500')} data-testid="my-work-card-oldest">
          {q.Oldest ? <Trans>Oldest waiting {formatDuration(i18n.locale, q.Oldest)}</Trans> : <Trans>Nothing waiting</Trans>}
        </span>
      </Link>
    </li>
  )
}

/** The items the agent holds, from each queue where they hold any. */
function Held({ queues }: { queues: QueueSummary[] }) {
  const { i18n } = useLingui()
  const docName = useDocName()
  const lists = useQueries({ queries: queues.map((q) => queueQuery(q.Queue, { Mine: true })) })
  const rows: { queue: string; screen: ScreenAddress; item: QueueItem }[] = queues.flatMap((q, i) =>
    (lists[i]?.data?.items ?? []).map((item) => ({ queue: q.Queue, screen: q.screen, item })),
  )
  const loading = lists.some((l) => l.isPending)
  return (
    <section aria-labelledby="my-work-held" className="flex flex-col gap-3">
      <h2 id="my-work-held" className="text-sm font-semibold text-neutral-700">
        <Trans>Items I am working on</Trans>
      </h2>
      {rows.length === 0 ? (
        loading ? (
          <Loader2 className="size-4 animate-spin text-neutral-400" aria-hidden />
        ) : (
          <p
            className="flex items-center gap-2 rounded-lg border border-dashed border-neutral-300 px-4 py-6 text-sm text-neutral-600"
            data-testid="my-work-held-none"
          >
            <Inbox className="size-4 text-neutral-400" aria-hidden />
            <Trans>You hold no items. Open a queue and take the next one.</Trans>
          </p>
        )
      ) : (
        <ul
          className="divide-y divide-neutral-100 overflow-hidden rounded-lg border border-neutral-200 bg-white"
          data-testid="my-work-held"
        >
          {rows.map(({ queue, screen, item }) => {
            const doc = queueDocs(queue).find((d) => d.doc === item.Doc)
            return (
              <li key={`${queue}:${item.Doc}:${item.Id}`} data-testid="my-work-item">
                <Link
                  to={screen}
                  search={{ doc: item.Doc, id: item.Id }}
                  className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2.5 text-sm hover:bg-neutral-50 focus-visible:bg-sky-50 focus-visible:outline-none"
                >
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="truncate font-medium text-neutral-900">{item.Title || `#${item.Id}`}</span>
                    <span className="truncate text-xs text-neutral-500">
                      {i18n._(queueTitle(queue))} · {docName(doc, item.Doc)} #{item.Id}
                    </span>
                  </span>
                  {doc ? <StateBadge def={doc.def} lifecycle={doc.lifecycle} state={item.State} /> : null}
                  <AgeBadge age={item.Age} slaMinutes={item.SlaMinutes} />
                  <ChevronRight className="size-4 text-neutral-400" aria-hidden />
                </Link>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
