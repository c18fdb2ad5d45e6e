import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { loginLockoutResource } from '../../../../shared/resources/security.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'
import { LiftLockout } from '../../../features/system/LiftLockout.tsx'

export const Route = createFileRoute('/_app/system/lockouts')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, loginLockoutResource, deps),
  staticData: {
    meta: { name: 'system_lockouts', title: msg`Login lock-outs`, icon: 'ShieldAlert', access: ['security:view'], order: 12 },
  },
  component: () => <ResourceListPage def={loginLockoutResource} detailActions={(row) => <LiftLockout row={row} />} />,
})
