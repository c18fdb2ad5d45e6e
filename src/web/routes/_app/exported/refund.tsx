import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { refundResource } from '../../../../shared/resources/finance.ts'
import { ResourceListPage } from '../../../components/resource/ResourceListPage.tsx'
import { resourceRouteOptions } from '../../../components/resource/route.ts'

export const Route = createFileRoute('/_app/exported/refund')({
  ...resourceRouteOptions(refundResource),
  staticData: {
    meta: { name: 'exported_refund', title: msg`Tax refunds`, icon: 'BadgePercent', access: ['declare:view', 'finance:view'], order: 9 },
  },
  component: () => <ResourceListPage def={refundResource} />,
})
