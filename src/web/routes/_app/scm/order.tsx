import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/scm/order')({
  staticData: {
    meta: { name: 'scm_order', title: msg`Sales orders`, icon: 'ShoppingCart', access: ['scm:view'], order: 4 },
  },
  component: PlaceholderPage,
})
