import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { refundResource } from '../../../../shared/resources/finance.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'

export const Route = createFileRoute('/_app/exported/refund')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, refundResource, deps),
  staticData: {
    meta: { name: 'exported_refund', title: msg`Tax refunds`, icon: 'BadgePercent', access: ['declare:view', 'finance:view'], order: 9 },
  },
  component: () => <ResourceListPage def={refundResource} />,
})
