import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/warehouse/list')({
  staticData: {
    meta: { name: 'warehouse_list', title: msg`Warehouses`, icon: 'Warehouse', access: ['warehouse:view'], order: 1 },
  },
  component: PlaceholderPage,
})
