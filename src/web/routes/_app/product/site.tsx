import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/product/site')({
  staticData: {
    meta: { name: 'product_site', title: msg`Store layout`, icon: 'LayoutTemplate', access: ['product:view'], order: 7 },
  },
  component: PlaceholderPage,
})
