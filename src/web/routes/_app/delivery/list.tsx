import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { deliveryResource } from '../../../../shared/resources/warehouse.ts'
import { ResourceListPage } from '../../../components/resource/ResourceListPage.tsx'
import { resourceRouteOptions } from '../../../components/resource/route.ts'

export const Route = createFileRoute('/_app/delivery/list')({
  ...resourceRouteOptions(deliveryResource),
  staticData: {
    meta: { name: 'delivery_list', title: msg`Delivery orders`, icon: 'PackageCheck', access: ['delivery:view'], order: 1 },
  },
  component: () => <ResourceListPage def={deliveryResource} />,
})
