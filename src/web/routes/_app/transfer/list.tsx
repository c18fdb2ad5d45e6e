import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { transferResource } from '../../../../shared/resources/transfer.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'

export const Route = createFileRoute('/_app/transfer/list')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, transferResource, deps),
  staticData: {
    meta: { name: 'transfer_list', title: msg`Transfer routes`, icon: 'Route', access: ['transfer:view'], order: 1 },
  },
  component: () => <ResourceListPage def={transferResource} />,
})
