import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { ScanBarcode } from 'lucide-react'

const link = 'inline-flex items-center gap-1.5 rounded-md border border-neutral-200 px-2.5 py-1 text-sm hover:bg-neutral-50'

/** An entry on its way or being received opens in the receiving station; a received one in the put-away station. */
export function EntryStationLink({ id, state }: { id: number; state: string }) {
  if (state === 'Expected' || state === 'Receiving')
    return (
      <Link to="/station/receiving/$id" params={{ id: String(id) }} className={link} data-testid="open-station">
        <ScanBarcode className="size-4" aria-hidden />
        <Trans>Receiving station</Trans>
      </Link>
    )
  if (state === 'Received' || state === 'PuttingAway')
    return (
      <Link to="/station/putaway/$id" params={{ id: String(id) }} className={link} data-testid="open-station">
        <ScanBarcode className="size-4" aria-hidden />
        <Trans>Put-away station</Trans>
      </Link>
    )
  return null
}
