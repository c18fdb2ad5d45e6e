import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { transferChannelResource } from '../../../../shared/resources/transfer.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'

export const Route = createFileRoute('/_app/transfer/channel')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, transferChannelResource, deps),
  staticData: {
    meta: { name: 'transfer_channel', title: msg`Channels`, icon: 'Waypoints', access: ['transfer:view'], order: 3 },
  },
  component: () => <ResourceListPage def={transferChannelResource} />,
})
