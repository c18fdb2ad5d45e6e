import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { ScanBarcode } from 'lucide-react'
import type { ReactNode } from 'react'

type StationRoute =
  | '/station/receiving/$id'
  | '/station/putaway/$id'
  | '/station/picking/$id'
  | '/station/packing/$id'
  | '/station/stocktake/$id'
  | '/station/transfer-pick/$id'
  | '/station/transfer-put/$id'

/** Which station a document's state needs: the one its next scans are done at. */
const STATIONS: Readonly<Record<string, Readonly<Record<string, { to: StationRoute; label: ReactNode }>>>> = {
  Entry: {
    Expected: { to: '/station/receiving/$id', label: <Trans>Receiving station</Trans> },
    Receiving: { to: '/station/receiving/$id', label: <Trans>Receiving station</Trans> },
    Received: { to: '/station/putaway/$id', label: <Trans>Put-away station</Trans> },
    PuttingAway: { to: '/station/putaway/$id', label: <Trans>Put-away station</Trans> },
  },
  Delivery: {
    Allocated: { to: '/station/picking/$id', label: <Trans>Picking station</Trans> },
    Picking: { to: '/station/picking/$id', label: <Trans>Picking station</Trans> },
    Picked: { to: '/station/packing/$id', label: <Trans>Packing station</Trans> },
    Packing: { to: '/station/packing/$id', label: <Trans>Packing station</Trans> },
  },
  StockTransfer: {
    Picking: { to: '/station/transfer-pick/$id', label: <Trans>Picking station</Trans> },
    InTransit: { to: '/station/transfer-put/$id', label: <Trans>Put-away station</Trans> },
    PuttingAway: { to: '/station/transfer-put/$id', label: <Trans>Put-away station</Trans> },
  },
  Inventory: {
    Draft: { to: '/station/stocktake/$id', label: <Trans>Stocktake station</Trans> },
    Counting: { to: '/station/stocktake/$id', label: <Trans>Stocktake station</Trans> },
  },
}

/** A record's way to its scan station, when its state has one. */
export function StationLink({ doc, id, state }: { doc: string; id: number; state: string }) {
  const station = STATIONS[doc]?.[state]
  if (!station) return null
  return (
    <Link
      to={station.to}
      params={{ id: String(id) }}
      className="inline-flex items-center gap-1.5 rounded-md border border-neutral-200 px-2.5 py-1 text-sm hover:bg-neutral-50"
      data-testid="open-station"
    >
      <ScanBarcode className="size-4" aria-hidden />
      {station.label}
    </Link>
  )
}
