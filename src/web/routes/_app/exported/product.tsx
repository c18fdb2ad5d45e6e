import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/exported/product')({
  staticData: {
    meta: { name: 'exported_product', title: msg`Export products`, icon: 'Package', access: ['declare:view'], order: 1 },
  },
  component: PlaceholderPage,
})
