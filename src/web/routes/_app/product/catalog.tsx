import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/product/catalog')({
  staticData: {
    meta: { name: 'product_catalog', title: msg`Product categories`, icon: 'FolderTree', access: ['product:view'], order: 4 },
  },
  component: PlaceholderPage,
})
