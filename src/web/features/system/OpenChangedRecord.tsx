import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { ExternalLink } from 'lucide-react'

/** An audit row's record, opened on its own list's page (the server names the route; a deleted record opens there too, as far as its list shows deleted ones). */
export function OpenChangedRecord({ row }: { row: Record<string, unknown> }) {
  const route = typeof row.Route === 'string' ? row.Route : ''
  const id = Number(row.RecordId ?? 0)
  if (!route || !id) return null
  return (
    <Link
      to={route}
      search={{ view: id }}
      className="inline-flex items-center gap-1 rounded-md border border-neutral-200 px-2.5 py-1 text-sm hover:bg-neutral-50"
      data-testid="audit-open-record"
    >
      <ExternalLink className="size-3.5" aria-hidden />
      <Trans>Open the record</Trans>
    </Link>
  )
}
