import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { productResource } from '../../../../shared/resources/product.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'
import { ProductLabelsLink } from '../../../features/print/PrintLinks.tsx'

export const Route = createFileRoute('/_app/product/list')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, productResource, deps),
  staticData: {
    meta: { name: 'product_list', title: msg`Products`, icon: 'Package', access: ['product:view'], order: 1 },
  },
  component: () => <ResourceListPage def={productResource} selectionActions={(ids) => <ProductLabelsLink ids={ids} />} />,
})
