import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/warehouse/cost')({
  staticData: {
    meta: { name: 'warehouse_cost', title: msg`Warehouse costs`, icon: 'Coins', access: ['warehouse:view'], order: 4 },
  },
  component: PlaceholderPage,
})
