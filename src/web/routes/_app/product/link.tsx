import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/product/link')({
  staticData: {
    meta: { name: 'product_link', title: msg`Footer links`, icon: 'Link', access: ['product:view'], hidden: true, order: 9 },
  },
  component: PlaceholderPage,
})
