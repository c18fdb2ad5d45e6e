import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { orderResource } from '../../../../shared/resources/order.ts'
import { ResourceListPage } from '../../../components/resource/ResourceListPage.tsx'
import { resourceRouteOptions } from '../../../components/resource/route.ts'

export const Route = createFileRoute('/_app/product/order')({
  ...resourceRouteOptions(orderResource),
  staticData: {
    meta: { name: 'product_order', title: msg`Orders`, icon: 'ShoppingCart', access: ['order:view'], order: 3 },
  },
  component: () => <ResourceListPage def={orderResource} />,
})
