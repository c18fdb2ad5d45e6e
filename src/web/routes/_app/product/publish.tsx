import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { listingResource } from '../../../../shared/resources/commerce.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'

export const Route = createFileRoute('/_app/product/publish')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, listingResource, deps),
  staticData: {
    meta: { name: 'product_publish', title: msg`Listing records`, icon: 'Upload', access: ['product:view'], order: 6 },
  },
  component: () => <ResourceListPage def={listingResource} />,
})
