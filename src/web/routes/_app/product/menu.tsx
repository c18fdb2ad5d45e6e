import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/product/menu')({
  staticData: {
    meta: { name: 'product_menu', title: msg`Navigation menu`, icon: 'Menu', access: ['product:view'], hidden: true, order: 8 },
  },
  component: PlaceholderPage,
})
