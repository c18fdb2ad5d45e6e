import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/stock/list')({
  staticData: {
    meta: { name: 'stock_list', title: msg`Stock`, icon: 'Boxes', access: ['stock:view'], order: 1 },
  },
  component: PlaceholderPage,
})
