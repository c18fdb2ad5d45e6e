import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { ownershipResource } from '../../../../shared/resources/warehouse.ts'
import { ResourceListPage } from '../../../components/resource/ResourceListPage.tsx'
import { resourceRouteOptions } from '../../../components/resource/route.ts'

export const Route = createFileRoute('/_app/stock/ownership')({
  ...resourceRouteOptions(ownershipResource),
  staticData: {
    meta: { name: 'stock_ownership', title: msg`Ownership transfer`, icon: 'ArrowLeftRight', access: ['stock:view'], order: 4 },
  },
  component: () => <ResourceListPage def={ownershipResource} />,
})
