import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { catalogResourceFor } from '../../../../shared/resources/catalog.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'

const def = catalogResourceFor('product')

export const Route = createFileRoute('/_app/product/catalog')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, def, deps),
  staticData: {
    meta: { name: 'product_catalog', title: msg`Product categories`, icon: 'FolderTree', access: ['product:view'], order: 4 },
  },
  component: () => <ResourceListPage def={def} />,
})
