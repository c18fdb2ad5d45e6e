import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { couponResource } from '../../../../shared/resources/discount.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'
import { IssueCoupons } from '../../../features/discount/IssueCoupons.tsx'

export const Route = createFileRoute('/_app/discount/coupon')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, couponResource, deps),
  staticData: {
    meta: { name: 'discount_coupon', title: msg`Coupons`, icon: 'TicketPercent', access: ['discount:view'], order: 2 },
  },
  component: () => <ResourceListPage def={couponResource} views={<IssueCoupons />} />,
})
