import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/transfer/product')({
  staticData: {
    meta: { name: 'transfer_product', title: msg`Transfer products`, icon: 'Container', access: ['transfer:view'], order: 4 },
  },
  component: PlaceholderPage,
})
