import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/single/orders')({
  staticData: {
    meta: { name: 'single_orders', title: msg`Project orders`, icon: 'ShoppingCart', access: ['single:view'], order: 3 },
  },
  component: PlaceholderPage,
})
