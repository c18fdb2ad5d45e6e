import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { Printer } from 'lucide-react'

const link = 'inline-flex items-center gap-1.5 rounded-md border border-neutral-200 px-2.5 py-1 text-sm hover:bg-neutral-50'

/** A delivery's printed paper, each opened in a tab of its own to print. */
export function DeliveryPrintLinks({ id }: { id: number }) {
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="print-links">
      <Printer className="size-4 text-neutral-500" aria-hidden />
      <Link to="/print/delivery/$id/picking" params={{ id: String(id) }} target="_blank" className={link} data-testid="print-picking">
        <Trans>Pick list</Trans>
      </Link>
      <Link to="/print/delivery/$id/packing" params={{ id: String(id) }} target="_blank" className={link} data-testid="print-packing">
        <Trans>Packing list</Trans>
      </Link>
      <Link to="/print/delivery/$id/label" params={{ id: String(id) }} target="_blank" className={link} data-testid="print-label">
        <Trans>Shipping label</Trans>
      </Link>
    </div>
  )
}
