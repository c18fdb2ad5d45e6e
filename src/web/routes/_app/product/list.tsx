import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/product/list')({
  staticData: {
    meta: { name: 'product_list', title: msg`Products`, icon: 'Package', access: ['product:view'], order: 1 },
  },
  component: PlaceholderPage,
})
