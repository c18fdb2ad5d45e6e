import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/product/publish')({
  staticData: {
    meta: { name: 'product_publish', title: msg`Listing records`, icon: 'Upload', access: ['product:view'], order: 6 },
  },
  component: PlaceholderPage,
})
