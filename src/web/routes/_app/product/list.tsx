import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { productResource } from '../../../../shared/resources/warehouse.ts'
import { ResourceListPage } from '../../../components/resource/ResourceListPage.tsx'
import { resourceRouteOptions } from '../../../components/resource/route.ts'

export const Route = createFileRoute('/_app/product/list')({
  ...resourceRouteOptions(productResource),
  staticData: {
    meta: { name: 'product_list', title: msg`Products`, icon: 'Package', access: ['product:view'], order: 1 },
  },
  component: () => <ResourceListPage def={productResource} />,
})
