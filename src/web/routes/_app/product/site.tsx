import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { pageResourceFor } from '../../../../shared/resources/commerce.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'

const def = pageResourceFor('site')

export const Route = createFileRoute('/_app/product/site')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, def, deps),
  staticData: {
    meta: { name: 'product_site', title: msg`Store layout`, icon: 'LayoutTemplate', access: ['product:view'], order: 7 },
  },
  component: () => <ResourceListPage def={def} />,
})
