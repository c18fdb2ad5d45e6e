import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/stock/ownership')({
  staticData: {
    meta: { name: 'stock_ownership', title: msg`Ownership transfer`, icon: 'ArrowLeftRight', access: ['stock:view'], order: 4 },
  },
  component: PlaceholderPage,
})
