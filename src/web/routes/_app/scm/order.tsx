import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { salesOrderResource } from '../../../../shared/resources/scm.ts'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'

// Confirming sends the delivery to the warehouse; its shipping completes the order.
export const Route = createFileRoute('/_app/scm/order')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, salesOrderResource, deps),
  staticData: {
    meta: { name: 'scm_order', title: msg`Sales orders`, icon: 'ShoppingCart', access: ['scm:view'], order: 4 },
  },
  component: () => <ResourceListPage def={salesOrderResource} />,
})
