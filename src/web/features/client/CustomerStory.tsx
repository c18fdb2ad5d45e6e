import type { ReactNode } from 'react'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLingui as useLinguiCore } from '@lingui/react'
import type { ClientStory, StoryKind, StoryRow } from '../../../shared/resources/client-story.ts'
import type { ResourceDef } from '../../../kernel/shared/resources/define.ts'
import { stateLabel } from '../../../kernel/shared/resources/labels.ts'
import { salesOrderResource } from '../../../shared/resources/scm.ts'
import { invoiceResource, receivableResource } from '../../../shared/resources/receivable.ts'
import { stationContractResource } from '../../../shared/resources/attract.ts'
import { deliveryResource } from '../../../modules/warehouse/shared/warehouse.ts'
import { api } from '../../../kernel/web/lib/api.ts'
import { ApiFailure } from '../../../kernel/web/lib/auth.ts'
import { useFormat } from '../../../kernel/web/lib/format.ts'

export const clientStoryQuery = (id: number) =>
  queryOptions({
    queryKey: ['Client', 'Story', id],
    queryFn: async ({ signal }) => {
      const res = await api<ClientStory>('Client/Story', { query: { Id: id }, signal })
      if (!res.Result || !res.Data) throw new ApiFailure(res)
      return res.Data
    },
  })

/** Where each kind's documents live: its definition (the list and a record's address), or its own screen. */
const DOCS: Partial<Record<StoryKind, ResourceDef>> = {
  SalesOrder: salesOrderResource,
  Delivery: deliveryResource,
  Receivable: receivableResource,
  Invoice: invoiceResource,
  StationContract: stationContractResource,
}

/**
 * A customer's whole story (the customer page's first tab): what it still owes and when anything
 * last happened, then its sales orders, deliveries, receivables, invoices, contracts (an investment
 * company's), chats and files, the latest of each linked to the document, with how many there are
 * in all. A kind the agent may not read is not shown.
 */
export function CustomerStory({ clientId, type }: { clientId: number; type: number }) {
  const { t } = useLingui()
  const fmt = useFormat()
  const { data } = useQuery(clientStoryQuery(clientId))
  if (!data) return null
  const titles: Record<StoryKind, string> = {
    SalesOrder: t`Sales orders`,
    Delivery: t`Deliveries`,
    Receivable: t`Receivables`,
    Invoice: t`Invoices`,
    StationContract: t`Contracts`,
    Chat: t`Chats`,
    File: t`Files`,
  }
  // Desks are leased by investment companies (type 1) only: a purchasing customer has no contract to show.
  const kinds = (Object.keys(titles) as StoryKind[]).filter((k) => data.Sections[k] && (k !== 'StationContract' || type === 1))
  return (
    <div className="flex flex-col gap-4 py-2" data-testid="customer-story">
      <dl className="grid grid-cols-2 gap-3 text-sm">
        {data.Open ? (
          <div className="rounded-md border border-neutral-200 p-3">
            <dt className="text-neutral-500">
              <Trans>Still owed</Trans>
            </dt>
            <dd className="text-lg font-semibold tabular-nums" data-testid="story-open">
              {data.Open.length ? data.Open.map((o) => fmt.money(o.Amount, o.Currency)).join(' · ') : fmt.money(0)}
            </dd>
          </div>
        ) : null}
        <div className="rounded-md border border-neutral-200 p-3">
          <dt className="text-neutral-500">
            <Trans>Last activity</Trans>
          </dt>
          <dd className="text-lg font-semibold tabular-nums" data-testid="story-last">
            {data.LastActivity ? fmt.dateTime(data.LastActivity) : '—'}
          </dd>
        </div>
      </dl>
      {kinds.map((kind) => {
        const section = data.Sections[kind]!
        const def = DOCS[kind]
        return (
          <section key={kind} className="flex flex-col gap-1.5" data-testid={`story-${kind}`} aria-label={titles[kind]}>
            <h3 className="flex items-baseline justify-between text-sm font-semibold">
              <span>
                {titles[kind]} <span className="font-normal text-neutral-500 tabular-nums">({fmt.number(section.Count)})</span>
              </span>
              {def && section.Count > section.Rows.length ? (
                <Link to={def.route} search={{ ClientId: clientId } as never} className="text-xs font-normal text-sky-700 hover:underline">
                  <Trans>All {section.Count}</Trans>
                </Link>
              ) : null}
            </h3>
            {section.Rows.length ? (
              <ul className="divide-y divide-neutral-100 rounded-md border border-neutral-200">
                {section.Rows.map((r) => (
                  <StoryLine key={`${r.Id}:${r.Url}`} kind={kind} def={def} row={r} />
                ))}
              </ul>
            ) : (
              <p className="text-xs text-neutral-500">
                <Trans>None yet.</Trans>
              </p>
            )}
          </section>
        )
      })}
    </div>
  )
}

function StoryLine({ kind, def, row }: { kind: StoryKind; def: ResourceDef | undefined; row: StoryRow }) {
  const { t } = useLingui()
  const { i18n } = useLinguiCore()
  const fmt = useFormat()
  const state = def ? stateLabel(def, row.State) : undefined
  const shownState = state ? i18n._(state) : row.State === 'Closed' ? t`Closed` : row.State === 'Open' ? t`Open` : ''
  let link: ReactNode
  if (kind === 'File')
    link = (
      <a href={row.Url} target="_blank" rel="noreferrer" className="flex items-center gap-2 text-sky-700 hover:underline">
        <img src={row.Url} alt="" className="size-8 rounded object-cover" />
        {row.No}
      </a>
    )
  else if (kind === 'Chat')
    link = (
      <Link
        to="/chat/chat_list"
        search={{ id: row.Id, state: row.State === 'Closed' ? 0 : undefined }}
        className="text-sky-700 hover:underline"
      >
        {row.No}
      </Link>
    )
  else
    link = (
      <Link to={def!.route} search={{ view: row.Id } as never} className="font-medium text-sky-700 hover:underline">
        {row.No || `#${row.Id}`}
      </Link>
    )
  const amount =
    kind === 'Chat'
      ? row.Amount
        ? t`${row.Amount} unread`
        : ''
      : kind === 'File'
        ? t`${row.Amount} images`
        : kind === 'Delivery'
          ? ''
          : fmt.money(row.Amount, row.Currency)
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-0.5 px-3 py-2 text-sm" data-testid="story-row">
      <span className="min-w-0 flex-1 truncate">{link}</span>
      {shownState ? <span className="text-xs text-neutral-600">{shownState}</span> : null}
      {amount ? <span className="tabular-nums">{amount}</span> : null}
      <span className="text-xs text-neutral-500 tabular-nums">{fmt.dateTime(row.Time)}</span>
    </li>
  )
}
