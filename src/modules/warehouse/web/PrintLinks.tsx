import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { Printer } from 'lucide-react'
import { PrintLinkBar, printLinkClass } from '../../../kernel/web/components/print/PrintLinks.tsx'

/** A delivery's printed paper, each opened in a tab of its own to print. */
export function DeliveryPrintLinks({ id }: { id: number }) {
  const params = { id: String(id) }
  return (
    <PrintLinkBar>
      <Link to="/print/delivery/$id/picking" params={params} target="_blank" className={printLinkClass} data-testid="print-picking">
        <Trans>Pick list</Trans>
      </Link>
      <Link to="/print/delivery/$id/packing" params={params} target="_blank" className={printLinkClass} data-testid="print-packing">
        <Trans>Packing list</Trans>
      </Link>
      <Link to="/print/delivery/$id/label" params={params} target="_blank" className={printLinkClass} data-testid="print-label">
        <Trans>Shipping label</Trans>
      </Link>
    </PrintLinkBar>
  )
}

/** An entry's paper: the receiving note, and labels for its products (one per unit expected, at most 100 each). */
export function EntryPrintLinks({ id, lines }: { id: number; lines: readonly { ProductId: number }[] }) {
  const ids = [...new Set(lines.map((l) => l.ProductId))]
  return (
    <PrintLinkBar>
      <Link
        to="/print/entry/$id/receiving"
        params={{ id: String(id) }}
        target="_blank"
        className={printLinkClass}
        data-testid="print-receiving"
      >
        <Trans>Receiving note</Trans>
      </Link>
      {ids.length ? (
        <Link
          to="/print/products"
          search={{ Ids: ids, Copies: 1 }}
          target="_blank"
          className={printLinkClass}
          data-testid="print-product-labels"
        >
          <Trans>Product labels</Trans>
        </Link>
      ) : null}
    </PrintLinkBar>
  )
}

/** A stocktake's counting sheet. */
export function InventoryPrintLinks({ id }: { id: number }) {
  return (
    <PrintLinkBar>
      <Link
        to="/print/inventory/$id/sheet"
        params={{ id: String(id) }}
        target="_blank"
        className={printLinkClass}
        data-testid="print-stocktake"
      >
        <Trans>Stocktake sheet</Trans>
      </Link>
    </PrintLinkBar>
  )
}

/** Labels of the chosen places (none chosen: every storage place of the warehouse). */
export function PlaceLabelsLink({ ids, warehouseId = 0 }: { ids: readonly number[]; warehouseId?: number }) {
  return (
    <Link
      to="/print/places"
      search={{ WarehouseId: warehouseId, Ids: [...ids] }}
      target="_blank"
      className={printLinkClass}
      data-testid="print-labels"
    >
      <Printer className="size-4" aria-hidden />
      {ids.length ? <Trans>Print labels</Trans> : <Trans>Place labels</Trans>}
    </Link>
  )
}
