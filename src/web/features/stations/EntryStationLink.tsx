import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { ScanBarcode } from 'lucide-react'

/** An entry on its way or being received opens in the receiving station. */
export function EntryStationLink({ id, state }: { id: number; state: string }) {
  if (state !== 'Expected' && state !== 'Receiving') return null
  return (
    <Link
      to="/station/receiving/$id"
      params={{ id: String(id) }}
      className="inline-flex items-center gap-1.5 rounded-md border border-neutral-200 px-2.5 py-1 text-sm hover:bg-neutral-50"
      data-testid="open-station"
    >
      <ScanBarcode className="size-4" aria-hidden />
      <Trans>Receiving station</Trans>
    </Link>
  )
}
