import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { useLingui as useLinguiCore } from '@lingui/react'
import { CheckCircle2, CircleAlert, CircleDashed } from 'lucide-react'
import { CUSTOMS_DOCS, CUSTOMS_ROUTES, MESSAGE_STATES } from '../../../shared/resources/customs.ts'
import { declareMatchSchema, declareResource } from '../../../shared/resources/declare.ts'
import { fieldLabel } from '../../../kernel/shared/resources/labels.ts'
import type { Row } from '../../../kernel/web/components/resource/resource-api.ts'

/**
 * A 9610 list's three documents as customs matches them: each linked with its state, and the
 * declaration's fields that disagree with them. Sending it is refused until all are accepted and agree.
 */
export function MatchPanel({ row }: { row: Row }) {
  const { i18n } = useLinguiCore()
  // A row without the match (not a 9610 list) shows no panel.
  const match = declareMatchSchema.safeParse(row.Match).data
  if (!match) return null
  const docLabel = (doc: string) => i18n._(CUSTOMS_DOCS.find((o) => o.value === doc)!.label)
  const stateLabel = (state: string) => {
    const o = MESSAGE_STATES.find((s) => s.value === state)
    return o ? i18n._(o.label) : state
  }
  const agree = match.Documents.every((d) => d.State === 'Accepted') && match.Mismatches.length === 0
  return (
    <section className="flex flex-col gap-2 rounded-md border border-neutral-200 p-3 text-sm" data-testid="match-panel" data-agree={agree}>
      <h3 className="font-medium">
        <Trans>Order, payment and waybill (9610 match)</Trans>
      </h3>
      <ul className="flex flex-col gap-1">
        {match.Documents.map((d) => (
          <li key={d.Doc} className="flex items-center gap-2" data-testid={`match-${d.Doc}`} data-state={d.State}>
            {d.State === 'Accepted' ? (
              <CheckCircle2 className="size-4 text-emerald-600" aria-hidden />
            ) : (
              <CircleDashed className="size-4 text-amber-600" aria-hidden />
            )}
            <span className="text-neutral-600">{docLabel(d.Doc)}</span>
            {d.Id ? (
              <Link to={CUSTOMS_ROUTES[d.Doc] ?? '.'} search={{ view: d.Id }} className="font-medium text-blue-700 hover:underline">
                {d.Label || `#${d.Id}`}
              </Link>
            ) : (
              <span className="text-neutral-500">
                <Trans>none yet</Trans>
              </span>
            )}
            {d.Id ? <span className="text-xs text-neutral-500">{stateLabel(d.State)}</span> : null}
          </li>
        ))}
      </ul>
      {match.Mismatches.length ? (
        <div className="flex flex-col gap-1 text-red-700" role="status" data-testid="match-mismatches">
          <p className="flex items-center gap-2">
            <CircleAlert className="size-4 shrink-0" aria-hidden />
            <Trans>Does not agree with them:</Trans>
          </p>
          <table className="ml-6 text-left text-xs">
            <thead className="text-neutral-500">
              <tr>
                <th className="pr-3 font-normal">
                  <Trans>Field</Trans>
                </th>
                <th className="pr-3 font-normal">
                  <Trans>The document says</Trans>
                </th>
                <th className="font-normal">
                  <Trans>This declaration says</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {match.Mismatches.map((m) => (
                <tr key={m.Field} data-testid={`mismatch-${m.Field}`} className="align-top">
                  <td className="pr-3 font-medium">{i18n._(fieldLabel(declareResource, m.Field) ?? { id: m.Field, message: m.Field })}</td>
                  <td className="pr-3 break-all">
                    <span className="text-neutral-500">{docLabel(m.Doc)}: </span>
                    {m.Expected || '—'}
                  </td>
                  <td className="break-all">{m.Found || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  )
}
