import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/exported/order')({
  staticData: {
    meta: { name: 'exported_order', title: msg`Export orders`, icon: 'ShoppingCart', access: ['declare:view'], order: 2 },
  },
  component: PlaceholderPage,
})
