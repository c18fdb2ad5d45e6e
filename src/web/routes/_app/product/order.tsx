import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { orderResource } from '../../../../shared/resources/order.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'

export const Route = createFileRoute('/_app/product/order')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, orderResource, deps),
  staticData: {
    meta: { name: 'product_order', title: msg`Orders`, icon: 'ShoppingCart', access: ['order:view'], order: 3 },
  },
  component: () => <ResourceListPage def={orderResource} />,
})
