import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLingui as useLinguiCore } from '@lingui/react'
import { Funnel, List, Loader2 } from 'lucide-react'
import { opportunityLifecycle } from '../../../../machines/opportunity.ts'
import { opportunityResource } from '../../../shared/resources/opportunity.ts'
import { stateLabel } from '../../../kernel/shared/resources/labels.ts'
import { listQuery, type Row } from '../../../kernel/web/components/resource/resource-api.ts'
import { LifecycleActions } from '../../../kernel/web/components/lifecycle/LifecycleActions.tsx'
import { useFormat } from '../../../kernel/web/lib/format.ts'

/** The board shows the deals of the last this many won or lost beside the open ones (the open ones all). */
const DECIDED_SHOWN = 20

/**
 * The pipeline (`/client/pipeline`): the opportunities in the agent's scope as cards in a column per
 * stage of their machine, each column with its count and amount. A card moves by the steps its
 * machine offers there (the same buttons, guards and reasons as its page): qualified, quoted, won,
 * lost with a reason, reopened.
 */
export function PipelinePage() {
  const { t } = useLingui()
  const { i18n } = useLinguiCore()
  const fmt = useFormat()
  const open = useQuery(
    listQuery(opportunityResource, { State: 'Lead,Qualified,Quoted,Negotiating', Size: 1000, OrderBy: 'StateTime', IsAsc: 1 }),
  )
  const decided = useQuery(listQuery(opportunityResource, { State: 'Won,Lost', Size: DECIDED_SHOWN, OrderBy: 'StateTime' }))
  const rows = [...(open.data?.rows ?? []), ...(decided.data?.rows ?? [])]
  return (
    <main className="flex w-full flex-col gap-4 p-4 sm:p-6" data-testid="pipeline-page">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight" data-testid="page-title">
          <Trans>Sales pipeline</Trans>
        </h1>
        <div className="flex gap-2">
          <Link
            to="/client/opportunity"
            className="inline-flex h-8 items-center gap-2 rounded-md border border-neutral-300 bg-white px-3 text-xs font-medium shadow-sm hover:bg-neutral-100"
          >
            <List className="size-4" aria-hidden />
            <Trans>Opportunities</Trans>
          </Link>
          <Link
            to="/client/funnel"
            className="inline-flex h-8 items-center gap-2 rounded-md border border-neutral-300 bg-white px-3 text-xs font-medium shadow-sm hover:bg-neutral-100"
          >
            <Funnel className="size-4" aria-hidden />
            <Trans>Funnel</Trans>
          </Link>
        </div>
      </div>
      {open.isPending ? <Loader2 className="size-5 animate-spin text-neutral-400" aria-label={t`Loading`} /> : null}
      <div className="flex gap-3 overflow-x-auto pb-2" data-testid="pipeline">
        {opportunityLifecycle.steps.map((stage) => {
          const cards = rows.filter((r) => r.State === stage)
          const label = stateLabel(opportunityResource, stage)
          const name = label ? i18n._(label) : stage
          const total = cards.reduce((n, r) => n + Number(r.Amount ?? 0), 0)
          return (
            <section
              key={stage}
              className="flex w-64 shrink-0 flex-col gap-2 rounded-lg bg-neutral-100 p-2"
              data-testid={`pipeline-${stage}`}
              aria-label={name}
            >
              <h2 className="flex items-baseline justify-between px-1 text-sm font-semibold">
                <span>
                  {name} <span className="font-normal text-neutral-500 tabular-nums">{fmt.number(cards.length)}</span>
                </span>
                <span className="text-xs font-normal text-neutral-600 tabular-nums">{fmt.money(total)}</span>
              </h2>
              <ul className="flex flex-col gap-2">
                {cards.map((r) => (
                  <Card key={r.Id} row={r} />
                ))}
              </ul>
            </section>
          )
        })}
      </div>
    </main>
  )
}

function Card({ row }: { row: Row }) {
  const fmt = useFormat()
  return (
    <li
      className="flex flex-col gap-1.5 rounded-md border border-neutral-200 bg-white p-2.5 shadow-sm"
      data-testid="pipeline-card"
      data-id={row.Id}
    >
      <Link to="/client/opportunity" search={{ view: row.Id } as never} className="text-sm font-medium text-neutral-900 hover:underline">
        {String(row.Title ?? '')}
      </Link>
      <span className="text-xs text-neutral-600">{String(row.ClientName ?? '')}</span>
      <span className="flex items-baseline justify-between text-xs">
        <span className="font-semibold tabular-nums">{fmt.money(Number(row.Amount ?? 0))}</span>
        <span className="text-neutral-500 tabular-nums">{row.ExpectCloseTime ? fmt.date(Number(row.ExpectCloseTime)) : ''}</span>
      </span>
      <span className="text-xs text-neutral-500">{String(row.AgentName ?? '')}</span>
      <LifecycleActions def={opportunityResource} lifecycle={opportunityLifecycle} row={row} />
    </li>
  )
}
