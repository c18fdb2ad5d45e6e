import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { siteNavResourceFor } from '../../../../shared/resources/commerce.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'

const def = siteNavResourceFor('menu')

export const Route = createFileRoute('/_app/product/menu')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, def, deps),
  staticData: {
    meta: { name: 'product_menu', title: msg`Navigation menu`, icon: 'Menu', access: ['product:view'], hidden: true, order: 8 },
  },
  component: () => <ResourceListPage def={def} />,
})
