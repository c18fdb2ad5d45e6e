import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/discount/coupon')({
  staticData: {
    meta: { name: 'discount_coupon', title: msg`Coupons`, icon: 'TicketPercent', access: ['discount:view'], order: 2 },
  },
  component: PlaceholderPage,
})
