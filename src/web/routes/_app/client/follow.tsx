import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { followResource } from '../../../../shared/resources/follow.ts'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'
import { FollowList } from '../../../features/client/FollowList.tsx'

export const Route = createFileRoute('/_app/client/follow')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, followResource, deps),
  staticData: {
    meta: { name: 'client_follow', title: msg`Follow-ups`, icon: 'PhoneCall', access: ['client:view'], order: 2 },
  },
  component: FollowList,
})
