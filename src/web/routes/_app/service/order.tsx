import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/service/order')({
  staticData: {
    meta: { name: 'service_order', title: msg`Service orders`, icon: 'ShoppingCart', access: ['service:view'], order: 3 },
  },
  component: PlaceholderPage,
})
