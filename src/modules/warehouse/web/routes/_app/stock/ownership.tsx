import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { ownershipResource } from '../../../../shared/warehouse.ts'
import { ResourceListPage } from '../../../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../../../kernel/web/components/resource/list-loader.ts'

export const Route = createFileRoute('/_app/(modules)/stock/ownership')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, ownershipResource, deps),
  staticData: {
    meta: { name: 'stock_ownership', title: msg`Ownership transfer`, icon: 'ArrowLeftRight', access: ['stock:view'], order: 4 },
  },
  component: () => <ResourceListPage def={ownershipResource} />,
})
