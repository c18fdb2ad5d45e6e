import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/product/brand')({
  staticData: {
    meta: { name: 'product_brand', title: msg`Brands`, icon: 'Tag', access: ['product:view'], order: 5 },
  },
  component: PlaceholderPage,
})
