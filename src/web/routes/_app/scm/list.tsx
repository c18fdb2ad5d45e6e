import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { supplierResource } from '../../../../shared/resources/supplier.ts'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'
import { ClientList } from '../../../features/client/ClientList.tsx'

// Suppliers mirror customers: the same page with their contacts and follow-ups, without the high seas.
export const Route = createFileRoute('/_app/scm/list')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, supplierResource, deps),
  staticData: {
    meta: { name: 'scm_list', title: msg`Suppliers`, icon: 'Factory', access: ['scm:view'], order: 1 },
  },
  component: () => <ClientList def={supplierResource} to="/scm/list" />,
})
