import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { supplierProductResource } from '../../../../shared/resources/scm.ts'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'

export const Route = createFileRoute('/_app/scm/page')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, supplierProductResource, deps),
  staticData: {
    meta: { name: 'scm_page', title: msg`Supplier products`, icon: 'Package', access: ['scm:view'], order: 2 },
  },
  component: () => <ResourceListPage def={supplierProductResource} />,
})
