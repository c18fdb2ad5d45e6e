import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { transferCostResource } from '../../../../shared/resources/transfer.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'

export const Route = createFileRoute('/_app/transfer/cost')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, transferCostResource, deps),
  staticData: {
    meta: { name: 'transfer_cost', title: msg`Transfer costs`, icon: 'Calculator', access: ['transfer:view'], order: 6 },
  },
  component: () => <ResourceListPage def={transferCostResource} />,
})
