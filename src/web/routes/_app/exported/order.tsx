import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { declareOrderResource } from '../../../../shared/resources/customs.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'

export const Route = createFileRoute('/_app/exported/order')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, declareOrderResource, deps),
  staticData: {
    meta: { name: 'exported_order', title: msg`Export orders`, icon: 'ShoppingCart', access: ['declare:view'], order: 2 },
  },
  component: () => <ResourceListPage def={declareOrderResource} />,
})
