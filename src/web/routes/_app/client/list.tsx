import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { clientResource } from '../../../../shared/resources/client.ts'
import { ResourceListPage } from '../../../components/resource/ResourceListPage.tsx'
import { resourceRouteOptions } from '../../../components/resource/route.ts'

// The record panel brings the customer's ownership lifecycle (release, claim, assign, transfer) and its history.
export const Route = createFileRoute('/_app/client/list')({
  ...resourceRouteOptions(clientResource),
  staticData: {
    meta: { name: 'demand_trade', title: msg`Customer list`, icon: 'Users', access: ['client:view'], order: 1 },
  },
  component: () => <ResourceListPage def={clientResource} />,
})
