import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { Printer } from 'lucide-react'

const link = 'inline-flex items-center gap-1.5 rounded-md border border-neutral-200 px-2.5 py-1 text-sm hover:bg-neutral-50'

/** A delivery's printed paper, each opened in a tab of its own to print. */
export function DeliveryPrintLinks({ id }: { id: number }) {
  const params = { id: String(id) }
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="print-links">
      <Printer className="size-4 text-neutral-500" aria-hidden />
      <Link to="/print/delivery/$id/picking" params={params} target="_blank" className={link} data-testid="print-picking">
        <Trans>Pick list</Trans>
      </Link>
      <Link to="/print/delivery/$id/packing" params={params} target="_blank" className={link} data-testid="print-packing">
        <Trans>Packing list</Trans>
      </Link>
      <Link to="/print/delivery/$id/label" params={params} target="_blank" className={link} data-testid="print-label">
        <Trans>Shipping label</Trans>
      </Link>
    </div>
  )
}

/** A customs declaration's four documents: commercial invoice, packing list, sales contract, declaration form. */
export function DeclarePrintLinks({ id }: { id: number }) {
  const params = { id: String(id) }
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="print-links">
      <Printer className="size-4 text-neutral-500" aria-hidden />
      <Link to="/print/declare/$id/invoice" params={params} target="_blank" className={link} data-testid="print-invoice">
        <Trans>Commercial invoice</Trans>
      </Link>
      <Link to="/print/declare/$id/packing" params={params} target="_blank" className={link} data-testid="print-packing-list">
        <Trans>Packing list</Trans>
      </Link>
      <Link to="/print/declare/$id/contract" params={params} target="_blank" className={link} data-testid="print-contract">
        <Trans>Sales contract</Trans>
      </Link>
      <Link to="/print/declare/$id/form" params={params} target="_blank" className={link} data-testid="print-declaration-form">
        <Trans>Export declaration form</Trans>
      </Link>
    </div>
  )
}

/** An entry's paper: the receiving note, and labels for its products (one per unit expected, at most 100 each). */
export function EntryPrintLinks({ id, lines }: { id: number; lines: readonly { ProductId: number }[] }) {
  const ids = [...new Set(lines.map((l) => l.ProductId))]
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="print-links">
      <Printer className="size-4 text-neutral-500" aria-hidden />
      <Link to="/print/entry/$id/receiving" params={{ id: String(id) }} target="_blank" className={link} data-testid="print-receiving">
        <Trans>Receiving note</Trans>
      </Link>
      {ids.length ? (
        <Link to="/print/products" search={{ Ids: ids, Copies: 1 }} target="_blank" className={link} data-testid="print-product-labels">
          <Trans>Product labels</Trans>
        </Link>
      ) : null}
    </div>
  )
}

/** A stocktake's counting sheet. */
export function InventoryPrintLinks({ id }: { id: number }) {
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="print-links">
      <Printer className="size-4 text-neutral-500" aria-hidden />
      <Link to="/print/inventory/$id/sheet" params={{ id: String(id) }} target="_blank" className={link} data-testid="print-stocktake">
        <Trans>Stocktake sheet</Trans>
      </Link>
    </div>
  )
}

/** Labels of the chosen products or places (no places chosen: every storage place of the warehouse). */
export function LabelsLink({ kind, ids, warehouseId = 0 }: { kind: 'products' | 'places'; ids: readonly number[]; warehouseId?: number }) {
  return kind === 'products' ? (
    <Link to="/print/products" search={{ Ids: [...ids], Copies: 1 }} target="_blank" className={link} data-testid="print-labels">
      <Printer className="size-4" aria-hidden />
      <Trans>Print labels</Trans>
    </Link>
  ) : (
    <Link
      to="/print/places"
      search={{ WarehouseId: warehouseId, Ids: [...ids] }}
      target="_blank"
      className={link}
      data-testid="print-labels"
    >
      <Printer className="size-4" aria-hidden />
      {ids.length ? <Trans>Print labels</Trans> : <Trans>Place labels</Trans>}
    </Link>
  )
}

/** An invoice as printed. */
export function InvoicePrintLink({ id }: { id: number }) {
  return (
    <Link to="/print/invoice/$id" params={{ id: String(id) }} target="_blank" className={link} data-testid="print-invoice">
      <Printer className="size-4" aria-hidden />
      <Trans>Print the invoice</Trans>
    </Link>
  )
}
