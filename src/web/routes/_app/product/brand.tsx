import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { brandResource } from '../../../../shared/resources/commerce.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'

export const Route = createFileRoute('/_app/product/brand')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, brandResource, deps),
  staticData: {
    meta: { name: 'product_brand', title: msg`Brands`, icon: 'Tag', access: ['product:view'], order: 5 },
  },
  component: () => <ResourceListPage def={brandResource} />,
})
