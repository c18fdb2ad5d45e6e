import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { shopResource } from '../../../../shared/resources/system.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'

// Store management: the shops with their manager, the platform's commission and shares, and their contract's end.
export const Route = createFileRoute('/_app/product/shop')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, shopResource, deps),
  staticData: {
    meta: { name: 'product_shop', title: msg`Stores`, icon: 'Store', access: ['platform:view'], order: 2 },
  },
  component: () => <ResourceListPage def={shopResource} />,
})
