import { useEffect, useRef } from 'react'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { invoiceResource } from '../../../shared/resources/receivable.ts'
import { ResourceListPage } from '../../../kernel/web/components/resource/ResourceListPage.tsx'
import { InvoicePrintLink } from '../print/PrintLinks.tsx'
import { numberOrNone } from '../../../kernel/web/lib/values.ts'

/**
 * Invoices (`/finance/invoice?Id=111001`): the list, with the invoice the address names open over
 * it; the open invoice's number stays in the address as it is walked, so it can be shared.
 */
export function InvoicePage() {
  const navigate = useNavigate()
  const search = useSearch({ from: '/_app/finance/invoice' })
  const id = numberOrNone(search.Id)
  const view = numberOrNone(search.view)
  const opened = useRef<number | undefined>(undefined)
  const go = (patch: Record<string, unknown>) =>
    void navigate({ to: '.', search: (prev: Record<string, unknown>) => ({ ...prev, ...patch }), replace: true })
  useEffect(() => {
    // The address's invoice opens once on arrival; closed, it stays closed.
    if (id && opened.current !== id && search.view === undefined && search.edit === undefined) {
      opened.current = id
      go({ view: id })
    } else if (view && view !== id) {
      opened.current = view
      go({ Id: view })
    }
    // Runs on the address only: `go` is a new function each render and reads nothing else.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, search.view, search.edit])
  return <ResourceListPage def={invoiceResource} detailActions={(row) => <InvoicePrintLink id={row.Id} />} />
}
