import { createFileRoute, redirect } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'
import { invoiceResource } from '../../../../shared/resources/receivable.ts'
import { InvoicePage } from '../../../features/finance/InvoicePage.tsx'

/** Opens with `?Id=111001` unless another Id is given, from the menu and from a bare address alike. */
export const Route = createFileRoute('/_app/finance/invoice')({
  // Read without a schema library: the route tree the first page loads stays small. The list's
  // own parameters pass through to its screen, which reads them with the list's schema.
  ...listRoute((s) => ({
    ...s,
    Id: Number.isSafeInteger(Number(s.Id)) && Number(s.Id) > 0 ? Number(s.Id) : 111001,
  })),
  beforeLoad: ({ location, search }) => {
    if (!('Id' in location.search)) throw redirect({ to: '/finance/invoice', search, replace: true })
  },
  staticData: {
    meta: {
      name: 'finance_invoice',
      title: msg`Invoices`,
      icon: 'FileSpreadsheet',
      access: ['finance:view'],
      search: { Id: 111001 },
      order: 1,
    },
  },
  loader: ({ context, deps }) => prefetchList(context, invoiceResource, deps),
  component: InvoicePage,
})
