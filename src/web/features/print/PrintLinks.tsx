import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { Printer } from 'lucide-react'
import { PrintLinkBar, printLinkClass } from '../../../kernel/web/components/print/PrintLinks.tsx'

/** A customs declaration's four documents: commercial invoice, packing list, sales contract, declaration form. */
export function DeclarePrintLinks({ id }: { id: number }) {
  const params = { id: String(id) }
  return (
    <PrintLinkBar>
      <Link to="/print/declare/$id/invoice" params={params} target="_blank" className={printLinkClass} data-testid="print-invoice">
        <Trans>Commercial invoice</Trans>
      </Link>
      <Link to="/print/declare/$id/packing" params={params} target="_blank" className={printLinkClass} data-testid="print-packing-list">
        <Trans>Packing list</Trans>
      </Link>
      <Link to="/print/declare/$id/contract" params={params} target="_blank" className={printLinkClass} data-testid="print-contract">
        <Trans>Sales contract</Trans>
      </Link>
      <Link to="/print/declare/$id/form" params={params} target="_blank" className={printLinkClass} data-testid="print-declaration-form">
        <Trans>Export declaration form</Trans>
      </Link>
    </PrintLinkBar>
  )
}

/** An invoice as printed. */
export function InvoicePrintLink({ id }: { id: number }) {
  return (
    <Link to="/print/invoice/$id" params={{ id: String(id) }} target="_blank" className={printLinkClass} data-testid="print-invoice">
      <Printer className="size-4" aria-hidden />
      <Trans>Print the invoice</Trans>
    </Link>
  )
}

/** Labels of the chosen products. */
export function ProductLabelsLink({ ids }: { ids: readonly number[] }) {
  return (
    <Link to="/print/products" search={{ Ids: [...ids], Copies: 1 }} target="_blank" className={printLinkClass} data-testid="print-labels">
      <Printer className="size-4" aria-hidden />
      <Trans>Print labels</Trans>
    </Link>
  )
}
