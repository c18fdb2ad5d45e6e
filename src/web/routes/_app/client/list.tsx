import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { clientResource } from '../../../../shared/resources/client.ts'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'
import { ClientList } from '../../../features/client/ClientList.tsx'

// The record panel brings the customer's ownership lifecycle (release, claim, assign, transfer), its history, contacts and follow-ups.
export const Route = createFileRoute('/_app/client/list')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, clientResource, deps),
  staticData: {
    meta: { name: 'demand_trade', title: msg`Customer list`, icon: 'Users', access: ['client:view'], order: 1 },
  },
  component: ClientList,
})
