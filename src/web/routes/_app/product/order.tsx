import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/product/order')({
  staticData: {
    meta: { name: 'product_order', title: msg`Orders`, icon: 'ShoppingCart', access: ['order:view'], order: 3 },
  },
  component: PlaceholderPage,
})
