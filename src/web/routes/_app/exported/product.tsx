import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { exportProductResource } from '../../../../shared/resources/customs.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'

export const Route = createFileRoute('/_app/exported/product')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, exportProductResource, deps),
  staticData: {
    meta: { name: 'exported_product', title: msg`Export goods`, icon: 'Package', access: ['declare:view'], order: 1 },
  },
  component: () => <ResourceListPage def={exportProductResource} />,
})
