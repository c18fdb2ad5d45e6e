import type { ReactNode } from 'react'
import { Link, useRouter } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { useLingui as useLinguiCore } from '@lingui/react'
import { Loader2 } from 'lucide-react'
import type { AchieveDocRow } from '../../../shared/finance/achieve.ts'
import { useFormat } from '../../../kernel/web/lib/format.ts'
import { Button } from '../../../kernel/web/components/ui/button.tsx'
import { metaAt } from '../../../kernel/web/shell/page-info.ts'
import { docRoute } from './achieve-api.ts'

/**
 * The documents behind a finance figure (an achievement, a commission): when, which document (a
 * link to it), the agent credited, what it credited and its whole amount, a page at a time.
 * `tags` adds marks beside the agent (a commission's late or assisting credits).
 */
export function CreditDocsTable<Row extends AchieveDocRow>({
  rows,
  timeZone,
  pending,
  more,
  loadingMore,
  onMore,
  tags,
  emptyNote = true,
}: {
  rows: Row[]
  timeZone?: string
  pending: boolean
  more: boolean
  loadingMore: boolean
  onMore(): void
  tags?: (row: Row) => ReactNode
  /** Whether an empty list says so. */
  emptyNote?: boolean
}) {
  const router = useRouter()
  const { i18n } = useLinguiCore()
  const fmt = useFormat()
  const title = (route: string | undefined, doc: string) => {
    const meta = route && metaAt(router, route)
    return meta ? i18n._(meta.title) : doc
  }
  if (pending)
    return (
      <div className="flex justify-center py-6">
        <Loader2 className="size-5 animate-spin text-neutral-400" aria-hidden />
      </div>
    )
  return (
    <div className="max-h-[65vh] overflow-auto">
      <table className="w-full text-sm" data-testid="achieve-docs-table">
        <thead className="sticky top-0 whitespace-nowrap bg-white text-left text-neutral-600">
          <tr>
            <th className="px-2 py-1.5 font-medium">
              <Trans>When</Trans>
            </th>
            <th className="px-2 py-1.5 font-medium">
              <Trans>Document</Trans>
            </th>
            <th className="px-2 py-1.5 font-medium">
              <Trans>Number</Trans>
            </th>
            <th className="px-2 py-1.5 font-medium">
              <Trans>Agent</Trans>
            </th>
            <th className="px-2 py-1.5 text-right font-medium">
              <Trans>Credited</Trans>
            </th>
            <th className="px-2 py-1.5 text-right font-medium">
              <Trans>Deal amount</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((d) => {
            const route = docRoute(d)
            return (
              <tr key={`${d.Doc}-${d.Id}-${d.AgentId}`} className="border-t border-neutral-100" data-testid="achieve-doc">
                <td className="px-2 py-1.5 tabular-nums text-neutral-600">{fmt.dateTime(d.Time, timeZone)}</td>
                <td className="whitespace-nowrap px-2 py-1.5">{title(route, d.Doc)}</td>
                <td className="px-2 py-1.5">
                  {route ? (
                    <Link to={route} search={{ view: d.Id }} className="text-sky-700 hover:underline" data-testid="achieve-doc-link">
                      {d.No || d.Title}
                    </Link>
                  ) : (
                    d.No || d.Title
                  )}
                  {d.Title && d.No ? <span className="ml-1.5 text-neutral-500">{d.Title}</span> : null}
                </td>
                <td className="whitespace-nowrap px-2 py-1.5">
                  {d.AgentName}
                  {d.Shared ? (
                    <span className="ml-1.5 rounded bg-sky-50 px-1 text-xs text-sky-700">
                      <Trans>cooperating</Trans>
                    </span>
                  ) : null}
                  {tags?.(d)}
                </td>
                <td className="px-2 py-1.5 text-right font-medium tabular-nums">{fmt.money(d.Amount)}</td>
                <td className="px-2 py-1.5 text-right tabular-nums text-neutral-600">{fmt.money(d.Total)}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
      {more ? (
        <div className="flex justify-center py-2">
          <Button size="sm" variant="outline" onClick={onMore} disabled={loadingMore}>
            <Trans>Show more</Trans>
          </Button>
        </div>
      ) : null}
      {!rows.length && emptyNote ? (
        <p className="py-4 text-sm text-neutral-500">
          <Trans>No documents.</Trans>
        </p>
      ) : null}
    </div>
  )
}
