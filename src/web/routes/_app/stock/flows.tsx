import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/stock/flows')({
  staticData: {
    meta: { name: 'stock_flows', title: msg`Stock log`, icon: 'History', access: ['stock:view'], order: 3 },
  },
  component: PlaceholderPage,
})
