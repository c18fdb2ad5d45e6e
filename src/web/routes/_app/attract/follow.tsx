import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { followResource } from '../../../../shared/resources/follow.ts'
import { FollowList } from '../../../features/client/FollowList.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'

/** The follow-ups of investment attraction's companies (customers of type 1). */
const COMPANIES = { ClientType: 1 }

export const Route = createFileRoute('/_app/attract/follow')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, followResource, deps, COMPANIES),
  staticData: {
    meta: { name: 'attract_follow', title: msg`Company follow-ups`, icon: 'PhoneCall', access: ['attract:view', 'client:view'], order: 2 },
  },
  component: () => <FollowList to="/attract/follow" fixed={COMPANIES} />,
})
