import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/stock/inventory')({
  staticData: {
    meta: { name: 'stock_inventory', title: msg`Stocktake`, icon: 'ClipboardCheck', access: ['stock:view'], order: 2 },
  },
  component: PlaceholderPage,
})
