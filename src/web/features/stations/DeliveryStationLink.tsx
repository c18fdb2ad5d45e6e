import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { ScanBarcode } from 'lucide-react'

/** A delivery whose stock is reserved, or being picked, opens in the picking station. */
export function DeliveryStationLink({ id, state }: { id: number; state: string }) {
  if (state !== 'Allocated' && state !== 'Picking') return null
  return (
    <Link
      to="/station/picking/$id"
      params={{ id: String(id) }}
      className="inline-flex items-center gap-1.5 rounded-md border border-neutral-200 px-2.5 py-1 text-sm hover:bg-neutral-50"
      data-testid="open-station"
    >
      <ScanBarcode className="size-4" aria-hidden />
      <Trans>Picking station</Trans>
    </Link>
  )
}
