import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { gatherResource } from '../../../../shared/resources/transfer.ts'
import { GatherPage } from '../../../features/transfer/GatherPage.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'

export const Route = createFileRoute('/_app/transfer/addr')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, gatherResource, deps),
  staticData: {
    meta: { name: 'transfer_addr', title: msg`Pickup settings`, icon: 'MapPin', access: ['transfer:view'], order: 2 },
  },
  component: GatherPage,
})
