import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/product/shop')({
  staticData: {
    meta: { name: 'product_shop', title: msg`Stores`, icon: 'Store', access: ['product:view'], order: 2 },
  },
  component: PlaceholderPage,
})
