import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { skuResource } from '../../../../shared/resources/sku.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'

export const Route = createFileRoute('/_app/system/sku')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, skuResource, deps),
  staticData: {
    meta: { name: 'system_sku', title: msg`Specifications`, icon: 'Ruler', access: ['setting:view'], order: 9 },
  },
  component: () => <ResourceListPage def={skuResource} />,
})
